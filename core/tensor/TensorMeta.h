#pragma once
// One class of a weight_meta.py / input_meta.py file: the description of a forward parameter.
#include "core/tensor/DType.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct TensorMeta {
    std::string className;                   // Program_weight_tensor_meta_<name> / Program_weight_tensor_data_0
    std::string name;                        // forward parameter name
    std::string originalName;                // Paddle only (may be empty)
    std::vector<std::int64_t> shape;         // [] = 0-d tensor
    DType dtype = DType::Float32;
    std::string device;                      // torch only; empty when absent
    std::optional<double> mean;              // None or absent -> nullopt (NaN/Inf kept as such)
    std::optional<double> std;
    std::optional<double> minVal;
    std::optional<double> maxVal;
    bool hasData = false;                    // `data = [...]` (not None)
    std::vector<double> floatData;           // literal values for floating dtypes
    std::vector<std::int64_t> intData;       // literal values for integer and bool dtypes (True = 1)
    int line = 0;                            // line of the `class` statement

    std::int64_t numel() const;
    std::int64_t bytes() const { return numel() * dtypeSize(dtype); }
    // Weights are named after module parameters/buffers by Dynamo (and `parameter_<i>` by Paddle); the
    // rest (L_x_, input ids, SymInts, Paddle data_<i>) are inputs. See docs/dataset.md.
    bool isWeight() const;
};

} // namespace gnw
