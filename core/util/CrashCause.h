#pragma once
// The line of a crashed process's output that says why it died, for the first line of a failed sample's
// message (the progress line, the Results table's tooltip, the log): the tail of a Python bridge's output
// begins with whatever came before, often Paddle's or torch's warnings, and the cause is further down.
#include <string>
#include <string_view>

namespace gnw {

// From a process's output (its tail is enough), why it died, or "" when nothing is recognised:
//   a C++ exception that reached std::terminate  "std::length_error: vector::reserve"
//   Python's fatal-error handler                 "Fatal Python error: Segmentation fault"
//   the last Python exception line               "MemoryError: cannot allocate", "KeyError: 'x'"
// At most 200 characters.
std::string crashCause(std::string_view output);

} // namespace gnw
