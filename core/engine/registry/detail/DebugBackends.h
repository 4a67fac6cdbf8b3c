#pragma once
// Backends that fail on purpose, to test worker isolation: one aborts, one hangs, one allocates without
// bound; and one whose timings fluctuate, to test upstream's fluctuation guard. Registered only when GNW_ENABLE_DEBUG_BACKENDS=1.
#include "core/engine/backends/Backend.h"

#include <memory>
#include <vector>

namespace gnw::engine {

std::vector<std::unique_ptr<Backend>> makeDebugBackends();

} // namespace gnw::engine
