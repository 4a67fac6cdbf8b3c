#pragma once
// Imports upstream benchmark logs into the store the way `graphnet-bench import-log` does (one run per
// file and compiler, duplicates by content digest), collecting what happened per file for the user.
// Blocking and thread-safe (it opens its own connection): the page runs it off the GUI thread.
#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

namespace gnw::ui {

struct LogImportReport {
    QStringList imported;             // "evaluation.log: run #3 'evaluation' (pass_mgr), 10 samples"
    QStringList duplicates;           // "evaluation.log: the same content is run #1 'evaluation'"
    QStringList errors;               // "file:line: message"
    QStringList notes;                // malformed blocks, renamed duplicate paths (file:line)
    std::vector<std::int64_t> runIds; // the new runs

    QString summary() const; // one line for a status bar
};

LogImportReport importLogFiles(const QString& storePath, const QStringList& files);

} // namespace gnw::ui
