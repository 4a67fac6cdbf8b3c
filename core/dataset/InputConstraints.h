#pragma once
// input_tensor_constraints.py: the symbolic shapes of a torch sample's tensors (graphnet-format.md 2.4),
//   S0 = Symbol("S0")
//   dynamic_dim_constraint_symbol2example_value = {S0: 1}
//   dynamic_dim_constraint_input_shapes = [([S0, 3, 224, 224], "L_x_"), ...]
// Upstream's extractor writes it empty; its dimension passes fill it. Every dimension in the full upstream
// dataset is an integer or a symbol (7,841 symbols over 2,478 files, no relations), which is what this reads.
// Hand-written on the meta files' tokenizer; errors name file:line:column.
#include "core/util/Result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gnw {

struct ConstrainedTensor {
    std::string name;                                          // a forward parameter, named as in the meta
    std::vector<std::variant<std::int64_t, std::string>> dims; // a size or a symbol's name
    int line = 0;                                              // line of its name
};

struct InputConstraints {
    std::map<std::string, std::int64_t> exampleValues; // symbol -> the size the sample was extracted with
    std::vector<ConstrainedTensor> tensors;
};

// An empty text gives no constraints. `fileName` is only used in error messages.
Result<InputConstraints> parseInputConstraintsText(std::string_view text, std::string_view fileName);
Result<InputConstraints> parseInputConstraintsFile(const std::filesystem::path& path);

} // namespace gnw
