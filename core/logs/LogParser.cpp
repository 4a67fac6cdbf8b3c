#include "core/logs/LogParser.h"

#include "core/logs/LogFields.h"
#include "core/logs/StatusClassifier.h"
#include "core/util/FileIO.h"

namespace gnw {

std::string LogBlock::text() const {
    std::string out;
    for (const auto& line : lines) {
        out += line;
        out += '\n';
    }
    return out;
}

namespace {
void finishBlock(LogBlock& block, const std::string& file) {
    for (std::size_t i = 0; i < block.lines.size(); ++i)
        applyFieldLine(block.lines[i], block.firstLine + static_cast<int>(i), file, block);
    block.status = classifyStatus(block.lines);
}
} // namespace

Result<ParsedLog> parseLog(std::string_view text, const std::string& file) {
    ParsedLog log{file, {}};
    LogBlock* current = nullptr;
    int lineNumber = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        auto end = text.find_first_of("\r\n", pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end;
        if (pos < text.size())
            pos += (text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n') ? 2 : 1;
        ++lineNumber;
        if (line.find("[Processing]") != std::string_view::npos) {
            if (current)
                finishBlock(*current, file);
            current = &log.blocks.emplace_back();
            current->firstLine = lineNumber;
        }
        if (current)
            current->lines.emplace_back(line);
    }
    if (current)
        finishBlock(*current, file);
    if (log.blocks.empty())
        return Error{file, 0, 0,
                     "no '[Processing]' line: expected a GraphNet benchmark log (test_compiler output)"};
    return log;
}

Result<ParsedLog> parseLogFile(const std::filesystem::path& path) {
    auto text = readFile(path);
    if (!text)
        return text.error();
    return parseLog(*text, path.string());
}

} // namespace gnw
