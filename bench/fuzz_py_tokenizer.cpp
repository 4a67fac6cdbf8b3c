// libFuzzer entry point for the Python tokenizer that the model.py and meta parsers share (clang only; see
// bench/CMakeLists.txt and fuzz_meta_parser.cpp for the commands). On success the token stream must be
// well formed: views inside the text, positions ascending, brackets balanced, INDENT/DEDENT paired, one
// END_OF_FILE at the end; on failure the error must point inside the text.
#include "core/python/PyTokenizer.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static gnw::PyTokenizer tokenizer; // reused like the parsers reuse it, so storage reuse is fuzzed too
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const gnw::Status status = tokenizer.tokenize(text, "fuzz.py");
    const auto& tokens = tokenizer.tokens();
    for (const gnw::pyast::Token& t : tokens)
        if (t.text.data() < text.data() || t.text.data() + t.text.size() > text.data() + text.size() ||
            t.line < 1 || t.column < 1)
            __builtin_trap();
    if (!status.ok()) {
        if (status.error().line < 1 || status.error().column < 1 || status.error().message.empty())
            __builtin_trap();
        return 0;
    }
    using gnw::pyast::TokenKind;
    if (tokens.empty() || tokens.back().kind != TokenKind::EndOfFile)
        __builtin_trap();
    int depth = 0, indent = 0, line = 0, column = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const auto& t = tokens[i];
        if (t.kind == TokenKind::EndOfFile && i + 1 != tokens.size())
            __builtin_trap();
        if (t.line < line || (t.line == line && t.column < column && t.kind != TokenKind::Dedent &&
                              t.kind != TokenKind::Indent && t.kind != TokenKind::EndOfFile))
            __builtin_trap();
        if (t.kind != TokenKind::Dedent && t.kind != TokenKind::EndOfFile)
            line = t.line, column = t.column;
        depth += t.kind == TokenKind::LParen || t.kind == TokenKind::LBracket || t.kind == TokenKind::LBrace;
        depth -= t.kind == TokenKind::RParen || t.kind == TokenKind::RBracket || t.kind == TokenKind::RBrace;
        indent += t.kind == TokenKind::Indent ? 1 : t.kind == TokenKind::Dedent ? -1 : 0;
        if (depth < 0 || indent < 0)
            __builtin_trap();
    }
    if (depth != 0 || indent != 0)
        __builtin_trap();
    return 0;
}
