#pragma once
// One argument of a graph node: a constant (None, bool, int, float, string, dtype, device, other torch
// constant, Ellipsis), a reference to a graph value, or a slice/tuple/list nesting of those. Plain value
// type: copies are deep, equality compares structure.
#include "core/tensor/DType.h"

#include <compare>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gnw {

// Index into Graph::values.
struct ValueId {
    std::int32_t index = -1;

    bool valid() const { return index >= 0; }
    auto operator<=>(const ValueId&) const = default;
};

struct GraphArg {
    enum class Kind : std::uint8_t {
        None,
        Bool,     // integer = 0 or 1
        Int,      // integer
        Float,    // real
        String,   // text = decoded string
        DType,    // text = name as written ("torch.float32", "paddle.int64"); integer = gnw::DType enumerator
        Device,   // text = device type ("cuda", "cpu"); integer = index, -1 when absent
        Symbol,   // any other torch/paddle constant, text = dotted name ("torch.contiguous_format")
        Ellipsis, //
        Slice,    // items = [start, stop, step], each None when omitted
        Tuple,    // items
        List,     // items
        Ref,      // ref = the value read
    };

    Kind kind = Kind::None;
    std::int64_t integer = 0;
    double real = 0.0;
    std::string text;
    std::vector<GraphArg> items;
    ValueId ref;

    static GraphArg none() { return {}; }
    static GraphArg boolean(bool v);
    static GraphArg integerValue(std::int64_t v);
    static GraphArg realValue(double v);
    static GraphArg string(std::string v);
    static GraphArg dtype(std::string name, DType d);
    static GraphArg device(std::string type, std::int64_t index = -1);
    static GraphArg symbol(std::string dottedName);
    static GraphArg ellipsis();
    static GraphArg slice(GraphArg start, GraphArg stop, GraphArg step);
    static GraphArg tuple(std::vector<GraphArg> items);
    static GraphArg list(std::vector<GraphArg> items);
    static GraphArg reference(ValueId id);

    bool isRef() const { return kind == Kind::Ref; }
    bool isNumber() const { return kind == Kind::Int || kind == Kind::Float; }
    // True when no value reference occurs anywhere inside.
    bool isConstant() const;
    DType dtypeValue() const { return static_cast<DType>(integer); }

    // Calls fn(ValueId) for every reference, depth first, in argument order.
    void forEachRef(const std::function<void(ValueId)>& fn) const;

    // Python-like spelling: None, True, 3, 0.5, inf, 'cuda', torch.float32, device(type='cuda', index=0),
    // Ellipsis, slice(None, 2, None), (a, b), [1, 2]. References print as refName(id), or "%<id>".
    std::string toString(const std::function<std::string(ValueId)>& refName = {}) const;

    bool operator==(const GraphArg&) const = default;
};

// Python's repr of a float: shortest round-trip digits, "1.0" for integral values, inf / -inf / nan.
std::string formatPythonFloat(double v);

} // namespace gnw
