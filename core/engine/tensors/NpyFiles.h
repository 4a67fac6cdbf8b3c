#pragma once
// Tensors as a folder of NumPy .npy files, for the Paddle bridge, whose Python has no torch: index.json
// lists [{"name", "file", "dtype"}] in order, each file holds one C-ordered array (NPY format 1.0 written;
// 1.0, 2.0 and Fortran order read). bfloat16, which NumPy lacks, travels as float32 with "dtype":
// "bfloat16" in the index and is converted back on reading.
#include "core/engine/tensors/TensorList.h"
#include "core/util/Result.h"

#include <filesystem>

namespace gnw::engine {

Status saveNpyFolder(const std::filesystem::path& dir, const TensorList& tensors);
// Errors name the file and what is wrong with it (unknown dtype, truncated data, bad header).
Result<TensorList> loadNpyFolder(const std::filesystem::path& dir);

} // namespace gnw::engine
