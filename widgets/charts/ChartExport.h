#pragma once
// Renders a chart to PNG (chosen DPI), SVG or PDF, to the clipboard, and writes CSV. The chart is laid
// out at a fixed logical size (1/96 in units), so fonts and line widths keep their proportions at any
// DPI; callers pass a report copy (AnalysisChart::reportCopy()) so exports never inherit the screen theme.
#include "core/util/Result.h"
#include "widgets/charts/ChartStyle.h"

#include <QImage>
#include <QSizeF>
#include <QString>
#include <optional>

class QChart;

namespace gnw::ui {

class AnalysisChart;

enum class ExportFormat { Png, Svg, Pdf };

// By the file's suffix (png, svg, pdf; case-insensitive).
std::optional<ExportFormat> exportFormatFor(const QString& path);

struct ExportOptions {
    QSizeF sizeInches = reportSizeInches();
    int dpi = 300; // PNG pixels per inch (upstream saves at 300); PDF resolution
};

QImage renderChartImage(QChart* chart, const QSizeF& sizeInches, int dpi);
Status renderChartToFile(QChart* chart, const QString& path, const ExportOptions& options = {});

// The chart's report copy to `path` (format by suffix).
Status exportChart(const AnalysisChart& chart, const QString& path, const ExportOptions& options = {});
// The report copy as an image on the clipboard.
void copyChartImage(const AnalysisChart& chart, int dpi = 150);
// The data behind the chart (AnalysisChart::csv()) to `path`.
Status exportChartCsv(const AnalysisChart& chart, const QString& path);

} // namespace gnw::ui
