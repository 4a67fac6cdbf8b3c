#include "core/engine/device/DeviceInfo.h"

#include <ATen/Context.h>
#include <ATen/Parallel.h>
#include <c10/core/Device.h>
#if __has_include(<torch/headeronly/version.h>)
#include <torch/headeronly/version.h>
#endif

#include <dlfcn.h>

#include <fstream>
#include <thread>

namespace gnw::engine {

bool cudaAvailable() {
    return at::hasCUDA() && at::getNumGPUs() > 0;
}

Result<std::string> resolveDevice(const std::string& requested) {
    if (requested.empty())
        return std::string(cudaAvailable() ? "cuda:0" : "cpu");
    c10::Device d(c10::kCPU);
    try {
        d = c10::Device(requested);
    } catch (const std::exception&) {
        return Error{"", 0, 0, "--device '" + requested + "' is not a device (expected cpu, cuda or cuda:N)"};
    }
    if (d.is_cpu())
        return std::string("cpu");
    if (!d.is_cuda())
        return Error{"", 0, 0, "--device '" + requested + "': only cpu and cuda devices are supported"};
    if (!cudaAvailable())
        return Error{"", 0, 0, "--device '" + requested + "': this LibTorch sees no CUDA device"};
    const int index = d.has_index() ? d.index() : 0;
    if (index >= static_cast<int>(at::getNumGPUs()))
        return Error{"", 0, 0,
                     "--device '" + requested + "': only " + std::to_string(at::getNumGPUs()) +
                         " CUDA device(s) present"};
    return "cuda:" + std::to_string(index);
}

std::string hardwareName(const std::string& device) {
    if (device.starts_with("cuda")) {
        // The driver API works with CPU and CUDA builds of LibTorch alike.
        void* lib = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
        if (!lib)
            return "unknown";
        using Init = int (*)(unsigned);
        using Get = int (*)(int*, int);
        using Name = int (*)(char*, int, int);
        auto init = reinterpret_cast<Init>(dlsym(lib, "cuInit"));
        auto get = reinterpret_cast<Get>(dlsym(lib, "cuDeviceGet"));
        auto name = reinterpret_cast<Name>(dlsym(lib, "cuDeviceGetName"));
        const auto colon = device.find(':');
        const int ordinal = colon == std::string::npos ? 0 : std::stoi(device.substr(colon + 1));
        char buf[256] = {};
        int handle = 0;
        const bool ok = init && get && name && init(0) == 0 && get(&handle, ordinal) == 0 &&
                        name(buf, sizeof buf, handle) == 0;
        return ok ? std::string(buf) : "unknown";
    }
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line))
        if (line.starts_with("model name")) {
            const auto colon = line.find(':');
            if (colon != std::string::npos)
                return line.substr(line.find_first_not_of(" \t", colon + 1));
        }
    return "unknown";
}

std::string libtorchVersion() {
#ifdef TORCH_VERSION
    return TORCH_VERSION;
#else
    return "unknown";
#endif
}

void configureThreads(int threads) {
    at::set_num_threads(threads);
    try {
        at::set_num_interop_threads(1); // graphs run on one stream of work; allowed once per process
    } catch (const std::exception&) {
    }
}

int availableCores() {
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

} // namespace gnw::engine
