// Function targets whose Python definition is more than one ATen call with the same arguments:
// torch.nn.functional wrappers, torch constructors of Python data and no-op guards.
#include "core/engine/interpreter/detail/StandInTables.h"

#include <ATen/ATen.h>

#include <cmath>
#include <unordered_map>

namespace gnw::engine {

namespace {

using namespace standin;

Value tensorValue(at::Tensor t) {
    return Value::tensor(std::move(t));
}

// ---- torch.nn.functional ---------------------------------------------------------------------------------

Value dropout(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    if (!boolParam(a, 2, "training", true))
        return Value::tensor(input); // eval-mode dropout is the identity, as in Python
    const double p = doubleParam(a, 1, "p", 0.5);
    return boolParam(a, 3, "inplace", false)
               ? tensorValue(at::dropout_(const_cast<at::Tensor&>(input), p, true))
               : tensorValue(at::dropout(input, p, true));
}

Value batchNorm(const CallContext&, const Arguments& a) {
    return tensorValue(
        at::batch_norm(tensorParam(a, 0, "input"), optionalTensorParam(a, 3, "weight"),
                       optionalTensorParam(a, 4, "bias"), optionalTensorParam(a, 1, "running_mean"),
                       optionalTensorParam(a, 2, "running_var"), boolParam(a, 5, "training", false),
                       doubleParam(a, 6, "momentum", 0.1), doubleParam(a, 7, "eps", 1e-5), true));
}

Value instanceNorm(const CallContext&, const Arguments& a) {
    return tensorValue(
        at::instance_norm(tensorParam(a, 0, "input"), optionalTensorParam(a, 3, "weight"),
                          optionalTensorParam(a, 4, "bias"), optionalTensorParam(a, 1, "running_mean"),
                          optionalTensorParam(a, 2, "running_var"), boolParam(a, 5, "use_input_stats", true),
                          doubleParam(a, 6, "momentum", 0.1), doubleParam(a, 7, "eps", 1e-5), true));
}

Value embedding(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    at::Tensor weight = tensorParam(a, 1, "weight");
    std::int64_t paddingIdx = intParam(a, 2, "padding_idx", -1);
    if (const Value* p = param(a, 2, "padding_idx"); p && !p->isNone() && paddingIdx < 0)
        paddingIdx += weight.size(0);
    if (const Value* maxNorm = param(a, 3, "max_norm"); maxNorm && !maxNorm->isNone())
        at::embedding_renorm_(weight, input.contiguous(), maxNorm->asDouble(),
                              doubleParam(a, 4, "norm_type", 2.0));
    return tensorValue(at::embedding(weight, input, paddingIdx, boolParam(a, 5, "scale_grad_by_freq", false),
                                     boolParam(a, 6, "sparse", false)));
}

// Python's legacy implicit softmax dim (torch.nn.functional._get_softmax_dim).
std::int64_t softmaxDim(const Arguments& a, const at::Tensor& input) {
    const Value* d = param(a, 1, "dim");
    if (d && !d->isNone())
        return d->asInt();
    const auto n = input.dim();
    return (n == 0 || n == 1 || n == 3) ? 0 : 1;
}

std::optional<at::ScalarType> dtypeParam(const Arguments& a, std::size_t i) {
    const Value* d = param(a, i, "dtype");
    if (!d || d->isNone())
        return std::nullopt;
    return d->toDtype();
}

Value softmax(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    return tensorValue(at::softmax(input, softmaxDim(a, input), dtypeParam(a, 3)));
}
Value logSoftmax(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    return tensorValue(at::log_softmax(input, softmaxDim(a, input), dtypeParam(a, 3)));
}
Value softmin(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    return tensorValue(at::softmax(at::neg(input), softmaxDim(a, input), dtypeParam(a, 3)));
}

Value maxPool(const Arguments& a, int dims) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    const auto kernel = intList(*param(a, 1, "kernel_size"));
    const Value* s = param(a, 2, "stride");
    const std::vector<std::int64_t> stride = s && !s->isNone() ? intList(*s) : std::vector<std::int64_t>{};
    const Value* p = param(a, 3, "padding");
    const Value* d = param(a, 4, "dilation");
    const auto padding = p ? intList(*p) : std::vector<std::int64_t>{0};
    const auto dilation = d ? intList(*d) : std::vector<std::int64_t>{1};
    const bool ceil = boolParam(a, 5, "ceil_mode", false);
    const bool indices = boolParam(a, 6, "return_indices", false);
    auto expand = [dims](std::vector<std::int64_t> v) {
        if (v.size() == 1)
            v.assign(static_cast<size_t>(dims), v[0]);
        return v;
    };
    const auto k = expand(kernel), st = expand(stride.empty() ? kernel : stride), pd = expand(padding),
               dl = expand(dilation);
    if (indices) {
        auto r = dims == 1   ? at::max_pool1d_with_indices(input, k, st, pd, dl, ceil)
                 : dims == 2 ? at::max_pool2d_with_indices(input, k, st, pd, dl, ceil)
                             : at::max_pool3d_with_indices(input, k, st, pd, dl, ceil);
        return Value::tuple({tensorValue(std::get<0>(r)), tensorValue(std::get<1>(r))});
    }
    return tensorValue(dims == 1   ? at::max_pool1d(input, k, st, pd, dl, ceil)
                       : dims == 2 ? at::max_pool2d(input, k, st, pd, dl, ceil)
                                   : at::max_pool3d(input, k, st, pd, dl, ceil));
}
Value maxPool1d(const CallContext&, const Arguments& a) {
    return maxPool(a, 1);
}
Value maxPool2d(const CallContext&, const Arguments& a) {
    return maxPool(a, 2);
}
Value maxPool3d(const CallContext&, const Arguments& a) {
    return maxPool(a, 3);
}

Value adaptiveMaxPool(const Arguments& a, int dims) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    auto size = intList(*param(a, 1, "output_size"));
    if (size.size() == 1)
        size.assign(static_cast<size_t>(dims), size[0]);
    auto r = dims == 1   ? at::adaptive_max_pool1d(input, size)
             : dims == 2 ? at::adaptive_max_pool2d(input, size)
                         : at::adaptive_max_pool3d(input, size);
    if (boolParam(a, 2, "return_indices", false))
        return Value::tuple({tensorValue(std::get<0>(r)), tensorValue(std::get<1>(r))});
    return tensorValue(std::get<0>(r));
}
Value adaptiveMaxPool1d(const CallContext&, const Arguments& a) {
    return adaptiveMaxPool(a, 1);
}
Value adaptiveMaxPool2d(const CallContext&, const Arguments& a) {
    return adaptiveMaxPool(a, 2);
}

