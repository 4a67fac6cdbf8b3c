#pragma once
// A table of text cells rendered for papers and spreadsheets: Markdown (GitHub pipes), LaTeX (booktabs) and
// CSV (RFC 4180 quoting). The summary and regression views of the CLI and the workbench both copy out
// through it, so the same numbers read the same everywhere.
#include <string>
#include <vector>

namespace gnw {

struct TextTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> numeric; // per column: right-aligned in Markdown and LaTeX
};

std::string toMarkdown(const TextTable& table);
std::string toLatex(const TextTable& table);
std::string toCsv(const TextTable& table);
// One CSV field: quoted (with doubled quotes) when it holds a comma, a quote or a line break.
std::string csvField(const std::string& text);

} // namespace gnw
