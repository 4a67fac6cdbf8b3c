#include "widgets/dataset/DatasetDock.h"

#include <QComboBox>
#include <QHeaderView>
#include <QTreeView>
#include <QVBoxLayout>

namespace gnw::ui {

DatasetDock::DatasetDock(QWidget* parent)
    : QDockWidget(tr("Dataset"), parent), m_model(new CategoryTreeModel(this)), m_grouping(new QComboBox),
      m_view(new QTreeView) {
    setObjectName(QStringLiteral("datasetDock"));
    m_grouping->addItem(tr("By source folder"), int(CategoryTreeModel::Grouping::SourceFolder));
    m_grouping->addItem(tr("By heuristic tag"), int(CategoryTreeModel::Grouping::HeuristicTag));
    m_grouping->addItem(tr("By framework"), int(CategoryTreeModel::Grouping::Framework));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_grouping);
    layout->addWidget(m_view, 1);
    setWidget(body);

    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                Q_EMIT groupSelected(current.data(CategoryTreeModel::FilterRoleRole).toInt(),
                                     current.data(CategoryTreeModel::FilterValueRole).toString());
            });
}

void DatasetDock::setRecords(const std::vector<SampleRecord>& records) {
    m_records = &records;
    rebuild();
}

void DatasetDock::rebuild() {
    if (!m_records)
        return;
    m_model->rebuild(*m_records, CategoryTreeModel::Grouping(m_grouping->currentData().toInt()));
    m_view->expandToDepth(0);
    Q_EMIT groupSelected(0, QString());
}

} // namespace gnw::ui
