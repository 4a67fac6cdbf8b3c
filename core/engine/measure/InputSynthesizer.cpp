#include "core/engine/measure/InputSynthesizer.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <type_traits>

namespace gnw::engine {

namespace {

// Every generator below takes one draw per element (Box-Muller two per pair of elements), so a chunk
// that starts at an even element k starts at draw k: chunks fill on several threads with the values one
// sequential stream gives.
constexpr std::int64_t kChunk = 1 << 16;
static_assert(kChunk % 2 == 0, "a chunk must not split a Box-Muller pair");

// splitmix64: tiny, fast, and with good enough statistics for synthetic weights; its n-th draw is a
// function of n, which is what lets a chunk skip to its start.
class Stream {
public:
    Stream(std::uint64_t seed, std::string_view name, std::string_view purpose) {
        std::uint64_t h = 1469598103934665603ull; // FNV-1a over name and purpose
        for (char c : name)
            h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        h = (h ^ 0xffu) * 1099511628211ull;
        for (char c : purpose)
            h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        m_state = seed ^ h;
        next();
    }
    std::uint64_t next() {
        std::uint64_t z = (m_state += kGamma);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // As if `draws` more draws had been taken (between Box-Muller pairs).
    void skip(std::uint64_t draws) {
        m_state += draws * kGamma;
        m_spare.reset();
    }
    // Uniform in (0, 1].
    double uniform() { return (static_cast<double>(next() >> 11) + 1.0) * 0x1.0p-53; }
    // Box-Muller, both values used.
    double normal() {
        if (m_spare) {
            const double v = *m_spare;
            m_spare.reset();
            return v;
        }
        const double r = std::sqrt(-2.0 * std::log(uniform()));
        const double a = 2.0 * std::numbers::pi * uniform();
        m_spare = r * std::sin(a);
        return r * std::cos(a);
    }
    // Uniform integer in the closed range [lo, hi].
    std::int64_t integer(std::int64_t lo, std::int64_t hi) {
        const auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
        if (span == 0) // the whole int64 range
            return static_cast<std::int64_t>(next());
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + next() % span);
    }

private:
    static constexpr std::uint64_t kGamma = 0x9e3779b97f4a7c15ull;
    std::uint64_t m_state = 0;
    std::optional<double> m_spare;
};

std::vector<std::int64_t> shapeOf(const TensorMeta& m, Framework framework) {
    std::vector<std::int64_t> shape = m.shape;
    if (framework == Framework::Paddle)
        for (auto& d : shape)
            if (d < 0)
                d = 1;
    return shape;
}

std::int64_t numelOf(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto d : shape)
        n *= std::max<std::int64_t>(d, 0);
    return n;
}

// Fills a flat CPU tensor chunk by chunk, in parallel, from `gen(Stream&)` drawing on `stream`
// (element type T: double or int64, converted to the tensor's dtype).
template <typename T, typename Gen> void fill(at::Tensor& flat, const Stream& stream, Gen&& gen) {
    const std::int64_t chunks = (flat.numel() + kChunk - 1) / kChunk;
    const at::ScalarType type = std::is_same_v<T, double> ? at::kDouble : at::kLong;
    at::parallel_for(0, chunks, 1, [&](std::int64_t begin, std::int64_t end) {
        std::vector<T> buf(static_cast<size_t>(std::min<std::int64_t>(kChunk, flat.numel())));
        for (std::int64_t c = begin; c < end; ++c) {
            const std::int64_t off = c * kChunk;
            const std::int64_t len = std::min(kChunk, flat.numel() - off);
            Stream s = stream;
            s.skip(static_cast<std::uint64_t>(off));
            for (std::int64_t i = 0; i < len; ++i)
                buf[static_cast<size_t>(i)] = gen(s);
            flat.narrow(0, off, len).copy_(at::from_blob(buf.data(), {len}, type));
        }
    });
}

Result<at::Tensor> literal(const TensorMeta& m, const std::vector<std::int64_t>& shape, at::ScalarType type) {
    const bool fromInts = !m.intData.empty() || (m.floatData.empty() && !isFloating(m.dtype));
    const std::size_t count = fromInts ? m.intData.size() : m.floatData.size();
    if (static_cast<std::int64_t>(count) != numelOf(shape))
        return Error{"", m.line, 0,
                     "tensor '" + m.name + "': data has " + std::to_string(count) +
                         " values but shape needs " + std::to_string(numelOf(shape))};
    at::Tensor src = fromInts ? at::tensor(at::ArrayRef<std::int64_t>(m.intData), at::kLong)
                              : at::tensor(at::ArrayRef<double>(m.floatData), at::kDouble);
    return src.to(type).reshape(shape).contiguous();
}

bool isRunningVariance(const TensorMeta& m) {
    return m.name.find("buffers_running_var") != std::string::npos;
}

// graphnet-format.md 4.1-4.3.
at::Tensor replayTorch(const TensorMeta& m, const std::vector<std::int64_t>& shape, at::ScalarType type,
                       std::uint64_t seed) {
    at::Tensor out = at::empty(shape, at::TensorOptions().dtype(type));
    at::Tensor flat = out.view({-1});
    Stream values(seed, m.name, "values");
    if (isIntegral(m.dtype) && m.minVal && m.maxVal) {
        const auto lo = static_cast<std::int64_t>(*m.minVal);
        const auto hi = static_cast<std::int64_t>(*m.maxVal);
        fill<std::int64_t>(flat, values, [&](Stream& s) { return s.integer(lo, std::max(lo, hi)); });
        return out;
    }
    if (m.dtype == DType::Bool) {
        fill<std::int64_t>(flat, values, [](Stream& s) -> std::int64_t { return s.uniform() > 0.5 ? 1 : 0; });
        return out;
    }
    const double mean = m.mean.value_or(0.0);
    const double std = m.std.value_or(0.1);
    // Through doubles even for a constant: a mean beyond float16's range must become inf (and then be
    // replaced below), not make fill_ throw.
    if (std == 0)
        fill<double>(flat, values, [&](Stream&) { return mean; });
    else
        fill<double>(flat, values, [&](Stream& s) { return s.normal() * std * 0.2 + mean; });
    if (m.minVal)
        out.clamp_min_(*m.minVal);
    if (m.maxVal)
        out.clamp_max_(*m.maxVal);
    if (out.is_floating_point()) {
        at::Tensor bad = at::logical_not(at::isfinite(out));
        const std::int64_t nBad = bad.sum().item<std::int64_t>();
        if (nBad > 0) {
            Stream noise(seed, m.name, "non-finite");
            at::Tensor replacement = at::empty({nBad}, at::TensorOptions().dtype(type));
            fill<double>(replacement, noise, [](Stream& s) { return s.normal() * 0.01; });
            out.masked_scatter_(bad, replacement);
        }
        out.clamp_(-100.0, 100.0);
    }
    return out;
}

// graphnet-format.md 4.4.
at::Tensor replayPaddle(const TensorMeta& m, const std::vector<std::int64_t>& shape, at::ScalarType type,
                        std::uint64_t seed) {
    at::Tensor out = at::empty(shape, at::TensorOptions().dtype(type));
    at::Tensor flat = out.view({-1});
    Stream values(seed, m.name, "values");
    const double lo = m.minVal.value_or(0.0);
    const double hi = m.maxVal.value_or(2.0);
    if (m.dtype == DType::Bool) {
        fill<std::int64_t>(flat, values, [](Stream& s) { return s.integer(0, 1); });
    } else if (isIntegral(m.dtype)) {
        const auto ilo = static_cast<std::int64_t>(lo);
        const auto ihi = std::max(ilo, static_cast<std::int64_t>(hi));
        fill<std::int64_t>(flat, values, [&](Stream& s) { return s.integer(ilo, ihi); });
    } else if (m.mean && m.std) {
        const double mean = *m.mean, std = *m.std;
        fill<double>(flat, values,
                     [&](Stream& s) { return std::clamp(s.normal() * std * 0.2 + mean, lo, hi); });
    } else {
        fill<double>(flat, values, [&](Stream& s) { return lo + (s.uniform() - 0x1.0p-53) * (hi - lo); });
    }
    return out;
}

std::string gib(std::int64_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f GiB", static_cast<double>(bytes) / double(1 << 30));
    return buf;
}

} // namespace

