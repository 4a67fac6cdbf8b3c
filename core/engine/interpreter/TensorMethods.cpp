// Tensor methods and attributes defined in Python (torch/_tensor.py) or with Python-only calling
// conventions: to(), size(), the dtype shorthands, .shape/.T/.device, new_tensor().
#include "core/engine/interpreter/detail/StandIns.h"

#include <ATen/ATen.h>

#include <unordered_map>

namespace gnw::engine {

namespace {

using namespace standin;

const at::Tensor& self(const Arguments& a) {
    if (a.positional.empty() || !a.positional[0].isTensor())
        fail("expected a tensor receiver but got " +
             (a.positional.empty() ? std::string("nothing") : a.positional[0].describe()));
    return a.positional[0].toTensor();
}

c10::Device asDevice(const CallContext& c, const Value& v) {
    return c.devices.map(v.kind() == ValueKind::String ? c10::Device(v.toStringRef()) : v.toDevice());
}

// to(dtype | device[, dtype] | other, non_blocking=False, copy=False, *, memory_format=...)
Value to(const CallContext& c, const Arguments& a) {
    const at::Tensor& t = self(a);
    std::optional<at::ScalarType> dtype;
    std::optional<c10::Device> device;
    bool nonBlocking = false, copy = false;
    std::optional<at::MemoryFormat> memoryFormat;
    int flags = 0;
    for (std::size_t i = 1; i < a.positional.size(); ++i) {
        const Value& v = a.positional[i];
        switch (v.kind()) {
        case ValueKind::Dtype:
            dtype = v.toDtype();
            break;
        case ValueKind::Device:
        case ValueKind::String:
            device = asDevice(c, v);
            break;
        case ValueKind::Tensor:
            dtype = v.toTensor().scalar_type();
            device = v.toTensor().device();
            break;
        case ValueKind::Bool:
            (flags++ == 0 ? nonBlocking : copy) = v.toBool();
            break;
        case ValueKind::None:
            break;
        default:
            fail("Tensor.to() does not accept " + v.describe());
        }
    }
    for (std::size_t k = 0; k < a.keywordNames.size(); ++k) {
        const std::string& n = a.keywordNames[k];
        const Value& v = a.keywordValues[k];
        if (v.isNone())
            continue;
        if (n == "dtype")
            dtype = v.toDtype();
        else if (n == "device")
            device = asDevice(c, v);
        else if (n == "non_blocking")
            nonBlocking = v.toBool();
        else if (n == "copy")
            copy = v.toBool();
        else if (n == "memory_format")
            memoryFormat = v.toMemoryFormat();
        else
            fail("Tensor.to() got an unexpected keyword '" + n + "'");
    }
    at::TensorOptions options;
    if (dtype)
        options = options.dtype(*dtype);
    if (device)
        options = options.device(*device);
    return Value::tensor(t.to(options, nonBlocking, copy, memoryFormat));
}

template <at::ScalarType type> Value castTo(const CallContext&, const Arguments& a) {
    return Value::tensor(self(a).to(type));
}

Value cpu(const CallContext&, const Arguments& a) {
    return Value::tensor(self(a).cpu());
}
Value cuda(const CallContext& c, const Arguments& a) {
    return Value::tensor(self(a).to(c.devices.runDevice));
}

Value type(const CallContext&, const Arguments& a) {
    const Value* d = param(a, 1, "dtype");
    if (!d || d->isNone())
        fail("Tensor.type() without a dtype (the type name string) is not supported");
    return Value::tensor(self(a).to(d->toDtype()));
}

Value shapeOf(const at::Tensor& t) {
    std::vector<Value> dims;
    dims.reserve(static_cast<size_t>(t.dim()));
    for (auto d : t.sizes())
        dims.push_back(Value::integer(d));
    return Value::tuple(std::move(dims));
}

Value size(const CallContext&, const Arguments& a) {
    const at::Tensor& t = self(a);
    const Value* d = param(a, 1, "dim");
    if (!d || d->isNone())
        return shapeOf(t);
    return Value::integer(t.size(d->asInt()));
}

Value stride(const CallContext&, const Arguments& a) {
    const at::Tensor& t = self(a);
    const Value* d = param(a, 1, "dim");
    if (d && !d->isNone())
        return Value::integer(t.stride(d->asInt()));
    std::vector<Value> out;
    for (auto s : t.strides())
        out.push_back(Value::integer(s));
    return Value::tuple(std::move(out));
}

Value dim(const CallContext&, const Arguments& a) {
    return Value::integer(self(a).dim());
}
Value numel(const CallContext&, const Arguments& a) {
    return Value::integer(self(a).numel());
}
Value elementSize(const CallContext&, const Arguments& a) {
    return Value::integer(static_cast<std::int64_t>(self(a).element_size()));
}
Value isContiguous(const CallContext&, const Arguments& a) {
    return Value::boolean(self(a).is_contiguous());
}
Value isFloatingPoint(const CallContext&, const Arguments& a) {
    return Value::boolean(self(a).is_floating_point());
}
Value getDevice(const CallContext&, const Arguments& a) {
    const at::Tensor& t = self(a);
    return Value::integer(t.is_cpu() ? -1 : t.get_device());
}
Value identity(const CallContext&, const Arguments& a) {
    return a.positional[0];
}

Value toList(const at::Tensor& t) {
    if (t.dim() == 0)
        return Value::fromScalarIValue(c10::IValue(t.item()));
    std::vector<Value> items;
    for (std::int64_t i = 0; i < t.size(0); ++i)
        items.push_back(toList(t[i]));
    return Value::list(std::move(items));
}
Value tolist(const CallContext&, const Arguments& a) {
    return toList(self(a).cpu());
}

Value newTensor(const CallContext& c, const Arguments& a) {
    const at::Tensor& t = self(a);
    const Value* data = param(a, 1, "data");
    const Value* d = param(a, 2, "dtype");
    const Value* dev = param(a, 3, "device");
    const Value args[] = {*data, d && !d->isNone() ? *d : Value::dtype(t.scalar_type()),
                          dev && !dev->isNone() ? *dev : Value::device(t.device())};
    static const std::string names[] = {"dtype", "device"};
    StandInFn tensorFn = findFunctionStandIn("torch.tensor");
    return tensorFn(c,
                    Arguments{std::span<const Value>(args, 1), std::span<const Value>(args + 1, 2), names});
}

// ---- attributes ------------------------------------------------------------------------------------------

Value attrT(const CallContext&, const Arguments& a) {
    const at::Tensor& t = self(a);
    std::vector<std::int64_t> order;
    for (std::int64_t d = t.dim() - 1; d >= 0; --d)
        order.push_back(d);
    return Value::tensor(t.permute(order));
}
Value attrMT(const CallContext&, const Arguments& a) {
    return Value::tensor(self(a).mT());
}
Value attrReal(const CallContext&, const Arguments& a) {
    return Value::tensor(at::real(self(a)));
}
Value attrImag(const CallContext&, const Arguments& a) {
    return Value::tensor(at::imag(self(a)));
}
Value attrShape(const CallContext&, const Arguments& a) {
    return shapeOf(self(a));
}
Value attrDtype(const CallContext&, const Arguments& a) {
    return Value::dtype(self(a).scalar_type());
}
Value attrDevice(const CallContext&, const Arguments& a) {
    return Value::device(self(a).device());
}
Value attrIsCuda(const CallContext&, const Arguments& a) {
    return Value::boolean(self(a).is_cuda());
}
Value attrData(const CallContext&, const Arguments& a) {
    return Value::tensor(self(a).detach());
}
Value attrFalse(const CallContext&, const Arguments&) {
    return Value::boolean(false);
}
Value attrNone(const CallContext&, const Arguments&) {
    return Value::none();
}

const std::unordered_map<std::string_view, StandInFn> kMethods{
    {"Tensor.to", to},
    {"Tensor.float", castTo<at::kFloat>},
    {"Tensor.double", castTo<at::kDouble>},
    {"Tensor.half", castTo<at::kHalf>},
    {"Tensor.bfloat16", castTo<at::kBFloat16>},
    {"Tensor.long", castTo<at::kLong>},
    {"Tensor.int", castTo<at::kInt>},
    {"Tensor.short", castTo<at::kShort>},
    {"Tensor.char", castTo<at::kChar>},
    {"Tensor.byte", castTo<at::kByte>},
    {"Tensor.bool", castTo<at::kBool>},
    {"Tensor.cpu", cpu},
    {"Tensor.cuda", cuda},
    {"Tensor.type", type},
    {"Tensor.size", size},
    {"Tensor.stride", stride},
    {"Tensor.dim", dim},
    {"Tensor.ndimension", dim},
    {"Tensor.numel", numel},
    {"Tensor.nelement", numel},
    {"Tensor.element_size", elementSize},
    {"Tensor.is_contiguous", isContiguous},
    {"Tensor.is_floating_point", isFloatingPoint},
    {"Tensor.get_device", getDevice},
    {"Tensor.requires_grad_", identity},
    {"Tensor.tolist", tolist},
    {"Tensor.new_tensor", newTensor},
    {"getattr.T", attrT},
    {"getattr.mT", attrMT},
    {"getattr.real", attrReal},
    {"getattr.imag", attrImag},
    {"getattr.shape", attrShape},
    {"getattr.dtype", attrDtype},
    {"getattr.device", attrDevice},
    {"getattr.ndim", dim},
    {"getattr.is_cuda", attrIsCuda},
    {"getattr.data", attrData},
    {"getattr.requires_grad", attrFalse},
    {"getattr.grad", attrNone},
};

} // namespace

StandInFn findMethodStandIn(std::string_view target) {
    auto it = kMethods.find(target);
    return it == kMethods.end() ? nullptr : it->second;
}

} // namespace gnw::engine
