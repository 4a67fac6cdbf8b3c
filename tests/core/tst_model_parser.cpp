// Tokenizer and parser of model.py: token streams, positions, lexical errors, the AST-lite, and a table of
// malformed or unusual snippets run through the whole pipeline (error position or node count and targets).
#include "TestMain.h"
#include "TestPaths.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/ModelParser.h"
#include "core/python/PyTokenizer.h"

#include <QtTest>

using namespace gnw;
using pyast::TokenKind;

namespace {

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

// Compact token stream: names and operators as written, numbers as #text, layout tokens as NL/IN/DE/EOF.
QString render(const std::vector<pyast::Token>& tokens) {
    QStringList parts;
    for (const pyast::Token& t : tokens) {
        const QString text = QString::fromUtf8(t.text.data(), static_cast<qsizetype>(t.text.size()));
        switch (t.kind) {
        case TokenKind::Newline:
            parts << QStringLiteral("NL");
            break;
        case TokenKind::Indent:
            parts << QStringLiteral("IN");
            break;
        case TokenKind::Dedent:
            parts << QStringLiteral("DE");
            break;
        case TokenKind::EndOfFile:
            parts << QStringLiteral("EOF");
            break;
        case TokenKind::Number:
            parts << QLatin1Char('#') + text;
            break;
        default:
            parts << text;
        }
    }
    return parts.join(QLatin1Char(' '));
}

QString position(const Error& e) {
    return QStringLiteral("%1:%2").arg(e.line).arg(e.column);
}

// A torch module whose forward(self, x, y) body starts at line 6, column 9.
QByteArray forwardModule(const QByteArray& body) {
    QByteArray out = "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                     "    def forward(self, x: torch.Tensor, y: torch.Tensor):\n";
    for (const QByteArray& line : body.split('\n'))
        out += (line.isEmpty() ? QByteArray() : QByteArray(8, ' ') + line) + '\n';
    return out;
}
// Position of body line `line` (0-based), body column `column` (1-based).
QString at(int line, int column) {
    return QStringLiteral("%1:%2").arg(6 + line).arg(8 + column);
}

} // namespace

class TestModelParser : public QObject {
    Q_OBJECT

private slots:
    void tokens_data();
    void tokens();
    void tokenPositions();
    void fullLineComments();
    void tokenizerErrors_data();
    void tokenizerErrors();
    void tokenizerReusesStorage();
    void keywords();
    void moduleStructure();
    void snippets_data();
    void snippets();
    void tenThousandArguments();
    void truncatedFixture();
};

void TestModelParser::tokens_data() {
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("expected");
    QTest::newRow("assignment") << QByteArray("a = b\n") << "a = b NL EOF";
    QTest::newRow("no final newline") << QByteArray("x") << "x NL EOF";
    QTest::newRow("blocks") << QByteArray("if x:\n    y\nz\n") << "if x : NL IN y NL DE z NL EOF";
    QTest::newRow("dedents at end") << QByteArray("class A:\n  def f():\n    pass")
                                    << "class A : NL IN def f ( ) : NL IN pass NL DE DE EOF";
    QTest::newRow("implicit joining")
        << QByteArray("f(a,\n\n  b)[1,\n2]\n") << "f ( a , b ) [ #1 , #2 ] NL EOF";
    QTest::newRow("comments and blank lines")
        << QByteArray("# c\n\n   # indented comment\nx = 1  # t\n") << "x = #1 NL EOF";
    QTest::newRow("backslash continuation") << QByteArray("x = 1 + \\\n  2\n") << "x = #1 + #2 NL EOF";
    QTest::newRow("crlf") << QByteArray("a\r\nif b:\r\n  c\r\n") << "a NL if b : NL IN c NL DE EOF";
    QTest::newRow("strings") << QByteArray("s = 'a\\'b' \"c\" r'\\d' b\"x\"\n")
                             << "s = 'a\\'b' \"c\" r'\\d' b\"x\" NL EOF";
    QTest::newRow("triple-quoted string")
        << QByteArray("s = '''a\nb'''\nt\n") << "s = '''a\nb''' NL t NL EOF";
    QTest::newRow("numbers") << QByteArray("1 1.5 1e-05 .5 1_000 0x1F 2E+3 7.\n")
                             << "#1 #1.5 #1e-05 #.5 #1_000 #0x1F #2E+3 #7. NL EOF";
    QTest::newRow("operators") << QByteArray("a //= b ** c @ d -> e : ... != <<= >>= := ~ @= **= %\n")
                               << "a //= b ** c @ d -> e : ... != <<= >>= := ~ @= **= % NL EOF";
    QTest::newRow("comparisons and shifts")
        << QByteArray("a<b<=c>d>=e==f<<g>>h\n") << "a < b <= c > d >= e == f << g >> h NL EOF";
    QTest::newRow("unicode identifiers") << QByteArray("变量 = é1 + ÿ\n") << "变量 = é1 + ÿ NL EOF";
    QTest::newRow("empty") << QByteArray("") << "EOF";
    QTest::newRow("only comments") << QByteArray("# a\n# b") << "EOF";
}

