#pragma once
// One sample's block of an upstream test_compiler / test_device log: the lines from a `[Processing]`
// line up to the next one, and the fields upstream's analysis extracts from them (spec 5.2).
#include "core/store/SampleStatus.h"
#include "core/util/Result.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct LogBlock {
    int firstLine = 0;                         // 1-based line number of the [Processing] line
    std::vector<std::string> lines;            // without line terminators
    std::optional<std::string> modelPath;      // last whitespace-separated token of the [Processing] line
    std::map<std::string, std::string> config; // [Config] key: value
    std::map<std::string, std::string> performance;           // raw JSON text per phase (eager/compiled)
    std::map<std::string, std::vector<std::string>> datatype; // eager/compiled -> dtype names
    std::map<std::string, std::vector<double>> correctness;   // key with brackets ("[equal]") -> per output
    std::map<std::string, double> speedup;                    // e2e/gpu/kernel
    SampleStatus status = SampleStatus::EagerFail;            // spec 5.3
    // Lines upstream's analysis would choke on (it raises and aborts the whole file); each names
    // file:line and what was expected.
    std::vector<Error> problems;

    std::string text() const; // the block's lines joined with '\n', ending with '\n'
};

} // namespace gnw
