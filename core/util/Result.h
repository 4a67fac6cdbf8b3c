#pragma once
// Explicit results at parsing and I/O boundaries: a value or an Error that names file:line:column.
#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gnw {

struct Error {
    std::string file;   // path as given by the caller; empty when not file-related
    int line = 0;       // 1-based; 0 = unknown
    int column = 0;     // 1-based; 0 = unknown
    std::string message;

    // "file:line:column: message", omitting the parts that are unknown.
    std::string toString() const;
};

template <typename T>
class Result {
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { assert(ok()); return std::get<0>(m_data); }
    const T& value() const& { assert(ok()); return std::get<0>(m_data); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(m_data)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const { assert(!ok()); return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// For operations that return nothing on success.
struct Ok {};
using Status = Result<Ok>;

} // namespace gnw
