#pragma once
// Reads an upstream benchmark log (torch/Paddle test_compiler, test_reference/target_device) the way
// graph_net_bench/analysis_util.py does (spec 5): every line containing `[Processing]` starts a sample
// block, lines before the first are ignored, fields come from the bracket markers (the prompt is never
// checked). Malformed values never abort the parse: they are listed in the block's problems.
#include "core/logs/LogBlock.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

struct ParsedLog {
    std::string file;
    std::vector<LogBlock> blocks;
};

// Lines end at "\n", "\r\n" or a lone "\r" (Python's universal newlines). Fails only when the text has
// no `[Processing]` line, i.e. is not a benchmark log at all.
Result<ParsedLog> parseLog(std::string_view text, const std::string& file);
Result<ParsedLog> parseLogFile(const std::filesystem::path& path);

} // namespace gnw
