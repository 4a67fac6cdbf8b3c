#include "core/engine/shapes/detail/MetaKernels.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/stack.h>
#include <ATen/ops/empty_strided.h>
#include <ATen/ops/zeros.h>
#include <c10/util/Exception.h>

#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

namespace gnw::engine {

namespace {

// Converts meta tensors (also inside lists) to zero-filled CPU tensors of the same shape and dtype, and a
// meta device argument to the CPU. Zeros rather than uninitialised memory: index arguments must stay in
// range and nothing may read NaN garbage into an error path.
class ToCpu {
public:
    explicit ToCpu(const std::string& op) : m_op(op) {}

    c10::IValue operator()(const c10::IValue& v) {
        if (v.isTensor())
            return tensor(v.toTensor());
        if (v.isTensorList()) {
            c10::List<at::Tensor> out;
            for (const at::Tensor& t : v.toTensorList().vec())
                out.push_back(tensor(t));
            return out;
        }
        if (v.isList()) {
            const c10::List<c10::IValue> in = v.toList();
            c10::impl::GenericList out(in.elementType());
            for (std::size_t i = 0; i < in.size(); ++i)
                out.push_back((*this)(in.get(i)));
            return out;
        }
        if (v.isDevice() && v.toDevice().is_meta())
            return c10::Device(c10::kCPU);
        return v;
    }

private:
    at::Tensor tensor(const at::Tensor& t) {
        if (!t.defined() || !t.is_meta())
            return t;
        m_bytes += static_cast<std::int64_t>(t.numel()) * static_cast<std::int64_t>(t.element_size());
        TORCH_CHECK(m_bytes <= kMetaStandInBudgetBytes, m_op,
                    " has no meta kernel, and running it on CPU stand-ins would need more than ",
                    kMetaStandInBudgetBytes >> 20, " MiB");
        return at::zeros(t.sizes(), t.options().device(c10::kCPU));
    }

public:
    std::int64_t bytes() const { return m_bytes; }

private:
    const std::string& m_op;
    std::int64_t m_bytes = 0;
};

at::Tensor toMeta(const at::Tensor& t) {
    if (!t.defined() || t.is_meta())
        return t;
    return at::empty_strided(t.sizes(), t.strides(), t.options().device(c10::kMeta));
}

c10::IValue resultToMeta(const c10::IValue& v) {
    if (v.isTensor())
        return toMeta(v.toTensor());
    if (v.isTensorList()) {
        c10::List<at::Tensor> out;
        for (const at::Tensor& t : v.toTensorList().vec())
            out.push_back(toMeta(t));
        return out;
    }
    return v;
}

// The argument a result aliases (`Tensor(a!)` in-place and out= returns), else -1.
int aliasedArgument(const c10::FunctionSchema& schema, std::size_t result) {
    const auto* info = schema.returns()[result].alias_info();
    if (!info)
        return -1;
    for (std::size_t j = 0; j < schema.arguments().size(); ++j)
        if (const auto* arg = schema.arguments()[j].alias_info();
            arg && arg->beforeSets() == info->beforeSets())
            return static_cast<int>(j);
    return -1;
}

void runOnCpuStandIns(const c10::OperatorHandle& op, c10::DispatchKeySet, torch::jit::Stack* stack) {
    const auto& schema = op.schema();
    const std::size_t n = schema.arguments().size();
    const std::size_t first = stack->size() - n;
    std::vector<c10::IValue> originals(stack->begin() + static_cast<std::ptrdiff_t>(first), stack->end());
    const std::string name = schema.operator_name().name;
    ToCpu toCpu(name);
    for (std::size_t i = first; i < stack->size(); ++i)
        (*stack)[i] = toCpu((*stack)[i]);
    op.callBoxed(stack);
    const std::size_t results = schema.returns().size();
    const std::size_t firstResult = stack->size() - results;
    for (std::size_t r = 0; r < results; ++r) {
        const int alias = aliasedArgument(schema, r);
        c10::IValue& v = (*stack)[firstResult + r];
        if (alias < 0 || !v.isTensor()) {
            v = resultToMeta(v);
            continue;
        }
        // An out= or in-place result is the caller's own tensor: give it the shape the CPU run gave its
        // stand-in (abs(x) calls abs.out on an empty tensor that the kernel resizes).
        const c10::IValue& original = originals[static_cast<std::size_t>(alias)];
        if (original.isTensor() && original.toTensor().sizes() != v.toTensor().sizes())
            original.toTensor().resize_(v.toTensor().sizes());
        v = original;
    }
    if (std::getenv("GNW_DEBUG_META_STANDINS"))
        std::fprintf(stderr, "meta stand-in: %s.%s %lld bytes\n", name.c_str(), schema.overload_name().c_str(),
                     static_cast<long long>(toCpu.bytes()));
}

void refuseDataDependent(const c10::OperatorHandle& op, c10::DispatchKeySet, torch::jit::Stack*) {
    TORCH_CHECK_NOT_IMPLEMENTED(false, op.schema().operator_name().name,
                                ": data-dependent: its output shape or value depends on tensor values, "
                                "which meta tensors do not have");
}

bool hasOwnMetaBehaviour(const c10::OperatorHandle& op) {
    using c10::DispatchKey;
    for (DispatchKey k :
         {DispatchKey::Meta, DispatchKey::CompositeExplicitAutograd,
          DispatchKey::CompositeExplicitAutogradNonFunctional, DispatchKey::CompositeImplicitAutograd})
        if (op.hasKernelForDispatchKey(k))
            return true;
    return false;
}

} // namespace

void ensureMetaKernels() {
    static std::once_flag once;
    std::call_once(once, [] {
        auto& dispatcher = c10::Dispatcher::singleton();
        // Never deregistered: the dispatcher may be torn down before our statics at exit.
        auto* handles = new std::vector<c10::RegistrationHandleRAII>();
        registerShapeKernels(*handles); // first: the generic stand-in skips operators that have one
        for (const auto& name : dispatcher.getAllOpNames()) {
            const auto op = dispatcher.findOp(name);
            if (!op || !op->hasKernelForDispatchKey(c10::DispatchKey::CPU) || hasOwnMetaBehaviour(*op))
                continue;
            const bool dataDependent =
                op->hasTag(at::Tag::dynamic_output_shape) || op->hasTag(at::Tag::data_dependent_output);
            auto kernel = dataDependent ? c10::KernelFunction::makeFromBoxedFunction<&refuseDataDependent>()
                                        : c10::KernelFunction::makeFromBoxedFunction<&runOnCpuStandIns>();
            handles->push_back(dispatcher.registerImpl(name, c10::DispatchKey::Meta, std::move(kernel),
                                                       std::nullopt, nullptr,
                                                       "graphnet-workbench meta stand-in"));
        }
    });
}

} // namespace gnw::engine
