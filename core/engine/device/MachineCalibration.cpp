#include "core/engine/device/MachineCalibration.h"

#include "core/engine/device/DeviceInfo.h"
#include "core/util/Percentile.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <c10/core/impl/VirtualGuardImpl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace gnw::engine {

namespace {

using Clock = std::chrono::steady_clock;

std::optional<at::ScalarType> scalarType(const std::string& dtype) {
    if (dtype == "float32")
        return at::kFloat;
    if (dtype == "float64")
        return at::kDouble;
    if (dtype == "bfloat16")
        return at::kBFloat16;
    if (dtype == "float16")
        return at::kHalf;
    return std::nullopt;
}

// The shortest time of `call` (seconds) over at least `budget` seconds and 3 calls, after one untimed call.
// The best, not the median: a peak is what the hardware can do, and every disturbance only slows it.
template <typename Call> double bestSeconds(Call&& call, const std::function<void()>& sync, double budget) {
    call();
    sync();
    double best = 1e30;
    const auto start = Clock::now();
    for (int i = 0; i < 3 || std::chrono::duration<double>(Clock::now() - start).count() < budget; ++i) {
        const auto t0 = Clock::now();
        call();
        sync();
        best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    return best;
}

std::string rate(double value, const char* unit) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f G%s", value / 1e9, unit);
    return buf;
}

} // namespace

Result<MachinePeaks> calibrateMachine(const CalibrationOptions& options,
                                      const CalibrationProgress& progress) {
    auto device = resolveDevice(options.device);
    if (!device)
        return device.error();
    const c10::Device dev(*device);
    if (dev.is_cpu())
        configureThreads(options.threads > 0 ? options.threads : availableCores());
    std::optional<c10::impl::VirtualGuardImpl> guard;
    if (dev.is_cuda())
        guard.emplace(c10::DeviceType::CUDA);
    const std::function<void()> sync = [&] {
        if (guard)
            guard->synchronizeDevice(dev.index());
    };
    auto say = [&](const std::string& line) {
        if (progress)
            progress(line);
    };

    MachinePeaks peaks;
    peaks.hardware = hardwareName(*device);
    peaks.device = *device;
    peaks.threads = dev.is_cpu() ? at::get_num_threads() : 0;
    peaks.software = "libtorch " + libtorchVersion();
    try {
        const std::int64_t n = options.gemmSize > 0 ? options.gemmSize : (dev.is_cpu() ? 2048 : 8192);
        for (const auto& name : options.dtypes) {
            const auto type = scalarType(name);
            if (!type)
                return Error{"", 0, 0,
                             "calibration: '" + name + "' is not a floating dtype ATen can multiply"};
            const auto opts = at::TensorOptions().dtype(*type).device(dev);
            // A dtype without hardware support (bfloat16 on most CPUs) is 50x slower: a smaller GEMM keeps
            // the calibration in seconds (a call under 1 s is still far past the caches' effects).
            std::int64_t m = n;
            {
                const at::Tensor p = at::randn({512, 512}, opts);
                const double probe = bestSeconds([&] { at::mm(p, p); }, sync, 0.0);
                while (m > 512 && probe * std::pow(double(m) / 512.0, 3) > 1.0)
                    m /= 2;
            }
            const at::Tensor a = at::randn({m, m}, opts), b = at::randn({m, m}, opts);
            at::Tensor c = at::empty({m, m}, opts);
            const double s = bestSeconds([&] { at::mm_out(c, a, b); }, sync, options.secondsPerMeasure);
            peaks.gemmFlops[name] = 2.0 * double(m) * double(m) * double(m) / s;
            say("gemm " + name + " " + std::to_string(m) + "x" + std::to_string(m) + ": " +
                rate(peaks.gemmFlops[name], "FLOP/s"));
        }
        const std::int64_t bytes =
            options.streamBytes > 0 ? options.streamBytes : (dev.is_cpu() ? (256ll << 20) : (1ll << 30));
        const std::int64_t count = bytes / 4;
        const auto opts = at::TensorOptions().dtype(at::kFloat).device(dev);
        at::Tensor a = at::rand({count}, opts), b = at::rand({count}, opts), c = at::rand({count}, opts);
        const double copy = bestSeconds([&] { b.copy_(a); }, sync, options.secondsPerMeasure);
        peaks.copyBandwidth = 2.0 * double(count * 4) / copy;
        say("copy  b = a: " + rate(*peaks.copyBandwidth, "B/s"));
        const double triad = bestSeconds([&] { at::add_out(a, b, c, 3.0); }, sync, options.secondsPerMeasure);
        peaks.triadBandwidth = 3.0 * double(count * 4) / triad;
        say("triad a = b + 3 c: " + rate(*peaks.triadBandwidth, "B/s"));
        // The least an operator costs (dispatch, allocation, a kernel launch on a GPU): the median, not the
        // best, of single-element adds, since a graph of small ops pays the typical call.
        const at::Tensor x = at::ones({1}, opts), y = at::ones({1}, opts);
        std::vector<double> calls;
        for (int i = 0; i < 2000; ++i) {
            const auto t0 = Clock::now();
            const at::Tensor z = at::add(x, y);
            sync();
            calls.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
        }
        peaks.dispatchSeconds = median(std::move(calls));
        char line[64];
        std::snprintf(line, sizeof line, "dispatch 1-element add: %.2f us", *peaks.dispatchSeconds * 1e6);
        say(line);
    } catch (const std::exception& e) {
        return Error{"", 0, 0, std::string("calibration failed: ") + e.what()};
    }
    return peaks;
}

} // namespace gnw::engine
