#pragma once
// Hand-written parser for weight_meta.py / input_meta.py (torch and Paddle forms; graphnet-format.md 2.3,
// 2.6): a sequence of classes with simple attributes. No Python at run time. Errors name file:line:column
// and what was expected.
#include "core/tensor/TensorMeta.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string_view>
#include <vector>

namespace gnw {

// `fileName` is only used in error messages. An empty text yields an empty list.
Result<std::vector<TensorMeta>> parseMetaText(std::string_view text, std::string_view fileName);
Result<std::vector<TensorMeta>> parseMetaFile(const std::filesystem::path& path);
// A sample folder's weight_meta.py then input_meta.py, in that order (the order of forward()'s parameters);
// an absent file contributes nothing, the first broken one is the error.
Result<std::vector<TensorMeta>> parseSampleMetas(const std::filesystem::path& sampleDir);

} // namespace gnw
