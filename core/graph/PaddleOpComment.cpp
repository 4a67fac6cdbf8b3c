#include "core/graph/PaddleOpComment.h"

#include <array>
#include <charconv>
#include <utility>

namespace gnw {

namespace {

// Vectors of vectors do not occur; a small bound keeps hostile comments from recursing deeply.
constexpr int kMaxListDepth = 8;

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

class CommentReader {
public:
    explicit CommentReader(std::string_view text) : m_text(text) {}

    std::optional<PaddleOpComment> read(std::string* error) {
        PaddleOpComment out;
        const std::string_view op = paddleOpName(m_text);
        if (op.empty())
            return fail(error, "expected '<dialect>.<op>:' at the start");
        out.op = std::string(op);
        m_pos = op.size() + 1;
        if (!list(out.outputs, '(', ')', 0) || !literal("<-") || !list(out.inputs, '(', ')', 0))
            return fail(error, m_expected);
        skipBlanks();
        if (m_pos != m_text.size())
            return fail(error, "expected the end of the comment");
        return out;
    }

private:
    std::optional<PaddleOpComment> fail(std::string* error, std::string_view what) const {
        if (error)
            *error =
                std::string(what.empty() ? "expected a type" : what) + " at offset " + std::to_string(m_pos);
        return std::nullopt;
    }
    bool expected(std::string what) {
        if (m_expected.empty())
            m_expected = "expected " + std::move(what);
        return false;
    }
    void skipBlanks() {
        while (m_pos < m_text.size() && m_text[m_pos] == ' ')
            ++m_pos;
    }
    bool literal(std::string_view s) {
        skipBlanks();
        if (m_text.substr(m_pos, s.size()) != s)
            return expected("'" + std::string(s) + "'");
        m_pos += s.size();
        return true;
    }
    bool accept(char c) {
        skipBlanks();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    // open [type {, type}] close
    bool list(std::vector<ValueShape>& out, char open, char close, int depth) {
        if (!accept(open))
            return expected(std::string("'") + open + "'");
        if (accept(close))
            return true;
        do {
            ValueShape v;
            if (!type(v, depth))
                return false;
            out.push_back(std::move(v));
        } while (accept(','));
        return accept(close) || expected(std::string("',' or '") + close + "'");
    }

    bool type(ValueShape& out, int depth) {
        skipBlanks();
        if (m_pos < m_text.size() && m_text[m_pos] == '[') {
            if (depth >= kMaxListDepth)
                return expected("at most " + std::to_string(kMaxListDepth) + " nested lists");
            out.kind = ValueShape::Kind::Sequence;
            return list(out.items, '[', ']', depth + 1);
        }
        std::size_t end = m_pos;
        while (end < m_text.size() && (isNameChar(m_text[end]) || m_text[end] == '-'))
            ++end;
        const std::string_view word = m_text.substr(m_pos, end - m_pos);
        if (word == "None") {
            out.kind = ValueShape::Kind::None;
            m_pos = end;
            return true;
        }
        // dims joined by 'x', then 'x' and the element type; a 0-d tensor is "x" and the element type.
        const std::size_t lastX = word.rfind('x');
        const std::string_view element = lastX == std::string_view::npos ? word : word.substr(lastX + 1);
        std::vector<std::int64_t> dims;
        if (lastX != std::string_view::npos && lastX > 0) {
            for (std::size_t from = 0; from <= lastX;) {
                const std::size_t x = word.find('x', from);
                const std::string_view dim = word.substr(from, x - from);
                std::int64_t d = 0;
                const auto [ptr, ec] = std::from_chars(dim.data(), dim.data() + dim.size(), d);
                if (dim.empty() || ec != std::errc() || ptr != dim.data() + dim.size() || d < -1)
                    return expected("a dimension (an integer >= -1)");
                dims.push_back(d);
                from = x + 1;
            }
        }
        const std::string_view dtype = paddleElementType(element);
        if (dtype.empty())
            return expected("an element type (f32, i64, b, ...) or None");
        out = ValueShape::tensor(std::move(dims), std::string(dtype));
        m_pos = end;
        return true;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_expected;
};

} // namespace

std::string_view paddleOpName(std::string_view comment) {
    std::size_t i = 0;
    while (i < comment.size() && isNameChar(comment[i]))
        ++i;
    if (i == 0 || i >= comment.size() || comment[i] != '.')
        return {};
    const std::size_t dot = i++;
    while (i < comment.size() && isNameChar(comment[i]))
        ++i;
    if (i == dot + 1 || i >= comment.size() || comment[i] != ':')
        return {};
    // Only Paddle's dialects: a torch file's stray "# a.b: c" comment is no op.
    const std::string_view dialect = comment.substr(0, dot);
    if (dialect != "pd_op" && dialect != "builtin")
        return {};
    return comment.substr(0, i);
}

std::string_view paddleElementType(std::string_view pirType) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kTypes{{
        {"f32", "float32"},
        {"f16", "float16"},
        {"bf16", "bfloat16"},
        {"f64", "float64"},
        {"i64", "int64"},
        {"i32", "int32"},
        {"i16", "int16"},
        {"i8", "int8"},
        {"ui8", "uint8"},
        {"u8", "uint8"},
        {"b", "bool"},
        {"i1", "bool"},
        {"c64", "complex64"},
        {"c128", "complex128"},
    }};
    for (const auto& [pir, name] : kTypes)
        if (pir == pirType)
            return name;
    return {};
}

std::optional<PaddleOpComment> parsePaddleOpComment(std::string_view comment, std::string* error) {
    return CommentReader(comment).read(error);
}

} // namespace gnw
