#include "core/dataset/MetaParser.h"

#include "core/dataset/MetaSyntax.h"
#include "core/util/FileIO.h"

#include <array>
#include <cstdint>
#include <iterator>
#include <string>
#include <unordered_map>

namespace gnw {

namespace {

using namespace gnw::meta;

enum AttrBit : unsigned {
    kName = 1u << 0,
    kOriginalName = 1u << 1,
    kShape = 1u << 2,
    kDType = 1u << 3,
    kDevice = 1u << 4,
    kMean = 1u << 5,
    kStd = 1u << 6,
    kMinVal = 1u << 7,
    kMaxVal = 1u << 8,
    kData = 1u << 9,
};

struct KnownAttr {
    std::string_view name;
    AttrBit bit;
};
constexpr std::array kKnownAttrs{
    KnownAttr{"name", kName},      KnownAttr{"original_name", kOriginalName},
    KnownAttr{"shape", kShape},    KnownAttr{"dtype", kDType},
    KnownAttr{"device", kDevice},  KnownAttr{"mean", kMean},
    KnownAttr{"std", kStd},        KnownAttr{"min_val", kMinVal},
    KnownAttr{"max_val", kMaxVal}, KnownAttr{"data", kData},
};

unsigned attrBit(std::string_view name) {
    for (const auto& a : kKnownAttrs)
        if (a.name == name)
            return a.bit;
    return 0;
}

// What the checks that need the whole class (name present, data vs shape and dtype) must remember.
struct ClassState {
    PyToken classToken;
    std::string_view className;
    unsigned seen = 0;
    SourcePos name;
    SourcePos data;
    bool floatData = false; // some data item was a float literal, so values live in floatData
    SourcePos firstFloat;
    std::string_view firstFloatText;
};

std::string describeIndent(std::string_view indent) {
    std::size_t spaces = 0, tabs = 0;
    for (char c : indent)
        (c == '\t' ? tabs : spaces)++;
    std::string out;
    if (spaces)
        out = std::to_string(spaces) + (spaces == 1 ? " space" : " spaces");
    if (tabs)
        out += (out.empty() ? "" : " and ") + std::to_string(tabs) + (tabs == 1 ? " tab" : " tabs");
    return out.empty() ? "no indentation" : out;
}

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string out = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        out += (i ? ", " : "") + std::to_string(shape[i]);
    return out + "]";
}

// product(shape), saturating: a count that large can never match a data list anyway.
std::int64_t elementCount(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    bool saturated = false;
    for (auto d : shape) {
        if (d == 0)
            return 0; // empty, however large the other extents
        if (n > INT64_MAX / d)
            saturated = true;
        else
            n *= d;
    }
    return saturated ? INT64_MAX : n;
}

class MetaFileParser : public MetaSyntax {
public:
    using MetaSyntax::MetaSyntax;

    Result<std::vector<TensorMeta>> run() {
        advance();
        while (m_tok.kind != PyTok::End && parseTopLevelLine()) {
        }
        if (!failed())
            checkUniqueNames();
        if (failed())
            return error();
        return std::move(m_metas);
    }

private:
    bool parseTopLevelLine() {
        if (m_tok.kind == PyTok::Invalid)
            return lexicalError();
        if (!m_tok.indent.empty())
            return fail(m_tok,
                        "unexpected indentation: expected `class` at the start of the line but found " +
                            describe(m_tok) + " indented by " + describeIndent(m_tok.indent));
        if (m_tok.kind == PyTok::Name && m_tok.text == "class")
            return parseClass();
        if (atImport()) // tolerated so files with a header still load
            return skipStatement();
        if (m_tok.kind == PyTok::Name) {
            // A module-level literal (`input_meta = {"image": {...}}` in PaddleX/squeezenet1_1) describes
            // nothing the classes do not; tolerated like an unknown attribute.
            const PyToken name = m_tok;
            advance();
            if (m_tok.kind != PyTok::Equals)
                return fail(name,
                            "expected `class`, `import`, `from` or an assignment at the start of a line "
                            "but found " +
                                describe(name));
            advance();
            if (!skipValue())
                return false;
            if (m_tok.kind != PyTok::Newline && m_tok.kind != PyTok::End)
                return expected("end of line after the value of `" + std::string(name.text) + "`");
            advance();
            return true;
        }
        return expected("`class`, `import`, `from` or an assignment at the start of a line");
    }

