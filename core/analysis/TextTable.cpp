#include "core/analysis/TextTable.h"

namespace gnw {

namespace {

bool isNumeric(const TextTable& t, std::size_t column) {
    return column < t.numeric.size() && t.numeric[column];
}

std::string markdownCell(const std::string& text) {
    std::string out;
    for (char c : text)
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}

std::string latexCell(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
        case '%':
        case '$':
        case '#':
        case '_':
        case '{':
        case '}':
            out += '\\';
            out += c;
            break;
        case '~':
            out += "\\textasciitilde{}";
            break;
        case '^':
            out += "\\textasciicircum{}";
            break;
        case '\\':
            out += "\\textbackslash{}";
            break;
        default:
            out += c;
        }
    }
    return out;
}

template <typename Cell>
std::string joined(const std::vector<std::string>& cells, const std::string& separator, Cell cell) {
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i)
        out += (i ? separator : std::string()) + cell(cells[i]);
    return out;
}

} // namespace

std::string toMarkdown(const TextTable& t) {
    std::string out = "| " + joined(t.header, " | ", markdownCell) + " |\n|";
    for (std::size_t c = 0; c < t.header.size(); ++c)
        out += isNumeric(t, c) ? "---:|" : "---|";
    out += '\n';
    for (const auto& row : t.rows)
        out += "| " + joined(row, " | ", markdownCell) + " |\n";
    return out;
}

std::string toLatex(const TextTable& t) {
    std::string spec;
    for (std::size_t c = 0; c < t.header.size(); ++c)
        spec += isNumeric(t, c) ? 'r' : 'l';
    std::string out = "\\begin{tabular}{" + spec + "}\n\\toprule\n" + joined(t.header, " & ", latexCell) +
                      " \\\\\n\\midrule\n";
    for (const auto& row : t.rows)
        out += joined(row, " & ", latexCell) + " \\\\\n";
    return out + "\\bottomrule\n\\end{tabular}\n";
}

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string toCsv(const TextTable& t) {
    std::string out = joined(t.header, ",", csvField) + "\n";
    for (const auto& row : t.rows)
        out += joined(row, ",", csvField) + "\n";
    return out;
}

} // namespace gnw
