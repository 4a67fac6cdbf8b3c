#pragma once
// Writes a run as an upstream test_compiler log (spec 3.4), so that upstream's analysis and plots (and
// our parser) read back the same statuses, speedups and per-rung correctness. Results imported from a
// log are written as their original block, byte for byte; engine results get generated lines.
#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"

#include <string>
#include <string_view>
#include <vector>

namespace gnw {

inline constexpr std::string_view kDefaultLogPrompt = "graph-net-test-compiler-log";

std::string writeLog(const RunRecord& run, const std::vector<SampleResult>& results,
                     std::string_view prompt = kDefaultLogPrompt);

// The generated block of one result (also used when a result has no raw block).
std::string generateBlock(const RunRecord& run, const SampleResult& result, std::string_view prompt);

// Python repr() of a float as test_compiler prints correctness values: "0.0", "4.76837158203125e-07",
// "nan"; integral values of the 0/1 lists are printed as ints by the caller.
std::string pythonFloat(double value);

} // namespace gnw
