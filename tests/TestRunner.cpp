// The main of each area's test executable: `gnw_tests_AREA TEST [Qt Test arguments]` runs the test class
// that TEST's source file registered (tests/TestMain.h); with no TEST it lists them.
#include "TestMain.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace gnw::test {

namespace {

std::map<std::string, TestEntry>& registry() {
    static std::map<std::string, TestEntry> tests;
    return tests;
}

std::string baseName(const char* path) {
    std::string name = path;
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

TestRegistration::TestRegistration(const char* sourceFile, TestEntry entry) {
    const auto [it, added] = registry().emplace(baseName(sourceFile), std::move(entry));
    if (!added) {
        std::fprintf(stderr, "two tests registered as %s\n", it->first.c_str());
        std::abort();
    }
}

} // namespace gnw::test

int main(int argc, char* argv[]) {
    const auto& tests = gnw::test::registry();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]\ntests:", argv[0]);
        for (const auto& [name, entry] : tests)
            std::fprintf(stderr, " %s", name.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    // The application's name is the test's, as when each test was an executable of its own: settings and
    // QStandardPaths' test-mode folders are per application, and tests must not share them (one test's
    // saved window state hid another's first-start note).
    QCoreApplication::setApplicationName(QString::fromStdString(test->first));
    // The test sees its own arguments after the program's path, as under its own main.
    std::vector<char*> args{argv[0]};
    args.insert(args.end(), argv + 2, argv + argc);
    args.push_back(nullptr);
    return test->second(argc - 1, args.data());
}
