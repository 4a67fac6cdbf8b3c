#pragma once
// Table of indexed samples: a thin adapter over DatasetSession::records(). DisplayRole is formatted,
// SortRole carries raw numbers (-1 where a graph statistic is unknown, so those sort together), FilterRole
// the text the live filter searches, OpsRole the graph's node targets for `op:` filter terms.
#include "core/store/SampleResult.h"
#include "core/store/SampleStore.h"
#include "widgets/common/ColumnTableModel.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace gnw::ui {

class SampleListModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Category,
        Tag,
        Framework,
        Params,
        Bytes,
        Inputs,
        Weights,
        ModelPy,
        Nodes, // op nodes of model.py's forward (the parser's count)
        Flops, // estimated from shapes inferred on meta tensors; empty when not analysed
        DTypes,
        Valid,
        RunStatus,  // of the run chosen above the browser; empty without one
        RunSpeedup, // E2E speedup in that run
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        FilterRole, // name, tag and dtypes, lower-cased
        CategoryRole,
        TagRole,
        FrameworkRole,
        GroupRole, // "category/folder" for the source-folder tree
        RelPathRole,
        OpsRole,      // QStringList of the distinct node targets ("torch.conv2d", "F.relu", ...)
        StatusRole,   // the chosen run's upstream status ("correct", "compile_fail") and class, lower-case
        BackendsRole, // QStringList of the backends with a result for the sample in any run
    };

    // One sample's result in the chosen run.
    struct RowResult {
        SampleStatus status = SampleStatus::Correct;
        std::string failureClass, message;
        std::optional<double> speedup;
        QString speedupTip; // how it was measured (speedupToolTip)
    };

    explicit SampleListModel(QObject* parent = nullptr);

    void setRecords(const std::vector<SampleRecord>* records);
    // Per row (aligned with the records): the chosen run's result and the backends that have one.
    void setResults(std::vector<std::optional<RowResult>> chosenRun, std::vector<QStringList> backends);
    const SampleRecord* record(int row) const;
    int rowOf(const QString& relPath) const;
    // Row of the sample a foreign path names: results and logs carry paths from other machines
    // (`/data/GraphNet/samples/timm/resnet18`, `…/subgraph_0#2`), so the longest '/'-aligned tail that is
    // an indexed relative path wins. -1 when none is.
    int rowOfPathTail(const QString& path) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    QVariant resultData(int row, int column, int role) const;

    const std::vector<SampleRecord>* m_records = nullptr;
    std::vector<std::optional<RowResult>> m_results;
    std::vector<QStringList> m_backends;
};

// "category" or "category/first-folder" (a hub org, a Paddle model with subgraphs).
QString sourceGroupOf(const SampleSummary& s);

} // namespace gnw::ui
