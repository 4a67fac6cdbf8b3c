#pragma once
// ATen side of TensorList. Include only from core/engine/*.cpp.
#include "core/engine/tensors/TensorList.h"

#include <ATen/core/Tensor.h>

namespace gnw::engine {

struct TensorList::Impl {
    std::vector<std::string> names;
    std::vector<at::Tensor> tensors;

    void add(std::string name, at::Tensor tensor) {
        names.push_back(std::move(name));
        tensors.push_back(std::move(tensor));
    }
};

} // namespace gnw::engine
