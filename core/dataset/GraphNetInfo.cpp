#include "core/dataset/GraphNetInfo.h"

#include "core/util/FileIO.h"

#include <algorithm>

namespace gnw {

namespace {

struct TextPos {
    int line = 1;
    int column = 1;
};

TextPos positionAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    TextPos pos;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++pos.line;
            lineStart = i + 1;
        }
    pos.column = static_cast<int>(offset - lineStart) + 1;
    return pos;
}

std::size_t firstNonSpace(std::string_view text) {
    const auto p = text.find_first_not_of(" \t\r\n");
    return p == std::string_view::npos ? text.size() : p;
}

// nlohmann keeps no positions in parsed values, so type errors locate the key in the text: the first
// `"key"` followed by ':' at nesting depth 1 (a member of the top-level object).
std::optional<std::size_t> topLevelKeyOffset(std::string_view text, std::string_view key) {
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        else if (c == '"') {
            const std::size_t begin = i + 1;
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i;
            if (i >= text.size())
                return std::nullopt;
            const std::size_t after = firstNonSpace(text.substr(i + 1)) + i + 1;
            if (depth == 1 && text.substr(begin, i - begin) == key && after < text.size() &&
                text[after] == ':')
                return begin - 1;
        }
    }
    return std::nullopt;
}

// "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error ..." -> "syntax error
// ..."; our own position (from the byte offset) replaces nlohmann's.
std::string parseErrorReason(const char* what) {
    std::string_view text(what);
    const auto at = text.find("parse error");
    const auto colon = at == std::string_view::npos ? at : text.find(": ", at);
    return std::string(colon == std::string_view::npos ? text : text.substr(colon + 2));
}

const char* jsonTypeName(const nlohmann::ordered_json& v) {
    if (v.is_boolean())
        return "a boolean";
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_array())
        return "an array";
    if (v.is_object())
        return "an object";
    return "null";
}

class InfoReader {
public:
    InfoReader(std::string_view text, std::string_view file) : m_text(text), m_file(file) {}

    Result<GraphNetInfo> read() {
        GraphNetInfo info;
        try {
            info.raw = nlohmann::ordered_json::parse(m_text.begin(), m_text.end());
        } catch (const nlohmann::json::parse_error& e) {
            const auto pos = positionAt(m_text, e.byte > 0 ? e.byte - 1 : 0);
            return Error{std::string(m_file), pos.line, pos.column, parseErrorReason(e.what())};
        } catch (const nlohmann::json::exception& e) {
            // e.g. out_of_range.406 for a number like 22222e2222 (found by fuzz_graphnet_json): no position.
            return Error{std::string(m_file), 1, 1, parseErrorReason(e.what())};
        }
        if (!info.raw.is_object())
            return errorAt(firstNonSpace(m_text),
                           std::string("expected a JSON object at the top level but found ") +
                               jsonTypeName(info.raw));
        const auto fw = info.raw.find("framework");
        if (fw == info.raw.end()) {
            const std::string inferred = frameworkFromLocation(std::filesystem::path(m_file));
            if (inferred.empty())
                return errorAt(firstNonSpace(m_text),
                               "expected a \"framework\" key (\"torch\" or \"paddle\") but found none");
            const auto pos = positionAt(m_text, firstNonSpace(m_text));
            std::string keys;
            for (auto it = info.raw.begin(); it != info.raw.end() && keys.size() < 60; ++it)
                keys += (keys.empty() ? "\"" : ", \"") + it.key() + "\"";
            info.warnings.push_back(
                Error{std::string(m_file), pos.line, pos.column,
                      "no \"framework\" key (found " + (keys.empty() ? std::string("no keys") : keys) +
                          "): framework \"" + inferred + "\" inferred from the paddle_samples location"});
            info.framework = inferred;
        } else {
            if (!fw->is_string() || fw->get_ref<const std::string&>().empty())
                return keyError("framework", "a non-empty string", *fw);
            info.framework = fw->get<std::string>();
        }
        for (auto [key, target] :
             {std::pair{"source", &info.source}, std::pair{"heuristic_tag", &info.heuristicTag},
              std::pair{"model_name", &info.modelName}}) {
            const auto it = info.raw.find(key);
            if (it == info.raw.end())
                continue;
            if (!it->is_string())
                return keyError(key, "a string", *it);
            *target = it->get<std::string>();
        }
        if (const auto it = info.raw.find("dynamic"); it != info.raw.end()) {
            if (!it->is_boolean())
                return keyError("dynamic", "true or false", *it);
            info.dynamic = it->get<bool>();
        }
        return info;
    }

private:
    Error errorAt(std::size_t offset, std::string message) const {
        const auto pos = positionAt(m_text, offset);
        return Error{std::string(m_file), pos.line, pos.column, std::move(message)};
    }

    Error keyError(std::string_view key, std::string_view expected,
                   const nlohmann::ordered_json& found) const {
        std::string message = "key \"" + std::string(key) + "\": expected " + std::string(expected) +
                              " but found " + jsonTypeName(found);
        if (const auto offset = topLevelKeyOffset(m_text, key))
            return errorAt(*offset, std::move(message));
        return Error{std::string(m_file), 0, 0, std::move(message)};
    }

    std::string_view m_text;
    std::string_view m_file;
};

bool isLowerHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

} // namespace

std::string frameworkFromLocation(const std::filesystem::path& path) {
    for (const auto& part : path)
        if (part == "paddle_samples")
            return "paddle";
    return {};
}

Result<GraphNetInfo> parseGraphNetJsonText(std::string_view text, std::string_view fileName) {
    return InfoReader(text, fileName).read();
}

Result<GraphNetInfo> parseGraphNetJson(const std::filesystem::path& path) {
    auto text = readFile(path);
    if (!text)
        return text.error();
    return parseGraphNetJsonText(*text, path.string());
}

Result<std::string> readGraphHash(const std::filesystem::path& path) {
    auto file = readFile(path);
    if (!file)
        return file.error();
    const std::string_view text = *file;
    const std::size_t begin = firstNonSpace(text);
    const auto last = text.find_last_not_of(" \t\r\n");
    const std::size_t end = last == std::string_view::npos ? begin : last + 1;
    const std::string_view hash = text.substr(begin, end - begin);
    for (std::size_t i = 0; i < hash.size(); ++i)
        if (!isLowerHex(hash[i])) {
            const auto pos = positionAt(text, begin + i);
            return Error{path.string(), pos.line, pos.column,
                         std::string("expected a lowercase hex digit but found '") + hash[i] + "'"};
        }
    if (hash.size() != 64) {
        const auto pos = positionAt(text, hash.empty() ? 0 : begin);
        return Error{path.string(), pos.line, pos.column,
                     "expected 64 lowercase hex characters but found " + std::to_string(hash.size())};
    }
    return std::string(hash);
}

} // namespace gnw
