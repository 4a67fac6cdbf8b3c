#include "widgets/analysis/ComparisonPanel.h"

#include "widgets/analysis/ChartPanel.h"
#include "widgets/analysis/ComparisonChart.h"
#include "widgets/analysis/StatusChangeModel.h"
#include "widgets/common/RecordTableView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace gnw::ui {

ComparisonPanel::ComparisonPanel(RunLoader loader, QWidget* parent)
    : QWidget(parent), m_loader(std::move(loader)), m_runA(new QComboBox(this)), m_runB(new QComboBox(this)),
      m_chart(new ComparisonChart(ChartStyle::screen(palette()))),
      m_chartPanel(new ChartPanel(m_chart, this)), m_changes(new StatusChangeModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this)) {
    m_proxy->setSourceModel(m_changes);
    m_proxy->setSortRole(StatusChangeModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    setUpRecordTable(m_view);

    for (QComboBox* box : {m_runA, m_runB}) { // long run names: see SummaryPanel
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    auto* picker = new QHBoxLayout;
    picker->addWidget(new QLabel(tr("Run A"), this));
    picker->addWidget(m_runA, 1);
    picker->addWidget(new QLabel(tr("Run B"), this));
    picker->addWidget(m_runB, 1);
    auto* table = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(table);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(new QLabel(tr("Samples whose status changed"), table));
    tableLayout->addWidget(m_view, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_chartPanel);
    split->addWidget(table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(picker);
    layout->addWidget(split, 1);

    for (auto* box : {m_runA, m_runB})
        connect(box, &QComboBox::currentIndexChanged, this, &ComparisonPanel::update);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        Q_EMIT sampleRequested(index.data(StatusChangeModel::SamplePathRole).toString());
    });
    connect(m_chart, &ComparisonChart::sampleHovered, this, [this](int sample, bool entered) {
        m_chartPanel->showToolTip(entered ? m_chart->sampleText(sample) : QString());
    });
    connect(m_chart, &ComparisonChart::sampleClicked, this, [this](int sample) {
        const auto& s = m_chart->comparison()->samples[sample];
        Q_EMIT sampleRequested(QString::fromStdString((s.b ? s.b : s.a)->samplePath));
    });
}

void ComparisonPanel::setRuns(const std::vector<RunRecord>& runs) {
    const qint64 a = m_runA->currentData().toLongLong(), b = m_runB->currentData().toLongLong();
    for (auto* box : {m_runA, m_runB}) {
        const QSignalBlocker block(box);
        box->clear();
        for (const auto& r : runs)
            box->addItem(QStringLiteral("#%1 %2").arg(r.id).arg(QString::fromStdString(runLabel(r, runs))),
                         QVariant::fromValue<qint64>(r.id));
    }
    const int ia = std::max(0, m_runA->findData(QVariant::fromValue<qint64>(a)));
    int ib = m_runB->findData(QVariant::fromValue<qint64>(b));
    if (ib < 0)
        ib = std::min(1, m_runB->count() - 1);
    // A run compared with itself shows nothing: B is then the newest other run (with one run there is
    // none; when a second arrives, it becomes B).
    if (ib == ia && m_runB->count() > 1)
        ib = ia == m_runB->count() - 1 ? m_runB->count() - 2 : m_runB->count() - 1;
    const QSignalBlocker blockA(m_runA), blockB(m_runB);
    m_runA->setCurrentIndex(ia);
    m_runB->setCurrentIndex(std::max(0, ib));
    update();
}

void ComparisonPanel::compare(std::int64_t runA, std::int64_t runB) {
    const QSignalBlocker blockA(m_runA), blockB(m_runB);
    m_runA->setCurrentIndex(m_runA->findData(QVariant::fromValue<qint64>(runA)));
    m_runB->setCurrentIndex(m_runB->findData(QVariant::fromValue<qint64>(runB)));
    update();
}

void ComparisonPanel::update() {
    const auto a = m_runA->currentIndex() >= 0 ? m_loader(m_runA->currentData().toLongLong()) : nullptr;
    const auto b = m_runB->currentIndex() >= 0 ? m_loader(m_runB->currentData().toLongLong()) : nullptr;
    if (!a || !b) {
        m_changes->setComparison(RunComparison{});
        return;
    }
    auto comparison = std::make_shared<const RunComparison>(compareRuns(a, b));
    m_changes->setComparison(*comparison);
    m_chart->setComparison(comparison);
    m_view->resizeColumnsToContents();
}

} // namespace gnw::ui
