#include "core/engine/tensors/TensorListCopies.h"

#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/Context.h>

namespace gnw::engine {

TensorList deepCopy(const TensorList& list) {
    TensorList copy;
    for (std::size_t i = 0; i < list.size(); ++i)
        copy.impl().add(list.impl().names[i], list.impl().tensors[i].clone());
    return copy;
}

TensorList element(const TensorList& list, std::size_t i) {
    TensorList one;
    one.impl().add(list.impl().names.at(i), list.impl().tensors.at(i));
    return one;
}

void seedRandom(std::uint64_t seed) {
    at::manual_seed(seed);
}

} // namespace gnw::engine
