#pragma once
// Backends measured whole by the Python bridge (Backend::viaBridge()): the registry's fixed ones
// (inductor, aot_eager, openvino, tvm), torch-compile:NAME made on demand, and the bridge's failure drills.
#include "core/engine/backends/Backend.h"

#include <memory>
#include <vector>

namespace gnw::engine {

std::vector<std::unique_ptr<Backend>> makeBridgeBackends();
std::unique_ptr<Backend> makeTorchCompileBackend(std::string name);
// bridge-debug-crash, -oom-kill, -hang, -garbage, -compile-error (only with GNW_ENABLE_DEBUG_BACKENDS=1).
std::vector<std::unique_ptr<Backend>> makeDebugBridgeBackends();

} // namespace gnw::engine