// torch.nn.functional.interpolate: sizes or scale factors, then the mode's upsample kernel.
Value interpolate(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    const std::int64_t dims = input.dim() - 2;
    const Value* sizeArg = param(a, 1, "size");
    const Value* scaleArg = param(a, 2, "scale_factor");
    const Value* modeArg = param(a, 3, "mode");
    const std::string mode = modeArg && !modeArg->isNone() ? modeArg->toStringRef() : "nearest";
    const Value* alignArg = param(a, 4, "align_corners");
    const bool align = alignArg && !alignArg->isNone() && alignArg->toBool();
    const bool recompute = boolParam(a, 5, "recompute_scale_factor", false);
    const bool antialias = boolParam(a, 6, "antialias", false);

    std::optional<std::vector<std::int64_t>> outputSize;
    std::optional<std::vector<double>> scales;
    if (sizeArg && !sizeArg->isNone()) {
        auto s = intList(*sizeArg);
        if (s.size() == 1)
            s.assign(static_cast<size_t>(dims), s[0]);
        outputSize = s;
    } else if (scaleArg && !scaleArg->isNone()) {
        std::vector<double> f;
        if (scaleArg->isSequence())
            for (const auto& item : scaleArg->items())
                f.push_back(item.asDouble());
        else
            f.assign(static_cast<size_t>(dims), scaleArg->asDouble());
        if (recompute) {
            std::vector<std::int64_t> s;
            for (std::int64_t i = 0; i < dims; ++i)
                s.push_back(static_cast<std::int64_t>(
                    std::floor(static_cast<double>(input.size(i + 2)) * f[static_cast<size_t>(i)])));
            outputSize = s;
        } else {
            scales = f;
        }
    } else {
        fail("interpolate needs size or scale_factor");
    }
    std::optional<at::IntArrayRef> os;
    if (outputSize)
        os = at::IntArrayRef(*outputSize);
    std::optional<at::ArrayRef<double>> sf;
    if (scales)
        sf = at::ArrayRef<double>(*scales);
    if (mode == "nearest")
        return tensorValue(dims == 1   ? at::upsample_nearest1d(input, os, sf)
                           : dims == 2 ? at::upsample_nearest2d(input, os, sf)
                                       : at::upsample_nearest3d(input, os, sf));
    if (mode == "nearest-exact")
        return tensorValue(dims == 1   ? at::_upsample_nearest_exact1d(input, os, sf)
                           : dims == 2 ? at::_upsample_nearest_exact2d(input, os, sf)
                                       : at::_upsample_nearest_exact3d(input, os, sf));
    if (mode == "linear" && dims == 1)
        return tensorValue(at::upsample_linear1d(input, os, align, sf));
    if (mode == "bilinear" && dims == 2)
        return tensorValue(antialias ? at::_upsample_bilinear2d_aa(input, os, align, sf)
                                     : at::upsample_bilinear2d(input, os, align, sf));
    if (mode == "bicubic" && dims == 2)
        return tensorValue(antialias ? at::_upsample_bicubic2d_aa(input, os, align, sf)
                                     : at::upsample_bicubic2d(input, os, align, sf));
    if (mode == "trilinear" && dims == 3)
        return tensorValue(at::upsample_trilinear3d(input, os, align, sf));
    if (mode == "area") {
        if (!outputSize)
            fail("interpolate(mode='area') with scale_factor is not supported");
        return tensorValue(dims == 1   ? at::adaptive_avg_pool1d(input, *outputSize)
                           : dims == 2 ? at::adaptive_avg_pool2d(input, *outputSize)
                                       : at::adaptive_avg_pool3d(input, *outputSize));
    }
    fail("interpolate mode '" + mode + "' is not supported for " + std::to_string(input.dim()) + "-d input");
}

