#include "core/logs/LogFields.h"

#include "core/python/PyLiteral.h"

#include <optional>
#include <string_view>

namespace gnw {

namespace {
bool isSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\x1c' && c <= '\x1f');
}

// Python's \w on UTF-8 text: ASCII letters, digits, '_' and (approximately) every non-ASCII byte.
bool isWord(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' ||
           u >= 0x80;
}

std::string_view strip(std::string_view s) {
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

struct Match {
    std::string key;
    std::string_view value; // unstripped, as the regex's last group
};

// `<marker>(\S+): (.+)` as used by [Config].
std::optional<Match> matchConfig(std::string_view line) {
    constexpr std::string_view marker = "[Config] ";
    for (auto p = line.find(marker); p != std::string_view::npos; p = line.find(marker, p + 1)) {
        const auto q = p + marker.size();
        auto end = q;
        while (end < line.size() && !isSpace(line[end]))
            ++end;
        // \S+ is maximal here, so the ':' of ": " must be its last character.
        if (end - q >= 2 && line[end - 1] == ':' && end + 1 < line.size() && line[end] == ' ')
            return Match{std::string(line.substr(q, end - 1 - q)), line.substr(end + 1)};
    }
    return std::nullopt;
}

// `<marker>\[(\w+)\]: (.+)` as used by [Performance], [Datatype] and [Speedup].
std::optional<Match> matchWordKey(std::string_view line, std::string_view marker) {
    for (auto p = line.find(marker); p != std::string_view::npos; p = line.find(marker, p + 1)) {
        const auto q = p + marker.size();
        auto end = q;
        while (end < line.size() && isWord(line[end]))
            ++end;
        if (end > q && line.substr(end, 3) == "]: " && end + 3 < line.size())
            return Match{std::string(line.substr(q, end - q)), line.substr(end + 3)};
    }
    return std::nullopt;
}

// `\[Correctness\](\[.+\]): (.+)`: the greedy `.+` makes the key end at the last "]: " of the line.
std::optional<Match> matchCorrectness(std::string_view line) {
    constexpr std::string_view marker = "[Correctness][";
    const auto p = line.find(marker);
    if (p == std::string_view::npos)
        return std::nullopt;
    const auto open = p + marker.size() - 1;
    for (auto close = line.rfind("]: "); close != std::string_view::npos && close > open + 1;
         close = line.rfind("]: ", close - 1)) {
        if (close + 3 < line.size())
            return Match{std::string(line.substr(open, close + 1 - open)), line.substr(close + 3)};
    }
    return std::nullopt;
}

// Python: int(v) if "." not in v else float(v), falling back to float(v).
std::optional<double> correctnessNumber(std::string_view token) {
    if (token.find('.') == std::string_view::npos) {
        const bool negative = !token.empty() && token.front() == '-';
        const auto digits =
            (!token.empty() && (token.front() == '-' || token.front() == '+')) ? token.substr(1) : token;
        std::int64_t v = 0;
        if (parseDecimalInteger(digits, negative, v))
            return static_cast<double>(v);
    }
    double d = 0;
    if (parseFloatString(token, d))
        return d;
    return std::nullopt;
}

Error problem(const std::string& file, int line, std::string message) {
    return Error{file, line, 0, std::move(message)};
}
} // namespace

std::vector<std::string> splitPythonWords(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const auto start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > start)
            out.emplace_back(text.substr(start, i - start));
    }
    return out;
}

void applyFieldLine(const std::string& line, int lineNumber, const std::string& file, LogBlock& block) {
    const std::string_view l(line);
    if (const auto p = l.find("[Processing] "); p != std::string_view::npos && p + 13 < l.size()) {
        block.modelPath = splitPythonWords(l).back();
        return;
    }
    if (auto m = matchConfig(l)) {
        block.config[m->key] = std::string(strip(m->value));
        return;
    }
    if (auto m = matchWordKey(l, "[Performance][")) {
        block.performance[m->key] = std::string(strip(m->value));
        return;
    }
    if (auto m = matchWordKey(l, "[Datatype][")) {
        block.datatype[m->key] = splitPythonWords(m->value);
        return;
    }
    if (auto m = matchCorrectness(l)) {
        std::vector<double> values;
        for (const auto& token : splitPythonWords(m->value)) {
            const auto v = correctnessNumber(token);
            if (!v) {
                block.problems.push_back(problem(
                    file, lineNumber, "[Correctness]" + m->key + ": expected numbers, got '" + token + "'"));
                return;
            }
            values.push_back(*v);
        }
        block.correctness[m->key] = std::move(values);
        return;
    }
    if (auto m = matchWordKey(l, "[Speedup][")) {
        double v = 0;
        if (parseFloatString(m->value, v))
            block.speedup[m->key] = v;
        else
            block.problems.push_back(problem(file, lineNumber,
                                             "[Speedup][" + m->key + "]: expected a number, got '" +
                                                 std::string(strip(m->value)) + "'"));
    }
}

} // namespace gnw
