#include "core/engine/run/MallocThresholds.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace gnw::engine {

void fixMallocThresholds() {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMallocMmapThreshold));
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(kMallocTrimThreshold));
#endif
}

} // namespace gnw::engine
