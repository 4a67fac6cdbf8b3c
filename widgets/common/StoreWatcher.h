#pragma once
// Notices when the store changes under the workbench: runs written by a CLI run, a script, a cluster merge
// or another workbench appear without a restart. SQLite's `PRAGMA data_version` on a connection of its own
// changes whenever another connection (another process, or another part of this one) commits; it is read
// once a second, which costs microseconds, so the poll stays on the GUI thread while the reloads it
// triggers run where they always run.
#include "core/store/Database.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <optional>

namespace gnw::ui {

class StoreWatcher : public QObject {
    Q_OBJECT
public:
    explicit StoreWatcher(QString storePath, QObject* parent = nullptr, int intervalMs = 1000);

    // Reads data_version now (the timer does this every interval); emits changed() when it moved.
    void poll();

Q_SIGNALS:
    // Another connection committed since the last poll.
    void changed();
    // The store cannot be read (emitted once per distinct message, not at every poll).
    void failed(const QString& message);

private:
    // Emits failed() unless it is the message reported last.
    void report(const QString& message);

    QString m_path;
    QTimer m_timer;
    std::optional<Database> m_db;
    std::optional<std::int64_t> m_version;
    QString m_lastError;
};

} // namespace gnw::ui