void TestModelParser::tokens() {
    QFETCH(QByteArray, source);
    QFETCH(QString, expected);
    PyTokenizer tokenizer;
    const Status status = tokenizer.tokenize(view(source), "t.py");
    QVERIFY2(status.ok(), status.ok() ? "" : status.error().toString().c_str());
    QCOMPARE(render(tokenizer.tokens()), expected);
}

void TestModelParser::tokenPositions() {
    const QByteArray source = "x = (1,\n     2)\nif y:\n    z += 3\n";
    PyTokenizer tokenizer;
    QVERIFY(tokenizer.tokenize(view(source), "t.py").ok());
    QStringList positions;
    for (const pyast::Token& t : tokenizer.tokens())
        positions << QStringLiteral("%1:%2").arg(t.line).arg(t.column);
    // x = ( 1 , 2 ) NL if y : NL IN z += 3 NL DE EOF
    QCOMPARE(positions.join(QLatin1Char(' ')),
             QStringLiteral("1:1 1:3 1:5 1:6 1:7 2:6 2:7 2:8 3:1 3:4 3:5 3:6 4:5 4:5 4:7 4:10 4:11 5:1 5:1"));
}

void TestModelParser::fullLineComments() {
    const QByteArray source =
        "# pd_op.a: (1xf32) <- ()  \nx = 1  # trailing\n    # indented alone\ny = (1,\n# inside\n)\n";
    PyTokenizer tokenizer;
    QVERIFY(tokenizer.tokenize(view(source), "t.py").ok());
    QCOMPARE(tokenizer.comments().size(), std::size_t(2));
    QCOMPARE(tokenizer.comments()[0].line, 1);
    QCOMPARE(tokenizer.comments()[0].text, std::string_view("pd_op.a: (1xf32) <- ()"));
    QCOMPARE(tokenizer.comments()[1].line, 3);
    QCOMPARE(tokenizer.comments()[1].text, std::string_view("indented alone"));
}

void TestModelParser::tokenizerErrors_data() {
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("message");
    QTest::newRow("unterminated string")
        << QByteArray("x = 'abc\n") << "1:5"
        << "expected ' to close the string started here but found end of line";
    QTest::newRow("unterminated triple string")
        << QByteArray("x = 1\ns = \"\"\"abc\n\n") << "2:5"
        << "expected \"\"\" to close the string started here but found end of file";
    QTest::newRow("unclosed bracket") << QByteArray("f(a, [b],\n  c\n") << "1:2"
                                      << "expected ')' to close this '(' but found end of file";
    QTest::newRow("mismatched bracket") << QByteArray("f(a]\n") << "1:4"
                                        << "expected ')' to close '(' opened at 1:2 but found ']'";
    QTest::newRow("stray closer") << QByteArray("a)\n") << "1:2"
                                  << "expected an operand or end of line but found ')' (no bracket is open)";
    QTest::newRow("bad dedent")
        << QByteArray("if x:\n    a\n  b\n") << "3:3"
        << "expected indentation matching an enclosing block (column 1, 5) but found column 3";
    QTest::newRow("tabs then spaces")
        << QByteArray("if x:\n\ta\n        b\n") << "3:9"
        << "expected indentation with the same meaning for any tab width but found a mix of tabs and spaces";
    QTest::newRow("bad exponent") << QByteArray("x = 1e\n") << "1:7"
                                  << "expected an exponent digit but found end of line";
    QTest::newRow("letters after number") << QByteArray("x = 12abc\n") << "1:7"
                                          << "expected an operator or a space after the number but found 'a'";
    QTest::newRow("bad hex") << QByteArray("x = 0xg\n") << "1:7"
                             << "expected a hexadecimal digit but found 'g'";
    QTest::newRow("unexpected character") << QByteArray("x = $\n") << "1:5"
                                          << "expected a name, number, string or operator but found '$'";
    QTest::newRow("control byte") << QByteArray("x = \x01\n") << "1:5"
                                  << "expected a name, number, string or operator but found byte 0x01";
    QTest::newRow("lone bang") << QByteArray("x = a ! b\n") << "1:8"
                               << "expected '=' after '!' but found a space";
    QTest::newRow("backslash mid-line") << QByteArray("x = \\ y\n") << "1:6"
                                        << "expected end of line after '\\' but found a space";
    QByteArray deep;
    for (int i = 0; i <= PyTokenizer::kMaxIndentLevels + 1; ++i) // line i + 1 opens indentation level i
        deep += QByteArray(i, ' ') + "if x:\n";
    QTest::newRow("too many indentation levels")
        << deep
        << QStringLiteral("%1:%2")
               .arg(PyTokenizer::kMaxIndentLevels + 2)
               .arg(PyTokenizer::kMaxIndentLevels + 2)
        << "expected at most 100 levels of indentation but found more";
}

