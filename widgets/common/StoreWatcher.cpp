#include "widgets/common/StoreWatcher.h"

#include <QFileInfo>

namespace gnw::ui {

StoreWatcher::StoreWatcher(QString storePath, QObject* parent, int intervalMs)
    : QObject(parent), m_path(std::move(storePath)) {
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &StoreWatcher::poll);
    m_timer.start();
}

void StoreWatcher::poll() {
    if (!m_db) {
        if (!QFileInfo::exists(m_path))
            return; // not created yet: the first run or index creates it
        auto db = Database::openReadOnly(m_path.toStdString());
        if (!db) {
            report(QString::fromStdString(db.error().toString()));
            return;
        }
        m_db.emplace(std::move(*db));
    }
    try {
        auto statement = m_db->prepare("PRAGMA data_version");
        statement.step();
        const std::int64_t version = statement.columnInt(0);
        // The first reading is the baseline: what was there when the watch began is already shown.
        const bool moved = m_version && *m_version != version;
        m_version = version;
        m_lastError.clear();
        if (moved)
            Q_EMIT changed();
    } catch (const std::exception& e) {
        // Replaced or deleted under us: open it afresh at the next poll.
        m_db.reset();
        m_version.reset();
        report(m_path + QStringLiteral(": ") + QString::fromUtf8(e.what()));
    }
}

void StoreWatcher::report(const QString& message) {
    if (message != m_lastError)
        Q_EMIT failed(message);
    m_lastError = message;
}

} // namespace gnw::ui
