#include "widgets/common/RecordTableView.h"

#include <QHeaderView>
#include <QTableView>

namespace gnw::ui {

void setUpRecordTable(QTableView* view) {
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
}

} // namespace gnw::ui
