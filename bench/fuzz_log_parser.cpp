// libFuzzer entry point for upstream benchmark logs (clang only; see bench/CMakeLists.txt and
// fuzz_meta_parser.cpp for the commands; seed corpus: test_compiler logs). A log is parsed into blocks and
// then turned into store runs, as File > Import does.
#include "core/logs/LogImport.h"
#include "core/logs/LogParser.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto log = gnw::parseLog(text, "fuzz.log");
    if (!log.ok()) {
        if (log.error().message.empty())
            __builtin_trap();
        return 0;
    }
    int previous = 0;
    for (const gnw::LogBlock& b : log->blocks) {
        if (b.firstLine <= previous) // blocks in file order, each starting on its own line
            __builtin_trap();
        previous = b.firstLine;
        for (const gnw::Error& p : b.problems)
            if (p.message.empty())
                __builtin_trap();
    }
    const auto runs = gnw::runsFromLog(*log, "fuzz", "digest");
    std::size_t results = 0;
    for (const auto& r : runs)
        results += r.results.size();
    if (results != log->blocks.size()) // every block becomes one result of some run
        __builtin_trap();
    return 0;
}
