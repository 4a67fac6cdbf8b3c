#include "core/engine/device/MallocThresholds.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <atomic>

namespace gnw::engine {
namespace {
std::atomic<bool> fixed{false};
}

void fixMallocThresholds() {
#if defined(__GLIBC__)
    const bool ok = mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMallocMmapThreshold)) == 1 &&
                    mallopt(M_TRIM_THRESHOLD, static_cast<int>(kMallocTrimThreshold)) == 1;
    fixed = ok;
#endif
}

bool mallocThresholdsFixed() {
    return fixed;
}

void releaseFreeHeap() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace gnw::engine
