// libFuzzer entry point for the model.py front end (clang only; see bench/CMakeLists.txt):
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ && cmake --build build-fuzz --target
//   fuzz_model_parser build-fuzz/bin/fuzz_model_parser -max_total_time=60 corpus/   (seed corpus: any
//   GraphNet model.py files)
// Any input must build a graph or fail with an error that has a position; crashes and sanitizer reports
// are the findings.
#include "core/graph/ModelGraphLoader.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static gnw::ModelGraphLoader loader; // reused like in the workbench, so arena reuse is fuzzed too
    const gnw::Result<gnw::Graph> graph =
        loader.fromSource(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.py");
    if (!graph.ok() && (graph.error().line < 1 || graph.error().column < 1 || graph.error().message.empty()))
        __builtin_trap();
    return 0;
}
