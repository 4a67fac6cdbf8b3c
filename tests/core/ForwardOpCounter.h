#pragma once
// Test oracle for the graph builder: counts, from the text of forward() alone, the calls and operators that
// must become graph nodes: every `callee(` except constant builders (device, slice, float, Paddle places),
// every subscript, every binary, comparison or non-literal unary operator, every attribute read on a value,
// every augmented assignment. Aliases, `= None` chains, del, literals and Paddle's lambda wrapper count
// nothing. A character-level scan written with Qt strings: it shares no code and no approach with the
// tokenizer and parser it checks.
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace gnw::test {

inline QString withoutStringsAndComments(const QString& text) {
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('#')) {
            while (i < text.size() && text[i] != QLatin1Char('\n'))
                ++i;
            out += QLatin1Char('\n');
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            for (++i; i < text.size() && text[i] != c; ++i)
                if (text[i] == QLatin1Char('\\'))
                    ++i;
            out += QLatin1Char('$');
        } else {
            out += c;
        }
    }
    return out;
}

inline int countOperations(QString text) {
    static const QString lambdaHead = QStringLiteral("(lambda x, f: f(x))(");
    if (const qsizetype head = text.indexOf(lambdaHead); head >= 0) {
        const qsizetype start = head + lambdaHead.size();
        text = text.mid(start, text.indexOf(QLatin1String("lambda out:"), start) - start);
    }
    static const QStringList constantBuilders = {QStringLiteral("device"),
                                                 QStringLiteral("torch.device"),
                                                 QStringLiteral("slice"),
                                                 QStringLiteral("float"),
                                                 QStringLiteral("paddle.core.CPUPlace"),
                                                 QStringLiteral("paddle.framework._current_expected_place")};
    static const QStringList modules = {QStringLiteral("torch"), QStringLiteral("paddle"),
                                        QStringLiteral("math")};
    static const QStringList keywords = {QStringLiteral("return"), QStringLiteral("None"),
                                         QStringLiteral("True"),   QStringLiteral("False"),
                                         QStringLiteral("if"),     QStringLiteral("else")};
    int count = 0;
    QChar previous; // last significant character
    QString previousWord;
    auto isIdent = [](QChar c) {
        return c.isLetterOrNumber() || c == QLatin1Char('_') || c.unicode() >= 0x80;
    };
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c.isDigit() || (c == QLatin1Char('.') && i + 1 < text.size() && text[i + 1].isDigit())) {
            while (i < text.size() && (isIdent(text[i]) || text[i] == QLatin1Char('.') ||
                                       ((text[i] == QLatin1Char('-') || text[i] == QLatin1Char('+')) &&
                                        text[i - 1].toLower() == QLatin1Char('e'))))
                ++i;
            previous = QLatin1Char('0');
            previousWord.clear();
            continue;
        }
        if (isIdent(c)) {
            const bool afterDot = previous == QLatin1Char('.');
            qsizetype j = i;
            while (j < text.size() && (isIdent(text[j]) || text[j] == QLatin1Char('.')))
                ++j;
            const QString chain = text.mid(i, j - i);
            qsizetype k = j;
            while (k < text.size() && text[k].isSpace())
                ++k;
            const bool called = k < text.size() && text[k] == QLatin1Char('(');
            if (chain == QLatin1String("not") && previousWord != QLatin1String("is"))
                ++count;
            else if (chain == QLatin1String("and") || chain == QLatin1String("or") ||
                     chain == QLatin1String("is") || chain == QLatin1String("in"))
                ++count;
            else if (called)
                count += constantBuilders.contains(chain) ? 0 : 1;
            else if (!modules.contains(chain.section(QLatin1Char('.'), 0, 0)))
                count += static_cast<int>(chain.count(QLatin1Char('.'))) + (afterDot ? 1 : 0);
            previous = QLatin1Char('a');
            previousWord = chain;
            i = j;
            continue;
        }
        const QString two = text.mid(i, 2);
        if (two == QLatin1String("**") || two == QLatin1String("//") || two == QLatin1String("<<") ||
            two == QLatin1String(">>") || two == QLatin1String("<=") || two == QLatin1String(">=") ||
            two == QLatin1String("==") || two == QLatin1String("!=")) {
            ++count;
            previous = c;
            i += 2;
            continue;
        }
        if (c == QLatin1Char('[')) {
            const bool subscript = (previous == QLatin1Char('a') && !keywords.contains(previousWord)) ||
                                   previous == QLatin1Char(')') || previous == QLatin1Char(']');
            count += subscript ? 1 : 0;
        } else if (c == QLatin1Char('-') || c == QLatin1Char('+')) {
            const bool unary = previous.isNull() || QStringLiteral("([{,=:+-*/%@&|^~<>").contains(previous) ||
                               (previous == QLatin1Char('a') && keywords.contains(previousWord));
            const QString rest = text.mid(i + 1).trimmed();
            const bool literal =
                unary && (rest.isEmpty() || rest[0].isDigit() || rest[0] == QLatin1Char('.') ||
                          rest.startsWith(QLatin1String("inf")) || rest.startsWith(QLatin1String("float(")));
            count += literal ? 0 : 1;
        } else if (QStringLiteral("*/%@&|^~<>").contains(c)) {
            ++count;
        }
        previous = c;
        previousWord.clear();
        ++i;
    }
    return count;
}

