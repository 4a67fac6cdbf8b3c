#pragma once
// Thin RAII layer over the SQLite C API: one connection, prepared statements, transactions.
// The store is the product's single results database (samples, runs, results); see Migrations.h.
#include "core/util/Result.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace gnw {

class Statement {
public:
    Statement() = default;
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    // Parameters are 1-based as in SQLite.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, double value);
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
    Statement& bind(int index, const std::string& text) { return bind(index, std::string_view(text)); }
    Statement& bindBlob(int index, std::string_view bytes);
    Statement& bindNull(int index);
    Statement& bind(int index, const std::optional<double>& value);

    // true while a row is available; throws DatabaseError on failure.
    bool step();
    // step() once for statements without result rows, then reset() for reuse.
    void run();
    void reset();

    std::int64_t columnInt(int col) const;
    double columnDouble(int col) const;
    std::string columnText(int col) const;
    std::string columnBlob(int col) const;
    bool columnIsNull(int col) const;
    std::optional<double> columnOptDouble(int col) const;

private:
    friend class Database;
    Statement(sqlite3* db, sqlite3_stmt* stmt) : m_db(db), m_stmt(stmt) {}
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
};

// Thrown for programming errors and I/O failures inside an open database (constraint violations, disk
// full). Opening and migrating report through Result instead.
struct DatabaseError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Database {
public:
    // Opens (creating if needed) with WAL, foreign keys on, busy timeout, then runs forward migrations.
    static Result<Database> open(const std::filesystem::path& path);
    static Result<Database> openInMemory();
    // Opens an existing store for reading only: no creation, no migration, no journal-mode change (status
    // and merge read shard stores that a running job may still be writing).
    static Result<Database> openReadOnly(const std::filesystem::path& path);

    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    Statement prepare(std::string_view sql);
    void exec(std::string_view sql);
    std::int64_t lastInsertId() const;
    int changes() const;
    int userVersion();
    const std::filesystem::path& path() const { return m_path; }
    sqlite3* handle() const { return m_db; }

private:
    Database(sqlite3* db, std::filesystem::path path) : m_db(db), m_path(std::move(path)) {}
    static Result<Database> openWith(const std::string& uri, std::filesystem::path path);
    void enableWriteAheadLog();
    sqlite3* m_db = nullptr;
    std::filesystem::path m_path;
};

// Commits on commit(), rolls back if destroyed before (exceptions, early returns).
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    void commit();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

private:
    Database& m_db;
    bool m_done = false;
};

} // namespace gnw
