#pragma once
// The per-line field patterns of upstream's log analysis (spec 5.2), matched the way Python's
// re.search does: anywhere in the line, first pattern that matches wins, later lines overwrite keys.
#include "core/logs/LogBlock.h"

#include <string>

namespace gnw {

// Applies one line (without terminator; `lineNumber` 1-based) to `block`. Values upstream's float()
// would reject are recorded in block.problems instead of stored.
void applyFieldLine(const std::string& line, int lineNumber, const std::string& file, LogBlock& block);

// Python's str.split() (no arguments) over ASCII whitespace.
std::vector<std::string> splitPythonWords(std::string_view text);

} // namespace gnw
