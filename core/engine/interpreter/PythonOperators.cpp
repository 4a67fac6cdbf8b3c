// Python's operators as they act on the values of a forward(): tensors (in-place for augmented
// assignment, reflected forms for number-op-tensor exactly as torch/_tensor.py defines them), Python
// numbers (including 0-d SymInt tensors, which stay tensors as upstream passes them), tuples and lists.
#include "core/engine/interpreter/detail/StandIns.h"

#include <ATen/ATen.h>
#include <ATen/ScalarOps.h>

#include <cmath>
#include <optional>
#include <unordered_map>

namespace gnw::engine {

namespace {

using standin::fail;

enum class Op : std::uint8_t {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    And,
    Or,
    Xor,
    LShift,
    RShift
};
enum class Cmp : std::uint8_t { Lt, Gt, Le, Ge, Eq, Ne };

bool isPyInt(const Value& v) {
    return v.kind() == ValueKind::Int || v.kind() == ValueKind::Bool;
}
std::int64_t pyInt(const Value& v) {
    return v.kind() == ValueKind::Bool ? (v.toBool() ? 1 : 0) : v.toInt();
}
double pyDouble(const Value& v) {
    return v.kind() == ValueKind::Double ? v.toDouble() : static_cast<double>(pyInt(v));
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    if (b == 0)
        fail("integer division or modulo by zero");
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

Value numberOp(Op op, const Value& a, const Value& b) {
    if (isPyInt(a) && isPyInt(b)) {
        const std::int64_t x = pyInt(a), y = pyInt(b);
        switch (op) {
        case Op::Add:
            return Value::integer(x + y);
        case Op::Sub:
            return Value::integer(x - y);
        case Op::Mul:
            return Value::integer(x * y);
        case Op::TrueDiv:
            if (y == 0)
                fail("division by zero");
            return Value::real(static_cast<double>(x) / static_cast<double>(y));
        case Op::FloorDiv:
            return Value::integer(floorDiv(x, y));
        case Op::Mod:
            return Value::integer(x - floorDiv(x, y) * y);
        case Op::Pow:
            if (y < 0)
                return Value::real(std::pow(static_cast<double>(x), static_cast<double>(y)));
            return Value::integer(static_cast<std::int64_t>(
                std::llround(std::pow(static_cast<double>(x), static_cast<double>(y)))));
        case Op::And:
            return a.kind() == ValueKind::Bool && b.kind() == ValueKind::Bool ? Value::boolean(x & y)
                                                                              : Value::integer(x & y);
        case Op::Or:
            return a.kind() == ValueKind::Bool && b.kind() == ValueKind::Bool ? Value::boolean(x | y)
                                                                              : Value::integer(x | y);
        case Op::Xor:
            return a.kind() == ValueKind::Bool && b.kind() == ValueKind::Bool ? Value::boolean(x ^ y)
                                                                              : Value::integer(x ^ y);
        case Op::LShift:
            return Value::integer(x << y);
        case Op::RShift:
            return Value::integer(x >> y);
        case Op::MatMul:
            break;
        }
        fail("unsupported operand types for @: int and int");
    }
    const double x = pyDouble(a), y = pyDouble(b);
    switch (op) {
    case Op::Add:
        return Value::real(x + y);
    case Op::Sub:
        return Value::real(x - y);
    case Op::Mul:
        return Value::real(x * y);
    case Op::TrueDiv:
        if (y == 0)
            fail("float division by zero");
        return Value::real(x / y);
    case Op::FloorDiv:
        if (y == 0)
            fail("float floor division by zero");
        return Value::real(std::floor(x / y));
    case Op::Mod: {
        if (y == 0)
            fail("float modulo");
        double m = std::fmod(x, y);
        if (m != 0 && ((m < 0) != (y < 0)))
            m += y;
        return Value::real(m);
    }
    case Op::Pow:
        return Value::real(std::pow(x, y));
    default:
        fail("unsupported operand types for a bitwise operator: float");
    }
}

Value sequenceOp(Op op, const Value& a, const Value& b) {
    if (op == Op::Add && a.isSequence() && b.kind() == a.kind()) {
        std::vector<Value> items = a.items();
        items.insert(items.end(), b.items().begin(), b.items().end());
        return a.kind() == ValueKind::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
    }
    if (op == Op::Mul && (a.isSequence() != b.isSequence())) {
        const Value& seq = a.isSequence() ? a : b;
        const std::int64_t n = (a.isSequence() ? b : a).asInt();
        std::vector<Value> items;
        for (std::int64_t r = 0; r < n; ++r)
            items.insert(items.end(), seq.items().begin(), seq.items().end());
        return seq.kind() == ValueKind::Tuple ? Value::tuple(std::move(items))
                                              : Value::list(std::move(items));
    }
    fail("unsupported operand types: " + a.describe() + " and " + b.describe());
}

at::Tensor wrappedNumber(const Value& v) {
    at::Tensor t = at::scalar_to_tensor(v.asScalar());
    t.unsafeGetTensorImpl()->set_wrapped_number(true);
    return t;
}

// A Python number next to a CPU float32 tensor, already in float32: ATen would wrap it as a float64 (or
// int64) 0-d tensor and TensorIterator, on CPU, would then cast it to the common dtype float32 with one more
// copy kernel; rounding it here (the same static_cast) gives bit-identical results at half the cost of a
// tiny `x * 0.5`. Other dtypes keep ATen's path: reduced-precision CPU kernels and CUDA kernels read the
// scalar in higher precision from the original wrapped tensor.
std::optional<at::Tensor> float32Operand(const at::Tensor& t, const Value& number) {
    if (t.scalar_type() != at::kFloat || !t.is_cpu() || !number.isNumber())
        return std::nullopt;
    const float value = number.kind() == ValueKind::Double ? static_cast<float>(number.toDouble())
                        : number.kind() == ValueKind::Int  ? static_cast<float>(number.toInt())
                                                           : (number.toBool() ? 1.0f : 0.0f);
    at::Tensor s = at::detail::scalar_tensor_static(c10::Scalar(static_cast<double>(value)), at::kFloat,
                                                    at::Device(at::kCPU));
    s.unsafeGetTensorImpl()->set_wrapped_number(true);
    return s;
}

// tensor OP other (other: tensor or number).
at::Tensor tensorOp(Op op, const at::Tensor& t, const Value& other) {
    const bool ot = other.isTensor();
    if (!ot && (op == Op::Add || op == Op::Sub || op == Op::Mul || op == Op::TrueDiv))
        if (const auto s = float32Operand(t, other)) {
            switch (op) {
            case Op::Add:
                return at::add(t, *s);
            case Op::Sub:
                return at::sub(t, *s);
            case Op::Mul:
                return at::mul(t, *s);
            default:
                return at::div(t, *s);
            }
        }
    switch (op) {
    case Op::Add:
        return ot ? at::add(t, other.toTensor()) : at::add(t, other.asScalar());
    case Op::Sub:
        return ot ? at::sub(t, other.toTensor()) : at::sub(t, other.asScalar());
    case Op::Mul:
        return ot ? at::mul(t, other.toTensor()) : at::mul(t, other.asScalar());
    case Op::TrueDiv:
        return ot ? at::div(t, other.toTensor()) : at::div(t, other.asScalar());
    case Op::FloorDiv:
        return ot ? at::floor_divide(t, other.toTensor()) : at::floor_divide(t, other.asScalar());
    case Op::Mod:
        return ot ? at::remainder(t, other.toTensor()) : at::remainder(t, other.asScalar());
    case Op::Pow:
        return ot ? at::pow(t, other.toTensor()) : at::pow(t, other.asScalar());
    case Op::MatMul:
        if (!ot)
            fail("matmul needs two tensors, got " + other.describe());
        return at::matmul(t, other.toTensor());
    case Op::And:
        return ot ? at::bitwise_and(t, other.toTensor()) : at::bitwise_and(t, other.asScalar());
    case Op::Or:
        return ot ? at::bitwise_or(t, other.toTensor()) : at::bitwise_or(t, other.asScalar());
    case Op::Xor:
        return ot ? at::bitwise_xor(t, other.toTensor()) : at::bitwise_xor(t, other.asScalar());
    case Op::LShift:
        return ot ? at::bitwise_left_shift(t, other.toTensor()) : at::bitwise_left_shift(t, other.asScalar());
    case Op::RShift:
        return ot ? at::bitwise_right_shift(t, other.toTensor())
                  : at::bitwise_right_shift(t, other.asScalar());
    }
    fail("unknown operator");
}

// number OP tensor: the reflected methods of torch.Tensor.
at::Tensor reflectedOp(Op op, const Value& number, const at::Tensor& t) {
    switch (op) {
    case Op::Add:
    case Op::Mul:
    case Op::And:
    case Op::Or:
    case Op::Xor:
        return tensorOp(op, t, number); // commutative: torch.add(self, other)
    case Op::Sub:
        return at::rsub(t, number.asScalar());
    case Op::TrueDiv:
        return at::mul(t.reciprocal(), number.asScalar()); // __rdiv__: self.reciprocal() * other
    case Op::FloorDiv:
        return at::floor_divide(wrappedNumber(number), t);
    case Op::Mod:
        return at::remainder(number.asScalar(), t);
    case Op::Pow:
        return at::pow(number.asScalar(), t);
    case Op::LShift:
        return at::bitwise_left_shift(number.asScalar(), t);
    case Op::RShift:
        return at::bitwise_right_shift(number.asScalar(), t);
    case Op::MatMul:
        break;
    }
    fail("matmul needs two tensors, got " + number.describe());
}

Value binary(Op op, const Value& a, const Value& b) {
    // [None] * n where n is an int recorded as a 0-d tensor: Python repeats the list through the tensor's
    // __index__ (HuggingFace models build their per-layer lists this way).
    if (op == Op::Mul && (a.isSequence() || b.isSequence()) && (a.isTensor() || b.isTensor()) &&
        (a.isTensor() ? a : b).isIntLike())
        return sequenceOp(op, a, b);
    if (a.isTensor())
        return Value::tensor(tensorOp(op, a.toTensor(), b));
    if (b.isTensor()) {
        if (!a.isNumber())
            fail("unsupported operand types: " + a.describe() + " and " + b.describe());
        return Value::tensor(reflectedOp(op, a, b.toTensor()));
    }
    if (a.isNumber() && b.isNumber())
        return numberOp(op, a, b);
    return sequenceOp(op, a, b);
}

// x OP= y: tensors update in place (Python's __iadd__ etc.), everything else rebinds.
Value inplace(Op op, const Value& a, const Value& b) {
    if (!a.isTensor()) {
        if (op == Op::Add && a.kind() == ValueKind::List && b.isSequence())
            return sequenceOp(op, a, Value::list(b.items()));
        return binary(op, a, b);
    }
    at::Tensor t = a.toTensor();
    const bool ot = b.isTensor();
    switch (op) {
    case Op::Add:
        ot ? t.add_(b.toTensor()) : t.add_(b.asScalar());
        break;
    case Op::Sub:
        ot ? t.sub_(b.toTensor()) : t.sub_(b.asScalar());
        break;
    case Op::Mul:
        ot ? t.mul_(b.toTensor()) : t.mul_(b.asScalar());
        break;
    case Op::TrueDiv:
        ot ? t.div_(b.toTensor()) : t.div_(b.asScalar());
        break;
    case Op::FloorDiv:
        ot ? t.floor_divide_(b.toTensor()) : t.floor_divide_(b.asScalar());
        break;
    case Op::Mod:
        ot ? t.remainder_(b.toTensor()) : t.remainder_(b.asScalar());
        break;
    case Op::Pow:
        ot ? t.pow_(b.toTensor()) : t.pow_(b.asScalar());
        break;
    case Op::And:
        ot ? t.bitwise_and_(b.toTensor()) : t.bitwise_and_(b.asScalar());
        break;
    case Op::Or:
        ot ? t.bitwise_or_(b.toTensor()) : t.bitwise_or_(b.asScalar());
        break;
    case Op::Xor:
        ot ? t.bitwise_xor_(b.toTensor()) : t.bitwise_xor_(b.asScalar());
        break;
    case Op::LShift:
        ot ? t.bitwise_left_shift_(b.toTensor()) : t.bitwise_left_shift_(b.asScalar());
        break;
    case Op::RShift:
        ot ? t.bitwise_right_shift_(b.toTensor()) : t.bitwise_right_shift_(b.asScalar());
        break;
    case Op::MatMul:
        fail("in-place matrix multiplication is not supported by torch");
    }
    return a;
}

bool pyEqual(const Value& a, const Value& b) {
    if (a.isNumber() && b.isNumber())
        return isPyInt(a) && isPyInt(b) ? pyInt(a) == pyInt(b) : pyDouble(a) == pyDouble(b);
    if (a.kind() != b.kind())
        return false;
    switch (a.kind()) {
    case ValueKind::None:
    case ValueKind::Ellipsis:
        return true;
    case ValueKind::String:
        return a.toStringRef() == b.toStringRef();
    case ValueKind::Device:
        return a.toDevice() == b.toDevice();
    case ValueKind::Dtype:
    case ValueKind::Layout:
    case ValueKind::MemoryFormat:
        return a.ivalue().toInt() == b.ivalue().toInt();
    case ValueKind::Tuple:
    case ValueKind::List:
    case ValueKind::Slice:
        if (a.items().size() != b.items().size())
            return false;
        for (size_t i = 0; i < a.items().size(); ++i)
            if (!pyEqual(a.items()[i], b.items()[i]))
                return false;
        return true;
    default:
        return false;
    }
}

Value compare(Cmp cmp, const Value& a, const Value& b) {
    if (a.isTensor() || b.isTensor()) {
        static constexpr Cmp kMirror[] = {Cmp::Gt, Cmp::Lt, Cmp::Ge, Cmp::Le, Cmp::Eq, Cmp::Ne};
        const bool swap = !a.isTensor();
        const at::Tensor& t = swap ? b.toTensor() : a.toTensor();
        const Value& o = swap ? a : b;
        const Cmp c = swap ? kMirror[static_cast<int>(cmp)] : cmp;
        if (!o.isTensor() && !o.isNumber())
            return Value::boolean(c == Cmp::Ne); // tensor == None and the like: Python falls back to identity
        const bool ot = o.isTensor();
        switch (c) {
        case Cmp::Lt:
            return Value::tensor(ot ? at::lt(t, o.toTensor()) : at::lt(t, o.asScalar()));
        case Cmp::Gt:
            return Value::tensor(ot ? at::gt(t, o.toTensor()) : at::gt(t, o.asScalar()));
        case Cmp::Le:
            return Value::tensor(ot ? at::le(t, o.toTensor()) : at::le(t, o.asScalar()));
        case Cmp::Ge:
            return Value::tensor(ot ? at::ge(t, o.toTensor()) : at::ge(t, o.asScalar()));
        case Cmp::Eq:
            return Value::tensor(ot ? at::eq(t, o.toTensor()) : at::eq(t, o.asScalar()));
        case Cmp::Ne:
            return Value::tensor(ot ? at::ne(t, o.toTensor()) : at::ne(t, o.asScalar()));
        }
    }
    if (cmp == Cmp::Eq)
        return Value::boolean(pyEqual(a, b));
    if (cmp == Cmp::Ne)
        return Value::boolean(!pyEqual(a, b));
    if (!a.isNumber() || !b.isNumber())
        fail("cannot order " + a.describe() + " and " + b.describe());
    const double x = pyDouble(a), y = pyDouble(b);
    switch (cmp) {
    case Cmp::Lt:
        return Value::boolean(x < y);
    case Cmp::Gt:
        return Value::boolean(x > y);
    case Cmp::Le:
        return Value::boolean(x <= y);
    default:
        return Value::boolean(x >= y);
    }
}

bool truthy(const Value& v) {
    switch (v.kind()) {
    case ValueKind::None:
        return false;
    case ValueKind::Bool:
        return v.toBool();
    case ValueKind::Int:
        return v.toInt() != 0;
    case ValueKind::Double:
        return v.toDouble() != 0;
    case ValueKind::String:
        return !v.toStringRef().empty();
    case ValueKind::Tuple:
    case ValueKind::List:
        return !v.items().empty();
    case ValueKind::Tensor:
        return v.toTensor().is_nonzero();
    default:
        return true;
    }
}

template <Op op> Value binaryFn(const CallContext&, const Arguments& a) {
    return binary(op, a.positional[0], a.positional[1]);
}
template <Op op> Value inplaceFn(const CallContext&, const Arguments& a) {
    return inplace(op, a.positional[0], a.positional[1]);
}
template <Cmp cmp> Value compareFn(const CallContext&, const Arguments& a) {
    return compare(cmp, a.positional[0], a.positional[1]);
}
// x.__radd__(y) and friends: y OP x, the reflected forms of torch/_tensor.py.
template <Op op> Value reflectedFn(const CallContext&, const Arguments& a) {
    return binary(op, a.positional[1], a.positional[0]);
}

Value neg(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    if (v.isTensor())
        return Value::tensor(at::neg(v.toTensor()));
    return isPyInt(v) ? Value::integer(-pyInt(v)) : Value::real(-pyDouble(v));
}
Value pos(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    return v.isTensor() ? Value::tensor(at::positive(v.toTensor())) : v;
}
Value invert(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    if (v.isTensor())
        return Value::tensor(at::bitwise_not(v.toTensor()));
    return Value::integer(~pyInt(v));
}
Value notFn(const CallContext&, const Arguments& a) {
    return Value::boolean(!truthy(a.positional[0]));
}
Value isFn(const CallContext&, const Arguments& a) {
    const Value& x = a.positional[0];
    const Value& y = a.positional[1];
    return Value::boolean(x.kind() == y.kind() && (x.isNone() || pyEqual(x, y)));
}
Value isNotFn(const CallContext& c, const Arguments& a) {
    return Value::boolean(!isFn(c, a).toBool());
}
Value contains(const CallContext&, const Arguments& a) {
    const Value& seq = a.positional[0];
    if (!seq.isSequence())
        fail("'in' needs a tuple or list, got " + seq.describe());
    for (const auto& item : seq.items())
        if (pyEqual(item, a.positional[1]))
            return Value::boolean(true);
    return Value::boolean(false);
}

const std::unordered_map<std::string_view, StandInFn> kOperators{
    {"operator.add", binaryFn<Op::Add>},
    {"operator.sub", binaryFn<Op::Sub>},
    {"operator.mul", binaryFn<Op::Mul>},
    {"operator.truediv", binaryFn<Op::TrueDiv>},
    {"operator.floordiv", binaryFn<Op::FloorDiv>},
    {"operator.mod", binaryFn<Op::Mod>},
    {"operator.pow", binaryFn<Op::Pow>},
    {"operator.matmul", binaryFn<Op::MatMul>},
    {"operator.and_", binaryFn<Op::And>},
    {"operator.or_", binaryFn<Op::Or>},
    {"operator.xor", binaryFn<Op::Xor>},
    {"operator.lshift", binaryFn<Op::LShift>},
    {"operator.rshift", binaryFn<Op::RShift>},
    {"operator.iadd", inplaceFn<Op::Add>},
    {"operator.isub", inplaceFn<Op::Sub>},
    {"operator.imul", inplaceFn<Op::Mul>},
    {"operator.itruediv", inplaceFn<Op::TrueDiv>},
    {"operator.ifloordiv", inplaceFn<Op::FloorDiv>},
    {"operator.imod", inplaceFn<Op::Mod>},
    {"operator.ipow", inplaceFn<Op::Pow>},
    {"operator.imatmul", inplaceFn<Op::MatMul>},
    {"operator.iand", inplaceFn<Op::And>},
    {"operator.ior", inplaceFn<Op::Or>},
    {"operator.ixor", inplaceFn<Op::Xor>},
    {"operator.ilshift", inplaceFn<Op::LShift>},
    {"operator.irshift", inplaceFn<Op::RShift>},
    {"operator.lt", compareFn<Cmp::Lt>},
    {"operator.gt", compareFn<Cmp::Gt>},
    {"operator.le", compareFn<Cmp::Le>},
    {"operator.ge", compareFn<Cmp::Ge>},
    {"operator.eq", compareFn<Cmp::Eq>},
    {"operator.ne", compareFn<Cmp::Ne>},
    {"operator.neg", neg},
    {"operator.pos", pos},
    {"operator.invert", invert},
    {"operator.not_", notFn},
    {"operator.is_", isFn},
    {"operator.is_not", isNotFn},
    {"operator.contains", contains},
    {"operator.getitem", standin::getItem},
    {"operator.setitem", standin::setItem},
    // Dunder methods called by name (x.__eq__(0)): the same as the operator on a tensor receiver. Those
    // that are ATen operators themselves (__and__, __or__, __lshift__, ...) resolve to ATen.
    {"Tensor.__eq__", compareFn<Cmp::Eq>},
    {"Tensor.__ne__", compareFn<Cmp::Ne>},
    {"Tensor.__lt__", compareFn<Cmp::Lt>},
    {"Tensor.__le__", compareFn<Cmp::Le>},
    {"Tensor.__gt__", compareFn<Cmp::Gt>},
    {"Tensor.__ge__", compareFn<Cmp::Ge>},
    {"Tensor.__add__", binaryFn<Op::Add>},
    {"Tensor.__sub__", binaryFn<Op::Sub>},
    {"Tensor.__mul__", binaryFn<Op::Mul>},
    {"Tensor.__truediv__", binaryFn<Op::TrueDiv>},
    {"Tensor.__div__", binaryFn<Op::TrueDiv>},
    {"Tensor.__floordiv__", binaryFn<Op::FloorDiv>},
    {"Tensor.__mod__", binaryFn<Op::Mod>},
    {"Tensor.__pow__", binaryFn<Op::Pow>},
    {"Tensor.__matmul__", binaryFn<Op::MatMul>},
    {"Tensor.__radd__", reflectedFn<Op::Add>},
    {"Tensor.__rsub__", reflectedFn<Op::Sub>},
    {"Tensor.__rmul__", reflectedFn<Op::Mul>},
    {"Tensor.__rtruediv__", reflectedFn<Op::TrueDiv>},
    {"Tensor.__rdiv__", reflectedFn<Op::TrueDiv>},
    {"Tensor.__rfloordiv__", reflectedFn<Op::FloorDiv>},
    {"Tensor.__rmod__", reflectedFn<Op::Mod>},
    {"Tensor.__rpow__", reflectedFn<Op::Pow>},
    {"Tensor.__rmatmul__", reflectedFn<Op::MatMul>},
    {"Tensor.__neg__", neg},
    {"Tensor.__pos__", pos},
    {"Tensor.__invert__", invert},
};

} // namespace

StandInFn findOperator(std::string_view target) {
    if (target.starts_with("torch.Tensor.__"))
        target.remove_prefix(6); // torch.Tensor.__eq__ is Tensor.__eq__
    auto it = kOperators.find(target);
    return it == kOperators.end() ? nullptr : it->second;
}

} // namespace gnw::engine
