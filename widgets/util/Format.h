#pragma once
// Display formatting shared by models and views (DisplayRole text; raw values go in SortRole).
#include "core/dataset/SampleAnalysis.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace gnw::ui {

QString humanBytes(std::int64_t bytes);                    // "1.5 MiB"
QString humanCount(std::int64_t n);                        // "1.2 M"
QString humanFlops(double v);                              // "3.42 G" (beyond int64 for large graphs)
QString shapeText(const std::vector<std::int64_t>& shape); // "[1, 3, 224, 224]"
QString numberText(double v);                              // compact, keeps nan/inf readable
QString durationText(double seconds);                      // roughDuration: "4.4 s", "12 min", "3.2 h"
QString clockText(double seconds);                         // a running clock: "4:05", "1:02:03"
// "3.42 G FLOPs, 1.2 MiB moved; shapes of 40 of 42 nodes inferred" (an analysed sample's estimates).
QString analysisCostText(const SampleAnalysis& a);

} // namespace gnw::ui
