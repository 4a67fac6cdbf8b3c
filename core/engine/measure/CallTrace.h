#pragma once
// The calls a measurement made, one line each ("eager first", "eager untimed", "eager trial", "compile",
// "compiled first", ...), appended to the file $GNW_CALL_TRACE names: how a test (and a researcher asking
// what exactly was timed) sees the schedule that the sides carried out. The Python bridges write the same
// lines (bridge_protocol.py, trace_call). Off, and free, when the variable is unset.
#include <string_view>

namespace gnw::engine {

void traceCall(std::string_view side, std::string_view what);

} // namespace gnw::engine