Value normalize(const CallContext&, const Arguments& a) {
    const at::Tensor& input = tensorParam(a, 0, "input");
    const double p = doubleParam(a, 1, "p", 2.0);
    const std::int64_t dim = intParam(a, 2, "dim", 1);
    const double eps = doubleParam(a, 3, "eps", 1e-12);
    at::Tensor denom = input.norm(p, {dim}, true).clamp_min(eps).expand_as(input);
    return tensorValue(input / denom);
}

Value softsign(const CallContext&, const Arguments& a) {
    const at::Tensor& x = tensorParam(a, 0, "input");
    return tensorValue(x / (x.abs() + 1));
}
Value tanhshrink(const CallContext&, const Arguments& a) {
    const at::Tensor& x = tensorParam(a, 0, "input");
    return tensorValue(x - x.tanh());
}

Value gridSample(const CallContext&, const Arguments& a) {
    const Value* m = param(a, 2, "mode");
    const Value* pm = param(a, 3, "padding_mode");
    const std::string mode = m && !m->isNone() ? m->toStringRef() : "bilinear";
    const std::string padding = pm && !pm->isNone() ? pm->toStringRef() : "zeros";
    const std::int64_t modeEnum = mode == "bilinear" ? 0 : mode == "nearest" ? 1 : 2;
    const std::int64_t padEnum = padding == "zeros" ? 0 : padding == "border" ? 1 : 2;
    return tensorValue(at::grid_sampler(tensorParam(a, 0, "input"), tensorParam(a, 1, "grid"), modeEnum,
                                        padEnum, boolParam(a, 4, "align_corners", false)));
}

