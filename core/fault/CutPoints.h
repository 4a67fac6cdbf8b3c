#pragma once
// Where a sample can be cut so that each side runs as a forward of its own: every name crossing the cut
// must be a tensor or a Python scalar (a 0-d tensor in a sample's metas), never a size, a list or None.
#include "core/fault/FaultSearch.h"
#include "core/fault/ValueTrace.h"

#include <optional>
#include <vector>

namespace gnw::fault {

bool canCutAt(const ForwardBody& body, const Graph& graph, const ValueTrace& trace, std::size_t unit);
// Consecutive ranges covering every unit, about `parts` of them: each boundary moves forward to the next
// unit where the sample can be cut (a boundary that finds none before the next is dropped).
std::vector<UnitRange> chainableParts(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                      int parts);
// A unit inside `range`, as near its middle as the sample can be cut; nullopt when there is none.
std::optional<std::size_t> splitPoint(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                      UnitRange range);

// The names of `names` (crossing into statement `statement`) that are tensors: what a prefix cut returns
// for a compiler to be compared on (a size or a scalar it computes is not an output upstream compares).
std::vector<std::string> tensorNames(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                     std::size_t statement, const std::vector<std::string>& names);

} // namespace gnw::fault