// Splits a statement at its top-level plain '=' signs (not ==, <=, >=, != or keyword arguments).
inline QStringList assignmentParts(const QString& statement) {
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < statement.size(); ++i) {
        const QChar c = statement[i];
        if (QStringLiteral("([{").contains(c))
            ++depth;
        else if (QStringLiteral(")]}").contains(c))
            --depth;
        else if (c == QLatin1Char('=') && depth == 0 &&
                 (i + 1 >= statement.size() || statement[i + 1] != c) &&
                 (i == 0 || !QStringLiteral("=<>!").contains(statement[i - 1]))) {
            parts << statement.mid(start, i - start);
            start = i + 1;
        }
    }
    parts << statement.mid(start);
    return parts;
}

inline int countStatement(const QString& statement) {
    const QString s = statement.simplified();
    if (s.isEmpty() || s == QLatin1String("pass") || s.startsWith(QLatin1String("del ")) ||
        s == QLatin1String("$"))
        return 0;
    if (s.startsWith(QLatin1String("return")))
        return countOperations(s.mid(6));
    const QStringList parts = assignmentParts(s);
    if (parts.size() == 2) {
        static const QRegularExpression augmented(QStringLiteral("(\\*\\*|//|>>|<<|[-+*/%@&|^])$"));
        if (augmented.match(parts[0].trimmed()).hasMatch())
            return 1 + countOperations(parts[1]);
    }
    int count = 0;
    for (const QString& part : parts)
        count += countOperations(part);
    return count;
}

// Number of nodes forward() of the model.py `source` must produce; -1 when it has no forward.
inline int countForwardOperations(const QString& source) {
    const QString text = withoutStringsAndComments(source);
    const qsizetype def = text.indexOf(
        QRegularExpression(QStringLiteral("^[ \\t]*def forward\\("), QRegularExpression::MultilineOption));
    if (def < 0)
        return -1;
    const qsizetype defIndent = text.indexOf(QLatin1String("def"), def) - def;
    // Logical statements: a newline or ';' at bracket depth 0 ends one; the first is the def header.
    struct Statement {
        QString text;
        bool startsLine;
    };
    QList<Statement> statements;
    Statement current{QString(), true};
    int depth = 0;
    for (qsizetype i = def; i < text.size(); ++i) {
        const QChar c = text[i];
        if (QStringLiteral("([{").contains(c))
            ++depth;
        else if (QStringLiteral(")]}").contains(c))
            --depth;
        if ((c == QLatin1Char('\n') || c == QLatin1Char(';')) && depth == 0) {
            if (!current.text.trimmed().isEmpty())
                statements << current;
            current = Statement{QString(), c == QLatin1Char('\n')};
        } else {
            current.text += c;
        }
    }
    if (!current.text.trimmed().isEmpty())
        statements << current;
    int count = 0;
    for (qsizetype i = 1; i < statements.size(); ++i) {
        const QString& st = statements[i].text;
        const qsizetype indent =
            st.size() - QString(st).remove(QRegularExpression(QStringLiteral("^[ \\t]+"))).size();
        if (statements[i].startsLine && indent <= defIndent)
            break;
        count += countStatement(st);
    }
    return count;
}

} // namespace gnw::test
