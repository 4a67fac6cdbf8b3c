#include "core/dataset/InputConstraints.h"

#include "core/dataset/MetaSyntax.h"
#include "core/util/FileIO.h"

namespace gnw {

namespace {

using namespace gnw::meta;

class ConstraintsParser : public MetaSyntax {
public:
    using MetaSyntax::MetaSyntax;

    Result<InputConstraints> run() {
        advance();
        while (m_tok.kind != PyTok::End && parseLine()) {
        }
        if (failed())
            return error();
        return std::move(m_out);
    }

private:
    bool parseLine() {
        if (m_tok.kind == PyTok::Invalid)
            return lexicalError();
        if (atImport()) // tolerated so files with a header still load
            return skipStatement();
        if (m_tok.kind != PyTok::Name)
            return expected("an assignment at the start of a line");
        const PyToken name = m_tok;
        advance();
        if (m_tok.kind != PyTok::Equals)
            return expected("'=' after `" + std::string(name.text) + "`");
        advance();
        bool ok = true;
        if (name.text == "dynamic_dim_constraint_symbol2example_value")
            ok = parseExampleValues();
        else if (name.text == "dynamic_dim_constraint_input_shapes")
            ok = parseInputShapes();
        else
            ok = skipAnyValue(); // `S0 = Symbol("S0")`, the symbol list, the relations
        if (!ok)
            return false;
        if (m_tok.kind != PyTok::Newline && m_tok.kind != PyTok::End)
            return expected("end of line after the value of `" + std::string(name.text) + "`");
        advance();
        return true;
    }

    bool skipAnyValue() {
        if (m_tok.kind == PyTok::Name) { // a call such as Symbol("S0")
            advance();
            return m_tok.kind == PyTok::LParen ? skipBracketed() : true;
        }
        return skipValue();
    }

    bool parseExampleValues() {
        if (m_tok.kind != PyTok::LBrace)
            return expected("a dict {symbol: size} for `dynamic_dim_constraint_symbol2example_value`");
        const PyToken open = m_tok;
        advance();
        while (m_tok.kind != PyTok::RBrace) {
            if (m_tok.kind == PyTok::End)
                return unterminated(open);
            if (m_tok.kind != PyTok::Name)
                return expected("a symbol or '}' in `dynamic_dim_constraint_symbol2example_value`");
            const std::string symbol(m_tok.text);
            advance();
            if (m_tok.kind != PyTok::Colon)
                return expected("':' after the symbol " + symbol);
            advance();
            Scalar value;
            if (!parseScalar(value, "the example size of " + symbol))
                return false;
            if (value.kind != Scalar::Int)
                return fail(value.start, "expected an integer example size of " + symbol + " but found " +
                                             describe(value));
            m_out.exampleValues[symbol] = value.i;
            if (m_tok.kind == PyTok::Comma)
                advance();
            else if (m_tok.kind != PyTok::RBrace)
                return expected("',' or '}' in the dict opened on line " + std::to_string(open.line));
        }
        advance();
        return true;
    }

    bool parseInputShapes() {
        if (m_tok.kind != PyTok::LBracket)
            return expected("a list of (shape, name) pairs for `dynamic_dim_constraint_input_shapes`");
        const PyToken open = m_tok;
        advance();
        while (m_tok.kind != PyTok::RBracket) {
            if (m_tok.kind == PyTok::End)
                return unterminated(open);
            if (!parsePair() || !listSeparator(open, "`dynamic_dim_constraint_input_shapes`"))
                return false;
        }
        advance();
        return true;
    }

    // ([dims], "name")
    bool parsePair() {
        if (m_tok.kind != PyTok::LParen)
            return expected("'(' opening a (shape, name) pair");
        const PyToken open = m_tok;
        advance();
        ConstrainedTensor tensor;
        if (!parseDims(tensor.dims))
            return false;
        if (m_tok.kind != PyTok::Comma)
            return expected("',' between the shape and the name");
        advance();
        tensor.line = m_tok.line;
        if (!parseString(tensor.name, "the tensor's name"))
            return false;
        if (m_tok.kind == PyTok::Comma)
            advance();
        if (m_tok.kind != PyTok::RParen)
            return m_tok.kind == PyTok::End ? unterminated(open)
                                            : expected("')' closing the (shape, name) pair");
        advance();
        m_out.tensors.push_back(std::move(tensor));
        return true;
    }

    bool parseDims(std::vector<std::variant<std::int64_t, std::string>>& dims) {
        if (m_tok.kind != PyTok::LBracket)
            return expected("a shape list");
        const PyToken open = m_tok;
        advance();
        while (m_tok.kind != PyTok::RBracket) {
            if (m_tok.kind == PyTok::End)
                return unterminated(open);
            if (m_tok.kind == PyTok::Name) {
                dims.emplace_back(std::string(m_tok.text));
                advance();
            } else {
                Scalar s;
                if (!parseScalar(s, "a size, a symbol or ']' in a shape"))
                    return false;
                if (s.kind != Scalar::Int || s.i < 0)
                    return fail(s.start, "expected a size or a symbol in a shape but found " + describe(s));
                dims.emplace_back(s.i);
            }
            if (!listSeparator(open, "shape"))
                return false;
        }
        advance();
        return true;
    }

    InputConstraints m_out;
};

} // namespace

Result<InputConstraints> parseInputConstraintsText(std::string_view text, std::string_view fileName) {
    thread_local PyTokenizer tokenizer;
    return ConstraintsParser(text, fileName, tokenizer).run();
}

Result<InputConstraints> parseInputConstraintsFile(const std::filesystem::path& path) {
    auto text = readFile(path);
    if (!text)
        return text.error();
    return parseInputConstraintsText(*text, path.string());
}

} // namespace gnw
