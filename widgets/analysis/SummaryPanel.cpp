#include "widgets/analysis/SummaryPanel.h"

#include "widgets/analysis/TextTableModel.h"
#include "widgets/common/RecordTableView.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace gnw::ui {

namespace {

QTableView* sortableView(QAbstractItemModel* model, QWidget* parent) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(TextTableModel::SortRole);
    auto* view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the report's own order until a header is clicked
    setUpRecordTable(view);
    return view;
}

} // namespace

SummaryPanel::SummaryPanel(RunLoader loader, QWidget* parent)
    : QWidget(parent), m_loader(std::move(loader)), m_base(new QComboBox(this)),
      m_newRun(new QComboBox(this)), m_byCategory(new QCheckBox(tr("Per category"), this)),
      m_warning(new QLabel(this)), m_summary(new TextTableModel(this)),
      m_categories(new TextTableModel(this)), m_samples(new TextTableModel(this)),
      m_summaryView(sortableView(m_summary, this)), m_categoryView(sortableView(m_categories, this)),
      m_sampleView(sortableView(m_samples, this)),
      m_sampleProxy(static_cast<QSortFilterProxyModel*>(m_sampleView->model())) {
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #b35900"));
    m_warning->hide();

    // Run names say what distinguishes runs and can be long: the combos show the start of them (the full
    // name is in their list) rather than widening the page past a small screen.
    for (QComboBox* box : {m_base, m_newRun}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Base run"), this));
    bar->addWidget(m_base, 1);
    bar->addWidget(new QLabel(tr("New run"), this));
    bar->addWidget(m_newRun, 1);
    bar->addWidget(m_byCategory);
    auto* copy = new QToolButton(this);
    copy->setText(tr("Copy Table"));
    copy->setToolTip(tr("Copy the summary, categories and samples as Markdown, LaTeX or CSV"));
    copy->setPopupMode(QToolButton::InstantPopup);
    auto* formats = new QMenu(copy);
    const std::pair<QString, TableFormat> copies[] = {{tr("Copy Markdown"), TableFormat::Markdown},
                                                      {tr("Copy LaTeX"), TableFormat::Latex},
                                                      {tr("Copy CSV"), TableFormat::Csv}};
    for (const auto& [label, format] : copies)
        formats->addAction(label, this,
                           [this, f = format] { QApplication::clipboard()->setText(reportText(f)); });
    copy->setMenu(formats);
    bar->addWidget(copy);

    auto* changes = new QSplitter(Qt::Horizontal, this);
    changes->addWidget(m_categoryView);
    changes->addWidget(m_sampleView);
    changes->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_summaryView);
    split->addWidget(changes);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_warning);
    layout->addWidget(split, 1);

    connect(m_base, &QComboBox::currentIndexChanged, this, &SummaryPanel::update);
    connect(m_byCategory, &QCheckBox::toggled, this, &SummaryPanel::update);
    connect(m_newRun, &QComboBox::currentIndexChanged, this, &SummaryPanel::showComparison);
    connect(m_sampleView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const int row = m_sampleProxy->mapToSource(index).row();
        if (row >= 0 && row < m_samplePaths.size())
            Q_EMIT sampleRequested(m_samplePaths[row]);
    });
}

void SummaryPanel::setRuns(const std::vector<std::int64_t>& checked, const std::vector<RunRecord>& all) {
    m_checked = checked;
    const qint64 base = m_base->currentData().toLongLong();
    {
        const QSignalBlocker block(m_base);
        m_base->clear();
        m_base->addItem(tr("(none)"), QVariant::fromValue<qint64>(0));
        for (const auto& r : all)
            m_base->addItem(QStringLiteral("#%1 %2").arg(r.id).arg(QString::fromStdString(runLabel(r, all))),
                            QVariant::fromValue<qint64>(r.id));
        m_base->setCurrentIndex(std::max(0, m_base->findData(QVariant::fromValue<qint64>(base))));
    }
    update();
}

void SummaryPanel::setBase(std::int64_t runId) {
    m_base->setCurrentIndex(std::max(0, m_base->findData(QVariant::fromValue<qint64>(runId))));
}

void SummaryPanel::setByCategory(bool byCategory) {
    m_byCategory->setChecked(byCategory);
}

QString SummaryPanel::reportText(TableFormat format) const {
    return QString::fromStdString(renderSummaryReport(m_report, format));
}

void SummaryPanel::update() {
    const std::int64_t base = m_base->currentData().toLongLong();
    m_runs.clear();
    if (base != 0)
        if (auto run = m_loader(base))
            m_runs.push_back(std::move(run));
    for (const auto id : m_checked)
        if (id != base)
            if (auto run = m_loader(id))
                m_runs.push_back(std::move(run));
    const bool withBase = base != 0 && !m_runs.empty() && m_runs.front()->run.id == base;
    m_report = summaryReport(m_runs, m_byCategory->isChecked(), withBase);
    m_summary->setTable(summaryTable(m_report.rows));
    m_summaryView->resizeColumnsToContents();
    {
        const QSignalBlocker block(m_newRun);
        const QString current = m_newRun->currentText();
        m_newRun->clear();
        for (const auto& c : m_report.against)
            m_newRun->addItem(QString::fromStdString(c.next));
        m_newRun->setCurrentIndex(std::max(0, m_newRun->findText(current)));
    }
    m_newRun->setEnabled(!m_report.against.empty());
    showComparison();
}

void SummaryPanel::showComparison() {
    const int i = m_newRun->currentIndex();
    m_samplePaths.clear();
    if (i < 0 || i >= static_cast<int>(m_report.against.size())) {
        m_categories->setTable({});
        m_samples->setTable({});
        m_warning->hide();
        return;
    }
    const auto& c = m_report.against[i];
    m_categories->setTable(categoryChangeTable(c.report));
    for (const SampleChange* s : listedChanges(c.report))
        m_samplePaths << QString::fromStdString((s->next ? s->next : s->base)->samplePath);
    m_samples->setTable(sampleChangeTable(c.report));
    m_categoryView->resizeColumnsToContents();
    m_sampleView->resizeColumnsToContents();
    QStringList differ;
    for (const auto& s : c.report.settingsDiffer)
        differ << QString::fromStdString(s);
    m_warning->setText(tr("%1 and %2 were measured under different settings: %3")
                           .arg(QString::fromStdString(c.base), QString::fromStdString(c.next),
                                differ.join(QStringLiteral("; "))));
    m_warning->setVisible(!differ.isEmpty());
}

} // namespace gnw::ui
