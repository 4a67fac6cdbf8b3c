#pragma once
// JSON text of the list-valued `results` columns. Correctness lists may hold NaN/Inf (a NaN output
// makes all_close 0, max_diff prints nan), which JSON numbers cannot: those travel as the strings
// "nan", "inf" and "-inf".
#include "core/store/SampleResult.h"

#include <string>
#include <vector>

namespace gnw {

std::string numbersToJson(const std::vector<double>& values);
std::vector<double> numbersFromJson(const std::string& json); // malformed text -> empty list

std::string numberListsToJson(const CorrectnessLists& lists);
CorrectnessLists numberListsFromJson(const std::string& json);

} // namespace gnw
