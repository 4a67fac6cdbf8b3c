// torch.func.vmap as Dynamo records it (transformers' causal-mask builders): the graph pushes a vmap level,
// wraps tensors as batched at that level, runs ordinary operators on them and unwraps the result. LibTorch
// carries the C++ side of all of it (at::functorch's dynamic layer stack, BatchedTensorImpl and the
// FuncTorchBatched batching rules); only the Python bindings of torch/csrc/functorch/init.cpp are missing,
// and these stand-ins are those bindings. Also the other Python-only helpers Dynamo leaves in graphs:
// torch.autograd.function.FunctionCtx() (a context object the graph never uses) and torch.sym_int.
#include "core/engine/interpreter/detail/StandInTables.h"

#include <ATen/ATen.h>
#include <ATen/functorch/BatchedTensorImpl.h>
#include <ATen/functorch/DynamicLayer.h>

#include <unordered_map>

namespace gnw::engine {

namespace {

using namespace standin;
namespace ft = at::functorch;

// torch._C._functorch._vmap_increment_nesting(batch_size, randomness) -> level
Value vmapIncrementNesting(const CallContext&, const Arguments& a) {
    const std::int64_t batchSize = intParam(a, 0, "batch_size", -1);
    const Value* r = param(a, 1, "randomness");
    const std::string randomness = r && !r->isNone() ? r->toStringRef() : "error";
    ft::RandomnessType type = ft::RandomnessType::Error;
    if (randomness == "same")
        type = ft::RandomnessType::Same;
    else if (randomness == "different")
        type = ft::RandomnessType::Different;
    else if (randomness != "error")
        fail("randomness argument must be error, same, or different.");
    return Value::integer(ft::initAndPushDynamicLayer(ft::TransformType::Vmap, c10::SymInt(batchSize), type));
}

Value vmapDecrementNesting(const CallContext&, const Arguments&) {
    const auto& stack = ft::getDynamicLayerStack();
    if (stack.empty() || stack.back().key() != ft::TransformType::Vmap)
        fail("_vmap_decrement_nesting without a matching _vmap_increment_nesting");
    return Value::integer(ft::popDynamicLayerAndDeleteMetadata().layerId());
}

// _add_batch_dim(self, batch_dim, level): the predispatch wrapper wraps a negative batch_dim first.
Value addBatchDim(const CallContext&, const Arguments& a) {
    const at::Tensor& self = tensorParam(a, 0, "self");
    std::int64_t dim = intParam(a, 1, "batch_dim", 0);
    if (dim < 0)
        dim += self.dim();
    return Value::tensor(ft::addBatchDim(self, dim, intParam(a, 2, "level", 0)));
}

// _remove_batch_dim(self, level, batch_size, out_dim), as torch/csrc/functorch/init.cpp: a tensor that
// never met the level is expanded along a new batch dimension; otherwise the level's batch dimension is
// unwrapped and moved to out_dim.
Value removeBatchDim(const CallContext&, const Arguments& a) {
    const at::Tensor& self = tensorParam(a, 0, "self");
    const std::int64_t level = intParam(a, 1, "level", 0);
    const std::int64_t batchSize = intParam(a, 2, "batch_size", 0);
    const std::int64_t outDim = intParam(a, 3, "out_dim", 0);
    const auto* batched = ft::maybeGetBatchedImpl(self);
    if (!batched || batched->level() != level) {
        std::vector<std::int64_t> sizes = self.sizes().vec();
        if (outDim < 0 || outDim > static_cast<std::int64_t>(sizes.size()))
            fail("_remove_batch_dim: out_dim " + std::to_string(outDim) + " is out of range");
        sizes.insert(sizes.begin() + outDim, batchSize);
        return Value::tensor(self.expand(sizes));
    }
    const at::Tensor& inner = batched->value();
    return Value::tensor(at::movedim(inner, batched->bdim(), outDim));
}

Value noOp(const CallContext&, const Arguments&) {
    return Value::none();
}

// torch.sym_int(x): ints pass through, floats truncate (builtins.int).
Value symInt(const CallContext& c, const Arguments& a) {
    return findBuiltin("int")(c, a);
}

const std::unordered_map<std::string_view, StandInFn> kFunctorch{
    {"torch._C._functorch._vmap_increment_nesting", vmapIncrementNesting},
    {"torch._functorch.predispatch._vmap_increment_nesting", vmapIncrementNesting},
    {"torch._C._functorch._vmap_decrement_nesting", vmapDecrementNesting},
    {"torch._functorch.predispatch._vmap_decrement_nesting", vmapDecrementNesting},
    {"torch._C._functorch._add_batch_dim", addBatchDim},
    {"torch._functorch.predispatch._add_batch_dim", addBatchDim},
    {"torch._C._functorch._remove_batch_dim", removeBatchDim},
    {"torch._functorch.predispatch._remove_batch_dim", removeBatchDim},
    // Registers Python decompositions of loss backward ops for vmap: nothing a forward graph calls.
    {"torch._functorch.vmap.lazy_load_decompositions", noOp},
    {"torch._functorch.predispatch.lazy_load_decompositions", noOp},
    {"torch.autograd.function.FunctionCtx", noOp},
    {"torch.sym_int", symInt},
};

} // namespace

StandInFn findFunctorchStandIn(std::string_view target) {
    auto it = kFunctorch.find(target);
    return it == kFunctorch.end() ? nullptr : it->second;
}

namespace standin {

std::size_t dynamicLayerDepth() {
    return ft::getDynamicLayerStack().size();
}

void popDynamicLayersTo(std::size_t depth) {
    while (ft::getDynamicLayerStack().size() > depth)
        ft::popDynamicLayerAndDeleteMetadata();
}

} // namespace standin

} // namespace gnw::engine
