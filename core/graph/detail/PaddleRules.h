#pragma once
// Internals of the Paddle shape rules (PaddleShapeRules.h), shared by its two files: the rules for
// element-wise, window, matmul, reduction and generator ops (PaddleShapeRules.cpp) and those that rearrange
// extents (PaddleLayoutRules.cpp).
#include "core/graph/PaddleShapeRules.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string_view>
#include <vector>

namespace gnw::paddle_rules {

using Dims = PaddleDims;
using Shapes = std::vector<Dims>;
constexpr std::int64_t kUnknown = -1;

inline std::int64_t product(const Dims& d, std::size_t from = 0, std::size_t to = SIZE_MAX) {
    std::int64_t n = 1;
    for (std::size_t i = from; i < std::min(to, d.size()); ++i) {
        if (d[i] < 0)
            return kUnknown;
        n *= d[i];
    }
    return n;
}

inline std::int64_t axisOf(std::int64_t axis, std::size_t rank) {
    return axis < 0 ? axis + static_cast<std::int64_t>(rank) : axis;
}

// Axes as a set, negative ones counted from the end of a tensor of `rank` (drop, squeeze, reduce).
inline std::set<std::int64_t> axisSet(const Dims& axes, std::size_t rank) {
    std::set<std::int64_t> out;
    for (auto a : axes)
        out.insert(axisOf(a, rank));
    return out;
}

inline bool validAxis(std::int64_t axis, std::size_t rank) {
    return axis >= 0 && axis < static_cast<std::int64_t>(rank);
}

// Layout rules (PaddleLayoutRules.cpp). Each returns the result shapes, or nothing when it has no answer.
Shapes reshape(const PaddleOpView& in, std::string_view op);
Shapes transpose(const PaddleOpView& in, std::string_view op);
Shapes flatten(const PaddleOpView& in, std::string_view op);
Shapes concatOrStack(const PaddleOpView& in, std::string_view op);
Shapes slice(const PaddleOpView& in, std::string_view op);
Shapes unsqueezeOrSqueeze(const PaddleOpView& in, std::string_view op);
Shapes split(const PaddleOpView& in, std::string_view op);
Shapes expandOrTile(const PaddleOpView& in, std::string_view op);
Shapes gather(const PaddleOpView& in, std::string_view op);

} // namespace gnw::paddle_rules
