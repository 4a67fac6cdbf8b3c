#include "core/engine/measure/MeasurementScheduler.h"

#include "core/engine/measure/TimingSummary.h"
#include "core/util/CpuContention.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>
#include <thread>

namespace gnw::engine {

const char* sideName(SideId side) {
    return side == SideId::Eager ? "eager" : "compiled";
}

std::vector<double> blockSpeedups(const std::vector<double>& eagerMs, int eagerBlockCalls,
                                  const std::vector<double>& compiledMs, int compiledBlockCalls) {
    if (eagerBlockCalls <= 0 || compiledBlockCalls <= 0 || eagerMs.size() % std::size_t(eagerBlockCalls) ||
        compiledMs.size() % std::size_t(compiledBlockCalls) ||
        eagerMs.size() / std::size_t(eagerBlockCalls) != compiledMs.size() / std::size_t(compiledBlockCalls))
        return {};
    const auto medianOfBlock = [](const std::vector<double>& all, std::size_t unit, int calls) {
        return median({all.begin() + std::ptrdiff_t(unit * std::size_t(calls)),
                       all.begin() + std::ptrdiff_t((unit + 1) * std::size_t(calls))});
    };
    std::vector<double> out;
    for (std::size_t u = 0; u < eagerMs.size() / std::size_t(eagerBlockCalls); ++u)
        if (const double compiled = medianOfBlock(compiledMs, u, compiledBlockCalls); compiled > 0)
            out.push_back(medianOfBlock(eagerMs, u, eagerBlockCalls) / compiled);
    return out;
}

double quietWaitSeconds() {
    const char* env = std::getenv("GNW_QUIET_WAIT_S");
    if (!env || !*env)
        return kDefaultQuietWaitSeconds;
    char* end = nullptr;
    const double seconds = std::strtod(env, &end);
    return end != env && seconds >= 0 ? seconds : kDefaultQuietWaitSeconds;
}

namespace {

// Waits, at most `seconds`, for half a second in which other processes keep fewer than kContendedCores
// busy.
void waitForQuiet(double seconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < until) {
        const CpuContentionMeter window;
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        if (const auto busy = window.othersBusyCores(); !busy || *busy < kContendedCores)
            return;
    }
}

} // namespace

MeasurementScheduler::MeasurementScheduler(const RunSettings& settings, bool deviceTimes, Baseline baseline,
                                           double blockMs)
    : m_settings(settings), m_deviceTimes(deviceTimes), m_baseline(baseline), m_blockMs(blockMs),
      // a stored reference cannot take turns with the backend
      m_protocol(baseline == Baseline::Given ? std::string(kUpstreamProtocol) : settings.protocol) {}

// Runs one request of the executor; what it throws becomes a StepFailure saying where (a failed call's
// side is the executor's to say: an interleaved request holds calls of both).
template <typename Fn> auto MeasurementScheduler::step(Step where, Fn&& fn) {
    try {
        return fn();
    } catch (const SideCallFailure& f) {
        throw StepFailure{f.side == SideId::Eager ? Step::EagerCalls : Step::CompiledCalls, f.cause};
    } catch (const FluctuationStop&) {
        throw;
    } catch (const StepFailure&) {
        throw;
    } catch (...) {
        throw StepFailure{where, std::current_exception()};
    }
}

void MeasurementScheduler::firstCall(SideId side) {
    times(side).firstCallMs = step(side == SideId::Eager ? Step::EagerCalls : Step::CompiledCalls,
                                   [&] { return m_sides->firstCall(side); });
}

void MeasurementScheduler::compile() {
    m_measured.compileMs = step(Step::Compile, [&] { return m_sides->compile(); });
}

void MeasurementScheduler::warmUp(SideId side) {
    if (m_settings.warmup <= 0)
        return;
    const CallSegment calls{side, m_settings.warmup, m_settings.warmup, 0, false};
    step(side == SideId::Eager ? Step::EagerCalls : Step::CompiledCalls,
         [&] { return m_sides->run({calls}); });
}

// Both sides warmed up in turn (A B A B ...), so that neither starts its trials colder than the other.
void MeasurementScheduler::warmUpInTurn() {
    std::vector<CallSegment> calls;
    for (int i = 0; i < m_settings.warmup; ++i)
        for (SideId side : {SideId::Eager, SideId::Compiled})
            calls.push_back({side, 1, 1, 0, false});
    if (!calls.empty())
        step(Step::CompiledCalls, [&] { return m_sides->run(calls); });
}

bool MeasurementScheduler::isNoisy(const SideTimes& t) const {
    const double threshold = m_settings.fluctuationThreshold;
    return threshold > 0 &&
           (relativeIqr(t.e2eMs) > threshold || (m_deviceTimes && relativeIqr(t.deviceMs) > threshold));
}

