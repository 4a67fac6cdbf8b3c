#pragma once
// TensorMeta back to the weight_meta.py / input_meta.py class form (graphnet-format.md 2.3, 2.6), for the
// samples the workbench writes itself (cuts of a sample, reproducers). Numbers are written so that they
// read back to the same double: a re-written original meta synthesizes the same tensor.
#include "core/tensor/TensorMeta.h"
#include "core/graph/Graph.h"

#include <string>
#include <vector>

namespace gnw {

// One class; its name is meta.className, or derived from meta.name when that is empty.
std::string metaClassText(const TensorMeta& meta, Framework framework);
// Classes separated by two blank lines, as upstream's files are; "" for none.
std::string metaFileText(const std::vector<TensorMeta>& metas, Framework framework);

} // namespace gnw
