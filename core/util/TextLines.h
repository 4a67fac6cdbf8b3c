#pragma once
// Text helpers shared by the readers of other programs' output: upstream's logs, /proc/cpuinfo, a crashed
// process's output.
#include <string>
#include <string_view>

namespace gnw {

// `s` without its leading and trailing spaces, tabs and carriage returns.
std::string_view trimmed(std::string_view s);

// `text` if it has at most `maxChars` characters, else its first maxChars - 3 and "...".
std::string clipped(std::string_view text, std::size_t maxChars);

// "RuntimeError: x", "torch._dynamo.exc.BackendCompilerFailed: y": a dotted name ending in Error or
// Exception, then ": ", the line a Python traceback ends with.
bool isPythonExceptionLine(std::string_view line);

} // namespace gnw
