#pragma once
// Where tests find the repository, the build tree and the optional shared fixtures.
#include <QDir>
#include <QFile>
#include <QString>

namespace gnw::test {

inline QString sourceDir() {
    return QStringLiteral(GNW_SOURCE_DIR);
}
inline QString binaryDir() {
    return QStringLiteral(GNW_BINARY_DIR);
}
inline QString samplesDir() {
    return sourceDir() + QStringLiteral("/samples");
}

// ../shared/fixtures exists only in the developers' checkout; users' clones lack it.
inline QString sharedFixtures() {
    return QDir(QStringLiteral(GNW_SHARED_FIXTURES)).absolutePath();
}
// Shapes, FLOPs and engine runs need the LibTorch build; a build without it skips those checks.
inline bool engineBuilt() {
    QFile cache(binaryDir() + QStringLiteral("/CMakeCache.txt"));
    return cache.open(QIODevice::ReadOnly) && cache.readAll().contains("GNW_WITH_TORCH:BOOL=ON");
}

inline bool haveSharedFixtures() {
    return QDir(sharedFixtures() + QStringLiteral("/graphnet-samples")).exists();
}

// samples/ holds torch samples and two real upstream Paddle ones; tests of the torch engine skip these.
inline bool isPaddleSample(const QString& dir) {
    QFile f(dir + QStringLiteral("/graph_net.json"));
    return f.open(QIODevice::ReadOnly) && f.readAll().contains("\"paddle\"");
}

} // namespace gnw::test

#define GNW_REQUIRE_FIXTURES()                                                                               \
    do {                                                                                                     \
        if (!gnw::test::haveSharedFixtures())                                                                \
            QSKIP("../shared/fixtures is absent (users' checkouts do not have it)");                         \
    } while (0)
