#include "widgets/dataset/SampleBrowser.h"

#include "widgets/common/RecordTableView.h"
#include "widgets/dataset/SampleFilterProxy.h"
#include "widgets/dataset/SampleListModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace gnw::ui {

SampleBrowser::SampleBrowser(SampleListModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_proxy(new SampleFilterProxy(this)), m_filter(new QLineEdit(this)),
      m_run(new QComboBox(this)), m_count(new QLabel(this)), m_view(new QTableView(this)) {
    m_proxy->setSourceModel(m_model);
    m_filter->setPlaceholderText(
        tr("Filter by name, tag, model or dtype… (op:NAME, status:failed, backend:NAME)"));
    m_filter->setToolTip(
        tr("Every word must occur in the sample's name, tag, model name or dtypes.\n"
           "op:NAME keeps samples with a node whose target contains NAME, e.g.\n"
           "op:scaled_dot_product_attention or op:conv2d. Sort by the Nodes and FLOPs columns\n"
           "(FLOPs are estimated from shapes inferred on meta tensors while indexing).\n"
           "status:failed, status:correct or status:CLASS keep samples by their result in the run chosen\n"
           "on the right; backend:NAME keeps samples with a result from backend NAME in any run."));
    m_run->setObjectName(QStringLiteral("resultRun"));
    m_run->setToolTip(tr("The run whose status and speedup the table shows"));
    m_run->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_filter->setClearButtonEnabled(true);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SampleListModel::Name, Qt::AscendingOrder);
    setUpRecordTable(m_view);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // several samples for a new run
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setColumnWidth(SampleListModel::Name, 300);
    m_view->setColumnWidth(SampleListModel::Tag, 130);

    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    top->addWidget(new QLabel(tr("Results of:"), this));
    top->addWidget(m_run);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &SampleFilterProxy::setText);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &SampleBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &SampleBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &SampleBrowser::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &SampleBrowser::updateCount);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    Q_EMIT sampleActivated(m_proxy->mapToSource(current).row());
            });
    connect(m_run, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT resultRunChanged(resultRun()); });
    updateCount();
}

void SampleBrowser::setResultRuns(const QList<QPair<qint64, QString>>& runs) {
    const qint64 current = resultRun();
    {
        const QSignalBlocker block(m_run);
        m_run->clear();
        m_run->addItem(tr("no run"), qint64(0));
        for (const auto& [id, label] : runs)
            m_run->addItem(label, id);
        const int keep = m_run->findData(current);
        m_run->setCurrentIndex(keep > 0 ? keep : m_run->count() - 1);
    }
    if (resultRun() != current)
        Q_EMIT resultRunChanged(resultRun());
}

qint64 SampleBrowser::resultRun() const {
    return m_run->currentData().toLongLong();
}

void SampleBrowser::setResultRun(qint64 runId) {
    if (const int i = m_run->findData(runId); i >= 0)
        m_run->setCurrentIndex(i);
}

void SampleBrowser::setGroup(int role, const QString& value) {
    m_proxy->setGroup(role, value);
    updateCount();
}

void SampleBrowser::selectRelPath(const QString& relPath) {
    const int row = m_model->rowOf(relPath);
    if (row < 0)
        return;
    const auto idx = m_proxy->mapFromSource(m_model->index(row, 0));
    if (idx.isValid()) {
        m_view->setCurrentIndex(idx);
        m_view->scrollTo(idx);
    }
}

QStringList SampleBrowser::selectedRelPaths() const {
    QStringList out;
    for (const auto& idx : m_view->selectionModel()->selectedRows())
        out << idx.data(SampleListModel::RelPathRole).toString();
    return out;
}

QStringList SampleBrowser::shownRelPaths() const {
    QStringList out;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        out << m_proxy->index(row, 0).data(SampleListModel::RelPathRole).toString();
    return out;
}

void SampleBrowser::resetFilters() {
    m_filter->clear();
    setGroup(0, QString());
}

void SampleBrowser::updateCount() {
    m_count->setText(tr("%1 of %2 samples").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

} // namespace gnw::ui
