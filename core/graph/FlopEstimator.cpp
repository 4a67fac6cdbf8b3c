#include "core/graph/FlopEstimator.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace gnw {

namespace {

struct Context {
    const Graph& graph;
    const GraphShapes& shapes;
    const GraphNode& node;
    const NodeShapes& result;

    const GraphArg* arg(std::size_t i, std::string_view name) const {
        if (i < node.args.size())
            return &node.args[i];
        return node.keyword(name);
    }
    // The tensor an argument refers to, else nullptr.
    const ValueShape* tensor(std::size_t i, std::string_view name) const {
        const GraphArg* a = arg(i, name);
        const ValueShape* v = a ? shapes.argument(graph, *a) : nullptr;
        return v && v->isTensor() ? v : nullptr;
    }
    // The first tensor the call returns (max_pool2d_with_indices: the values), else nullptr.
    const ValueShape* out() const { return firstTensor(result.result); }

    static const ValueShape* firstTensor(const ValueShape& v) {
        if (v.isTensor())
            return &v;
        for (const auto& item : v.items)
            if (const ValueShape* t = firstTensor(item))
                return t;
        return nullptr;
    }
};

double numel(const ValueShape* t) {
    return t ? static_cast<double>(t->numel()) : 0.0;
}

// An extent in a cost formula. A dynamic one (-1, a Paddle comment's extent no rule could make concrete)
// counts as 1, as in numel: a FLOP count is never negative.
double extent(std::int64_t d) {
    return d < 0 ? 1.0 : static_cast<double>(d);
}

double dim(const ValueShape* t, int fromEnd) {
    if (!t || static_cast<int>(t->shape.size()) < fromEnd)
        return 0;
    return extent(t->shape[t->shape.size() - static_cast<std::size_t>(fromEnd)]);
}

double tensorBytes(const ValueShape& v) {
    if (v.isTensor())
        return static_cast<double>(v.numel()) * elementBytes(v.dtype);
    double sum = 0;
    for (const auto& item : v.items)
        sum += tensorBytes(item);
    return sum;
}

// Every distinct value the node reads, once (x * x reads x once).
double readBytes(const Context& c) {
    std::set<std::int32_t> seen;
    double sum = 0;
    auto visit = [&](ValueId id) {
        if (!seen.insert(id.index).second)
            return;
        if (const ValueShape* v = c.shapes.value(c.graph, id))
            sum += tensorBytes(*v);
    };
    for (const auto& a : c.node.args)
        a.forEachRef(visit);
    for (const auto& k : c.node.kwargs)
        k.value.forEachRef(visit);
    return sum;
}

double writtenBytes(const Context& c) {
    return tensorBytes(c.result.result);
}

// An int or a tuple/list of ints (a constant, or a value shape inference knows), multiplied out; `rank`
// repeats a single int (kernel_size=3 of a 2-d pool is 3 x 3).
double kernelElements(const Context& c, const GraphArg* a, int rank) {
    if (!a)
        return 1;
    std::vector<double> sizes;
    if (a->kind == GraphArg::Kind::Int)
        sizes.assign(static_cast<std::size_t>(std::max(rank, 1)), static_cast<double>(a->integer));
    for (const auto& item : a->items)
        if (item.kind == GraphArg::Kind::Int)
            sizes.push_back(static_cast<double>(item.integer));
    if (const ValueShape* v = c.shapes.argument(c.graph, *a)) {
        if (v->kind == ValueShape::Kind::Int)
            sizes.assign(static_cast<std::size_t>(std::max(rank, 1)), static_cast<double>(v->integer));
        for (const auto& item : v->items)
            if (item.kind == ValueShape::Kind::Int)
                sizes.push_back(static_cast<double>(item.integer));
    }
    double n = 1;
    for (double s : sizes)
        n *= s;
    return n;
}

// prod(weight.shape[1:]): C_in/groups x kernel for a convolution, C_out/groups x kernel for a transposed one.
double weightFanIn(const ValueShape* w) {
    if (!w || w->shape.size() < 2)
        return 0;
    double n = 1;
    for (std::size_t i = 1; i < w->shape.size(); ++i)
        n *= extent(w->shape[i]);
    return n;
}

double convolutionFlops(const Context& c, bool transposed) {
    const ValueShape* input = c.tensor(0, "input");
    const ValueShape* weight = c.tensor(1, "weight");
    const double bias = c.tensor(2, "bias") ? numel(c.out()) : 0;
    return 2 * (transposed ? numel(input) : numel(c.out())) * weightFanIn(weight) + bias;
}

// 2 x (operands - 1) x the product of every index size: each pairwise contraction visits the full index
// space (an upper bound when a better contraction order exists). One operand: its elements.
double einsumFlops(const Context& c) {
    const GraphArg* eq = c.arg(0, "equation");
    // torch: einsum(equation, *operands); Paddle: einsum(operands, equation).
    const bool paddle = eq && eq->kind != GraphArg::Kind::String && c.node.args.size() == 2;
    if (paddle)
        eq = &c.node.args[1];
    if (!eq || eq->kind != GraphArg::Kind::String)
        return 0;
    std::vector<GraphArg> operandArgs;
    if (paddle)
        operandArgs =
            c.node.args[0].kind == GraphArg::Kind::List || c.node.args[0].kind == GraphArg::Kind::Tuple
                ? c.node.args[0].items
                : std::vector<GraphArg>{c.node.args[0]};
    else if (c.node.args.size() > 1)
        operandArgs.assign(c.node.args.begin() + 1, c.node.args.end());
    std::vector<const ValueShape*> operands;
    for (const GraphArg& operand : operandArgs) {
        const ValueShape* v = c.shapes.argument(c.graph, operand);
        if (!v)
            continue;
        if (v->isTensor())
            operands.push_back(v);
        for (const auto& item : v->items)
            if (item.isTensor())
                operands.push_back(&item);
    }
    std::string lhs = eq->text.substr(0, eq->text.find("->"));
    std::map<std::string, double> sizes; // index letter (or "...k" for the k-th ellipsis dim from the right)
    std::size_t start = 0;
    for (std::size_t k = 0; k < operands.size() && start <= lhs.size(); ++k) {
        std::size_t comma = lhs.find(',', start);
        if (comma == std::string::npos)
            comma = lhs.size();
        std::string term;
        for (char ch : lhs.substr(start, comma - start))
            if (!std::isspace(static_cast<unsigned char>(ch)))
                term += ch;
        start = comma + 1;
        const auto& shape = operands[k]->shape;
        const auto ellipsis = term.find("...");
        const std::string before = term.substr(0, std::min(ellipsis, term.size()));
        const std::string after = ellipsis == std::string::npos ? "" : term.substr(ellipsis + 3);
        const std::size_t named = before.size() + after.size();
        if (named > shape.size())
            return 0;
        for (std::size_t i = 0; i < before.size(); ++i)
            sizes[std::string(1, before[i])] = std::max(sizes[std::string(1, before[i])], extent(shape[i]));
        for (std::size_t i = 0; i < after.size(); ++i) {
            const double d = extent(shape[shape.size() - after.size() + i]);
            sizes[std::string(1, after[i])] = std::max(sizes[std::string(1, after[i])], d);
        }
        const std::size_t broadcast = shape.size() - named;
        for (std::size_t i = 0; ellipsis != std::string::npos && i < broadcast; ++i) {
            const std::string key = "..." + std::to_string(broadcast - i);
            sizes[key] = std::max(sizes[key], extent(shape[before.size() + i]));
        }
    }
    double space = 1;
    for (const auto& [key, size] : sizes)
        space *= size;
    return operands.size() <= 1 ? space : 2 * static_cast<double>(operands.size() - 1) * space;
}

// q [..., L, E], k [..., S, E], v [..., S, Ev]: Q·Kᵀ and P·V, plus the scale and the softmax over L x S.
double attentionFlops(const Context& c) {
    const ValueShape* q = c.tensor(0, "query");
    const ValueShape* k = c.tensor(1, "key");
    const ValueShape* v = c.tensor(2, "value");
    const double L = dim(q, 2), E = dim(q, 1), S = dim(k, 2), Ev = dim(v, 1);
    if (L * E == 0)
        return 0;
    const double batch = numel(q) / (L * E);
    return 2 * batch * L * S * E + 2 * batch * L * S * Ev + (kSoftmaxFlops + 1) * batch * L * S;
}

// F.multi_head_attention_forward: query [L, N, E] (or [L, E]), key [S, N, E]: the q/k/v in-projections,
// attention over all heads and the out-projection.
double multiHeadAttentionFlops(const Context& c) {
    const ValueShape* q = c.tensor(0, "query");
    const ValueShape* k = c.tensor(1, "key");
    if (!q || !k || q->shape.empty() || k->shape.empty())
        return 0;
    const double L = extent(q->shape[0]), S = extent(k->shape[0]), E = dim(q, 1);
    const double N = q->shape.size() == 3 ? extent(q->shape[1]) : 1;
    double heads = 1;
    if (const GraphArg* h = c.arg(4, "num_heads"); h && h->kind == GraphArg::Kind::Int)
        heads = static_cast<double>(h->integer);
    const double projections = 2 * N * E * E * (L + 2 * S + L);
    return projections + 4 * N * L * S * E + (kSoftmaxFlops + 1) * N * heads * L * S;
}

double matMulFlops(const Context& c, CostKind kind) {
    const std::string_view name = costOpName(c.node.target);
    if (kind == CostKind::MatMul) {
        const ValueShape* a = c.tensor(0, "input");
        const ValueShape* out = c.out();
        const double outElements = out ? std::max(1.0, numel(out)) : 0;
        // Paddle's matmul(x, y, transpose_x, transpose_y): a transposed x contracts over its rows.
        const GraphArg* transposeX = c.node.target.starts_with("paddle.") ? c.arg(2, "transpose_x") : nullptr;
        const bool transposed = transposeX && transposeX->kind == GraphArg::Kind::Bool && transposeX->integer;
        return 2 * outElements * dim(a, transposed ? 2 : 1);
    }
    const ValueShape* a = c.tensor(1, name == "addmv" ? "mat" : (name == "addmm" ? "mat1" : "batch1"));
    const double product = 2 * numel(c.out()) * dim(a, 1) * (name == "addbmm" && a ? extent(a->shape[0]) : 1);
    return product + numel(c.out());
}

bool indexesWithTensors(const Context& c) {
    bool tensor = false;
    if (c.node.args.size() > 1)
        c.node.args[1].forEachRef([&](ValueId id) {
            const ValueShape* v = c.shapes.value(c.graph, id);
            tensor = tensor || (v && v->isTensor());
        });
    return tensor;
}

} // namespace

