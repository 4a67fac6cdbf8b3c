#include "core/graph/PaddleShapeRules.h"

#include "core/graph/detail/PaddleRules.h"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <utility>

namespace gnw {

namespace {

using namespace paddle_rules;

// Ops whose first result has their first operand's shape.
// clang-format off
const std::set<std::string_view> kSameShape = {
    "abs", "assign", "assign_out_", "batch_norm", "batch_norm_", "bitwise_not", "cast", "ceil", "clip",
    "clone", "contiguous", "cos", "cumsum", "detach", "elu", "erf", "exp", "exp_", "flip", "floor",
    "full_like", "gelu", "group_norm", "hardsigmoid", "hardswish", "hardswish_", "increment",
    "instance_norm", "isinf", "isnan", "layer_norm", "leaky_relu", "log", "log_softmax", "logical_not",
    "logsigmoid", "mish", "pow", "prelu", "reciprocal", "relu", "relu6", "relu_", "roll", "round", "rsqrt",
    "scale", "scale_", "share_data_", "sigmoid", "sigmoid_", "sign", "silu", "sin", "softmax", "softplus",
    "sqrt", "square", "swish", "sync_batch_norm_", "tanh", "tanh_", "tril", "triu"};
// clang-format on

// Element-wise ops over broadcast operands.
const std::set<std::string_view> kBroadcast = {
    "add",       "add_",         "subtract",      "subtract_",   "multiply",        "multiply_",
    "divide",    "divide_",      "maximum",       "minimum",     "elementwise_pow", "floor_divide",
    "remainder", "greater_than", "greater_equal", "less_than",   "less_equal",      "equal",
    "not_equal", "logical_and",  "logical_or",    "logical_xor", "bitwise_and",     "bitwise_or",
    "where",     "atan2",        "fmax",          "fmin"};

// Ops whose operand 0 need not be a tensor (a list of them, a shape, a number).
const std::set<std::string_view> kWithoutTensorOperand = {"concat", "stack",    "uniform",         "gaussian",
                                                          "arange", "linspace", "full_with_tensor"};

std::int64_t broadcastExtent(std::int64_t a, std::int64_t b) {
    if (a == 1)
        return b;
    if (b == 1 || a == b)
        return a;
    if (a < 0 || b < 0)
        return std::max(a, b) > 1 ? std::max(a, b) : kUnknown;
    return kUnknown; // not broadcastable: no answer
}

Dims broadcast(const Dims& a, const Dims& b) {
    Dims out(std::max(a.size(), b.size()));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const std::int64_t x = i < a.size() ? a[a.size() - 1 - i] : 1;
        const std::int64_t y = i < b.size() ? b[b.size() - 1 - i] : 1;
        out[out.size() - 1 - i] = broadcastExtent(x, y);
    }
    return out;
}

// A sliding window's output extent (convolution, pooling) under Paddle's padding algorithms.
std::int64_t windowExtent(std::int64_t in, std::int64_t window, std::int64_t stride, std::int64_t before,
                          std::int64_t after, std::int64_t dilation, std::string_view algorithm, bool ceil) {
    if (in < 0 || window < 0 || stride <= 0)
        return kUnknown;
    if (algorithm == "SAME")
        return (in + stride - 1) / stride;
    if (algorithm == "VALID")
        before = after = 0;
    const std::int64_t span = dilation * (window - 1) + 1;
    const std::int64_t room = in + before + after - span;
    return (ceil ? (room + stride - 1) / stride : room / stride) + 1;
}

// Paddings as Paddle takes them: [h, w] (both sides) or [top, bottom, left, right].
std::pair<std::int64_t, std::int64_t> padding(const Dims& pads, std::size_t spatial) {
    if (pads.size() == 2)
        return {pads[spatial], pads[spatial]};
    if (pads.size() == 4)
        return {pads[2 * spatial], pads[2 * spatial + 1]};
    return {0, 0};
}

Shapes window(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const bool pool = op == "pool2d";
    const ValueShape* w = in.operand(1);
    const auto kernel = pool ? in.ints(1) : std::optional<Dims>(w && w->isTensor() ? w->shape : Dims{});
    const auto strides = in.ints(2);
    const auto pads = in.ints(3);
    // conv2d(x, w, strides, paddings, algorithm, dilations, groups, format); depthwise_conv2d has groups
    // before dilations.
    const auto dilations = pool ? std::optional<Dims>(Dims{1, 1}) : in.ints(op == "conv2d" ? 5 : 6);
    const bool nhwc = in.text(pool ? 6 : 7) == "NHWC";
    if (x.size() != 4 || !kernel || !strides || !pads || !dilations || strides->size() != 2 ||
        dilations->size() != 2)
        return {};
    const std::size_t c = nhwc ? 3 : 1, h = nhwc ? 1 : 2;
    Dims out = x;
    const Dims window = pool ? *kernel
                             : Dims{kernel->size() == 4 ? (*kernel)[2] : kUnknown,
                                    kernel->size() == 4 ? (*kernel)[3] : kUnknown};
    if (!pool)
        out[c] = kernel->size() == 4 ? (*kernel)[0] : kUnknown;
    const bool global = pool && in.flag(8), adaptive = pool && in.flag(9);
    const std::string_view algorithm = in.text(pool ? 10 : 4);
    for (std::size_t s = 0; s < 2; ++s) {
        if (global)
            out[h + s] = 1;
        else if (adaptive)
            out[h + s] = window.size() == 2 ? window[s] : kUnknown;
        else if (window.size() == 2) {
            const auto [before, after] = padding(*pads, s);
            out[h + s] = windowExtent(x[h + s], window[s], (*strides)[s], before, after, (*dilations)[s],
                                      algorithm, pool && in.flag(4));
        } else
            out[h + s] = kUnknown;
    }
    return {out};
}

Shapes matmul(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const ValueShape* yv = in.operand(1);
    if (!yv || !yv->isTensor() || x.empty() || yv->shape.empty())
        return {};
    Dims a = x, b = yv->shape;
    if (in.flag(2) && a.size() >= 2)
        std::swap(a[a.size() - 1], a[a.size() - 2]);
    if (in.flag(3) && b.size() >= 2)
        std::swap(b[b.size() - 1], b[b.size() - 2]);
    if (a.size() == 1 && b.size() == 1)
        return {Dims{}};
    if (a.size() == 1) { // a vector times a stack of matrices
        Dims out(b.begin(), b.end() - 2);
        out.push_back(b.back());
        return {out};
    }
    if (b.size() == 1)
        return {Dims(a.begin(), a.end() - 1)};
    Dims out = broadcast(Dims(a.begin(), a.end() - 2), Dims(b.begin(), b.end() - 2));
    out.push_back(a[a.size() - 2]);
    out.push_back(b.back());
    return {out};
}

Shapes reduction(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const auto axes = in.ints(1);
    if (!axes)
        return {};
    const bool keep = in.flag(op == "sum" ? 3 : 2);
    const std::set<std::int64_t> reduced = axisSet(*axes, x.size());
    Dims out;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const bool r = reduced.empty() || reduced.count(static_cast<std::int64_t>(i));
        if (!r)
            out.push_back(x[i]);
        else if (keep)
            out.push_back(1);
    }
    return {out};
}