// Runs one measurement of a phase with the contention meter on; returns the cores others kept busy. The
// kernel counts CPU time in ticks (10 ms), so a phase shorter than kMinContentionWindow is read over that
// long a window, the rest of it just after the phase.
template <typename TimeOnce> std::optional<double> MeasurementScheduler::timeWatched(TimeOnce&& timeOnce) {
    constexpr auto kMinContentionWindow = std::chrono::milliseconds(100);
    const CpuContentionMeter meter;
    const auto start = std::chrono::steady_clock::now();
    timeOnce();
    std::this_thread::sleep_until(start + kMinContentionWindow);
    return meter.othersBusyCores();
}

// Times a phase, then again while it is noisy (under the remeasure policy) or was timed while others kept
// the cores busy (after waiting for a quiet machine), at most maxRemeasures times; a phase that stays
// contended is kept and flagged (noteContention).
template <typename TimeOnce, typename Noisy>
void MeasurementScheduler::timeUntilSettled(TimeOnce&& timeOnce, Noisy&& noisy) {
    const double wait = quietWaitSeconds();
    std::optional<double> busy = timeWatched(timeOnce);
    for (int again = 0; again < m_settings.maxRemeasures; ++again) {
        const bool stillNoisy = m_settings.fluctuationPolicy == kRemeasurePolicy && noisy();
        const bool crowded = wait > 0 && contended(busy);
        if (!stillNoisy && !crowded)
            break;
        if (crowded)
            waitForQuiet(wait);
        busy = timeWatched(timeOnce);
        ++m_measured.remeasures;
    }
    noteContention(busy);
}

bool MeasurementScheduler::contended(const std::optional<double>& busy) const {
    return busy && *busy >= kContendedCores;
}

// The kept measurement of a phase was timed under `busy`: the result's contention is its phases' worst.
void MeasurementScheduler::noteContention(const std::optional<double>& busy) {
    if (!busy)
        return;
    m_measured.contention = std::max(m_measured.contention.value_or(0), *busy);
    m_measured.contended = m_measured.contended || contended(busy);
}

void MeasurementScheduler::guardFluctuation(SideId side) {
    const SideTimes& t = times(side);
    for (const auto* series : {&t.e2eMs, m_deviceTimes ? &t.deviceMs : nullptr})
        if (series)
            if (auto problem = fluctuationProblem(*series, m_settings.fluctuationThreshold))
                throw FluctuationStop(side, *problem);
}

// Upstream's order for one side: `trials` timed calls and more until they add up to half of the time
// budget (at most maxTrials), in one request. Under the remeasure policy a noisy side is timed again, at
// most maxRemeasures times; under "fail" a noisy side stops the measurement, as upstream's guard does.
void MeasurementScheduler::timeSequentially(SideId side) {
    const Step where = side == SideId::Eager ? Step::EagerCalls : Step::CompiledCalls;
    const CallSegment calls{side, m_settings.trials, std::max(m_settings.trials, m_settings.maxTrials),
                            m_settings.minTimeSeconds * 1e3 / 2, true};
    const auto timeOnce = [&] {
        SegmentTimes got = step(where, [&] { return m_sides->run({calls}); }).at(0);
        times(side).e2eMs = std::move(got.e2eMs);
        times(side).deviceMs = std::move(got.deviceMs);
    };
    timeUntilSettled(timeOnce, [&] { return isNoisy(times(side)); });
    if (m_settings.fluctuationPolicy == kFailPolicy)
        guardFluctuation(side);
}

// The blocks protocol's calibration: the warm-up in turn, timed (at least one call each), gives each side's
// call time and so its calls per block of about kBlockMs. The warm-up's times are not kept.
void MeasurementScheduler::calibrateBlocks() {
    std::vector<CallSegment> calls;
    for (int i = 0; i < std::max(1, m_settings.warmup); ++i)
        for (SideId side : {SideId::Eager, SideId::Compiled})
            calls.push_back({side, 1, 1, 0, true});
    const auto got = step(Step::CompiledCalls, [&] { return m_sides->run(calls); });
    std::vector<double> eager, compiled;
    for (std::size_t k = 0; k < calls.size(); ++k)
        (calls[k].side == SideId::Eager ? eager : compiled).push_back(got.at(k).e2eMs.at(0));
    const auto callsPerBlock = [this](std::vector<double>& ms) {
        const double perCall = median(ms);
        return perCall > 0 ? std::clamp(static_cast<int>(std::ceil(m_blockMs / perCall)), 1, 100000) : 1;
    };
    m_measured.eagerBlockCalls = callsPerBlock(eager);
    m_measured.compiledBlockCalls = callsPerBlock(compiled);
}

