#include "core/graph/detail/PaddleRules.h"

#include <set>

namespace gnw::paddle_rules {

Shapes reshape(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    auto shape = in.ints(1);
    if (!shape)
        return {};
    std::int64_t known = 1;
    int infer = -1;
    for (std::size_t i = 0; i < shape->size(); ++i) {
        auto& d = (*shape)[i];
        if (d == 0)
            d = i < x.size() ? x[i] : kUnknown;
        if (d == -1 && infer < 0)
            infer = static_cast<int>(i);
        else
            known = d < 0 || known < 0 ? kUnknown : known * d;
    }
    if (infer >= 0) {
        const std::int64_t total = product(x);
        (*shape)[static_cast<std::size_t>(infer)] =
            total < 0 || known <= 0 || total % known ? kUnknown : total / known;
    }
    return {*shape};
}

Shapes transpose(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const auto perm = in.ints(1);
    if (!perm || perm->size() != x.size())
        return {};
    Dims out;
    for (auto p : *perm) {
        p = axisOf(p, x.size());
        if (!validAxis(p, x.size()))
            return {};
        out.push_back(x[static_cast<std::size_t>(p)]);
    }
    return {out};
}

Shapes flatten(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const auto start = in.integer(1), stop = in.integer(2);
    if (!start || !stop || x.empty())
        return {};
    const auto s = static_cast<std::size_t>(axisOf(*start, x.size()));
    const auto e = static_cast<std::size_t>(axisOf(*stop, x.size()));
    if (s > e || e >= x.size())
        return {};
    Dims out(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(s));
    out.push_back(product(x, s, e + 1));
    out.insert(out.end(), x.begin() + static_cast<std::ptrdiff_t>(e) + 1, x.end());
    return {out};
}

Shapes concatOrStack(const PaddleOpView& in, std::string_view op) {
    if (in.node.args.empty() || in.node.args[0].kind != GraphArg::Kind::List)
        return {};
    std::vector<Dims> parts;
    for (const GraphArg& item : in.node.args[0].items) {
        const ValueShape* v = in.shape(item);
        if (!v || !v->isTensor())
            return {};
        parts.push_back(v->shape);
    }
    const auto axisArg = in.integer(1);
    if (parts.empty() || !axisArg)
        return {};
    Dims out = parts.front();
    if (op == "stack") {
        const std::int64_t axis =
            *axisArg < 0 ? *axisArg + static_cast<std::int64_t>(out.size()) + 1 : *axisArg;
        if (axis < 0 || axis > static_cast<std::int64_t>(out.size()))
            return {};
        out.insert(out.begin() + axis, static_cast<std::int64_t>(parts.size()));
        return {out};
    }
    const std::int64_t axis = axisOf(*axisArg, out.size());
    if (!validAxis(axis, out.size()))
        return {};
    std::int64_t sum = 0;
    for (const Dims& p : parts) {
        const std::int64_t d = p.size() == out.size() ? p[static_cast<std::size_t>(axis)] : kUnknown;
        sum = d < 0 || sum < 0 ? kUnknown : sum + d;
    }
    out[static_cast<std::size_t>(axis)] = sum;
    return {out};
}

Shapes slice(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const auto axes = in.ints(1), starts = in.ints(2), ends = in.ints(3);
    const auto steps = op == "strided_slice" ? in.ints(4) : std::optional<Dims>(Dims{});
    if (!axes || !starts || !ends || !steps || starts->size() != axes->size() || ends->size() != axes->size())
        return {};
    Dims out = x;
    for (std::size_t j = 0; j < axes->size(); ++j) {
        const std::int64_t a = axisOf((*axes)[j], x.size());
        if (!validAxis(a, x.size()))
            return {};
        const std::int64_t d = x[static_cast<std::size_t>(a)];
        const std::int64_t step = j < steps->size() ? (*steps)[j] : 1;
        if (d < 0 || step <= 0) {
            out[static_cast<std::size_t>(a)] = kUnknown;
            continue;
        }
        std::int64_t s = (*starts)[j], e = (*ends)[j];
        s = std::clamp(s < 0 ? s + d : s, std::int64_t{0}, d);
        e = std::clamp(e < 0 ? e + d : e, std::int64_t{0}, d);
        out[static_cast<std::size_t>(a)] = e > s ? (e - s + step - 1) / step : 0;
    }
    if (op == "slice") {
        const auto decrease = in.ints(5);
        if (decrease && !decrease->empty()) {
            const std::set<std::int64_t> drop = axisSet(*decrease, x.size());
            Dims kept;
            for (std::size_t i = 0; i < out.size(); ++i)
                if (!drop.count(static_cast<std::int64_t>(i)))
                    kept.push_back(out[i]);
            out = kept;
        }
    }
    return {out};
}

Shapes unsqueezeOrSqueeze(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const auto axes = in.ints(1);
    if (!axes)
        return {};
    Dims out = x;
    if (op == "unsqueeze") {
        for (auto a : *axes) { // one at a time, each against the rank so far (Paddle's kernel)
            a = a < 0 ? a + static_cast<std::int64_t>(out.size()) + 1 : a;
            if (a < 0 || a > static_cast<std::int64_t>(out.size()))
                return {};
            out.insert(out.begin() + a, 1);
        }
        return {out};
    }
    const std::set<std::int64_t> drop = axisSet(*axes, x.size());
    Dims kept;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (!(drop.empty() ? x[i] == 1 : drop.count(static_cast<std::int64_t>(i)) && x[i] == 1))
            kept.push_back(x[i]);
    return {kept};
}

Shapes split(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const auto axisArg = in.integer(2);
    if (!axisArg)
        return {};
    const std::int64_t axis = axisOf(*axisArg, x.size());
    if (!validAxis(axis, x.size()))
        return {};
    const std::int64_t d = x[static_cast<std::size_t>(axis)];
    Dims sections;
    if (op == "split_with_num") {
        const auto num = in.integer(1);
        if (!num || *num <= 0)
            return {};
        sections.assign(static_cast<std::size_t>(*num), d < 0 || d % *num ? kUnknown : d / *num);
    } else {
        auto given = in.ints(1);
        if (!given)
            return {};
        std::int64_t rest = d;
        for (auto s : *given)
            if (s >= 0)
                rest = rest < 0 ? kUnknown : rest - s;
        for (auto& s : *given)
            if (s < 0)
                s = rest;
        sections = *given;
    }
    std::vector<Dims> out;
    for (auto s : sections) {
        Dims part = x;
        part[static_cast<std::size_t>(axis)] = s;
        out.push_back(part);
    }
    return out;
}

Shapes expandOrTile(const PaddleOpView& in, std::string_view op) {
    const Dims& x = in.x;
    const auto given = in.ints(1);
    if (!given)
        return {};
    const std::size_t rank = std::max(given->size(), x.size());
    Dims out(rank);
    for (std::size_t i = 0; i < rank; ++i) {
        const std::int64_t in = i + x.size() >= rank ? x[i + x.size() - rank] : 1;
        const std::int64_t g = i + given->size() >= rank ? (*given)[i + given->size() - rank] : 1;
        out[i] = op == "tile" ? (in < 0 || g < 0 ? kUnknown : in * g) : (g == -1 ? in : g);
    }
    return {out};
}

Shapes gather(const PaddleOpView& in, std::string_view) {
    const Dims& x = in.x;
    const ValueShape* index = in.operand(1);
    const auto axisArg = in.integer(2);
    if (!index || !index->isTensor() || index->shape.size() != 1 || !axisArg)
        return {};
    const std::int64_t axis = axisOf(*axisArg, x.size());
    if (!validAxis(axis, x.size()))
        return {};
    Dims out = x;
    out[static_cast<std::size_t>(axis)] = index->shape[0];
    return {out};
}

} // namespace gnw::paddle_rules
