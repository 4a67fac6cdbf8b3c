#pragma once
// Stand-in tables that live in files of their own, looked up by findFunctionStandIn (FunctionStandIns.cpp),
// and the vmap state they leave on the thread. Include only from core/engine/*.cpp.
#include "core/engine/interpreter/detail/StandIns.h"

#include <cstddef>
#include <string_view>

namespace gnw::engine {

StandInFn findAttentionStandIn(std::string_view target); // "F.multi_head_attention_forward"
StandInFn findFunctorchStandIn(std::string_view target); // vmap nesting and batch dims, FunctionCtx, sym_int

namespace standin {

// The depth of at::functorch's dynamic layer stack, and popping it back there: a run that stops between
// _vmap_increment_nesting and _vmap_decrement_nesting must not leave a vmap level on the thread.
std::size_t dynamicLayerDepth();
void popDynamicLayersTo(std::size_t depth);

} // namespace standin

} // namespace gnw::engine