void TestModelParser::tokenizerErrors() {
    QFETCH(QByteArray, source);
    QFETCH(QString, position);
    QFETCH(QString, message);
    PyTokenizer tokenizer;
    const Status status = tokenizer.tokenize(view(source), "bad.py");
    QVERIFY(!status.ok());
    QCOMPARE(QString::fromStdString(status.error().file), QStringLiteral("bad.py"));
    QCOMPARE(::position(status.error()), position);
    QCOMPARE(QString::fromStdString(status.error().message), message);
}

void TestModelParser::tokenizerReusesStorage() {
    PyTokenizer tokenizer;
    const QByteArray big = forwardModule(QByteArray("y = torch.relu(x)\n").repeated(200));
    QVERIFY(tokenizer.tokenize(view(big), "a.py").ok());
    const pyast::Token* storage = tokenizer.tokens().data();
    const QByteArray small = forwardModule("return (x,)");
    QVERIFY(tokenizer.tokenize(view(small), "b.py").ok());
    QCOMPARE(tokenizer.tokens().data(), storage);
    QCOMPARE(tokenizer.tokens().back().kind, TokenKind::EndOfFile);
}

void TestModelParser::keywords() {
    // Python 3.11 keyword.kwlist
    for (const char* k :
         {"False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
          "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
          "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
          "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"})
        QVERIFY2(pyast::isKeyword(k), k);
    for (const char* name :
         {"l_x_", "lambda_", "x", "iff", "match", "self", "print", "nonlocals", "Nonee", "f"})
        QVERIFY2(!pyast::isKeyword(name), name);
}

void TestModelParser::moduleStructure() {
    const QByteArray source =
        "import torch\nimport torch.nn.functional as F\nfrom torch import device, inf as INF\n\n"
        "class GraphModule(torch.nn.Module):\n"
        "    def forward(self, L_x_: torch.Tensor, s0: torch.SymInt, w):\n"
        "        # first\n"
        "        a = b = F.relu(L_x_)\n"
        "        a += 1\n"
        "        del a, b\n"
        "        return (L_x_,)\n";
    ModelParser parser;
    const Status status = parser.parse(view(source), "m.py");
    QVERIFY2(status.ok(), status.ok() ? "" : status.error().toString().c_str());
    const pyast::Module& m = parser.module();
    QCOMPARE(m.imports.size(), std::size_t(4));
    QCOMPARE(m.imports[1].module, std::string("torch.nn.functional"));
    QCOMPARE(m.imports[1].bound, std::string_view("F"));
    QCOMPARE(m.imports[3].name, std::string_view("inf"));
    QCOMPARE(m.imports[3].bound, std::string_view("INF"));
    QCOMPARE(m.classes.size(), std::size_t(1));
    QCOMPARE(m.classes[0].baseCount, 1);
    const pyast::FunctionDef& forward = m.functions.at(0);
    QCOMPARE(forward.name, std::string_view("forward"));
    const auto params = m.paramsOf(forward);
    QCOMPARE(params.size(), std::size_t(4));
    QCOMPARE(params[3].annotation, pyast::kNoExpr);
    QCOMPARE(m.expr(params[1].annotation).text, std::string_view("Tensor"));
    const auto body = m.bodyOf(forward);
    QCOMPARE(body.size(), std::size_t(4));
    const pyast::Stmt& assign = m.stmts[static_cast<std::size_t>(body[0])];
    QCOMPARE(assign.kind, pyast::StmtKind::Assign);
    QCOMPARE(assign.count, 2);
    QCOMPARE(assign.line, 8);
    QCOMPARE(assign.column, 9);
    QCOMPARE(assign.endColumn, 29);
    QCOMPARE(m.comments.at(static_cast<std::size_t>(assign.comment)).text, std::string_view("first"));
    QCOMPARE(m.stmts[static_cast<std::size_t>(body[1])].kind, pyast::StmtKind::AugAssign);
    QCOMPARE(m.stmts[static_cast<std::size_t>(body[1])].comment, -1);
    QCOMPARE(m.stmts[static_cast<std::size_t>(body[2])].count, 2);
    QCOMPARE(m.stmts[static_cast<std::size_t>(body[3])].kind, pyast::StmtKind::Return);
}

