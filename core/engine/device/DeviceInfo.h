#pragma once
// The run device and what the runs table records about it.
#include "core/util/Result.h"

#include <string>

namespace gnw::engine {

// "" picks cuda when LibTorch sees a GPU, else cpu. Accepts cpu, cuda, cuda:N; refuses a CUDA device that
// is not there. Returns the canonical spelling ("cpu", "cuda:0").
Result<std::string> resolveDevice(const std::string& requested);
bool cudaAvailable();
// CPU model name (/proc/cpuinfo) or the CUDA device's name (through the driver, at run time); "unknown".
std::string hardwareName(const std::string& device);
std::string libtorchVersion();
// Threads the machine offers (the --threads default).
int availableCores();
// Fixes ATen's intra-op thread count for this process.
void configureThreads(int threads);

} // namespace gnw::engine