std::int64_t synthesizedBytes(const std::vector<TensorMeta>& metas, Framework framework) {
    std::int64_t total = 0;
    for (const auto& m : metas)
        total += numelOf(shapeOf(m, framework)) * dtypeSize(m.dtype);
    return total;
}

Result<TensorList> synthesizeInputs(const std::vector<TensorMeta>& metas, const SynthesisOptions& options) {
    const std::int64_t bytes = synthesizedBytes(metas, options.framework);
    if (bytes > options.maxInputBytes)
        return Error{"", 0, 0,
                     "inputs and weights need " + gib(bytes) + ", more than the input memory budget of " +
                         gib(options.maxInputBytes) + " (--max-input-bytes); sample refused"};
    c10::Device device(c10::kCPU);
    try {
        device = c10::Device(options.device);
    } catch (const std::exception&) {
        return Error{"", 0, 0, "'" + options.device + "' is not a device (expected cpu, cuda or cuda:N)"};
    }
    TensorList list;
    try {
        for (const auto& m : metas) {
            const auto shape = shapeOf(m, options.framework);
            const at::ScalarType type = toScalarType(m.dtype);
            at::Tensor t;
            if (m.hasData) {
                auto lit = literal(m, shape, type);
                if (!lit)
                    return lit.error();
                t = std::move(*lit);
            } else if (options.framework == Framework::Paddle) {
                t = replayPaddle(m, shape, type, options.seed);
            } else {
                t = replayTorch(m, shape, type, options.seed);
            }
            if (isRunningVariance(m) && t.is_floating_point())
                t.clamp_min_(0.0);
            list.impl().add(m.name, device.is_cpu() ? t : t.to(device));
        }
    } catch (const std::exception& e) {
        return Error{"", 0, 0, std::string("synthesizing inputs failed: ") + e.what()};
    }
    return list;
}

} // namespace gnw::engine
