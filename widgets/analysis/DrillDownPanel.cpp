#include "widgets/analysis/DrillDownPanel.h"

#include "widgets/analysis/SampleOutcomeModel.h"
#include "widgets/common/RecordTableView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace gnw::ui {

DrillDownPanel::DrillDownPanel(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_filter(new QLineEdit(this)),
      m_open(new QPushButton(tr("Open Sample"), this)), m_model(new SampleOutcomeModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this)) {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SampleOutcomeModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    setUpRecordTable(m_view);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_title->setTextFormat(Qt::PlainText);
    m_filter->setPlaceholderText(tr("Filter samples…"));
    m_filter->setClearButtonEnabled(true);
    m_open->setEnabled(false);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Close the sample list"));
    close->setAutoRaise(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addWidget(m_filter);
    bar->addWidget(m_open);
    bar->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QTableView::doubleClicked, this, &DrillDownPanel::requestCurrent);
    connect(m_open, &QPushButton::clicked, this, &DrillDownPanel::requestCurrent);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { m_open->setEnabled(current.isValid()); });
}

void DrillDownPanel::showSamples(const QString& title, std::vector<OutcomeRow> rows) {
    m_title->setText(tr("%1 — %n sample(s)", nullptr, static_cast<int>(rows.size())).arg(title));
    m_model->setRows(std::move(rows));
    m_view->resizeColumnsToContents();
    m_open->setEnabled(false);
    show();
}

QString DrillDownPanel::title() const {
    return m_title->text();
}

void DrillDownPanel::requestCurrent() {
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid())
        Q_EMIT sampleRequested(current.data(SampleOutcomeModel::SamplePathRole).toString());
}

} // namespace gnw::ui
