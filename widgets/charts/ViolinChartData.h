#pragma once
// What the violin chart draws: the violins of a curve set (core/analysis/ViolinGroups.h) in display
// order, with the set they point into.
#include "core/analysis/ViolinGroups.h"

#include <memory>
#include <vector>

namespace gnw::ui {

struct ViolinChartData {
    std::shared_ptr<const CurveSet> set;
    std::vector<ViolinGroup> groups; // in display order
    bool correctOnly = false;
};

} // namespace gnw::ui
