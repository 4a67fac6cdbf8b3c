// libFuzzer entry point for graph_net.json (clang only; see bench/CMakeLists.txt and fuzz_meta_parser.cpp
// for the commands; seed corpus: any graph_net.json files). Each input is read twice: as a torch sample's
// file (the framework key is required) and under paddle_samples/ (a missing key is inferred, with a warning).
#include "core/dataset/GraphNetInfo.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void check(std::string_view text, std::string_view file) {
    const auto info = gnw::parseGraphNetJsonText(text, file);
    if (!info.ok()) {
        const gnw::Error& e = info.error();
        if (e.line < 0 || e.column < 0 || e.message.empty() || e.file != file)
            __builtin_trap();
        return;
    }
    if (info->framework.empty() || !info->raw.is_object())
        __builtin_trap();
    for (const gnw::Error& w : info->warnings)
        if (w.line < 1 || w.message.empty())
            __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check(text, "samples/timm/x/graph_net.json");
    check(text, "paddle_samples/PaddleX/x/graph_net.json");
    return 0;
}