// A 2-D size parameter of F.unfold / F.fold: an int or a pair, its Python default when absent.
std::vector<std::int64_t> pairParam(const Arguments& a, std::size_t i, std::string_view name,
                                    std::int64_t fallback) {
    const Value* v = param(a, i, name);
    auto l = v ? intList(*v) : std::vector<std::int64_t>{fallback};
    if (l.size() == 1)
        l.push_back(l[0]);
    return l;
}

Value unfold(const CallContext&, const Arguments& a) {
    return tensorValue(at::im2col(tensorParam(a, 0, "input"), pairParam(a, 1, "kernel_size", 1),
                                  pairParam(a, 2, "dilation", 1), pairParam(a, 3, "padding", 0),
                                  pairParam(a, 4, "stride", 1)));
}

// F.fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1): aten::col2im has no defaults,
// and graphs omit them (upstream's apple_mobilevitv2-1.0-imagenet1k-256 passes only stride).
Value fold(const CallContext&, const Arguments& a) {
    return tensorValue(at::col2im(tensorParam(a, 0, "input"), pairParam(a, 1, "output_size", 1),
                                  pairParam(a, 2, "kernel_size", 1), pairParam(a, 3, "dilation", 1),
                                  pairParam(a, 4, "padding", 0), pairParam(a, 5, "stride", 1)));
}

// ---- torch.* ---------------------------------------------------------------------------------------------

void collectData(const Value& v, std::size_t depth, std::vector<std::int64_t>& shape,
                 std::vector<double>& reals, std::vector<std::int64_t>& ints, bool& anyFloat, bool& allBool) {
    if (v.isSequence()) {
        const auto n = static_cast<std::int64_t>(v.items().size());
        if (shape.size() == depth)
            shape.push_back(n);
        else if (shape[depth] != n)
            fail("torch.tensor: ragged nested sequence");
        for (const auto& item : v.items())
            collectData(item, depth + 1, shape, reals, ints, anyFloat, allBool);
        return;
    }
    if (v.kind() == ValueKind::Double || (v.isTensor() && v.toTensor().is_floating_point()))
        anyFloat = true;
    if (v.kind() != ValueKind::Bool)
        allBool = false;
    reals.push_back(v.asDouble());
    ints.push_back(v.kind() == ValueKind::Double ? 0 : v.asInt());
}

at::Tensor tensorFromData(const Value& data, std::optional<at::ScalarType> dtype, c10::Device device) {
    if (data.isTensor())
        return data.toTensor().to(device, dtype.value_or(data.toTensor().scalar_type()));
    std::vector<std::int64_t> shape;
    std::vector<double> reals;
    std::vector<std::int64_t> ints;
    bool anyFloat = false, allBool = true;
    collectData(data, 0, shape, reals, ints, anyFloat, allBool);
    const at::ScalarType inferred = anyFloat                      ? at::get_default_dtype_as_scalartype()
                                    : (allBool && !reals.empty()) ? at::kBool
                                                                  : at::kLong;
    at::Tensor t = anyFloat ? at::tensor(reals, at::kDouble) : at::tensor(ints, at::kLong);
    return t.to(dtype.value_or(inferred)).reshape(shape).to(device);
}

c10::Device deviceParam(const CallContext& c, const Arguments& a, std::size_t i) {
    const Value* d = param(a, i, "device");
    if (!d || d->isNone())
        return c.devices.runDevice; // upstream sets the default device to --device
    return c.devices.map(d->kind() == ValueKind::String ? c10::Device(d->toStringRef()) : d->toDevice());
}

Value torchTensor(const CallContext& c, const Arguments& a) {
    return tensorValue(tensorFromData(*param(a, 0, "data"), dtypeParam(a, 1), deviceParam(c, a, 2)));
}

Value asTensor(const CallContext& c, const Arguments& a) {
    const Value& data = *param(a, 0, "data");
    const Value* d = param(a, 2, "device");
    if (data.isTensor() && (!d || d->isNone()))
        return tensorValue(data.toTensor().to(dtypeParam(a, 1).value_or(data.toTensor().scalar_type())));
    return tensorValue(tensorFromData(data, dtypeParam(a, 1), deviceParam(c, a, 2)));
}

