#include "core/util/TextLines.h"

#include <cctype>

namespace gnw {

std::string_view trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string clipped(std::string_view text, std::size_t maxChars) {
    return text.size() <= maxChars ? std::string(text) : std::string(text.substr(0, maxChars - 3)) + "...";
}

bool isPythonExceptionLine(std::string_view line) {
    const auto colon = line.find(": ");
    if (colon == std::string_view::npos || colon == 0)
        return false;
    const auto name = line.substr(0, colon);
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'))
            return false;
    return name.ends_with("Error") || name.ends_with("Exception");
}

} // namespace gnw
