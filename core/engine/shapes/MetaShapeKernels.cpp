// Shape-only Meta kernels for the operators real graphs use most whose meta implementations live only in
// Python (torch/_meta_registrations.py, torch/_decomp): without them the generic CPU stand-in of
// MetaKernels.cpp would really compute a BatchNorm or a convolution on zeros. Each kernel derives the
// result's shape and dtype the way the CPU kernel does and allocates only meta tensors.
#include "core/engine/shapes/detail/MetaKernels.h"

#include <ATen/ExpandUtils.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/stack.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/result_type.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <vector>

namespace gnw::engine {

namespace {

std::int64_t intOf(const c10::IValue& v) {
    return v.isInt() ? v.toInt() : v.toSymInt().guard_int(__FILE__, __LINE__);
}

std::vector<std::int64_t> intsOf(const c10::IValue& v) {
    std::vector<std::int64_t> out;
    for (const c10::IValue& item : v.toListRef())
        out.push_back(intOf(item));
    return out;
}

void replaceArguments(torch::jit::Stack* stack, std::size_t count,
                      std::initializer_list<at::Tensor> results) {
    torch::jit::drop(*stack, count);
    for (const auto& r : results)
        stack->emplace_back(r);
}

// aten::convolution_overrideable is where aten::_convolution sends tensors of a backend it does not know,
// meta included (Python registers a meta kernel for aten::convolution instead). As ATen's conv_output_size
// and conv_input_size.
void convolution(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 9);
    const at::Tensor input = args[0].toTensor();
    const at::Tensor weight = args[1].toTensor();
    const auto stride = intsOf(args[3]), padding = intsOf(args[4]), dilation = intsOf(args[5]);
    const bool transposed = args[6].toBool();
    const auto outputPadding = intsOf(args[7]);
    const std::int64_t groups = intOf(args[8]);
    auto at = [](const std::vector<std::int64_t>& v, std::size_t i, std::int64_t fallback) {
        return v.empty() ? fallback : v[std::min(i, v.size() - 1)];
    };
    std::vector<std::int64_t> shape{input.size(0), transposed ? weight.size(1) * groups : weight.size(0)};
    for (std::size_t i = 0; i + 2 < static_cast<std::size_t>(input.dim()); ++i) {
        const std::int64_t in = input.size(static_cast<std::int64_t>(i + 2));
        const std::int64_t k = weight.size(static_cast<std::int64_t>(i + 2));
        const std::int64_t s = at(stride, i, 1), p = at(padding, i, 0), d = at(dilation, i, 1);
        shape.push_back(transposed ? (in - 1) * s - 2 * p + d * (k - 1) + at(outputPadding, i, 0) + 1
                                   : (in + 2 * p - d * (k - 1) - 1) / s + 1);
    }
    TORCH_CHECK(std::all_of(shape.begin(), shape.end(), [](std::int64_t d) { return d >= 0; }),
                "convolution: the output would have a negative size ", c10::IntArrayRef(shape));
    replaceArguments(stack, 9, {at::empty(shape, input.options())});
}

// native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)
//   -> (out, save_mean, save_invstd): the statistics are [C] when training, else empty (as on CPU).
void batchNorm(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 8);
    const at::Tensor input = args[0].toTensor();
    const bool training = args[5].toBool();
    const std::int64_t stats = training && input.dim() > 1 ? input.size(1) : 0;
    const auto options = input.options();
    replaceArguments(
        stack, 8,
        {at::empty(input.sizes(), options), at::empty({stats}, options), at::empty({stats}, options)});
}

// relu(self), roll(self, shifts, dims), hardtanh(self, min, max), _prelu_kernel(self, weight): the shape and
// dtype of self.
void sameAsInput(const c10::OperatorHandle& op, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const std::size_t n = op.schema().arguments().size();
    const at::Tensor input = torch::jit::peek(*stack, 0, n).toTensor();
    replaceArguments(stack, n, {at::empty(input.sizes(), input.options())});
}

// index_select(self, dim, index): self's shape with dimension `dim` replaced by the number of indices.
void indexSelect(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 3);
    const at::Tensor self = args[0].toTensor();
    const at::Tensor index = args[2].toTensor();
    std::vector<std::int64_t> shape = self.sizes().vec();
    if (!shape.empty()) {
        const std::int64_t dim = c10::maybe_wrap_dim(intOf(args[1]), self.dim());
        shape[static_cast<std::size_t>(dim)] = index.numel();
    }
    replaceArguments(stack, 3, {at::empty(shape, self.options())});
}

// where.self(condition, self, other): the three shapes broadcast, the value operands' promoted dtype.
void where(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 3);
    const at::Tensor cond = args[0].toTensor(), self = args[1].toTensor(), other = args[2].toTensor();
    const auto shape = at::infer_size(at::infer_size(cond.sizes(), self.sizes()), other.sizes());
    const auto dtype = at::result_type(self, other);
    replaceArguments(stack, 3, {at::empty(shape, self.options().dtype(dtype))});
}

// where.self_out(condition, self, other, *, out): ATen's where.self allocates and calls it, so on meta this
// is the kernel that runs (attention masks: the most used stand-in, up to 324 MB of zeros per call on the
// upstream samples before this kernel). The out tensor takes the broadcast shape, as resize_output does.
void whereOut(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 4);
    const at::Tensor cond = args[0].toTensor(), self = args[1].toTensor(), other = args[2].toTensor();
    at::Tensor out = args[3].toTensor();
    const auto shape = at::infer_size(at::infer_size(cond.sizes(), self.sizes()), other.sizes());
    if (out.sizes() != c10::IntArrayRef(shape))
        out.resize_(shape);
    replaceArguments(stack, 4, {out});
}

