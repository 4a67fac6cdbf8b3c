#pragma once
// Turns one parsed log block into the stored SampleResult: upstream status and fields, the decoded
// [Performance] JSON, a failure message and the finer failure class the log allows to infer.
#include "core/logs/LogBlock.h"
#include "core/store/SampleResult.h"

#include <string>

namespace gnw {

// A block with problems (malformed numbers or JSON) becomes a failed result whose message names them
// (file:line); a block upstream would call `correct` is then reported as runtime_fail with failure
// class parse_error, since its measurements cannot be trusted.
SampleResult resultFromBlock(const LogBlock& block, const std::string& file);

// The error text of a failed block: the "... execution failed: <message>" text with its continuation
// lines, else the last "<ExceptionType>: <message>" line, else the "[Fail due to ...]" marker.
std::string failureMessage(const LogBlock& block);

} // namespace gnw
