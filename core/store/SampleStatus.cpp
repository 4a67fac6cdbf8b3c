#include "core/store/SampleStatus.h"

#include <array>

namespace gnw {

namespace {
constexpr std::array<std::string_view, 6> kNames{
    "correct", "eager_fail", "compile_fail", "shape_mismatch", "type_mismatch", "runtime_fail",
};
} // namespace

std::string_view statusName(SampleStatus status) {
    return kNames[static_cast<std::size_t>(status)];
}

std::optional<SampleStatus> parseStatus(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<SampleStatus>(i);
    return std::nullopt;
}

} // namespace gnw
