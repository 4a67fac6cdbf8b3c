#include "core/util/CrashCause.h"

#include "core/util/TextLines.h"

#include <vector>

namespace gnw {

namespace {

std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        lines.push_back(trimmed(text.substr(0, nl)));
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    }
    return lines;
}

} // namespace

std::string crashCause(std::string_view output) {
    constexpr std::size_t kMaxChars = 200;
    const auto lines = linesOf(output);
    // libstdc++'s verbose terminate handler: the exception's type, then "what():  message" on the next line.
    constexpr std::string_view kThrown = "terminate called after throwing an instance of '";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].starts_with(kThrown))
            continue;
        const std::string_view rest = lines[i].substr(kThrown.size());
        std::string cause(rest.substr(0, rest.find('\'')));
        constexpr std::string_view kWhat = "what():";
        if (i + 1 < lines.size() && lines[i + 1].starts_with(kWhat))
            cause += ": " + std::string(trimmed(lines[i + 1].substr(kWhat.size())));
        return clipped(cause, kMaxChars);
    }
    for (const auto line : lines)
        if (line.starts_with("Fatal Python error: ") ||
            line == "terminate called without an active exception")
            return clipped(line, kMaxChars);
    // A Python traceback ends with "ExceptionType: message"; the last such line is the one that escaped.
    for (auto it = lines.rbegin(); it != lines.rend(); ++it)
        if (isPythonExceptionLine(*it))
            return clipped(*it, kMaxChars);
    return {};
}

} // namespace gnw
