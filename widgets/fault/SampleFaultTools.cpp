#include "widgets/fault/SampleFaultTools.h"

#include "widgets/fault/LocateFaultDialog.h"
#include "widgets/fault/SlowdownMapDialog.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/sample/SamplePage.h"
#include "widgets/sample/SampleResultsTab.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTabWidget>

namespace gnw::ui {

SampleFaultTools::SampleFaultTools(SamplePage* page, QWidget* dialogParent)
    : QObject(dialogParent), m_page(page), m_dialogParent(dialogParent) {
    connect(page->resultsTab(), &SampleResultsTab::locateRequested, this, &SampleFaultTools::locate);
    connect(page->resultsTab(), &SampleResultsTab::slowdownRequested, this, &SampleFaultTools::slowdownMap);
}

bool SampleFaultTools::requestFor(int row, LocateRequest& request, const QString& kind) const {
    const auto* r = m_page->resultsTab()->model()->row(row);
    if (!r || !m_page->sample())
        return false;
    request.sampleDir = m_page->sampleDir();
    request.samplePath = QString::fromStdString(m_page->sample()->summary.relPath);
    request.backend = QString::fromStdString(r->run.compiler);
    request.device = QString::fromStdString(r->run.device);
    request.seed = r->run.seed.value_or(123);
    request.runConfigJson = QString::fromStdString(r->run.configJson);
    QString slug = request.samplePath;
    slug.replace(QLatin1Char('/'), QLatin1Char('_'));
    // Beside the default store (<data>/<application>/, MainWindow::defaultStorePath), not under
    // AppDataLocation, which names the application twice.
    request.outDir = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                         .filePath(QStringLiteral("%1/%2/%3/run-%4")
                                       .arg(QCoreApplication::applicationName(), kind, slug)
                                       .arg(r->run.id));
    return true;
}

LocateFaultDialog* SampleFaultTools::locate(int row) {
    const auto* r = m_page->resultsTab()->model()->row(row);
    auto service = FaultLocatorService::defaultService();
    LocateRequest request;
    if (!r || !service || !SampleResultsModel::locatable(r->result) ||
        !requestFor(row, request, QStringLiteral("locate")))
        return nullptr;
    if (m_locateDialog)
        m_locateDialog->close();
    auto* dialog = new LocateFaultDialog(request, service, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &LocateFaultDialog::showLineRequested, m_page, &SamplePage::showLine);
    m_locateDialog = dialog;
    dialog->show();
    dialog->start();
    return dialog;
}

SlowdownMapDialog* SampleFaultTools::slowdownMap(int row) {
    const auto* r = m_page->resultsTab()->model()->row(row);
    auto service = FaultLocatorService::defaultService();
    LocateRequest request;
    if (!r || !service || !r->result.speedupE2e || !requestFor(row, request, QStringLiteral("slowdown")))
        return nullptr;
    if (m_slowdownDialog)
        m_slowdownDialog->close();
    auto* dialog = new SlowdownMapDialog(request, service, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SlowdownMapDialog::mapRequested, this, [this](const NodeOverlay& overlay) {
        m_page->tabs()->setCurrentWidget(m_page->graphPage());
        m_page->graphPage()->setOverlay(overlay);
    });
    m_slowdownDialog = dialog;
    dialog->show();
    dialog->start();
    return dialog;
}

} // namespace gnw::ui