Value split(const CallContext& c, const Arguments& a) {
    const Value& self = a.positional[0];
    const Value* sizes = param(a, 1, "split_size_or_sections");
    const Value dim = Value::integer(intParam(a, 2, "dim", 0));
    const Value pos[] = {*sizes, dim};
    return callAten(sizes->isSequence() ? "aten::split_with_sizes" : "aten::split", &self,
                    Arguments{std::span<const Value>(pos, 2), {}, {}}, c.devices);
}

Value einsum(const CallContext& c, const Arguments& a) {
    std::vector<Value> operands(a.positional.begin() + 1, a.positional.end());
    if (operands.size() == 1 && operands[0].isSequence())
        operands = operands[0].items();
    const Value pos[] = {a.positional[0], Value::list(std::move(operands))};
    return callAten("aten::einsum", nullptr, Arguments{std::span<const Value>(pos, 2), {}, {}}, c.devices);
}

Value symSum(const CallContext&, const Arguments& a) {
    std::int64_t total = 0;
    for (const auto& v : a.positional[0].items())
        total += v.asInt();
    return Value::integer(total);
}

Value noOp(const CallContext&, const Arguments&) {
    return Value::none();
}

Value enterAutocast(const CallContext&, const Arguments& a) {
    if (boolParam(a, 2, "enabled", true))
        fail("autocast regions (torch.amp autocast enabled=True) are not supported");
    return Value::none();
}

Value torchSize(const CallContext&, const Arguments& a) {
    std::vector<Value> dims;
    if (!a.positional.empty())
        for (auto d : intList(a.positional[0]))
            dims.push_back(Value::integer(d));
    return Value::tuple(std::move(dims));
}

const std::unordered_map<std::string_view, StandInFn> kFunctions{
    {"F.dropout", dropout},
    {"F.dropout1d", dropout},
    {"F.dropout2d", dropout},
    {"F.dropout3d", dropout},
    {"F.alpha_dropout", dropout},
    {"F.feature_alpha_dropout", dropout},
    {"F.batch_norm", batchNorm},
    {"F.instance_norm", instanceNorm},
    {"F.embedding", embedding},
    {"F.softmax", softmax},
    {"F.log_softmax", logSoftmax},
    {"F.softmin", softmin},
    {"F.max_pool1d", maxPool1d},
    {"F.max_pool2d", maxPool2d},
    {"F.max_pool3d", maxPool3d},
    {"F.max_pool1d_with_indices", maxPool1d},
    {"F.max_pool2d_with_indices", maxPool2d},
    {"F.adaptive_max_pool1d", adaptiveMaxPool1d},
    {"F.adaptive_max_pool2d", adaptiveMaxPool2d},
    {"F.interpolate", interpolate},
    {"F.upsample", interpolate},
    {"F.normalize", normalize},
    {"F.softsign", softsign},
    {"F.tanhshrink", tanhshrink},
    {"F.grid_sample", gridSample},
    {"F.unfold", unfold},
    {"F.fold", fold},
    {"torch.tensor", torchTensor},
    {"torch.as_tensor", asTensor},
    {"torch.split", split},
    {"torch.functional.split", split},
    {"torch.einsum", einsum},
    {"torch.functional.einsum", einsum},
    {"torch.sym_sum", symSum},
    {"torch.Size", torchSize},
    {"torch._check_is_size", noOp},
    {"torch._check", noOp},
    {"torch._assert", noOp},
    {"torch._C._log_api_usage_once", noOp},
    {"torch._C._set_grad_enabled", noOp},
    {"torch.amp.autocast_mode._enter_autocast", enterAutocast},
    {"torch.amp.autocast_mode._exit_autocast", noOp},
};

} // namespace

StandInFn findFunctionStandIn(std::string_view target) {
    if (auto it = kFunctions.find(target); it != kFunctions.end())
        return it->second;
    if (StandInFn fn = findAttentionStandIn(target))
        return fn;
    return findFunctorchStandIn(target);
}

} // namespace gnw::engine