// Units in turn: unit i runs eager's calls then compiled's when i is even, compiled's then eager's when odd
// (A B B A A B ...), so that drift hits both sides alike. A unit is one call per side under the interleaved
// protocol (a pair), one block per side under the blocks protocol. minUnits units, then more until the
// timed calls add up to the time budget (at most maxTrials units), asked for in as many units as the units
// so far say the budget still needs. A re-measure times both sides again, so that the units stay units.
void MeasurementScheduler::timeUnits(int minUnits) {
    const double budgetMs = m_settings.minTimeSeconds * 1e3;
    const int most = std::max(minUnits, m_settings.maxTrials);
    const int eagerCalls = std::max(1, m_measured.eagerBlockCalls);
    const int compiledCalls = std::max(1, m_measured.compiledBlockCalls);
    const auto timeOnce = [&] {
        SideTimes& e = m_measured.eager;
        SideTimes& c = m_measured.compiled;
        e.e2eMs.clear(), e.deviceMs.clear(), c.e2eMs.clear(), c.deviceMs.clear();
        double timedMs = 0;
        int units = 0;
        for (int wanted = minUnits; wanted > 0;) {
            std::vector<CallSegment> calls;
            for (int i = units; i < units + wanted; ++i) {
                const CallSegment eager{SideId::Eager, eagerCalls, eagerCalls, 0, true};
                const CallSegment compiled{SideId::Compiled, compiledCalls, compiledCalls, 0, true};
                calls.push_back(i % 2 == 0 ? eager : compiled);
                calls.push_back(i % 2 == 0 ? compiled : eager);
            }
            const auto got = step(Step::CompiledCalls, [&] { return m_sides->run(calls); });
            for (std::size_t k = 0; k < calls.size(); ++k) {
                SideTimes& t = times(calls[k].side);
                t.e2eMs.insert(t.e2eMs.end(), got.at(k).e2eMs.begin(), got.at(k).e2eMs.end());
                t.deviceMs.insert(t.deviceMs.end(), got.at(k).deviceMs.begin(), got.at(k).deviceMs.end());
                timedMs = std::accumulate(got.at(k).e2eMs.begin(), got.at(k).e2eMs.end(), timedMs);
            }
            units += wanted;
            if (timedMs >= budgetMs || units >= most)
                break;
            const double perUnit = timedMs / units;
            const double needed = perUnit > 0 ? std::ceil((budgetMs - timedMs) / perUnit) : most - units;
            wanted = std::clamp(static_cast<int>(std::min<double>(needed, most)), 1, most - units);
        }
    };
    const bool blocks = m_protocol == kBlocksProtocol;
    const auto noisy = [&] {
        return blocks ? m_settings.fluctuationThreshold > 0 && unitSpread() > m_settings.fluctuationThreshold
                      : isNoisy(m_measured.eager) || isNoisy(m_measured.compiled);
    };
    timeUntilSettled(timeOnce, noisy);
    if (m_settings.fluctuationPolicy != kFailPolicy)
        return;
    if (blocks) {
        const auto speedups =
            blockSpeedups(m_measured.eager.e2eMs, eagerCalls, m_measured.compiled.e2eMs, compiledCalls);
        if (auto problem = fluctuationProblem(speedups, m_settings.fluctuationThreshold))
            throw FluctuationStop(SideId::Compiled, *problem);
        return;
    }
    guardFluctuation(SideId::Eager);
    guardFluctuation(SideId::Compiled);
}

double MeasurementScheduler::unitSpread() const {
    return relativeIqr(blockSpeedups(m_measured.eager.e2eMs, std::max(1, m_measured.eagerBlockCalls),
                                     m_measured.compiled.e2eMs, std::max(1, m_measured.compiledBlockCalls)));
}

double MeasurementScheduler::spread() const {
    if (m_protocol == kBlocksProtocol)
        return unitSpread();
    double worst = 0;
    for (const SideTimes* t : {&m_measured.eager, &m_measured.compiled}) {
        worst = std::max(worst, relativeIqr(t->e2eMs));
        if (m_deviceTimes)
            worst = std::max(worst, relativeIqr(t->deviceMs));
    }
    return worst;
}

void MeasurementScheduler::run(SideExecutor& sides, const std::function<void(Phase)>& enterPhase) {
    m_sides = &sides;
    m_measured = {};
    const auto enter = [&](Phase p) {
        if (enterPhase)
            enterPhase(p);
    };
    if (m_baseline == Baseline::Measured) {
        enter(Phase::Eager);
        firstCall(SideId::Eager);
        if (m_protocol == kUpstreamProtocol) {
            warmUp(SideId::Eager);
            timeSequentially(SideId::Eager);
        }
    }
    enter(Phase::Compile);
    compile();
    enter(Phase::Compiled);
    firstCall(SideId::Compiled);
    if (m_protocol == kUpstreamProtocol) {
        warmUp(SideId::Compiled);
        timeSequentially(SideId::Compiled);
    } else if (m_protocol == kBlocksProtocol) {
        calibrateBlocks();
        timeUnits(std::max(kMinBlockPairs, m_settings.trials));
    } else {
        warmUpInTurn();
        timeUnits(m_settings.trials);
    }
    m_measured.spread = spread();
    m_measured.noisy =
        m_settings.fluctuationThreshold > 0 && m_measured.spread > m_settings.fluctuationThreshold;
}

} // namespace gnw::engine
