// Python subscripting in a forward(): tensor indexing with ints, slices (bounds may be 0-d SymInt tensors),
// None, Ellipsis, bools, tensors and lists through at::indexing, as torch's __getitem__/__setitem__ do, and
// indexing and slicing of tuples and lists.
#include "core/engine/interpreter/detail/StandIns.h"

#include <ATen/ATen.h>
#include <ATen/TensorIndexing.h>

#include <algorithm>

namespace gnw::engine {

namespace {

using standin::fail;

std::optional<c10::SymInt> sliceBound(const Value& v) {
    if (v.isNone())
        return std::nullopt;
    return c10::SymInt(v.asInt());
}

at::indexing::TensorIndex tensorIndex(const Value& v) {
    using namespace at::indexing;
    switch (v.kind()) {
    case ValueKind::None:
        return TensorIndex(None);
    case ValueKind::Ellipsis:
        return TensorIndex(Ellipsis);
    case ValueKind::Bool:
        return TensorIndex(v.toBool());
    case ValueKind::Int:
        return TensorIndex(v.toInt());
    case ValueKind::Tensor:
        return TensorIndex(v.toTensor());
    case ValueKind::Slice:
        return TensorIndex(
            Slice(sliceBound(v.items()[0]), sliceBound(v.items()[1]), sliceBound(v.items()[2])));
    case ValueKind::List: { // x[[0, 2]] is advanced indexing with a tensor made from the list
        std::vector<std::int64_t> ints;
        for (const auto& item : v.items())
            ints.push_back(item.asInt());
        return TensorIndex(at::tensor(ints, at::kLong));
    }
    default:
        fail("cannot index a tensor with " + v.describe());
    }
}

std::vector<at::indexing::TensorIndex> tensorIndices(const Value& index, const at::Tensor& base) {
    std::vector<at::indexing::TensorIndex> out;
    if (index.kind() == ValueKind::Tuple) {
        for (const auto& item : index.items()) {
            out.push_back(tensorIndex(item));
            if (item.isTensor() && item.toTensor().device() != base.device())
                out.back() = at::indexing::TensorIndex(item.toTensor().to(base.device()));
        }
    } else {
        out.push_back(tensorIndex(index));
    }
    return out;
}

} // namespace

namespace standin {

Value getItem(const CallContext&, const Arguments& a) {
    const Value& base = a.positional[0];
    const Value& index = a.positional[1];
    if (base.isTensor())
        return Value::tensor(base.toTensor().index(tensorIndices(index, base.toTensor())));
    if (!base.isSequence())
        fail("cannot subscript " + base.describe());
    const auto& items = base.items();
    const auto n = static_cast<std::int64_t>(items.size());
    if (index.kind() == ValueKind::Slice) {
        const auto& s = index.items();
        const std::int64_t step = s[2].isNone() ? 1 : s[2].asInt();
        if (step != 1)
            fail("sequence slices with a step are not supported");
        auto clampBound = [n](std::int64_t b) { return std::clamp(b < 0 ? b + n : b, std::int64_t(0), n); };
        const std::int64_t lo = s[0].isNone() ? 0 : clampBound(s[0].asInt());
        const std::int64_t hi = s[1].isNone() ? n : clampBound(s[1].asInt());
        std::vector<Value> out(items.begin() + lo, items.begin() + std::max(lo, hi));
        return base.kind() == ValueKind::Tuple ? Value::tuple(std::move(out)) : Value::list(std::move(out));
    }
    std::int64_t i = index.asInt();
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        fail("index " + std::to_string(index.asInt()) + " out of range for a sequence of " +
             std::to_string(n));
    return items[static_cast<size_t>(i)];
}

Value setItem(const CallContext&, const Arguments& a) {
    const Value& base = a.positional[0];
    if (!base.isTensor())
        fail("item assignment needs a tensor, got " + base.describe());
    at::Tensor t = base.toTensor();
    const Value& value = a.positional[2];
    const auto indices = tensorIndices(a.positional[1], t);
    if (value.isTensor())
        t.index_put_(indices, value.toTensor());
    else
        t.index_put_(indices, value.asScalar());
    return Value::none();
}

} // namespace standin

} // namespace gnw::engine
