#pragma once
// The evaluated arguments of one call in the graph: positional values, then keyword values with their
// names. Include only from core/engine/*.cpp.
#include "core/engine/interpreter/detail/Value.h"

#include <span>
#include <string>
#include <string_view>

namespace gnw::engine {

struct Arguments {
    std::span<const Value> positional;
    std::span<const Value> keywordValues;
    std::span<const std::string> keywordNames; // same length as keywordValues

    const Value* keyword(std::string_view name) const {
        for (std::size_t i = 0; i < keywordNames.size(); ++i)
            if (keywordNames[i] == name)
                return &keywordValues[i];
        return nullptr;
    }
    // Positional index `i`, else keyword `name`, else nullptr (Python-style parameter lookup).
    const Value* get(std::size_t i, std::string_view name) const {
        if (i < positional.size())
            return &positional[i];
        return keyword(name);
    }
};

} // namespace gnw::engine
