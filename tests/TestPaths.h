#pragma once
// Where tests find the repository, the build tree and the real upstream fixtures.
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
// The test suite's fast dataset: 14 small generated torch models (tools/generate_samples.py,
// docs/toy-samples.md) and two real Paddle samples. Each runs in milliseconds, and the fault-location tests
// plant faults in their known op sequences; the real bundled slice (bundledSamplesDir) is checked on its own
// (tst_bundled_samples).
inline QString toySamplesDir() {
    return sourceDir() + QStringLiteral("/tests/data/toy_samples");
}
// What `./workbench run` opens: the curated slice of upstream GraphNet (samples/PROVENANCE.tsv).
inline QString bundledSamplesDir() {
    return sourceDir() + QStringLiteral("/samples");
}

// Real upstream GraphNet samples and a real test_compiler log, verbatim with upstream's licence
// (tests/data/upstream/PROVENANCE.md): in the repository, so that every clone runs the tests that use them.
// A missing folder aborts the test: data rows built from it would otherwise drop out silently.
inline QString upstreamFixtures() {
    const QString dir = sourceDir() + QStringLiteral("/tests/data/upstream");
    if (!QFile::exists(dir + QStringLiteral("/graphnet-samples/INDEX.tsv")))
        qFatal("%s is incomplete: the repository's upstream fixtures are missing", qPrintable(dir));
    return dir;
}
inline QString upstreamSamples() {
    return upstreamFixtures() + QStringLiteral("/graphnet-samples");
}
inline QString upstreamLog() {
    return upstreamFixtures() + QStringLiteral("/logs/evaluation.log");
}
// Shapes, FLOPs and engine runs need the LibTorch build; a build without it skips those checks.
inline bool engineBuilt() {
    QFile cache(binaryDir() + QStringLiteral("/CMakeCache.txt"));
    return cache.open(QIODevice::ReadOnly) && cache.readAll().contains("GNW_WITH_TORCH:BOOL=ON");
}

// The toy samples hold torch samples and two real upstream Paddle ones; tests of the torch engine skip these.
inline bool isPaddleSample(const QString& dir) {
    QFile f(dir + QStringLiteral("/graph_net.json"));
    return f.open(QIODevice::ReadOnly) && f.readAll().contains("\"paddle\"");
}

} // namespace gnw::test
