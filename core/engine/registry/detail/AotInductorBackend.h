#pragma once
// `aot-inductor`: the bridge exports the graph and compiles it with AOTInductor into a .pt2 package (cached
// by graph, input shapes and dtypes, torch version, device and options); the C++ worker loads the package
// with torch::inductor::AOTIModelPackageLoader and times it against the C++ interpreter's eager, with no
// Python in the timed loop.
#include "core/engine/backends/Backend.h"

#include <memory>

namespace gnw::engine {

std::unique_ptr<Backend> makeAotInductorBackend();

} // namespace gnw::engine
