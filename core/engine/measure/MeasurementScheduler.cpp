#include "core/engine/measure/MeasurementScheduler.h"

#include "core/engine/measure/TimingSummary.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gnw::engine {

const char* sideName(SideId side) {
    return side == SideId::Eager ? "eager" : "compiled";
}

MeasurementScheduler::MeasurementScheduler(const RunSettings& settings, bool deviceTimes, Baseline baseline)
    : m_settings(settings), m_deviceTimes(deviceTimes), m_baseline(baseline),
      m_protocol(baseline == Baseline::Given || settings.protocol == kUpstreamProtocol
                     ? kUpstreamProtocol
                     : kInterleavedProtocol) {}

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
    timeOnce();
    if (m_settings.fluctuationPolicy == kRemeasurePolicy)
        for (int again = 0; again < m_settings.maxRemeasures && isNoisy(times(side)); ++again) {
            timeOnce();
            ++m_measured.remeasures;
        }
    if (m_settings.fluctuationPolicy == kFailPolicy)
        guardFluctuation(side);
}

// Interleaved pairs: pair i runs eager then compiled when i is even, compiled then eager when odd, so that
// drift hits both sides alike. `trials` pairs, then more until the timed calls add up to the time budget
// (at most maxTrials pairs), asked for in as many pairs as the pairs so far say the budget still needs.
// A re-measure times both sides again, so that the pairs stay pairs.
void MeasurementScheduler::timePairs() {
    const double budgetMs = m_settings.minTimeSeconds * 1e3;
    const int most = std::max(m_settings.trials, m_settings.maxTrials);
    const auto timeOnce = [&] {
        SideTimes& e = m_measured.eager;
        SideTimes& c = m_measured.compiled;
        e.e2eMs.clear(), e.deviceMs.clear(), c.e2eMs.clear(), c.deviceMs.clear();
        double timedMs = 0;
        int pairs = 0;
        for (int wanted = m_settings.trials; wanted > 0;) {
            std::vector<CallSegment> calls;
            for (int i = pairs; i < pairs + wanted; ++i) {
                const bool eagerFirst = i % 2 == 0;
                calls.push_back({eagerFirst ? SideId::Eager : SideId::Compiled, 1, 1, 0, true});
                calls.push_back({eagerFirst ? SideId::Compiled : SideId::Eager, 1, 1, 0, true});
            }
            const auto got = step(Step::CompiledCalls, [&] { return m_sides->run(calls); });
            for (std::size_t k = 0; k < calls.size(); ++k) {
                SideTimes& t = times(calls[k].side);
                t.e2eMs.insert(t.e2eMs.end(), got.at(k).e2eMs.begin(), got.at(k).e2eMs.end());
                t.deviceMs.insert(t.deviceMs.end(), got.at(k).deviceMs.begin(), got.at(k).deviceMs.end());
                timedMs = std::accumulate(got.at(k).e2eMs.begin(), got.at(k).e2eMs.end(), timedMs);
            }
            pairs += wanted;
            if (timedMs >= budgetMs || pairs >= most)
                break;
            const double perPair = timedMs / pairs;
            const double needed = perPair > 0 ? std::ceil((budgetMs - timedMs) / perPair) : most - pairs;
            wanted = std::clamp(static_cast<int>(std::min<double>(needed, most)), 1, most - pairs);
        }
    };
    timeOnce();
    if (m_settings.fluctuationPolicy == kRemeasurePolicy)
        for (int again = 0;
             again < m_settings.maxRemeasures && (isNoisy(m_measured.eager) || isNoisy(m_measured.compiled));
             ++again) {
            timeOnce();
            ++m_measured.remeasures;
        }
    if (m_settings.fluctuationPolicy == kFailPolicy) {
        guardFluctuation(SideId::Eager);
        guardFluctuation(SideId::Compiled);
    }
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
    } else {
        warmUpInTurn();
        timePairs();
    }
}

} // namespace gnw::engine