void TestModelParser::snippets_data() {
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("position"); // "line:column" of the expected error, empty for success
    QTest::addColumn<QString>("message");  // substring of the error message
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("targets"); // node targets in program order

    auto error = [](const char* name, const QByteArray& source, const QString& position,
                    const char* message) {
        QTest::newRow(name) << source << position << QString::fromUtf8(message) << -1 << QString();
    };
    auto ok = [](const char* name, const QByteArray& source, int nodes, const char* targets) {
        QTest::newRow(name) << source << QString() << QString() << nodes << QString::fromUtf8(targets);
    };
    const QByteArray header = "import torch\nclass GraphModule(torch.nn.Module):\n";

    error("unterminated call", forwardModule("z = torch.relu(x"), at(0, 15),
          "expected ')' to close this '('");
    error("unterminated call before more code",
          forwardModule("z = torch.relu(x\nw = torch.relu(y)\nreturn (w,)"), at(0, 15),
          "but found end of file");
    error("missing comma", forwardModule("z = torch.add(x y)"), at(0, 17),
          "expected ',' or ')' but found 'y' (the '(' at 6:22 is still open)");
    error("mismatched bracket", forwardModule("y = torch.relu(x]"), at(0, 17),
          "expected ')' to close '(' opened at 6:23");
    error("bad dedent", header + "    def forward(self, x):\n        y = torch.relu(x)\n      return (y,)\n",
          "5:7", "expected indentation matching an enclosing block (column 1, 5, 9) but found column 7");
    error("unexpected indent", forwardModule("y = torch.relu(x)\n    z = y"), at(1, 5),
          "expected a statement but found an unexpected indent");
    error("tabs mixed with spaces",
          header + "\tdef forward(self, x):\n\t\ty = torch.relu(x)\n        \treturn (y,)\n", "5:10",
          "found a mix of tabs and spaces");
    error("missing colon", header + "    def forward(self, x)\n        return (x,)\n", "3:25",
          "expected ':' but found end of line");
    error("empty file", "", "1:1",
          "expected 'class GraphModule' with a 'forward' method but found end of file");
    error("only imports", "import torch\nfrom torch import device\n", "3:1", "expected 'class GraphModule'");
    error("return outside forward", "import torch\nreturn 1\n", "2:1", "expected 'return' inside a function");
    error("statement after return", forwardModule("return (x,)\ny = torch.relu(x)"), at(1, 1),
          "expected the end of forward after 'return'");
    error("undefined name", forwardModule("y = torch.relu(q)"), at(0, 16),
          "expected a defined name but found 'q'");
    error("control flow", forwardModule("if x:\n    pass"), at(0, 1),
          "expected a straight-line statement but found 'if'");
    error("unpack a constant", forwardModule("a, b = 1"), at(0, 1),
          "expected a call, a value or a tuple of 2 values to unpack but found the constant 1");
    error("del an attribute", forwardModule("del (x.y, x)"), at(0, 6),
          "expected a defined local name after 'del' but found an attribute");
    error("del undefined", forwardModule("del q"), at(0, 5),
          "expected a defined local name after 'del' but found 'q'");
    error("f-string", forwardModule("y = f'{x}'"), at(0, 5), "f-string");
    error("positional after keyword", forwardModule("y = torch.add(x, alpha=2, y)"), at(0, 27),
          "expected a keyword argument");
    error("self attribute", forwardModule("y = self.weight"), at(0, 5), "found 'self'");
    error("star import", "from torch import *\n", "1:19", "expected names to import");
    error("decorator", "import torch\n@staticmethod\nclass A: pass\n", "2:1", "decorators are not supported");
    error("dict literal", forwardModule("y = {}"), at(0, 5), "dict and set literals are not supported");
    error("chained comparison", forwardModule("y = x < y < x"), at(0, 11),
          "chained comparisons are not supported");
    error("annotated assignment", forwardModule("y: int = 3"), at(0, 2),
          "expected end of line but found ':'");
    error("complex literal", forwardModule("y = x * 1j"), at(0, 9), "complex literal 1j");
    error("integer overflow", forwardModule("y = x + 9223372036854775808"), at(0, 9), "signed 64-bit range");
    error("unterminated string", forwardModule("y = 'abc"), at(0, 5), "expected ' to close the string");
    error("class without forward", header + "    pass\n", "2:1",
          "expected a 'forward' method in class GraphModule");
    error("forward without self", header + "    def forward(x):\n        return (x,)\n", "3:17",
          "expected 'self' as the first parameter of forward but found 'x'");
    error("unclosed def header", header + "    def forward(self, x:\n", "3:16",
          "expected ')' to close this '('");
    error("lambda outside the idiom", forwardModule("f = lambda a: a"), at(0, 5), "found a lambda");

    QByteArray parens = "z = " + QByteArray(500, '(') + "x" + QByteArray(500, ')');
    error("500 nested parentheses", forwardModule(parens), at(0, 5 + 200), "expression nested too deeply");
    QByteArray calls = "z = " + QByteArray("torch.relu(").repeated(500) + "x" + QByteArray(500, ')');
    error("500 nested calls", forwardModule(calls), at(0, 4 + 11 * 201), "expression nested too deeply");
    QByteArray sum = "z = x" + QByteArray(" + x").repeated(1999);
    error("2000-term sum", forwardModule(sum), at(0, 4 * 1000 + 3), "expression nested too deeply");

    ok("floor-divide assign", forwardModule("z = torch.relu(x)\nz //= 2\nreturn (z,)"), 2,
       "torch.relu,operator.ifloordiv");
    ok("chained assignment", forwardModule("a = b = torch.relu(x)\nreturn (a, b)"), 1, "torch.relu");
    ok("None chain", forwardModule("a = torch.relu(x)\nb = a\na = (b) = None\nreturn (x,)"), 1, "torch.relu");
    ok("unicode identifiers", forwardModule("变量 = torch.relu(x)\nÿ_2 = 变量 + 1\nreturn (ÿ_2,)"), 2,
       "torch.relu,operator.add");
    ok("tab indentation", header + "\tdef forward(self, x):\n\t\ty = torch.relu(x)\n\t\treturn (y,)\n", 1,
       "torch.relu");
    ok("150 nested parentheses",
       forwardModule("z = " + QByteArray(150, '(') + "x" + QByteArray(150, ')') + "\nreturn (z,)"), 0, "");
    ok("method chain on a call result", forwardModule("y = x.view(1).t()\nreturn (y,)"), 2,
       "Tensor.view,Tensor.t");
    ok("setitem", forwardModule("x[0] = y\nreturn (x,)"), 1, "operator.setitem");
    ok("attribute read", forwardModule("t = x.T\nreturn (t,)"), 1, "getattr.T");
    ok("float constants", forwardModule("y = torch.clamp(x, -float(\"inf\"), float(\"1e-05\"))"), 1,
       "torch.clamp");
    ok("docstring and pass", forwardModule("\"\"\"doc\"\"\"\npass\nreturn (x,)"), 0, "");
    ok("int64 minimum", forwardModule("y = torch.full((1,), -9223372036854775808)\nreturn (y,)"), 1,
       "torch.full");
    ok("comments everywhere", forwardModule("# alone\ny = torch.relu(x)  # trailing\n\n\nreturn (y,)  # end"),
       1, "torch.relu");
    ok("tuple target", forwardModule("a, b = torch.split(x, 2)\nreturn (a, b)"), 1, "torch.split");
    // Upstream forms that failed before (project issue 10).
    ok("unpack a named value", forwardModule("y = torch.relu(x)\na, b = y\nreturn (a, b)"), 3,
       "torch.relu,operator.getitem,operator.getitem");
    ok("string starting with f",
       forwardModule("div = torch.div(x, 2, rounding_mode=\"floor\")\nreturn (div,)"), 1, "torch.div");
    ok("parenthesised multi-line del",
       forwardModule("a = x + y\nb = a * 2\ndel (\n    a,\n    x,\n)\nreturn (b,)"), 2,
       "operator.add,operator.mul");
    ok("no return", forwardModule("y = torch.relu(x)"), 1, "torch.relu");
    ok("semicolons", forwardModule("a = x + 1; b = a * 2\nreturn b"), 2, "operator.add,operator.mul");
    ok("return of a call", forwardModule("return torch.relu(x)"), 1, "torch.relu");
    ok("paddle lambda idiom",
       "import paddle\n\n\nclass GraphModule(paddle.nn.Layer):\n    def __init__(self):\n        "
       "super().__init__()\n\n"
       "    def forward(self, parameter_0, data_0):\n"
       "        # pd_op.layer_norm: (1x4xf32) <- (1x4xf32, 4xf32)\n"
       "        layer_norm_0, layer_norm_1, layer_norm_2 = (lambda x, f: f(x))(\n"
       "            paddle._C_ops.layer_norm(data_0, parameter_0, None, float(\"1e-05\"), 1),\n"
       "            lambda out: out if isinstance(out, (list, tuple)) else (out, None, None),\n"
       "        )\n"
       "        del data_0\n"
       "        return layer_norm_0\n",
       1, "paddle._C_ops.layer_norm");
}

