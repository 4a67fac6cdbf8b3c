#include "core/engine/registry/detail/DebugBackends.h"

#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/ops/empty.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <thread>

namespace gnw::engine {

namespace {

enum class Failure { Abort, Hang, Alloc };

class FailingGraph final : public PreparedGraph {
public:
    explicit FailingGraph(Failure f) : m_failure(f) {}
    TensorList run(const TensorList&) override {
        switch (m_failure) {
        case Failure::Abort:
            std::abort();
        case Failure::Hang:
            for (;;)
                std::this_thread::sleep_for(std::chrono::seconds(1));
        case Failure::Alloc:
            for (;;) { // touch every page so the memory is really used, 256 MiB at a time
                m_hoard.push_back(at::empty({std::int64_t(256) << 20}, at::kByte));
                m_hoard.back().fill_(1);
            }
        }
        return {};
    }

private:
    Failure m_failure;
    std::vector<at::Tensor> m_hoard;
};

// The eager interpreter slowed down by 30 ms on two of every five calls (debug-jitter), or only among its
// first `noisyCalls` calls (debug-settling: a noisy start that re-measuring outlasts). Any five consecutive
// calls then hold two slow ones: five trials' upper quartile is slow and their median fast, an IQR/median
// far beyond any fluctuation threshold however often they are taken, from a graph whose outputs are still
// correct.
class JitteryGraph final : public PreparedGraph {
public:
    JitteryGraph(std::unique_ptr<PreparedGraph> eager, long noisyCalls)
        : m_eager(std::move(eager)), m_noisyCalls(noisyCalls) {}
    TensorList run(const TensorList& inputs) override {
        ++m_calls;
        if ((m_calls % 5 == 0 || m_calls % 5 == 2) && (m_noisyCalls == 0 || m_calls <= m_noisyCalls))
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
        return m_eager->run(inputs);
    }

private:
    std::unique_ptr<PreparedGraph> m_eager;
    long m_noisyCalls; // 0 = every call
    long m_calls = 0;
};

class JitteryBackend final : public Backend {
public:
    JitteryBackend(std::string_view name, std::string_view summary, long noisyCalls)
        : m_name(name), m_summary(summary), m_noisyCalls(noisyCalls) {}
    std::string_view name() const override { return m_name; }
    std::string_view summary() const override { return m_summary; }
    bool compiles() const override { return true; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                   const PrepareContext& context) const override {
        auto eager = findBackend("eager")->prepare(graph, context);
        if (!eager)
            return eager.error();
        return std::unique_ptr<PreparedGraph>(std::make_unique<JitteryGraph>(std::move(*eager), m_noisyCalls));
    }

private:
    std::string_view m_name, m_summary;
    long m_noisyCalls;
};

// The eager interpreter with a fixed delay per call on one sample (debug-delay, options {"delay_ms": D,
// "sample": "REL/PATH"}: the sample folder ending in that path; every sample without "sample"): a known
// slowdown that a regression report must find, next to samples that did not change.
class DelayedGraph final : public PreparedGraph {
public:
    DelayedGraph(std::unique_ptr<PreparedGraph> eager, std::chrono::microseconds delay)
        : m_eager(std::move(eager)), m_delay(delay) {}
    TensorList run(const TensorList& inputs) override {
        std::this_thread::sleep_for(m_delay);
        return m_eager->run(inputs);
    }

private:
    std::unique_ptr<PreparedGraph> m_eager;
    std::chrono::microseconds m_delay;
};

class DelayedBackend final : public Backend {
public:
    std::string_view name() const override { return "debug-delay"; }
    std::string_view summary() const override {
        return "test backend: eager, slowed by options {\"delay_ms\": D, \"sample\": \"REL/PATH\"} on that "
               "sample";
    }
    bool compiles() const override { return true; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                   const PrepareContext& context) const override {
        const auto options =
            nlohmann::json::parse(context.optionsJson.empty() ? "{}" : context.optionsJson, nullptr, false);
        if (!options.is_object() || !options.value("delay_ms", nlohmann::json(0.0)).is_number())
            return Error{"", 0, 0,
                         "debug-delay: expected options {\"delay_ms\": D, \"sample\": \"REL/PATH\"}"};
        const std::string sample = options.value("sample", std::string());
        const std::string dir = context.sampleDir.lexically_normal().string();
        const bool slowed = sample.empty() || dir.ends_with("/" + sample) || dir == sample;
        auto eager = findBackend("eager")->prepare(graph, context);
        if (!eager)
            return eager.error();
        const auto delay = std::chrono::microseconds(
            slowed ? static_cast<std::int64_t>(1e3 * options.value("delay_ms", 0.0)) : 0);
        return std::unique_ptr<PreparedGraph>(std::make_unique<DelayedGraph>(std::move(*eager), delay));
    }
};

class DebugBackend final : public Backend {
public:
    DebugBackend(std::string_view name, std::string_view summary, Failure f)
        : m_name(name), m_summary(summary), m_failure(f) {}
    std::string_view name() const override { return m_name; }
    std::string_view summary() const override { return m_summary; }
    bool compiles() const override { return true; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph&, const PrepareContext&) const override {
        return std::unique_ptr<PreparedGraph>(std::make_unique<FailingGraph>(m_failure));
    }

private:
    std::string_view m_name, m_summary;
    Failure m_failure;
};

} // namespace

std::vector<std::unique_ptr<Backend>> makeDebugBackends() {
    std::vector<std::unique_ptr<Backend>> out;
    out.push_back(std::make_unique<DebugBackend>("debug-abort", "test backend: calls abort() when run",
                                                 Failure::Abort));
    out.push_back(std::make_unique<DebugBackend>("debug-hang", "test backend: never returns", Failure::Hang));
    out.push_back(std::make_unique<DebugBackend>(
        "debug-alloc", "test backend: allocates until memory runs out", Failure::Alloc));
    out.push_back(std::make_unique<JitteryBackend>("debug-jitter", "test backend: eager, 30 ms slower on two of every five calls",
                                                   0));
    out.push_back(std::make_unique<JitteryBackend>(
        "debug-settling", "test backend: eager, 30 ms slower on two of every five of its first 12 calls", 12));
    out.push_back(std::make_unique<DelayedBackend>());
    return out;
}

} // namespace gnw::engine