Shapes interpolation(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    if (x.size() != 4 || (in.operand(1) || in.operand(2) || in.operand(3)))
        return {}; // sizes from tensors: not followed
    const bool nhwc = in.text(4) == "NHWC";
    const std::size_t h = nhwc ? 1 : 2;
    const auto outH = in.integer(6), outW = in.integer(7);
    Dims out = x;
    if (outH && outW && *outH > 0 && *outW > 0) {
        out[h] = *outH;
        out[h + 1] = *outW;
        return {out};
    }
    const GraphArg* scale = in.node.args.size() > 8 ? &in.node.args[8] : nullptr;
    if (!scale || scale->kind != GraphArg::Kind::List || scale->items.size() != 2)
        return {};
    for (std::size_t s = 0; s < 2; ++s) {
        const GraphArg& f = scale->items[s];
        const double factor = f.kind == GraphArg::Kind::Float ? f.real : static_cast<double>(f.integer);
        out[h + s] = x[h + s] < 0 || factor <= 0
                         ? kUnknown
                         : static_cast<std::int64_t>(static_cast<double>(x[h + s]) * factor);
    }
    return {out};
}

Shapes embedding(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const ValueShape* w = in.operand(1);
    if (!w || !w->isTensor() || w->shape.size() != 2)
        return {};
    Dims out = x;
    out.push_back(w->shape[1]);
    return {out};
}

// ceil((end - start) / step)
Shapes arange(const PaddleOpView& in, std::string_view) {
    const auto start = in.integer(0), end = in.integer(1), step = in.integer(2);
    if (!start || !end || !step || *step == 0)
        return {};
    const std::int64_t span = *end - *start;
    return {Dims{std::max<std::int64_t>(0, (span + *step - (*step > 0 ? 1 : -1)) / *step)}};
}

Shapes linspace(const PaddleOpView& in, std::string_view) {
    const auto num = in.integer(2);
    return num ? std::vector<Dims>{Dims{*num}} : std::vector<Dims>{};
}

Shapes shapeFromFirst(const PaddleOpView& in, std::string_view) {
    const auto shape = in.ints(0);
    return shape ? std::vector<Dims>{*shape} : std::vector<Dims>{};
}

Shapes shapeFromSecond(const PaddleOpView& in, std::string_view) {
    const auto shape = in.ints(1);
    return shape ? std::vector<Dims>{*shape} : std::vector<Dims>{};
}

Shapes oneHot(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const auto depth = in.integer(1);
    if (!depth)
        return {};
    Dims out = x;
    out.push_back(*depth);
    return {out};
}

