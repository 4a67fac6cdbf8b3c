#pragma once
// The one place that decides how a sample is timed (docs/backends.md, "Protocols"; docs/architecture.md,
// "The measuring path"): which calls of which side in which order, when a side has had enough trials,
// when a noisy phase is measured again and when upstream's fluctuation guard stops it. The sides only
// execute what it asks (SideExecutor.h), in this process for native backends and in the Python bridge for
// the others, so both are timed by the same schedule. Plain C++ (no ATen).
#include "core/engine/measure/SampleOutcome.h"
#include "core/engine/measure/SideExecutor.h"
#include "core/store/RunSettings.h"

#include <exception>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gnw::engine {

struct SideTimes {
    std::optional<double> firstCallMs;   // once the first call returned
    std::vector<double> e2eMs, deviceMs; // the kept trials (a re-measure replaces them)
};

struct Measured {
    SideTimes eager, compiled;
    std::optional<double> compileMs; // once the compiled side was prepared
    int remeasures = 0;
    // The blocks protocol's calls per block of each side (0 under the others): unit i of the trials is
    // eager's calls [i*eagerBlockCalls, (i+1)*eagerBlockCalls) with compiled's likewise.
    int eagerBlockCalls = 0, compiledBlockCalls = 0;
    // What the noise policy judged (IQR/median): the larger of the two sides' trials, or under the blocks
    // protocol the spread of the block pairs' speedups; noisy when it stayed above the threshold.
    double spread = 0;
    bool noisy = false;
    // The most cores other processes kept busy while a kept timed request ran (CpuContentionMeter: the
    // machine's busy time beyond this process tree, the bridge included), and whether it stayed at least
    // kContendedCores after the re-measures: then the result is flagged contended, never a plain speedup.
    std::optional<double> contention;
    bool contended = false;
};

// How long a contended phase waits for a quiet machine before it is timed again: $GNW_QUIET_WAIT_S, else
// kDefaultQuietWaitSeconds. 0 = no wait and no re-measure for contention, only the flag (test suites that
// run tests side by side set it: their results would all wait for each other).
inline constexpr double kDefaultQuietWaitSeconds = 5;
double quietWaitSeconds();

// The blocks protocol's block length: each block about this long, at least one call.
inline constexpr double kBlockMs = 50;
// Block pairs a blocks measurement takes at least (also at least `trials`), so that the interval drawn
// from them rests on more than a handful.
inline constexpr int kMinBlockPairs = 10;

// Per block pair, median(eager block) / median(compiled block): what the blocks protocol's noise policy and
// interval look at. Empty unless both series hold whole blocks of the same count.
std::vector<double> blockSpeedups(const std::vector<double>& eagerMs, int eagerBlockCalls,
                                  const std::vector<double>& compiledMs, int compiledBlockCalls);

// Where a measurement stopped: a call of a side, or preparing the compiled side. `cause` is what the
// executor threw (SideCallFailure's cause for a call).
enum class Step : std::uint8_t { EagerCalls, Compile, CompiledCalls };
struct StepFailure {
    Step step;
    std::exception_ptr cause;
};

// Upstream's guard under the "fail" policy: a side's trials spread more than the threshold.
struct FluctuationStop : std::runtime_error {
    FluctuationStop(SideId noisySide, const std::string& message)
        : std::runtime_error(message), side(noisySide) {}
    SideId side;
};

// Whether the eager side is measured here or given (a stored reference: only the backend is measured).
enum class Baseline : std::uint8_t { Measured, Given };

class MeasurementScheduler {
public:
    // deviceTimes: the device has events, so the noise guard also looks at device times (GPU). blockMs: the
    // blocks protocol's block length (the scheduler's test replays recordings with shorter blocks).
    MeasurementScheduler(const RunSettings& settings, bool deviceTimes,
                         Baseline baseline = Baseline::Measured, double blockMs = kBlockMs);

    // The protocol the schedule follows: the settings' (a given baseline cannot take turns: upstream's).
    const std::string& protocol() const { return m_protocol; }
    Baseline baseline() const { return m_baseline; }

    // Runs the whole schedule, calling enterPhase on entering Eager, Compile and Compiled. Throws
    // StepFailure or FluctuationStop; measured() then holds what was measured before.
    void run(SideExecutor& sides, const std::function<void(Phase)>& enterPhase = {});
    const Measured& measured() const { return m_measured; }

private:
    template <typename Fn> auto step(Step where, Fn&& fn);
    void firstCall(SideId side);
    void compile();
    void warmUpInTurn();
    void calibrateBlocks();
    void warmUp(SideId side);
    void timeSequentially(SideId side);
    void timeUnits(int minUnits);
    bool isNoisy(const SideTimes& times) const;
    template <typename TimeOnce> std::optional<double> timeWatched(TimeOnce&& timeOnce);
    template <typename TimeOnce, typename Noisy> void timeUntilSettled(TimeOnce&& timeOnce, Noisy&& noisy);
    bool contended(const std::optional<double>& busy) const;
    void noteContention(const std::optional<double>& busy);
    double unitSpread() const;
    double spread() const;
    void guardFluctuation(SideId side);
    SideTimes& times(SideId side) { return side == SideId::Eager ? m_measured.eager : m_measured.compiled; }

    RunSettings m_settings;
    bool m_deviceTimes;
    Baseline m_baseline;
    double m_blockMs;
    std::string m_protocol;
    SideExecutor* m_sides = nullptr;
    Measured m_measured;
};

} // namespace gnw::engine
