#include "widgets/charts/ChartExport.h"

#include "widgets/charts/AnalysisChart.h"

#include <QChart>
#include <QClipboard>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

namespace gnw::ui {

namespace {
// The chart's title as one line of plain text for file metadata: its lines (a rich-text title with the
// report caption) joined by " | ".
QString plainTitle(const QChart* chart) {
    QString text = QTextDocumentFragment::fromHtml(chart->title()).toPlainText();
    text.replace(QChar::LineSeparator, QStringLiteral(" | "))
        .replace(QLatin1Char('\n'), QStringLiteral(" | "));
    return text;
}

Error fileError(const QString& path, const QString& message) {
    return Error{path.toStdString(), 0, 0, message.toStdString()};
}

QSizeF logicalSize(const QSizeF& inches) {
    return inches * kReportDpi;
}

// Lays the chart out at `size` in a scene of its own and paints it into `target` on the painter.
void paintChart(QChart* chart, const QSizeF& size, QPainter& painter, const QRectF& target) {
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    scene.render(&painter, target, scene.sceneRect(), Qt::IgnoreAspectRatio);
    scene.removeItem(chart); // the scene must not delete it
}
} // namespace

std::optional<ExportFormat> exportFormatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ExportFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    return std::nullopt;
}

QImage renderChartImage(QChart* chart, const QSizeF& sizeInches, int dpi) {
    const QSize pixels = (sizeInches * dpi).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    QPainter painter(&image);
    paintChart(chart, logicalSize(sizeInches), painter, QRectF(image.rect()));
    return image;
}

Status renderChartToFile(QChart* chart, const QString& path, const ExportOptions& options) {
    const auto format = exportFormatFor(path);
    if (!format)
        return fileError(path, QStringLiteral("expected a .png, .svg or .pdf file name"));
    if (options.dpi < 10 || options.dpi > 2400 || options.sizeInches.isEmpty())
        return fileError(path, QStringLiteral("expected a DPI in [10, 2400] and a non-empty size"));
    const QSizeF size = logicalSize(options.sizeInches);
    switch (*format) {
    case ExportFormat::Png: {
        QImageWriter writer(path, "png");
        if (!writer.write(renderChartImage(chart, options.sizeInches, options.dpi)))
            return fileError(path, writer.errorString());
        return Ok{};
    }
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setResolution(static_cast<int>(kReportDpi));
        // QSvgGenerator writes the title into <title> as it is: rich text would break the XML.
        svg.setTitle(plainTitle(chart).toHtmlEscaped());
        svg.setDescription(QStringLiteral("GraphNet Workbench chart"));
        QPainter painter;
        if (!painter.begin(&svg))
            return fileError(path, QStringLiteral("cannot write the file"));
        paintChart(chart, size, painter, QRectF(QPointF(0, 0), size));
        painter.end();
        return Ok{};
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(options.sizeInches, QPageSize::Inch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(options.dpi);
        pdf.setTitle(plainTitle(chart));
        pdf.setCreator(QStringLiteral("GraphNet Workbench"));
        QPainter painter;
        if (!painter.begin(&pdf))
            return fileError(path, QStringLiteral("cannot write the file"));
        paintChart(chart, size, painter, QRectF(QPointF(0, 0), options.sizeInches * options.dpi));
        painter.end();
        return Ok{};
    }
    }
    return Ok{};
}

Status exportChart(const AnalysisChart& chart, const QString& path, const ExportOptions& options) {
    const auto copy = chart.reportCopy();
    return renderChartToFile(copy.get(), path, options);
}

void copyChartImage(const AnalysisChart& chart, int dpi) {
    const auto copy = chart.reportCopy();
    QGuiApplication::clipboard()->setImage(renderChartImage(copy.get(), reportSizeInches(), dpi));
}

Status exportChartCsv(const AnalysisChart& chart, const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return fileError(path, file.errorString());
    file.write(chart.csv().toUtf8());
    if (!file.commit())
        return fileError(path, file.errorString());
    return Ok{};
}

} // namespace gnw::ui
