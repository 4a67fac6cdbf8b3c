#include "core/engine/measure/CallTrace.h"

#include <cstdlib>
#include <fstream>
#include <string>

namespace gnw::engine {

void traceCall(std::string_view side, std::string_view what) {
    const char* path = std::getenv("GNW_CALL_TRACE");
    if (!path || !*path)
        return;
    std::ofstream(path, std::ios::app) << side << (side.empty() || what.empty() ? "" : " ") << what << '\n';
}

} // namespace gnw::engine
