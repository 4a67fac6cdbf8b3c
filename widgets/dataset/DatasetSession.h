#pragma once
// The open dataset: which folder, which store, the indexed sample records, and background (re)indexing
// with progress and cancel. Views read records through the item models, never from the store directly.
#include "core/index/Indexer.h"
#include "core/store/SampleStore.h"

#include "widgets/common/BackgroundJob.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <memory>
#include <vector>

namespace gnw::ui {

class DatasetSession : public QObject {
    Q_OBJECT
public:
    explicit DatasetSession(QString storePath, QObject* parent = nullptr);
    ~DatasetSession() override;

    QString storePath() const { return m_storePath; }
    QString datasetRoot() const { return m_root; }
    const std::vector<SampleRecord>& records() const { return m_records; }
    bool isIndexing() const { return m_indexJob.isBusy(); }
    // The store's newest cost model's predicted eager seconds per relative path of this root (empty when
    // no model has predicted this dataset: `graphnet-bench cost-model predict`), and which model that is.
    const QHash<QString, double>& predictedEager() const { return m_predictedEager; }
    QString predictionModel() const { return m_predictionModel; }

    // Shows what the store already has for `root` at once, then re-indexes it in the background.
    void open(const QString& root);
    void reindex(bool force = false);
    // Stops indexing early; indexingFinished still reports what was done.
    void cancel();
    // Blocks until the current indexing job ends (tests, shutdown).
    void waitForIdle();

    // Runs during indexing for the graph statistics only an engine can compute (shapes, FLOPs; see
    // core/dataset/SampleAnalysis.h). The widgets do not link LibTorch: the application injects the engine's
    // analyzer, either per session or, before any session exists, as the default every new session takes.
    void setAnalyzer(std::shared_ptr<const SampleAnalyzer> analyzer) { m_analyzer = std::move(analyzer); }
    const std::shared_ptr<const SampleAnalyzer>& analyzer() const { return m_analyzer; }
    static void setDefaultAnalyzer(std::shared_ptr<const SampleAnalyzer> analyzer);

Q_SIGNALS:
    void recordsChanged();
    void indexingStarted(const QString& root);
    void progress(qint64 done, qint64 total, const QString& current);
    void indexingFinished(bool cancelled, const QString& summary);
    void failed(const QString& message);

private:
    void loadRecords();
    void onFinished(const Result<IndexReport>& result);

    QString m_storePath;
    QString m_root;
    std::vector<SampleRecord> m_records;
    QHash<QString, double> m_predictedEager;
    QString m_predictionModel;
    std::shared_ptr<const SampleAnalyzer> m_analyzer;
    BackgroundJob m_indexJob;
};

} // namespace gnw::ui
