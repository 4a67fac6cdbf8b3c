#pragma once
// How one stored result reads and looks everywhere the workbench shows it (run monitor, browser columns,
// the sample's Results tab): the same words and the same colours.
#include "core/store/SampleResult.h"

#include <QColor>
#include <QString>
#include <optional>

namespace gnw::ui {

// "correct", or the upstream status with the engine's class: "compile_fail (compile_error)".
QString resultStatusText(const SampleResult& result);
QColor statusColor(SampleStatus status);
// The E2E speedup ("1.23×") or "–" when there is none.
QString speedupText(const std::optional<double>& speedup);
// Green above 1, red below, on a log scale up to 4× either way; invalid when there is no speedup.
QColor speedupColor(const std::optional<double>& speedup);
// How a speedup was measured, for its tool tip: baseline, protocol, 95% interval, timed calls, backend
// version (engine results; an imported upstream result has only the number).
QString speedupToolTip(const SampleResult& result);
// The first line of a failure message, shortened for a table cell.
QString shortMessage(const std::string& message);

} // namespace gnw::ui
