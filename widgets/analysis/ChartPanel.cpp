#include "widgets/analysis/ChartPanel.h"

#include "widgets/charts/AnalysisChart.h"
#include "widgets/charts/ChartExport.h"
#include "widgets/common/WorkbenchSettings.h"

#include <QChartView>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSpinBox>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace gnw::ui {

namespace {
// Wheel zooms around the plot's centre; the zoom is reset from the panel.
class ZoomingChartView : public QChartView {
public:
    using QChartView::QChartView;

protected:
    void wheelEvent(QWheelEvent* event) override {
        const int delta = event->angleDelta().y();
        if (delta == 0)
            return QChartView::wheelEvent(event);
        chart()->zoom(delta > 0 ? 1.2 : 1 / 1.2);
        event->accept();
    }
};

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}
} // namespace

void ChartPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_chart->relayoutLegend();
}

ChartPanel::ChartPanel(AnalysisChart* chart, QWidget* parent)
    : QWidget(parent), m_chart(chart), m_view(new ZoomingChartView(chart, this)), m_dpi(new QSpinBox(this)) {
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(360, 240); // a chart beside a table on a 1280-pixel screen
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_dpi->setRange(50, 1200);
    m_dpi->setValue(300);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("Resolution of PNG exports (upstream saves at 300 dpi)"));

    // Export… is the button; copying the image and saving the numbers are on its menu (and the chart's
    // context menu), so the bar stays narrow enough for a 1280-pixel screen in every language.
    auto* exportButton =
        toolButton(tr("Export…"), tr("Save as PNG, SVG or PDF in the light report style"), this);
    auto* exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("Export…"), this, &ChartPanel::exportInteractively);
    exportMenu->addAction(tr("Copy Image"), this, &ChartPanel::copyImage);
    exportMenu->addAction(tr("Data as CSV…"), this, &ChartPanel::exportCsvInteractively);
    exportButton->setMenu(exportMenu);
    exportButton->setPopupMode(QToolButton::MenuButtonPopup);
    auto* resetButton = toolButton(tr("Reset Zoom"), tr("Undo wheel zooming"), this);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(exportButton);
    bar->addWidget(m_dpi);
    bar->addStretch(1);
    bar->addWidget(resetButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(exportButton, &QToolButton::clicked, this, &ChartPanel::exportInteractively);
    connect(resetButton, &QToolButton::clicked, this, [this] { m_chart->zoomReset(); });
    connect(m_view, &QWidget::customContextMenuRequested, this, &ChartPanel::showContextMenu);
}

int ChartPanel::dpi() const {
    return m_dpi->value();
}
void ChartPanel::setDpi(int dpi) {
    m_dpi->setValue(dpi);
}

Status ChartPanel::exportTo(const QString& path) const {
    ExportOptions options;
    options.dpi = dpi();
    return exportChart(*m_chart, path, options);
}

Status ChartPanel::exportCsv(const QString& path) const {
    return exportChartCsv(*m_chart, path);
}

void ChartPanel::copyImage() const {
    copyChartImage(*m_chart);
}

void ChartPanel::showToolTip(const QString& html) {
    if (html.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), html, m_view);
}

void ChartPanel::exportInteractively() {
    const QString dir = settings::chartExportFolder();
    QString selected;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QDir(dir).filePath(m_chart->fileStem() + QStringLiteral(".png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return;
    if (!exportFormatFor(path))
        path += selected.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selected.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                          : QStringLiteral(".png");
    settings::setChartExportFolder(QFileInfo(path).absolutePath());
    if (const auto written = exportTo(path); !written)
        QMessageBox::warning(this, tr("Export Chart"), QString::fromStdString(written.error().toString()));
}

void ChartPanel::exportCsvInteractively() {
    const QString dir = settings::chartExportFolder();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Chart Data"), QDir(dir).filePath(m_chart->fileStem() + QStringLiteral(".csv")),
        tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    settings::setChartExportFolder(QFileInfo(path).absolutePath());
    if (const auto written = exportCsv(path); !written)
        QMessageBox::warning(this, tr("Save Chart Data"), QString::fromStdString(written.error().toString()));
}

void ChartPanel::showContextMenu(const QPoint& at) {
    QMenu menu(this);
    menu.addAction(tr("Export…"), this, &ChartPanel::exportInteractively);
    menu.addAction(tr("Copy Image"), this, &ChartPanel::copyImage);
    menu.addAction(tr("Data as CSV…"), this, &ChartPanel::exportCsvInteractively);
    menu.addSeparator();
    menu.addAction(tr("Reset Zoom"), this, [this] { m_chart->zoomReset(); });
    menu.exec(m_view->mapToGlobal(at));
}

} // namespace gnw::ui
