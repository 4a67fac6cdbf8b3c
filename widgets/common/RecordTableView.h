#pragma once
// The set-up every table of records here shares (samples, runs, results, tensors, sweeps): a click
// selects the whole record, rows carry no numbers (the records are sortable, so a row number means
// nothing), the last column takes the spare width and cells are read-only. A view that edits, such as the
// run history's names and notes, sets its own edit triggers after this.
class QTableView;

namespace gnw::ui {

void setUpRecordTable(QTableView* view);

} // namespace gnw::ui
