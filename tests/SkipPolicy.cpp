#include "SkipPolicy.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

namespace gnw::test {

namespace {

constexpr const char* kAllowedTags[] = {"[on request: ", "[opted out: ", "[needs root]"};

// Qt Test's plain-text logger writes one "SKIP   : Class::function(tag) message" line per skip.
QStringList skipLines(const QString& logPath) {
    QFile f(logPath);
    QStringList lines;
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return lines;
    QTextStream in(&f);
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.startsWith(QLatin1String("SKIP   : ")))
            lines << line.mid(9);
    }
    return lines;
}

bool allowed(const QString& skip) {
    for (const char* tag : kAllowedTags)
        if (skip.contains(QLatin1String(tag)))
            return true;
    return false;
}

} // namespace

QString onRequestSkip(const QString& environment, const QString& why) {
    return QStringLiteral("[on request: ./workbench env %1] %2").arg(environment, why);
}

QString optedOutSkip(const QString& setting, const QString& why) {
    return QStringLiteral("[opted out: %1] %2").arg(setting, why);
}

QString needsRootSkip(const QString& why) {
    return QStringLiteral("[needs root] ") + why;
}

bool optedOut(const char* variable) {
    return qEnvironmentVariable(variable) == QLatin1String("1");
}

int execWithSkipPolicy(QObject* testObject, int argc, char** argv) {
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    // A second logger into a file of our own to read the skips back; the usual one stays on stdout unless
    // the caller chose its own outputs.
    QTemporaryDir tmp;
    const QString log = tmp.filePath(QStringLiteral("qtest.txt"));
    if (!args.contains(QLatin1String("-o")))
        args << QStringLiteral("-o") << QStringLiteral("-,txt");
    args << QStringLiteral("-o") << log + QStringLiteral(",txt");

    const int failed = QTest::qExec(testObject, args);
    QStringList required;
    QStringList optional;
    for (const QString& skip : skipLines(log))
        (allowed(skip) ? optional : required) << skip;
    for (const QString& skip : optional)
        std::printf("%s%s\n", kSkipMarker, qPrintable(skip));
    for (const QString& skip : required)
        std::printf(
            "FAIL!  : skipped a prerequisite that the README's set-up provides (tests/SkipPolicy.h): %s\n",
            qPrintable(skip));
    std::fflush(stdout);
    if (failed != 0)
        return failed;
    if (!required.isEmpty())
        return 1;
    return optional.isEmpty() ? 0 : kSkipExitCode;
}

} // namespace gnw::test
