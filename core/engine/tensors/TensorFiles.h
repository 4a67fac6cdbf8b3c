#pragma once
// Tensor files that Python's torch.load reads (the zip format torch.save writes): a dict of groups, each
// a dict name -> tensor, e.g. {"inputs": {"L_x_": ...}, "eager": {"output_0": ...}}. Tensors are stored
// on the CPU so the files load anywhere.
#include "core/engine/tensors/TensorList.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace gnw::engine {

Status saveTensorFile(const std::filesystem::path& file,
                      const std::vector<std::pair<std::string, const TensorList*>>& groups);
// One group of a file written by saveTensorFile (or by torch.save with the same layout).
Result<TensorList> loadTensorGroup(const std::filesystem::path& file, const std::string& group);

// "timm/resnet18" -> "timm_resnet18": one file stem per sample, as upstream names reference outputs.
std::string fileStemOf(const std::string& relPath);

} // namespace gnw::engine