void TestModelParser::snippets() {
    QFETCH(QByteArray, source);
    QFETCH(QString, position);
    QFETCH(QString, message);
    QFETCH(int, nodes);
    QFETCH(QString, targets);
    ModelGraphLoader loader;
    const Result<Graph> graph = loader.fromSource(view(source), "snippet.py");
    if (!position.isEmpty()) {
        QVERIFY2(!graph.ok(), "expected an error");
        const Error& e = graph.error();
        QCOMPARE(QString::fromStdString(e.file), QStringLiteral("snippet.py"));
        QCOMPARE(::position(e), position);
        QVERIFY2(QString::fromStdString(e.message).contains(message), e.message.c_str());
        return;
    }
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().toString().c_str());
    QStringList actual;
    for (const GraphNode& n : graph->nodes)
        actual << QString::fromStdString(n.target);
    QCOMPARE(actual.join(QLatin1Char(',')), targets);
    QCOMPARE(static_cast<int>(graph->nodes.size()), nodes);
}

void TestModelParser::tenThousandArguments() {
    const QByteArray source =
        forwardModule("z = torch.stack(" + QByteArray("x, ").repeated(10000) + ")\nreturn (z,)");
    ModelGraphLoader loader;
    const Result<Graph> graph = loader.fromSource(view(source), "wide.py");
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().toString().c_str());
    QCOMPARE(graph->nodes.size(), std::size_t(1));
    QCOMPARE(graph->nodes[0].args.size(), std::size_t(10000));
    QCOMPARE(graph->nodes[0].args[9999], GraphArg::reference(graph->inputs[0].value));
}

