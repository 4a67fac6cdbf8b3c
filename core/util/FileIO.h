#pragma once
#include "core/util/Result.h"

#include <filesystem>
#include <string>

namespace gnw {

// Whole file into memory; the error names the path and the OS reason.
Result<std::string> readFile(const std::filesystem::path& path);

// Removes a file or a directory tree, as far as it can; a missing path is no error. Not
// std::filesystem::remove_all: LibTorch exports its own copy of libstdc++'s filesystem functions, and
// the CUDA 13 build's remove_all jumps through a null pointer when a program's call binds to it (seen with
// torch 2.11.0+cu130: every run on the GPU machine crashed deleting its scratch folder).
void removeTree(const std::filesystem::path& path);

} // namespace gnw
