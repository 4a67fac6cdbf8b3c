#pragma once
// How `validate` and `extract` print a sample's validation (core/dataset/SampleValidation.h): text, one
// finding per line as file:line: message, or JSON.
#include "core/dataset/SampleValidation.h"

#include <nlohmann/json.hpp>

namespace gnw::cli {

nlohmann::json validationJson(const SampleValidation& v);
void printValidation(const SampleValidation& v);

} // namespace gnw::cli
