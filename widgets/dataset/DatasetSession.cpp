#include "widgets/dataset/DatasetSession.h"

#include "core/store/CostModelStore.h"
#include "core/store/Database.h"

#include <QPointer>

namespace gnw::ui {

namespace {
std::shared_ptr<const SampleAnalyzer>& defaultAnalyzer() {
    static std::shared_ptr<const SampleAnalyzer> analyzer;
    return analyzer;
}
} // namespace

void DatasetSession::setDefaultAnalyzer(std::shared_ptr<const SampleAnalyzer> analyzer) {
    defaultAnalyzer() = std::move(analyzer);
}

DatasetSession::DatasetSession(QString storePath, QObject* parent)
    : QObject(parent), m_storePath(std::move(storePath)), m_analyzer(defaultAnalyzer()) {}

DatasetSession::~DatasetSession() {
    m_indexJob.cancel();
    waitForIdle();
}

void DatasetSession::open(const QString& root) {
    // The previous folder's indexing is dropped: its report would describe a dataset no longer shown.
    m_indexJob.cancel();
    waitForIdle();
    m_root = QString::fromStdString(datasetKey(root.toStdString()));
    loadRecords();
    reindex();
}

void DatasetSession::reindex(bool force) {
    if (m_root.isEmpty() || isIndexing())
        return;
    QPointer<DatasetSession> self(this);
    const std::string store = m_storePath.toStdString();
    const std::string root = m_root.toStdString();
    Q_EMIT indexingStarted(m_root);
    // The job opens its own connection: SQLite connections are not shared across threads here.
    auto analyzer = m_analyzer;
    m_indexJob.start(
        [store, root, force, self, analyzer](std::stop_token stop) -> std::optional<Result<IndexReport>> {
            auto db = Database::open(store);
            if (!db)
                return Result<IndexReport>(db.error());
            IndexOptions options;
            options.force = force;
            options.analyzer = analyzer;
            try {
                bool analysing = false;
                return indexDataset(*db, root, options, [&](const IndexProgress& p) {
                    // Every summary is stored once the analysis starts: show the samples while it streams in.
                    const bool reload = p.stage == IndexStage::Analysing && !analysing;
                    analysing = p.stage == IndexStage::Analysing;
                    if (p.total > 0)
                        QMetaObject::invokeMethod(
                            self.data(),
                            [self, p, reload] {
                                if (!self)
                                    return;
                                if (reload)
                                    self->loadRecords();
                                const QString current = QString::fromStdString(p.current);
                                Q_EMIT self->progress(qint64(p.done), qint64(p.total),
                                                      p.stage == IndexStage::Analysing
                                                          ? DatasetSession::tr("analysing %1").arg(current)
                                                          : current);
                            },
                            Qt::QueuedConnection);
                    return !stop.stop_requested();
                });
            } catch (const DatabaseError& e) {
                return Result<IndexReport>(Error{store, 0, 0, e.what()});
            }
        },
        [this](Result<IndexReport> result) { onFinished(result); });
}

void DatasetSession::cancel() {
    m_indexJob.requestStop();
}

void DatasetSession::waitForIdle() {
    m_indexJob.waitForFinished();
}

void DatasetSession::loadRecords() {
    auto db = Database::open(m_storePath.toStdString());
    if (!db) {
        Q_EMIT failed(QString::fromStdString(db.error().toString()));
        return;
    }
    m_records = SampleStore(*db).samples(m_root.toStdString());
    m_predictedEager.clear();
    m_predictionModel.clear();
    CostModelStore models(*db);
    if (const auto model = models.latest()) {
        const std::string prefix = m_root.toStdString() + "/";
        for (const auto& [path, p] : models.predictions(model->id))
            if (path.starts_with(prefix))
                m_predictedEager.insert(QString::fromStdString(path.substr(prefix.size())), p.eagerSeconds);
        m_predictionModel = tr("cost model #%1 (%2, %3)")
                                .arg(model->id)
                                .arg(QString::fromStdString(model->hardware), QString::fromStdString(model->device));
    }
    Q_EMIT recordsChanged();
}

void DatasetSession::onFinished(const Result<IndexReport>& result) {
    if (!result) {
        Q_EMIT failed(QString::fromStdString(result.error().toString()));
        Q_EMIT indexingFinished(true, QString::fromStdString(result.error().toString()));
        return;
    }
    loadRecords();
    const auto& r = *result;
    const QString summary = tr("%1 samples (%2 invalid), %3 read, %4 unchanged in %5 s")
                                .arg(r.samples)
                                .arg(r.invalid)
                                .arg(r.parsed)
                                .arg(r.reused)
                                .arg(r.seconds, 0, 'f', 2);
    Q_EMIT indexingFinished(r.cancelled, r.cancelled ? tr("Indexing cancelled: ") + summary : summary);
}

} // namespace gnw::ui
