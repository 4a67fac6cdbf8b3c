// graphnet-bench calibrate [--store FILE] [--device D] [--threads N] [--dtypes LIST] [--json]
#include "app/cli/CommandRegistry.h"
#include "core/engine/device/MachineCalibration.h"
#include "core/engine/run/DeviceLock.h"
#include "core/store/Database.h"
#include "core/store/MachineStore.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench calibrate [--store FILE] [--device cpu|cuda:N] [--threads N]\n"
    "                                [--dtypes float32,float64,bfloat16] [--seconds S] [--json]\n\n"
    "Measures the device's roof for the roofline: dense GEMM FLOP/s through ATen per dtype (the best N x N\n"
    "matmul) and memory bandwidth with STREAM's copy (b = a, 2 x bytes) and triad (a = b + s c, 3 x bytes)\n"
    "on 256 MiB arrays (1 GiB on a GPU). Takes seconds, holding the device's lock as a benchmark does\n"
    "(it waits for a running one). With --store the figures are kept there under the\n"
    "machine's hardware name, where the Analysis roofline and `export-csv` find them.";

int run(const Args& args) {
    if (!args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    engine::CalibrationOptions options;
    options.device = args.valueOr("device", "cpu");
    const auto threads = intOption(args, "threads", 0);
    const auto seconds = doubleOption(args, "seconds", options.secondsPerMeasure);
    if (!threads || *threads < 0 || !seconds || *seconds <= 0) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    options.threads = static_cast<int>(*threads);
    options.secondsPerMeasure = *seconds;
    if (const auto dtypes = args.value("dtypes")) {
        options.dtypes = splitCommas(*dtypes);
    }
    const bool json = args.flag("json");
    // A peak measured beside a benchmark is neither: both take the device's lock (oversubscribed OpenMP
    // threads made float32 GEMM read 7 GFLOP/s instead of 80 here).
    auto lock = engine::DeviceLock::acquire(
        options.device, "graphnet-bench calibrate", [](const std::string& holder) {
            std::fprintf(stderr, "waiting for the device: %s\n", holder.c_str());
        });
    if (!lock || !*lock) {
        std::fprintf(stderr, "graphnet-bench calibrate: %s\n",
                     lock ? "cancelled" : lock.error().toString().c_str());
        return kExitFailure;
    }
    auto peaks = engine::calibrateMachine(options, [json](const std::string& line) {
        std::fprintf(json ? stderr : stdout, "%s\n", line.c_str());
        std::fflush(json ? stderr : stdout);
    });
    if (!peaks) {
        std::fprintf(stderr, "graphnet-bench calibrate: %s\n", peaks.error().toString().c_str());
        return kExitFailure;
    }
    if (const auto store = args.value("store")) {
        auto db = Database::open(*store);
        if (!db) {
            std::fprintf(stderr, "graphnet-bench calibrate: %s\n", db.error().toString().c_str());
            return kExitUsage;
        }
        try {
            peaks->id = MachineStore(*db).add(*peaks);
        } catch (const DatabaseError& e) {
            std::fprintf(stderr, "graphnet-bench calibrate: %s: %s\n", store->c_str(), e.what());
            return kExitFailure;
        }
    }
    if (json) {
        nlohmann::json j{{"hardware", peaks->hardware},
                         {"device", peaks->device},
                         {"threads", peaks->threads},
                         {"software", peaks->software},
                         {"gemm_flops", peaks->gemmFlops},
                         {"copy_bandwidth", *peaks->copyBandwidth},
                         {"triad_bandwidth", *peaks->triadBandwidth},
                         {"dispatch_seconds", *peaks->dispatchSeconds}};
        std::printf("%s\n", j.dump(2).c_str());
    } else {
        std::printf("%s on %s, %d thread(s)%s\n", peaks->hardware.c_str(), peaks->device.c_str(),
                    peaks->threads,
                    peaks->id ? (", stored as machine #" + std::to_string(peaks->id)).c_str() : "");
    }
    return kExitOk;
}

RegisterCommand reg("calibrate",
                    Command{"measure the device's peak FLOP/s and memory bandwidth (the roofline's roof)",
                            kUsage,
                            {"store", "device", "threads", "dtypes", "seconds"},
                            {"json"},
                            run});

} // namespace
} // namespace gnw::cli
