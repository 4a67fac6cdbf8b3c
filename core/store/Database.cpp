#include "core/store/Database.h"

#include "core/store/Migrations.h"

#include <sqlite3.h>

#include <chrono>
#include <thread>

namespace gnw {

namespace {
[[noreturn]] void fail(sqlite3* db, std::string_view what) {
    throw DatabaseError(std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "no database"));
}
} // namespace

Statement::Statement(Statement&& other) noexcept : m_db(other.m_db), m_stmt(other.m_stmt) {
    other.m_stmt = nullptr;
}

Statement& Statement::operator=(Statement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_db = other.m_db;
        m_stmt = other.m_stmt;
        other.m_stmt = nullptr;
    }
    return *this;
}

Statement::~Statement() { sqlite3_finalize(m_stmt); }

Statement& Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(m_stmt, index, value) != SQLITE_OK)
        fail(m_db, "bind");
    return *this;
}

Statement& Statement::bind(int index, double value) {
    if (sqlite3_bind_double(m_stmt, index, value) != SQLITE_OK)
        fail(m_db, "bind");
    return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
    if (sqlite3_bind_text(m_stmt, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) != SQLITE_OK)
        fail(m_db, "bind");
    return *this;
}

Statement& Statement::bindNull(int index) {
    if (sqlite3_bind_null(m_stmt, index) != SQLITE_OK)
        fail(m_db, "bind");
    return *this;
}

Statement& Statement::bind(int index, const std::optional<double>& value) {
    return value ? bind(index, *value) : bindNull(index);
}

bool Statement::step() {
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    fail(m_db, "step");
}

void Statement::run() {
    step();
    reset();
}

void Statement::reset() {
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::columnInt(int col) const { return sqlite3_column_int64(m_stmt, col); }
double Statement::columnDouble(int col) const { return sqlite3_column_double(m_stmt, col); }
bool Statement::columnIsNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }

Statement& Statement::bindBlob(int index, std::string_view bytes) {
    if (sqlite3_bind_blob64(m_stmt, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT) != SQLITE_OK)
        fail(m_db, "bind");
    return *this;
}

std::string Statement::columnBlob(int col) const {
    const auto* p = static_cast<const char*>(sqlite3_column_blob(m_stmt, col));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col))) : std::string();
}

std::string Statement::columnText(int col) const {
    const auto* p = sqlite3_column_text(m_stmt, col);
    return p ? std::string(reinterpret_cast<const char*>(p), sqlite3_column_bytes(m_stmt, col)) : std::string();
}

std::optional<double> Statement::columnOptDouble(int col) const {
    if (columnIsNull(col))
        return std::nullopt;
    return columnDouble(col);
}

Result<Database> Database::open(const std::filesystem::path& path) {
    std::error_code ec;
    if (path.has_parent_path())
        std::filesystem::create_directories(path.parent_path(), ec);
    return openWith(path.string(), path);
}

Result<Database> Database::openInMemory() { return openWith(":memory:", {}); }

Result<Database> Database::openReadOnly(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return Error{path.string(), 0, 0, "no such store"};
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.string().c_str(), &raw, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = raw ? sqlite3_errmsg(raw) : "out of memory";
        sqlite3_close(raw);
        return Error{path.string(), 0, 0, "cannot open store: " + msg};
    }
    sqlite3_busy_timeout(raw, 10000);
    return Database(raw, path);
}

Result<Database> Database::openWith(const std::string& uri, std::filesystem::path path) {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(uri.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                                   nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = raw ? sqlite3_errmsg(raw) : "out of memory";
        sqlite3_close(raw);
        return Error{path.string(), 0, 0, "cannot open store: " + msg};
    }
    Database db(raw, std::move(path));
    sqlite3_busy_timeout(raw, 10000);
    try {
        db.exec("PRAGMA foreign_keys = ON");
        if (!db.m_path.empty()) {
            db.enableWriteAheadLog();
            db.exec("PRAGMA synchronous = NORMAL");
        }
        if (auto st = migrate(db); !st)
            return st.error();
    } catch (const DatabaseError& e) {
        // Reading alone fails on a file that is no SQLite database (or a damaged one), before anything is
        // written: say so in words a user acts on, not with the PRAGMA that tripped over it.
        const int code = sqlite3_errcode(db.m_db) & 0xff;
        if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
            return Error{db.m_path.string(), 0, 0,
                         std::string("not a GraphNet Workbench store, or a damaged one (SQLite: ") +
                             sqlite3_errstr(code) +
                             "); the file was left as it is: open another store or give a new file name"};
        return Error{db.m_path.string(), 0, 0, e.what()};
    }
    return db;
}

Database::Database(Database&& other) noexcept : m_db(other.m_db), m_path(std::move(other.m_path)) {
    other.m_db = nullptr;
}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        sqlite3_close_v2(m_db);
        m_db = other.m_db;
        m_path = std::move(other.m_path);
        other.m_db = nullptr;
    }
    return *this;
}

Database::~Database() { sqlite3_close_v2(m_db); }

Statement Database::prepare(std::string_view sql) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr) != SQLITE_OK)
        fail(m_db, "prepare '" + std::string(sql.substr(0, 60)) + "'");
    return Statement(m_db, stmt);
}

void Database::exec(std::string_view sql) {
    char* err = nullptr;
    const std::string s(sql);
    if (sqlite3_exec(m_db, s.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : "unknown error";
        sqlite3_free(err);
        throw DatabaseError("exec: " + msg);
    }
}

// Switching a new store to WAL needs an exclusive lock. When several connections open it at once, each
// holds a shared lock while it asks, and SQLite answers SQLITE_BUSY at once rather than calling the busy
// handler (waiting would deadlock). The loser retries after the winner has switched; that is then a no-op.
void Database::enableWriteAheadLog() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
        char* err = nullptr;
        const int rc = sqlite3_exec(m_db, "PRAGMA journal_mode = WAL", nullptr, nullptr, &err);
        std::string msg = err ? err : "unknown error";
        sqlite3_free(err);
        if (rc == SQLITE_OK)
            return;
        if ((rc & 0xff) != SQLITE_BUSY || std::chrono::steady_clock::now() > deadline)
            throw DatabaseError("exec: PRAGMA journal_mode = WAL: " + msg);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

std::int64_t Database::lastInsertId() const { return sqlite3_last_insert_rowid(m_db); }
int Database::changes() const { return sqlite3_changes(m_db); }

int Database::userVersion() {
    auto st = prepare("PRAGMA user_version");
    st.step();
    return static_cast<int>(st.columnInt(0));
}

Transaction::Transaction(Database& db) : m_db(db) { m_db.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
    if (!m_done) {
        try {
            m_db.exec("ROLLBACK");
        } catch (const DatabaseError&) {
        }
    }
}

void Transaction::commit() {
    m_db.exec("COMMIT");
    m_done = true;
}

} // namespace gnw