double elementBytes(std::string_view dtype) {
    if (dtype == "bool")
        return 1;
    const auto digit = std::find_if(dtype.begin(), dtype.end(), [](char ch) { return std::isdigit(ch); });
    int bits = 0;
    for (auto it = digit; it != dtype.end() && std::isdigit(static_cast<unsigned char>(*it)); ++it)
        bits = bits * 10 + (*it - '0');
    return bits > 0 ? bits / 8.0 : 4.0;
}

OpCost estimateNodeCost(const Graph& graph, const GraphShapes& shapes, std::size_t index) {
    OpCost cost;
    const GraphNode& node = graph.nodes[index];
    cost.kind = costKindOf(node.target);
    if (index >= shapes.nodes.size() || !shapes.nodes[index].inferred)
        return cost;
    cost.estimated = true;
    const Context c{graph, shapes, node, shapes.nodes[index]};
    if (cost.kind == CostKind::Free && costOpName(node.target) == "getitem" && indexesWithTensors(c))
        cost.kind = CostKind::Movement;
    const ValueShape* input = c.tensor(0, "input");
    switch (cost.kind) {
    case CostKind::Free:
        return cost;
    case CostKind::Factory:
        cost.bytes = writtenBytes(c);
        return cost;
    case CostKind::Embedding: {
        // Only the looked-up rows are read, not the whole table: indices + rows + output.
        const ValueShape* a = c.tensor(0, "input");
        const ValueShape* b = c.tensor(1, "weight");
        const ValueShape* indices = a && a->dtype.find("int") != std::string::npos ? a : b;
        cost.bytes = (indices ? tensorBytes(*indices) : 0) + 2 * writtenBytes(c);
        return cost;
    }
    case CostKind::Unknown:
    case CostKind::Movement:
        break;
    case CostKind::Elementwise:
        cost.flops = numel(c.out());
        break;
    case CostKind::Reduction:
        cost.flops = numel(input ? input : c.tensor(0, "self"));
        break;
    case CostKind::Softmax:
        cost.flops = kSoftmaxFlops * numel(input);
        break;
    case CostKind::BatchNorm:
        cost.flops = kBatchNormFlops * numel(input);
        break;
    case CostKind::Norm:
        cost.flops = kNormFlops * numel(input);
        break;
    case CostKind::RmsNorm:
        cost.flops = kRmsNormFlops * numel(input);
        break;
    case CostKind::Pool: {
        // Paddle's pool2d(x, kernel, strides, paddings, ceil_mode, exclusive, data_format, pooling_type,
        // global_pooling, adaptive, ...): a global or adaptive pool reads each input element once.
        const auto flag = [&](std::size_t i) {
            return node.target.starts_with("paddle.") && i < node.args.size() &&
                   node.args[i].kind == GraphArg::Kind::Bool && node.args[i].integer;
        };
        if (flag(8) || flag(9)) {
            cost.flops = numel(input);
            break;
        }
        const int rank = spatialDimsOf(costOpName(node.target));
        cost.flops =
            numel(c.out()) * kernelElements(c, c.arg(1, "kernel_size"),
                                            rank ? rank : (input ? int(input->shape.size()) - 2 : 1));
        break;
    }
    case CostKind::AdaptivePool:
        cost.flops = numel(input);
        break;
    case CostKind::Linear:
        cost.flops =
            2 * numel(c.out()) * dim(c.tensor(1, "weight"), 1) + (c.tensor(2, "bias") ? numel(c.out()) : 0);
        break;
    case CostKind::MatMul:
    case CostKind::AddMatMul:
        cost.flops = matMulFlops(c, cost.kind);
        break;
    case CostKind::Einsum:
        cost.flops = einsumFlops(c);
        break;
    case CostKind::Conv:
    case CostKind::ConvTranspose:
        cost.flops = convolutionFlops(c, cost.kind == CostKind::ConvTranspose);
        break;
    case CostKind::Convolution: {
        const GraphArg* t = c.arg(6, "transposed");
        cost.flops = convolutionFlops(c, t && t->kind == GraphArg::Kind::Bool && t->integer);
        break;
    }
    case CostKind::Attention:
        cost.flops = attentionFlops(c);
        break;
    case CostKind::MultiHeadAttention:
        cost.flops = multiHeadAttentionFlops(c);
        break;
    }
    cost.bytes = readBytes(c) + writtenBytes(c);
    return cost;
}

GraphCost estimateGraphCost(const Graph& graph, const GraphShapes& shapes) {
    GraphCost total;
    total.nodes.reserve(graph.nodes.size());
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const OpCost cost = estimateNodeCost(graph, shapes, i);
        total.flops += cost.flops;
        total.bytes += cost.bytes;
        total.estimated += cost.estimated ? 1 : 0;
        total.withoutRule += cost.estimated && cost.kind == CostKind::Unknown ? 1 : 0;
        total.nodes.push_back(cost);
    }
    return total;
}

} // namespace gnw
