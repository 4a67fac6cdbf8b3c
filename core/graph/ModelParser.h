#pragma once
// Parses a GraphNet model.py into the AST-lite of PyAst.h: imports, classes, functions with (annotated)
// parameters, and the straight-line statements of their bodies (assignments, augmented assignments,
// expression statements, del, return, pass). Compound statements other than class/def (if, for, with, ...)
// are rejected: GraphNet graphs never contain them. Errors name file:line:column and what was expected.
#include "core/graph/PyAst.h"
#include "core/python/PyTokenizer.h"
#include "core/util/Result.h"

#include <string_view>
#include <vector>

namespace gnw {

class ModelParser {
public:
    // On success module() describes `source`; it views into `source` and into this parser, and stays valid
    // until the next parse(). Reusing one parser for many files reuses its arenas.
    Status parse(std::string_view source, std::string_view fileName);

    const pyast::Module& module() const { return m_module; }
    const PyTokenizer& tokenizer() const { return m_tokenizer; }

private:
    PyTokenizer m_tokenizer;
    pyast::Module m_module;
    std::vector<std::int32_t> m_scratch;
};

} // namespace gnw
