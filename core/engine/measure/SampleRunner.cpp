#include "core/engine/measure/SampleRunner.h"

#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/tensors/detail/TensorListImpl.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/util/FileIO.h"

#include <ATen/Context.h>
#include <c10/core/Event.h>
#include <c10/core/impl/VirtualGuardImpl.h>
#include <c10/util/Exception.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <new>
#include <stdexcept>

namespace gnw::engine {

namespace {

// Upstream reseeds torch with 1024 before the compiled phase; we seed both phases' first calls the same
// way, so graphs that draw random numbers compare equal under `nope`.
constexpr std::uint64_t kRuntimeSeed = 1024;

// Device synchronisation and per-trial device time: CUDA events where the device is a GPU (through c10's
// device-agnostic interface, so a CPU build of LibTorch compiles this), wall time otherwise.
class DeviceClock {
public:
    explicit DeviceClock(const std::string& device) : m_device(device) {
        if (m_device.is_cuda())
            m_guard.emplace(c10::DeviceType::CUDA);
    }
    bool hasEvents() const { return m_guard.has_value(); }
    void synchronize() const {
        if (m_guard)
            m_guard->synchronizeDevice(m_device.index());
    }
    // Runs fn between two synchronisations; returns {e2e ms, device ms}.
    template <typename Fn> std::pair<double, double> time(Fn&& fn) const {
        synchronize();
        if (!m_guard) {
            const auto t0 = std::chrono::steady_clock::now();
            fn();
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            return {ms, ms};
        }
        c10::Event start(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        c10::Event stop(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        const c10::Stream stream = m_guard->getStream(m_device);
        const auto t0 = std::chrono::steady_clock::now();
        start.record(stream);
        fn();
        stop.record(stream);
        synchronize();
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        return {ms, start.elapsedTime(stop)};
    }

private:
    c10::Device m_device;
    std::optional<c10::impl::VirtualGuardImpl> m_guard;
};

struct Measurement {
    TensorList outputs;
    double firstCallMs = 0;
    std::vector<double> e2e, device;
};

// Thrown when a phase's timings trip upstream's fluctuation guard; its own type gives it its own class.
struct FluctuationError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

Measurement measure(PreparedGraph& graph, const TensorList& inputs, const SampleRunOptions& options,
                    const DeviceClock& clock) {
    Measurement m;
    at::manual_seed(kRuntimeSeed);
    m.firstCallMs = clock.time([&] { m.outputs = graph.run(inputs); }).first;
    for (auto& t : m.outputs.impl().tensors) // later calls may write into what the first one returned
        t = t.clone();
    for (int i = 0; i < options.warmup; ++i)
        graph.run(inputs);
    for (int i = 0; i < options.trials; ++i) {
        const auto [e2e, device] = clock.time([&] { graph.run(inputs); });
        m.e2e.push_back(e2e);
        m.device.push_back(device);
    }
    // Upstream checks every series it reports: e2e, and the device series on GPU.
    for (const auto* series : {&m.e2e, clock.hasEvents() ? &m.device : nullptr})
        if (series)
            if (auto problem = fluctuationProblem(*series, options.fluctuationThreshold))
                throw FluctuationError(*problem);
    return m;
}

std::string errorText(const std::exception& e) {
    if (const auto* c10e = dynamic_cast<const c10::Error*>(&e))
        return c10e->what_without_backtrace();
    return e.what();
}

bool isOutOfMemory(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e) || dynamic_cast<const c10::OutOfMemoryError*>(&e))
        return true;
    const std::string text = errorText(e);
    return text.find("can't allocate memory") != std::string::npos ||
           text.find("out of memory") != std::string::npos ||
           text.find("Cannot allocate memory") != std::string::npos;
}

void fail(SampleOutcome& o, const char* failureClass, std::string message) {
    o.failureClass = failureClass;
    o.message = std::move(message);
}

// Graphs that write into their inputs (x += y, setitem, in-place methods, inplace=True) would hand the
// compiled side different inputs than the eager side saw.
bool mayMutateInputs(const Graph& graph) {
    for (const auto& node : graph.nodes) {
        const std::string& t = node.target;
        if (t == "operator.setitem" || t.starts_with("operator.i") ||
            (t.ends_with("_") && !t.ends_with("__")))
            return true;
        if (const GraphArg* inplace = node.keyword("inplace");
            inplace && !(inplace->kind == GraphArg::Kind::Bool && !inplace->integer))
            return true;
    }
    return false;
}

struct LoadedSample {
    Graph graph;
    std::vector<TensorMeta> metas;
};

Result<LoadedSample> loadSample(const SampleLocation& sample) {
    LoadedSample out;
    if (auto info = parseGraphNetJson(sample.dir / "graph_net.json"); info && info->framework == "paddle")
        return Error{(sample.dir / "graph_net.json").string(), 0, 0,
                     "Paddle samples cannot run on LibTorch (framework \"paddle\")"};
    for (const char* file : {"weight_meta.py", "input_meta.py"}) {
        const auto path = sample.dir / file;
        if (!std::filesystem::exists(path)) {
            if (std::string(file) == "weight_meta.py")
                return Error{path.string(), 0, 0, "missing weight_meta.py"};
            continue;
        }
        auto metas = parseMetaFile(path);
        if (!metas)
            return metas.error();
        out.metas.insert(out.metas.end(), metas->begin(), metas->end());
    }
    ModelGraphLoader loader;
    auto graph = loader.fromFile(sample.dir / "model.py");
    if (!graph)
        return graph.error();
    out.graph = std::move(*graph);
    return out;
}

Result<TensorList> inputsFor(const LoadedSample& s, const SampleRunOptions& options) {
    SynthesisOptions so;
    so.seed = options.seed;
    so.device = options.device;
    so.maxInputBytes = options.maxInputBytes;
    so.framework = s.graph.framework;
    return synthesizeInputs(s.metas, so);
}

// Runs `phase` and turns its exceptions into the outcome's failure (class `otherwise` unless out of memory).
template <typename Fn> bool guarded(SampleOutcome& o, const char* otherwise, Fn&& phase) {
    try {
        phase();
        return true;
    } catch (const FluctuationError& e) {
        fail(o, failure::kFluctuation, e.what());
    } catch (const std::exception& e) {
        fail(o, isOutOfMemory(e) ? failure::kOutOfMemory : otherwise, errorText(e));
    }
    return false;
}

std::vector<std::string> dtypesOf(const TensorList& list) {
    std::vector<std::string> out;
    for (size_t i = 0; i < list.size(); ++i)
        out.push_back(list.info(i).dtype);
    return out;
}

void setPhase(SampleOutcome& o, Phase p, const PhaseCallback& onPhase) {
    o.phase = p;
    if (onPhase)
        onPhase(o);
}

} // namespace

SampleOutcome runSample(const SampleLocation& sample, const SampleRunOptions& options,
                        const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = findBackend(options.backend);
    if (!backend) {
        fail(o, failure::kCompileError, "unknown backend '" + options.backend + "'");
        return o;
    }
    auto loaded = loadSample(sample);
    if (!loaded) {
        fail(o, failure::kEagerError, loaded.error().toString());
        return o;
    }
    // Refused before anything is allocated: class oom, the failure the budget prevents.
    const bool overBudget = synthesizedBytes(loaded->metas, loaded->graph.framework) > options.maxInputBytes;
    auto inputs = inputsFor(*loaded, options);
    if (!inputs) {
        fail(o, overBudget ? failure::kOutOfMemory : failure::kEagerError, inputs.error().toString());
        return o;
    }
    const std::string stem = fileStemOf(sample.relPath);
    const TensorList pristineInputs = options.saveIoDir.empty() ? TensorList() : [&] {
        TensorList copy;
        for (size_t i = 0; i < inputs->size(); ++i)
            copy.impl().add(inputs->impl().names[i], inputs->impl().tensors[i].clone());
        return copy;
    }();

    // Eager side: the interpreter, or the stored reference.
    TensorList eagerOutputs;
    if (!options.referenceDir.empty()) {
        auto ref = loadTensorGroup(options.referenceDir / (stem + ".pt"), "outputs");
        if (!ref) {
            fail(o, failure::kEagerError, "no usable reference: " + ref.error().toString());
            return o;
        }
        eagerOutputs = std::move(*ref);
        std::ifstream timings(options.referenceDir / (stem + ".json"));
        if (timings) {
            const auto j = nlohmann::json::parse(timings, nullptr, false);
            if (!j.is_discarded()) {
                o.eagerE2eMs = j.value("e2e_ms", std::vector<double>{});
                o.eagerDeviceMs = j.value("device_ms", std::vector<double>{});
            }
        }
    } else {
        setPhase(o, Phase::Eager, onPhase);
        auto eager = findBackend("eager")->prepare(loaded->graph, options.device);
        if (!eager) {
            fail(o, failure::kEagerError, eager.error().toString());
            return o;
        }
        Measurement m;
        if (!guarded(o, failure::kEagerError, [&] { m = measure(**eager, *inputs, options, clock); }))
            return o;
        eagerOutputs = std::move(m.outputs);
        o.eagerFirstCallMs = m.firstCallMs;
        o.eagerE2eMs = std::move(m.e2e);
        o.eagerDeviceMs = std::move(m.device);
        if (mayMutateInputs(loaded->graph)) {
            inputs = inputsFor(*loaded, options); // the same seed gives the same inputs again
            if (!inputs) {
                fail(o, failure::kEagerError, inputs.error().toString());
                return o;
            }
        }
    }
    o.eagerDtypes = dtypesOf(eagerOutputs);

    setPhase(o, Phase::Compile, onPhase);
    std::unique_ptr<PreparedGraph> compiled;
    const auto t0 = std::chrono::steady_clock::now();
    if (!guarded(o, failure::kCompileError, [&] {
            auto prepared = backend->prepare(loaded->graph, options.device);
            if (!prepared)
                throw std::runtime_error(prepared.error().toString());
            compiled = std::move(*prepared);
        }))
        return o;
    o.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

    setPhase(o, Phase::Compiled, onPhase);
    Measurement c;
    if (!guarded(o, failure::kRuntimeError, [&] { c = measure(*compiled, *inputs, options, clock); }))
        return o;
    o.compiledFirstCallMs = c.firstCallMs;
    o.compiledE2eMs = std::move(c.e2e);
    o.compiledDeviceMs = std::move(c.device);

    setPhase(o, Phase::Compare, onPhase);
    if (!guarded(o, failure::kRuntimeError, [&] { o.comparison = compareOutputs(eagerOutputs, c.outputs); }))
        return o;
    if (!options.saveIoDir.empty()) {
        auto saved =
            saveTensorFile(options.saveIoDir / (stem + ".pt"),
                           {{"inputs", &pristineInputs}, {"eager", &eagerOutputs}, {"compiled", &c.outputs}});
        if (!saved)
            o.message = "inputs/outputs not saved: " + saved.error().toString();
    }
    if (!o.comparison->dtypesMatch)
        fail(o, failure::kDtypeMismatch, "output dtypes differ");
    else if (!o.comparison->shapesMatch)
        fail(o, failure::kShapeMismatch, "output shapes differ");
    else if (!o.comparison->correctAt(1)) // upstream freezes correctness at t = 1 for ES(t >= 1)
        o.failureClass = failure::kAccuracy;
    setPhase(o, Phase::Done, onPhase);
    return o;
}

SampleOutcome recordReference(const SampleLocation& sample, const SampleRunOptions& options,
                              const std::filesystem::path& dir, const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = findBackend(options.backend);
    auto loaded = loadSample(sample);
    if (!backend || !loaded) {
        fail(o, failure::kEagerError,
             !backend ? "unknown backend '" + options.backend + "'" : loaded.error().toString());
        return o;
    }
    auto inputs = inputsFor(*loaded, options);
    if (!inputs) {
        fail(o, failure::kEagerError, inputs.error().toString());
        return o;
    }
    setPhase(o, Phase::Compile, onPhase);
    auto prepared = backend->prepare(loaded->graph, options.device);
    if (!prepared) {
        fail(o, failure::kCompileError, prepared.error().toString());
        return o;
    }
    setPhase(o, Phase::Eager, onPhase);
    Measurement m;
    if (!guarded(o, failure::kEagerError, [&] { m = measure(**prepared, *inputs, options, clock); }))
        return o;
    o.eagerFirstCallMs = m.firstCallMs;
    o.eagerE2eMs = m.e2e;
    o.eagerDeviceMs = m.device;
    o.eagerDtypes = dtypesOf(m.outputs);
    const std::string stem = fileStemOf(sample.relPath);
    if (auto saved = saveTensorFile(dir / (stem + ".pt"), {{"outputs", &m.outputs}}); !saved) {
        fail(o, failure::kEagerError, saved.error().toString());
        return o;
    }
    nlohmann::json j;
    j["sample"] = sample.relPath;
    j["backend"] = options.backend;
    j["device"] = options.device;
    j["seed"] = options.seed;
    j["warmup"] = options.warmup;
    j["trials"] = options.trials;
    j["e2e_ms"] = m.e2e;
    j["device_ms"] = m.device;
    std::ofstream(dir / (stem + ".json")) << j.dump(2) << "\n";
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace gnw::engine
