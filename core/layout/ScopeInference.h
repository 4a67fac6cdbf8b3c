#pragma once
// Grouping scope for nodes that name no module of their own (views, activations, residual adds...).
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::layout {

// Deepest common dotted prefix: ("layer1.0.conv1", "layer1.0.bn1") -> "layer1.0"; "" is the root.
std::string_view commonScope(std::string_view a, std::string_view b);

// Fills the empty scopes of `inferable` nodes with the common scope of the nearest nodes with a scope of
// their own before and after them in program order (a node that is not inferable counts with its scope,
// "" included; none on one side counts as the root). Dynamo writes ops in execution order, so a module's
// forward is one contiguous stretch of model.py: the reshapes and softmax between q_proj and o_proj land
// in the attention, the residual add after o_proj in its block, the add between two blocks in the list of
// blocks. Data edges would not do: a residual stream or a mask read by every block would drag each op it
// touches up to the common root.
void inferScopes(std::vector<std::string>& scopes, std::span<const char> inferable);

} // namespace gnw::layout
