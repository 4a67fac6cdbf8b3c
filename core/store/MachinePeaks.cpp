#include "core/store/MachinePeaks.h"

#include <algorithm>

namespace gnw {

std::optional<double> MachinePeaks::peakFlops(const std::string& dtype) const {
    if (const auto it = gemmFlops.find(dtype); it != gemmFlops.end())
        return it->second;
    if (const auto it = gemmFlops.find("float32"); it != gemmFlops.end())
        return it->second;
    if (gemmFlops.empty())
        return std::nullopt;
    return std::max_element(gemmFlops.begin(), gemmFlops.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->second;
}

std::optional<double> MachinePeaks::bandwidth() const {
    return triadBandwidth ? triadBandwidth : copyBandwidth;
}

std::optional<double> MachinePeaks::roof(double intensity, const std::string& dtype) const {
    const auto peak = peakFlops(dtype);
    const auto bw = bandwidth();
    if (!peak || !bw)
        return std::nullopt;
    return std::min(*peak, intensity * *bw);
}

} // namespace gnw