// A real file cut inside a multi-line call names the bracket left open, like Python 3.10+.
void TestModelParser::truncatedFixture() {
    QFile f(gnw::test::upstreamFixtures() +
            QStringLiteral("/graphnet-samples/paddle/PaddleX/PP-OCRv4_server_rec/subgraph_2/model.py"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray full = f.readAll();
    const qsizetype open =
        full.indexOf("paddle._C_ops.batch_norm(") + qsizetype(strlen("paddle._C_ops.batch_norm"));
    QVERIFY(open > 0);
    const QByteArray truncated = full.left(full.indexOf("float(", open));
    const int line = static_cast<int>(truncated.left(open).count('\n')) + 1;
    const int column = static_cast<int>(open - truncated.lastIndexOf('\n', open - 1));
    ModelGraphLoader loader;
    const Result<Graph> graph = loader.fromSource(view(truncated), "model.py");
    QVERIFY(!graph.ok());
    QCOMPARE(::position(graph.error()), QStringLiteral("%1:%2").arg(line).arg(column));
    QCOMPARE(QString::fromStdString(graph.error().message),
             QStringLiteral("expected ')' to close this '(' but found end of file"));
    QVERIFY(loader.fromSource(view(full), "model.py").ok());
}

GNW_TEST_APPLESS_MAIN(TestModelParser)
#include "tst_model_parser.moc"
