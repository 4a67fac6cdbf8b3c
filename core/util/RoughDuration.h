#pragma once
// A length of time rounded to what a person reads at a glance ("4.4 s", "12 min", "3.2 h"): one rule for
// the CLI, which prints it in English, and the GUI, which translates the unit.
#include <string>

namespace gnw {

struct RoughDuration {
    enum class Unit { Seconds, Minutes, Hours };
    double amount = 0; // in `unit`, to be printed with `decimals` digits after the point
    int decimals = 0;
    Unit unit = Unit::Seconds;
};

// Seconds below 90 s (one decimal below 10 s), whole minutes below 90 min, hours with one decimal above.
RoughDuration roughDuration(double seconds);
// roughDuration in English: "4.4 s", "45 s", "12 min", "3.2 h".
std::string roughDurationText(double seconds);

} // namespace gnw
