#pragma once
// What a test may skip. A test skips only what the README's set-up does not provide: an environment a user
// creates on request (`./workbench env xla`), a setting the user chose to opt out with (GNW_SKIP_PADDLE=1,
// GNW_WITH_TORCH=OFF), or what needs root. Such a skip says so in its message (the helpers below); any other
// QSKIP is a prerequisite the set-up should have provided, and fails the test (execWithSkipPolicy).
// A test with allowed skips exits with kSkipExitCode, which ctest reports as skipped, and prints each skip
// on a line starting with kSkipMarker, which `./workbench test` collects into its closing summary.
#include <QObject>
#include <QString>
#include <QtTest>

namespace gnw::test {

inline constexpr int kSkipExitCode = 77;
inline constexpr const char* kSkipMarker = "GNW-SKIPPED: ";

// "[on request: ./workbench env NAME] why"
QString onRequestSkip(const QString& environment, const QString& why);
// "[opted out: SETTING] why", e.g. SETTING = "GNW_SKIP_PADDLE=1"
QString optedOutSkip(const QString& setting, const QString& why);
// "[needs root] why"
QString needsRootSkip(const QString& why);
// True when the user opted out with VARIABLE=1 (e.g. GNW_SKIP_PADDLE).
bool optedOut(const char* variable);

// QTest::qExec, then the policy above on the skips it reported.
int execWithSkipPolicy(QObject* testObject, int argc, char** argv);

} // namespace gnw::test

#define GNW_SKIP_ON_REQUEST(environment, why) QSKIP(qPrintable(gnw::test::onRequestSkip(environment, why)))
#define GNW_SKIP_OPTED_OUT(setting, why) QSKIP(qPrintable(gnw::test::optedOutSkip(setting, why)))
#define GNW_SKIP_NEEDS_ROOT(why) QSKIP(qPrintable(gnw::test::needsRootSkip(why)))
// Tests of the LibTorch engine in a build configured with -DGNW_WITH_TORCH=OFF.
#define GNW_SKIP_WITHOUT_ENGINE()                                                                            \
    GNW_SKIP_OPTED_OUT(QStringLiteral("GNW_WITH_TORCH=OFF"),                                                 \
                       QStringLiteral("built without the LibTorch engine"))