    bool parseClass() {
        ClassState st;
        st.classToken = m_tok;
        advance();
        if (m_tok.kind != PyTok::Name)
            return expected("a class name after `class`");
        st.className = m_tok.text;
        advance();
        if (m_tok.kind == PyTok::LParen && !skipBracketed())
            return false;
        if (m_tok.kind != PyTok::Colon)
            return expected("':' after `class " + std::string(st.className) + "`");
        advance();
        if (m_tok.kind != PyTok::Newline)
            return expected("end of line after `class " + std::string(st.className) +
                            ":` (attributes go on indented lines)");
        advance();
        if (m_tok.kind == PyTok::End || m_tok.indent.empty())
            return expected("an indented attribute line in class `" + std::string(st.className) + "`");

        TensorMeta& meta = m_metas.emplace_back();
        m_namePos.emplace_back();
        meta.className = st.className;
        meta.line = st.classToken.line;
        const std::string_view bodyIndent = m_tok.indent;
        const int bodyLine = m_tok.line;
        for (;;) {
            if (!parseAttribute(meta, st))
                return false;
            advance();
            if (m_tok.kind == PyTok::End || m_tok.indent.empty())
                break;
            if (m_tok.indent != bodyIndent)
                return fail(m_tok, "inconsistent indentation: expected " + describeIndent(bodyIndent) +
                                       " as on line " + std::to_string(bodyLine) + " but found " +
                                       describeIndent(m_tok.indent));
        }
        m_namePos.back() = st.name;
        return finishClass(meta, st);
    }

    // Leaves m_tok on the Newline/End that ends the attribute's line.
    bool parseAttribute(TensorMeta& meta, ClassState& st) {
        if (m_tok.kind != PyTok::Name)
            return expected("an attribute such as `name = \"...\"`");
        const PyToken attr = m_tok;
        advance();
        if (m_tok.kind != PyTok::Equals)
            return expected("'=' after `" + std::string(attr.text) + "`");
        advance();
        const unsigned bit = attrBit(attr.text);
        if (st.seen & bit)
            return fail(attr, "duplicate attribute: expected `" + std::string(attr.text) +
                                  "` once per class but found it a second time");
        st.seen |= bit;
        bool ok = true;
        switch (bit) {
        case kName:
            st.name = position(m_tok);
            ok = parseString(meta.name, attr.text);
            break;
        case kOriginalName:
            ok = parseString(meta.originalName, attr.text);
            break;
        case kDevice:
            ok = parseString(meta.device, attr.text);
            break;
        case kDType:
            ok = parseDTypeValue(meta.dtype);
            break;
        case kShape:
            ok = parseShape(meta.shape);
            break;
        case kMean:
            ok = parseOptionalNumber(meta.mean, "a number or None for `mean`");
            break;
        case kStd:
            ok = parseOptionalNumber(meta.std, "a number or None for `std`");
            break;
        case kMinVal:
            ok = parseOptionalNumber(meta.minVal, "a number or None for `min_val`");
            break;
        case kMaxVal:
            ok = parseOptionalNumber(meta.maxVal, "a number or None for `max_val`");
            break;
        case kData:
            st.data = position(attr);
            ok = parseData(meta, st);
            break;
        default:
            ok = skipValue(); // unknown attributes are tolerated but must still be literals
        }
        if (!ok)
            return false;
        if (m_tok.kind != PyTok::Newline && m_tok.kind != PyTok::End)
            return expected("end of line after the value of `" + std::string(attr.text) + "`");
        return true;
    }

    bool parseDTypeValue(DType& out) {
        Parens parens;
        if (!openParens(parens))
            return false;
        if (m_tok.kind != PyTok::String)
            return expected("a string for `dtype`");
        const std::string decoded = m_tok.hasEscape ? stringValue(m_tok) : std::string();
        const auto dtype = parseDType(m_tok.hasEscape ? std::string_view(decoded) : m_tok.text);
        if (!dtype)
            return expected(
                "a known dtype (float32, float16, bfloat16, float64, int64, int32, int16, int8, "
                "uint8, bool, complex64 or complex128, optionally prefixed by torch. or paddle.)");
        out = *dtype;
        advance();
        return closeParens(parens);
    }