// var.correction / var_mean.correction(self, dim?, *, correction?, keepdim): the reduced shape; the variance
// of a complex tensor is real, the mean keeps the dtype.
std::vector<std::int64_t> reducedShape(const at::Tensor& self, const c10::IValue& dims, bool keepdim) {
    std::vector<bool> reduce(static_cast<std::size_t>(self.dim()), dims.isNone());
    if (!dims.isNone()) {
        const auto list = intsOf(dims);
        if (list.empty())
            reduce.assign(reduce.size(), true);
        for (auto d : list)
            reduce[static_cast<std::size_t>(c10::maybe_wrap_dim(d, self.dim()))] = true;
    }
    std::vector<std::int64_t> shape;
    for (std::int64_t d = 0; d < self.dim(); ++d) {
        if (!reduce[static_cast<std::size_t>(d)])
            shape.push_back(self.size(d));
        else if (keepdim)
            shape.push_back(1);
    }
    return shape;
}

void variance(const c10::OperatorHandle& op, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 4);
    const at::Tensor self = args[0].toTensor();
    const auto shape = reducedShape(self, args[1], args[3].toBool());
    const auto varType = c10::toRealValueType(self.scalar_type());
    at::Tensor var = at::empty(shape, self.options().dtype(varType));
    if (op.schema().returns().size() == 2)
        replaceArguments(stack, 4, {var, at::empty(shape, self.options())});
    else
        replaceArguments(stack, 4, {var});
}

// _adaptive_avg_pool2d(self, output_size): the leading dimensions, then output_size.
void adaptiveAvgPool(const c10::OperatorHandle&, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto args = torch::jit::last(*stack, 2);
    const at::Tensor self = args[0].toTensor();
    const auto size = intsOf(args[1]);
    std::vector<std::int64_t> shape(self.sizes().begin(),
                                    self.sizes().end() - static_cast<std::ptrdiff_t>(size.size()));
    shape.insert(shape.end(), size.begin(), size.end());
    replaceArguments(stack, 2, {at::empty(shape, self.options())});
}

// _scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p, is_causal, *, attn_mask, scale)
//   -> (output, logsumexp): as the CPU kernel allocates them, [B, L, H, E] and [B, L, H] (logsumexp in the
//   accumulation dtype) transposed to [B, H, L, E] and [B, H, L]. On CPU stand-ins this would compute the
//   attention on zeros: seconds and gigabytes for long sequences.
void flashAttentionCpu(const c10::OperatorHandle& op, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const std::size_t n = op.schema().arguments().size();
    const auto args = torch::jit::last(*stack, n);
    const at::Tensor query = args[0].toTensor();
    TORCH_CHECK(query.dim() == 4, "_scaled_dot_product_flash_attention_for_cpu: query must be 4-D");
    const std::int64_t batch = query.size(0), heads = query.size(1), length = query.size(2);
    const std::int64_t headDim = query.size(3);
    const auto accumulate = at::isReducedFloatingType(query.scalar_type()) ? at::kFloat : query.scalar_type();
    at::Tensor output = at::empty({batch, length, heads, headDim}, query.options()).transpose(1, 2);
    at::Tensor logsumexp =
        at::empty({batch, length, heads}, query.options().dtype(accumulate)).transpose(1, 2);
    replaceArguments(stack, n, {output, logsumexp});
}

struct ShapeKernel {
    const char* name;
    const char* overload;
    c10::KernelFunction (*make)();
};

template <c10::BoxedKernel::BoxedKernelFunction_withDispatchKeys* fn> c10::KernelFunction kernel() {
    return c10::KernelFunction::makeFromBoxedFunction<fn>();
}

} // namespace

void registerShapeKernels(std::vector<c10::RegistrationHandleRAII>& handles) {
    static const ShapeKernel kKernels[] = {
        {"aten::convolution_overrideable", "", &kernel<&convolution>},
        {"aten::native_batch_norm", "", &kernel<&batchNorm>},
        {"aten::relu", "", &kernel<&sameAsInput>},
        {"aten::index_select", "", &kernel<&indexSelect>},
        {"aten::where", "self", &kernel<&where>},
        {"aten::_adaptive_avg_pool2d", "", &kernel<&adaptiveAvgPool>},
        {"aten::_adaptive_avg_pool3d", "", &kernel<&adaptiveAvgPool>},
        {"aten::_scaled_dot_product_flash_attention_for_cpu", "", &kernel<&flashAttentionCpu>},
        {"aten::where", "self_out", &kernel<&whereOut>},
        {"aten::var_mean", "correction", &kernel<&variance>},
        {"aten::var", "correction", &kernel<&variance>},
        {"aten::roll", "", &kernel<&sameAsInput>},
        {"aten::hardtanh", "", &kernel<&sameAsInput>},
        {"aten::_prelu_kernel", "", &kernel<&sameAsInput>},
    };
    auto& dispatcher = c10::Dispatcher::singleton();
    for (const auto& k : kKernels) {
        const c10::OperatorName name{k.name, k.overload};
        const auto op = dispatcher.findOp(name);
        // A LibTorch that has its own meta kernel keeps it.
        if (!op || op->hasKernelForDispatchKey(c10::DispatchKey::Meta))
            continue;
        handles.push_back(dispatcher.registerImpl(name, c10::DispatchKey::Meta, k.make(), std::nullopt,
                                                  nullptr, "graphnet-workbench meta shape kernel"));
    }
}

} // namespace gnw::engine
