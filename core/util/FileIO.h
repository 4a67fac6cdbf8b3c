#pragma once
#include "core/util/Result.h"

#include <filesystem>
#include <string>

namespace gnw {

// Whole file into memory; the error names the path and the OS reason.
Result<std::string> readFile(const std::filesystem::path& path);

} // namespace gnw
