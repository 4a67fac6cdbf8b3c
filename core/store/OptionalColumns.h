#pragma once
// Nullable integer columns as std::optional, for the stores' statements (Statement has its own for doubles).
#include "core/store/Database.h"

#include <cstdint>
#include <optional>

namespace gnw {

inline void bindOptInt(Statement& st, int index, const std::optional<std::int64_t>& v) {
    if (v)
        st.bind(index, *v);
    else
        st.bindNull(index);
}

inline std::optional<std::int64_t> optInt(const Statement& st, int col) {
    if (st.columnIsNull(col))
        return std::nullopt;
    return st.columnInt(col);
}

inline std::optional<int> optSmallInt(const Statement& st, int col) {
    if (st.columnIsNull(col))
        return std::nullopt;
    return static_cast<int>(st.columnInt(col));
}

} // namespace gnw