using Rule = Shapes (*)(const PaddleOpView&, std::string_view);

const std::unordered_map<std::string_view, Rule>& rules() {
    static const std::unordered_map<std::string_view, Rule> table = [] {
        std::unordered_map<std::string_view, Rule> t;
        const std::pair<std::vector<std::string_view>, Rule> families[] = {
            {{"conv2d", "depthwise_conv2d", "pool2d"}, window},
            {{"matmul", "bmm"}, matmul},
            {{"reshape"}, reshape},
            {{"transpose"}, transpose},
            {{"flatten"}, flatten},
            {{"concat", "stack"}, concatOrStack},
            {{"slice", "strided_slice"}, slice},
            {{"unsqueeze", "squeeze"}, unsqueezeOrSqueeze},
            {{"split_with_num", "split"}, split},
            {{"mean", "sum", "max", "min", "prod", "amax", "amin", "all", "any", "logsumexp"}, reduction},
            {{"bilinear_interp", "nearest_interp", "bicubic_interp"}, interpolation},
            {{"gather", "index_select"}, gather},
            {{"embedding"}, embedding},
            {{"expand", "tile"}, expandOrTile},
            {{"arange"}, arange},
            {{"linspace"}, linspace},
            {{"uniform", "gaussian"}, shapeFromFirst},
            {{"full_with_tensor"}, shapeFromSecond},
            {{"one_hot"}, oneHot},
        };
        for (const auto& [ops, rule] : families)
            for (std::string_view op : ops)
                t.emplace(op, rule);
        return t;
    }();
    return table;
}

} // namespace

PaddleOpView::PaddleOpView(const GraphNode& n, std::function<const ValueShape*(const GraphArg&)> s,
                           std::function<std::optional<PaddleDims>(const GraphArg&)> v)
    : node(n), shape(std::move(s)), values(std::move(v)) {
    first = operand(0);
    if (hasX())
        x = first->shape;
}

const ValueShape* PaddleOpView::operand(std::size_t k) const {
    return k < node.args.size() ? shape(node.args[k]) : nullptr;
}

std::optional<PaddleDims> PaddleOpView::ints(std::size_t k) const {
    return k < node.args.size() ? values(node.args[k]) : std::nullopt;
}

std::optional<std::int64_t> PaddleOpView::integer(std::size_t k) const {
    const auto v = ints(k);
    return v && v->size() == 1 ? std::optional<std::int64_t>(v->front()) : std::nullopt;
}

std::string_view PaddleOpView::text(std::size_t k) const {
    return k < node.args.size() && node.args[k].kind == GraphArg::Kind::String ? node.args[k].text : "";
}

bool PaddleOpView::flag(std::size_t k) const {
    return k < node.args.size() && node.args[k].kind == GraphArg::Kind::Bool && node.args[k].integer != 0;
}

std::int64_t paddleNumel(const PaddleDims& dims, std::size_t from) {
    return product(dims, from);
}

std::vector<PaddleDims> paddleResultShapes(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    if (op == "getitem") { // builtin.split's results: one item of the vector
        const auto k = in.integer(1);
        if (!in.first || in.first->kind != ValueShape::Kind::Sequence || !k || *k < 0 ||
            *k >= static_cast<std::int64_t>(in.first->items.size()) ||
            !in.first->items[static_cast<std::size_t>(*k)].isTensor())
            return {};
        return {in.first->items[static_cast<std::size_t>(*k)].shape};
    }
    if (!in.hasX() && !kWithoutTensorOperand.count(op))
        return {};
    if (op == "layer_norm") { // y, then mean and variance over the leading axes
        const auto begin = in.integer(4);
        if (!begin || *begin < 0 || *begin > static_cast<std::int64_t>(x.size()))
            return {x};
        const Dims leading(x.begin(), x.begin() + *begin);
        return {x, leading, leading};
    }
    if (op == "group_norm" && !x.empty()) { // y, then mean and variance per sample and group
        const auto groups = in.integer(4);
        return groups ? Shapes{x, Dims{x[0], *groups}, Dims{x[0], *groups}} : Shapes{x};
    }
    if (op == "dropout") // the result and its mask
        return {x, x};
    if (op == "topk") { // values and indices: k along the axis
        const auto k = in.integer(1), axis = in.integer(2);
        if (!k || !axis || !validAxis(axisOf(*axis, x.size()), x.size()))
            return {};
        Dims out = x;
        out[static_cast<std::size_t>(axisOf(*axis, x.size()))] = *k;
        return {out, out};
    }
    if (kSameShape.count(op))
        return {x};
    if (kBroadcast.count(op)) {
        Dims out = x;
        for (std::size_t k = 1; k < in.node.args.size(); ++k)
            if (const ValueShape* v = in.operand(k); v && v->isTensor())
                out = broadcast(out, v->shape);
        return {out};
    }
    const auto it = rules().find(op);
    return it == rules().end() ? Shapes{} : it->second(in, op);
}

} // namespace gnw
