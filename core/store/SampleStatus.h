#pragma once
// Upstream's per-sample status (graph_net_bench/analysis_util.py, spec 5.3). Stored as its upstream
// spelling so that exported logs and upstream tools agree on it.
#include <cstdint>
#include <optional>
#include <string_view>

namespace gnw {

enum class SampleStatus : std::uint8_t {
    Correct,
    EagerFail,
    CompileFail,
    ShapeMismatch,
    TypeMismatch,
    RuntimeFail,
};

std::string_view statusName(SampleStatus status); // "correct", "eager_fail", ...
std::optional<SampleStatus> parseStatus(std::string_view name);

} // namespace gnw
