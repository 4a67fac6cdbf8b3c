#include "widgets/dataset/SampleResultColumns.h"

#include "widgets/dataset/SampleListModel.h"
#include "widgets/run/RunResultsCache.h"
#include "widgets/util/ResultText.h"

namespace gnw::ui {

void fillSampleResults(RunResultsCache& cache, SampleListModel& model, qint64 chosenRunId) {
    const int rows = model.rowCount();
    std::vector<std::optional<SampleListModel::RowResult>> chosen(rows);
    std::vector<QStringList> backends(rows);
    for (const auto& run : cache.runs()) {
        const QString backend = QString::fromStdString(run.compiler);
        for (const auto& r : cache.results(run.id)) {
            const int row = model.rowOfPathTail(QString::fromStdString(r.samplePath));
            if (row < 0 || row >= rows)
                continue;
            if (!backends[row].contains(backend))
                backends[row] << backend;
            if (run.id == chosenRunId)
                chosen[row] = SampleListModel::RowResult{r.status, r.failureClass, r.message, r.speedupE2e,
                                                         speedupToolTip(r)};
        }
    }
    model.setResults(std::move(chosen), std::move(backends));
}

} // namespace gnw::ui
