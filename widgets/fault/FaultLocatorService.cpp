#include "widgets/fault/FaultLocatorService.h"

#include <mutex>

namespace gnw::ui {

namespace {
std::mutex g_mutex;
std::shared_ptr<FaultLocatorService> g_service;
} // namespace

void FaultLocatorService::setDefault(std::shared_ptr<FaultLocatorService> service) {
    std::lock_guard lock(g_mutex);
    g_service = std::move(service);
}

std::shared_ptr<FaultLocatorService> FaultLocatorService::defaultService() {
    std::lock_guard lock(g_mutex);
    return g_service;
}

} // namespace gnw::ui
