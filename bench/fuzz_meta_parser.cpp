// libFuzzer entry point for the weight_meta.py / input_meta.py parser (clang only; see bench/CMakeLists.txt):
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DGNW_WITH_TORCH=OFF -DGNW_BUILD_TESTS=OFF
//   cmake --build build-fuzz --target fuzz_meta_parser
//   build-fuzz/bin/fuzz_meta_parser -max_total_time=600 corpus/   (seed corpus: any GraphNet *_meta.py)
// Any input must yield tensors that satisfy the documented checks or an error with a position inside the
// text; crashes and sanitizer reports are the findings.
#include "core/dataset/MetaParser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <unordered_set>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto metas = gnw::parseMetaText(text, "fuzz_meta.py");
    if (!metas.ok()) {
        const gnw::Error& e = metas.error();
        if (e.line < 1 || e.column < 1 || e.message.empty() || e.file != "fuzz_meta.py")
            __builtin_trap();
        return 0;
    }
    std::unordered_set<std::string> names;
    for (const gnw::TensorMeta& m : *metas) {
        if (!names.insert(m.name).second) // names are unique within a file
            __builtin_trap();
        for (const std::int64_t d : m.shape)
            if (d < 0)
                __builtin_trap();
        if (m.hasData && m.intData.size() + m.floatData.size() != static_cast<std::size_t>(m.numel()))
            __builtin_trap(); // data lists match product(shape)
        if (m.bytes() < 0)    // what the summary sums; must not overflow on absurd shapes
            __builtin_trap();
    }
    return 0;
}
