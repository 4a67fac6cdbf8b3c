#include "core/engine/measure/SampleOutcome.h"

#include "core/engine/measure/TimingSummary.h"
#include "core/metrics/SpeedupInterval.h"

#include <array>
#include <cmath>
#include <limits>

namespace gnw::engine {

namespace {

constexpr std::array<const char*, 6> kPhases{"setup", "eager", "compile", "compiled", "compare", "done"};

gnw::TimingStats stored(const std::vector<double>& trials) {
    gnw::TimingStats s;
    if (auto t = summarizeTimings(trials)) {
        s.median = t->median;
        s.iqr = t->iqr;
        s.mean = t->mean;
        s.std = t->std;
        s.min = t->min;
        s.max = t->max;
    }
    return s;
}

std::optional<double> speedup(const gnw::TimingStats& eager, const gnw::TimingStats& compiled) {
    if (!eager.median || !compiled.median || *eager.median <= 0 || *compiled.median <= 0)
        return std::nullopt;
    return *eager.median / *compiled.median;
}

std::vector<double> asDoubles(const std::vector<int>& flags) {
    return {flags.begin(), flags.end()};
}

// JSON numbers cannot hold NaN/Inf: those travel as strings.
nlohmann::json number(double v) {
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    return v;
}
double numberFrom(const nlohmann::json& j) {
    if (j.is_string()) {
        const auto s = j.get<std::string>();
        if (s == "nan")
            return std::numeric_limits<double>::quiet_NaN();
        return s == "-inf" ? -std::numeric_limits<double>::infinity()
                           : std::numeric_limits<double>::infinity();
    }
    return j.get<double>();
}
nlohmann::json numbers(const std::vector<double>& v) {
    nlohmann::json a = nlohmann::json::array();
    for (double x : v)
        a.push_back(number(x));
    return a;
}
std::vector<double> numbersFrom(const nlohmann::json& j) {
    std::vector<double> out;
    for (const auto& x : j)
        out.push_back(numberFrom(x));
    return out;
}
void putOptional(nlohmann::json& j, const char* key, const std::optional<double>& v) {
    if (v)
        j[key] = number(*v);
}
std::optional<double> optionalFrom(const nlohmann::json& j, const char* key) {
    if (!j.contains(key))
        return std::nullopt;
    return numberFrom(j[key]);
}

nlohmann::json comparisonJson(const OutputComparison& c) {
    nlohmann::json j;
    j["eager_dtypes"] = c.eagerDtypes;
    j["compiled_dtypes"] = c.compiledDtypes;
    j["eager_shapes"] = c.eagerShapes;
    j["compiled_shapes"] = c.compiledShapes;
    j["dtypes_match"] = c.dtypesMatch;
    j["shapes_match"] = c.shapesMatch;
    j["equal"] = c.equal;
    nlohmann::json rungs = nlohmann::json::array();
    for (const auto& r : c.allClose)
        rungs.push_back(r);
    j["all_close"] = rungs;
    j["max_diff"] = numbers(c.maxDiff);
    j["mean_diff"] = numbers(c.meanDiff);
    j["eager_non_finite"] = c.eagerNonFinite;
    j["compiled_non_finite"] = c.compiledNonFinite;
    return j;
}

OutputComparison comparisonFrom(const nlohmann::json& j) {
    OutputComparison c;
    c.eagerDtypes = j.at("eager_dtypes").get<std::vector<std::string>>();
    c.compiledDtypes = j.at("compiled_dtypes").get<std::vector<std::string>>();
    c.eagerShapes = j.at("eager_shapes").get<std::vector<std::vector<std::int64_t>>>();
    c.compiledShapes = j.at("compiled_shapes").get<std::vector<std::vector<std::int64_t>>>();
    c.dtypesMatch = j.at("dtypes_match").get<bool>();
    c.shapesMatch = j.at("shapes_match").get<bool>();
    c.equal = j.at("equal").get<std::vector<int>>();
    const auto& rungs = j.at("all_close");
    for (size_t i = 0; i < c.allClose.size() && i < rungs.size(); ++i)
        c.allClose[i] = rungs[i].get<std::vector<int>>();
    c.maxDiff = numbersFrom(j.at("max_diff"));
    c.meanDiff = numbersFrom(j.at("mean_diff"));
    c.eagerNonFinite = j.at("eager_non_finite").get<std::vector<int>>();
    c.compiledNonFinite = j.at("compiled_non_finite").get<std::vector<int>>();
    return c;
}

} // namespace

const char* phaseName(Phase phase) {
    return kPhases[static_cast<size_t>(phase)];
}

std::optional<Phase> parsePhase(std::string_view name) {
    for (size_t i = 0; i < kPhases.size(); ++i)
        if (name == kPhases[i])
            return static_cast<Phase>(i);
    return std::nullopt;
}

SampleResult toSampleResult(const SampleOutcome& o) {
    SampleResult r;
    r.samplePath = o.samplePath;
    r.failureClass = o.failureClass;
    r.message = o.message;
    r.eagerE2e = stored(o.eagerE2eMs);
    r.compiledE2e = stored(o.compiledE2eMs);
    if (o.deviceTimes) {
        r.eagerGpu = stored(o.eagerDeviceMs);
        r.compiledGpu = stored(o.compiledDeviceMs);
        r.speedupGpu = speedup(r.eagerGpu, r.compiledGpu);
    }
    r.compileMs = o.compileMs;
    r.dtypesEager = o.eagerDtypes;
    if (o.comparison) {
        const OutputComparison& c = *o.comparison;
        r.dtypesEager = c.eagerDtypes;
        r.dtypesCompiled = c.compiledDtypes;
        if (c.compared()) {
            r.status = SampleStatus::Correct;
            r.equal = asDoubles(c.equal);
            const auto& rungs = toleranceRungs();
            for (size_t i = 0; i < rungs.size(); ++i) // keys without brackets; the t = 0 duplicates agree
                r.allClose[rungs[i].key.substr(1, rungs[i].key.size() - 2)] = asDoubles(c.allClose[i]);
            r.maxDiff = c.maxDiff;
            r.meanDiff = c.meanDiff;
        } else {
            // Upstream's torch producer prints no all_close lines then, which its analysis calls
            // shape_mismatch.
            r.status = SampleStatus::ShapeMismatch;
        }
    } else if (o.failureClass == failure::kCompileError) {
        r.status = SampleStatus::CompileFail;
    } else {
        r.status = SampleStatus::EagerFail; // upstream's producer leaves every other failure eager_fail
    }
    r.details = o.details;
    if (r.details.eagerKernelMs && r.details.compiledKernelMs && *r.details.compiledKernelMs > 0)
        r.speedupKernel = *r.details.eagerKernelMs / *r.details.compiledKernelMs;
    if (!o.compiledE2eMs.empty())
        r.details.trials = static_cast<int>(o.compiledE2eMs.size());
    if (!o.failed()) {
        r.speedupE2e = speedup(r.eagerE2e, r.compiledE2e);
        SpeedupIntervalOptions ci;
        ci.paired = o.details.protocol != kUpstreamProtocol;
        if (o.details.protocol == kBlocksProtocol) {
            // The block pair is the unit (recordMeasurement wrote its calls into the semantics).
            const auto semantics = nlohmann::json::parse(o.details.semantics, nullptr, false);
            const auto blocks = semantics.is_object() ? semantics.value("blocks", nlohmann::json::object())
                                                      : nlohmann::json::object();
            ci.eagerUnitCalls = blocks.value("eager_calls", std::size_t{1});
            ci.compiledUnitCalls = blocks.value("compiled_calls", std::size_t{1});
        }
        if (r.speedupE2e)
            if (const auto interval = speedupInterval(o.eagerE2eMs, o.compiledE2eMs, ci)) {
                r.details.speedupCiLow = interval->low;
                r.details.speedupCiHigh = interval->high;
            }
    }
    return r;
}

nlohmann::json toJson(const SampleOutcome& o) {
    nlohmann::json j;
    j["sample_path"] = o.samplePath;
    j["failure_class"] = o.failureClass;
    j["message"] = o.message;
    j["phase"] = phaseName(o.phase);
    j["eager_e2e_ms"] = numbers(o.eagerE2eMs);
    j["eager_device_ms"] = numbers(o.eagerDeviceMs);
    j["compiled_e2e_ms"] = numbers(o.compiledE2eMs);
    j["compiled_device_ms"] = numbers(o.compiledDeviceMs);
    putOptional(j, "compile_ms", o.compileMs);
    putOptional(j, "eager_first_call_ms", o.eagerFirstCallMs);
    putOptional(j, "compiled_first_call_ms", o.compiledFirstCallMs);
    j["eager_dtypes"] = o.eagerDtypes;
    if (o.comparison)
        j["comparison"] = comparisonJson(*o.comparison);
    j["device_times"] = o.deviceTimes;
    const MeasurementDetails& d = o.details;
    j["details"] = {{"backend", d.backend},          {"backend_version", d.backendVersion},
                    {"backend_options", d.backendOptions}, {"baseline", d.baseline},
                    {"protocol", d.protocol},        {"thread_settings", d.threadSettings}};
    if (d.graphBreaks)
        j["details"]["graph_breaks"] = *d.graphBreaks;
    if (d.recompiles)
        j["details"]["recompiles"] = *d.recompiles;
    j["details"]["semantics"] = d.semantics;
    putOptional(j["details"], "rel_iqr", d.relIqr);
    if (d.remeasures)
        j["details"]["remeasures"] = *d.remeasures;
    if (d.noisy)
        j["details"]["noisy"] = *d.noisy;
    putOptional(j["details"], "eager_kernel_ms", d.eagerKernelMs);
    putOptional(j["details"], "compiled_kernel_ms", d.compiledKernelMs);
    putOptional(j["details"], "contention", d.contention);
    return j;
}

SampleOutcome outcomeFromJson(const nlohmann::json& j) {
    SampleOutcome o;
    o.samplePath = j.at("sample_path").get<std::string>();
    o.failureClass = j.at("failure_class").get<std::string>();
    o.message = j.at("message").get<std::string>();
    o.phase = parsePhase(j.at("phase").get<std::string>()).value_or(Phase::Setup);
    o.eagerE2eMs = numbersFrom(j.at("eager_e2e_ms"));
    o.eagerDeviceMs = numbersFrom(j.at("eager_device_ms"));
    o.compiledE2eMs = numbersFrom(j.at("compiled_e2e_ms"));
    o.compiledDeviceMs = numbersFrom(j.at("compiled_device_ms"));
    o.compileMs = optionalFrom(j, "compile_ms");
    o.eagerFirstCallMs = optionalFrom(j, "eager_first_call_ms");
    o.compiledFirstCallMs = optionalFrom(j, "compiled_first_call_ms");
    o.eagerDtypes = j.at("eager_dtypes").get<std::vector<std::string>>();
    if (j.contains("comparison"))
        o.comparison = comparisonFrom(j["comparison"]);
    o.deviceTimes = j.value("device_times", false);
    if (const auto d = j.find("details"); d != j.end() && d->is_object()) {
        MeasurementDetails& m = o.details;
        m.backend = d->value("backend", "");
        m.backendVersion = d->value("backend_version", "");
        m.backendOptions = d->value("backend_options", "");
        m.baseline = d->value("baseline", "");
        m.protocol = d->value("protocol", "");
        m.threadSettings = d->value("thread_settings", "");
        if (d->contains("graph_breaks"))
            m.graphBreaks = (*d)["graph_breaks"].get<int>();
        if (d->contains("recompiles"))
            m.recompiles = (*d)["recompiles"].get<int>();
        m.semantics = d->value("semantics", "");
        m.relIqr = optionalFrom(*d, "rel_iqr");
        if (d->contains("remeasures"))
            m.remeasures = (*d)["remeasures"].get<int>();
        if (d->contains("noisy"))
            m.noisy = (*d)["noisy"].get<bool>();
        m.eagerKernelMs = optionalFrom(*d, "eager_kernel_ms");
        m.compiledKernelMs = optionalFrom(*d, "compiled_kernel_ms");
        m.contention = optionalFrom(*d, "contention");
    }
    return o;
}

} // namespace gnw::engine