    bool parseData(TensorMeta& meta, ClassState& st) {
        Parens parens;
        if (!openParens(parens))
            return false;
        meta.intData.clear();
        meta.floatData.clear();
        st.floatData = false;
        if (m_tok.kind == PyTok::Name && m_tok.text == "None") {
            meta.hasData = false;
            advance();
            return closeParens(parens);
        }
        if (m_tok.kind != PyTok::LBracket)
            return expected("None or a list of values for `data`");
        meta.hasData = true;
        const PyToken open = m_tok;
        advance();
        while (m_tok.kind != PyTok::RBracket) {
            if (m_tok.kind == PyTok::End)
                return unterminated(open);
            Scalar s;
            if (!parseScalar(s, "a number, True, False or ']' in `data`"))
                return false;
            if (s.kind == Scalar::Int || s.kind == Scalar::Bool) {
                if (st.floatData)
                    meta.floatData.push_back(static_cast<double>(s.i));
                else
                    meta.intData.push_back(s.i);
            } else if (s.kind == Scalar::Float) {
                if (!st.floatData) {
                    st.floatData = true;
                    st.firstFloat = position(s.start);
                    st.firstFloatText = sourceOf(s);
                    meta.floatData.assign(meta.intData.begin(), meta.intData.end());
                    meta.intData.clear();
                }
                meta.floatData.push_back(s.d);
            } else {
                return fail(s.start, "expected a number, True or False in `data` but found " + describe(s));
            }
            if (!listSeparator(open, "`data`"))
                return false;
        }
        advance();
        return closeParens(parens);
    }

    bool finishClass(TensorMeta& meta, const ClassState& st) {
        if (!(st.seen & kName))
            return fail(st.classToken,
                        "class `" + std::string(st.className) +
                            "` has no name: expected a `name = \"...\"` attribute but found none");
        if (!meta.hasData)
            return true;
        const bool integerDType = isIntegral(meta.dtype) || meta.dtype == DType::Bool;
        if (integerDType && st.floatData)
            return fail(st.firstFloat, "expected integer values in `data` for dtype " +
                                           std::string(dtypeName(meta.dtype)) + " but found number " +
                                           std::string(st.firstFloatText));
        if (!integerDType && !st.floatData) {
            meta.floatData.assign(meta.intData.begin(), meta.intData.end());
            std::vector<std::int64_t>().swap(meta.intData);
        }
        const auto found =
            static_cast<std::int64_t>(integerDType ? meta.intData.size() : meta.floatData.size());
        const std::int64_t wanted = elementCount(meta.shape);
        if (found != wanted)
            return fail(st.data, "ragged data: expected " + std::to_string(wanted) +
                                     " values (the product of shape " + shapeText(meta.shape) +
                                     ") but found " + std::to_string(found));
        return true;
    }

    void checkUniqueNames() {
        std::unordered_map<std::string_view, std::size_t> seen;
        seen.reserve(m_metas.size());
        for (std::size_t i = 0; i < m_metas.size(); ++i) {
            auto [it, inserted] = seen.emplace(m_metas[i].name, i);
            if (!inserted) {
                fail(m_namePos[i], "duplicate tensor name: expected each name once but \"" + m_metas[i].name +
                                       "\" was already defined by the class on line " +
                                       std::to_string(m_metas[it->second].line));
                return;
            }
        }
    }

    std::vector<TensorMeta> m_metas;
    std::vector<SourcePos> m_namePos;
};

} // namespace

Result<std::vector<TensorMeta>> parseMetaText(std::string_view text, std::string_view fileName) {
    // One tokenizer per thread keeps its token storage between files (indexing parses thousands).
    thread_local PyTokenizer tokenizer;
    return MetaFileParser(text, fileName, tokenizer).run();
}

Result<std::vector<TensorMeta>> parseMetaFile(const std::filesystem::path& path) {
    auto text = readFile(path);
    if (!text)
        return text.error();
    return parseMetaText(*text, path.string());
}

Result<std::vector<TensorMeta>> parseSampleMetas(const std::filesystem::path& sampleDir) {
    std::vector<TensorMeta> out;
    for (const char* file : {"weight_meta.py", "input_meta.py"}) {
        std::error_code ec;
        if (!std::filesystem::exists(sampleDir / file, ec))
            continue;
        auto parsed = parseMetaFile(sampleDir / file);
        if (!parsed)
            return parsed.error();
        out.insert(out.end(), std::make_move_iterator(parsed->begin()),
                   std::make_move_iterator(parsed->end()));
    }
    return out;
}

} // namespace gnw
