#pragma once
// Fills the sample table's Status and Speedup columns from one chosen run and, for `backend:` filters,
// which backends have a result for each sample in any run of the store.
#include <QtGlobal>

namespace gnw::ui {

class RunResultsCache;
class SampleListModel;

// `chosenRunId` 0 = no run: the two columns stay empty.
void fillSampleResults(RunResultsCache& cache, SampleListModel& model, qint64 chosenRunId);

} // namespace gnw::ui
