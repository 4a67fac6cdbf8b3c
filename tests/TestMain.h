#pragma once
// Every Qt Test class registers itself with the runner of its area's executable (tests/TestRunner.cpp):
// one executable per folder (core, engine, cli, widgets) holds all of its test classes, and ctest runs each
// class as its own test, `gnw_tests_core tst_meta_parser`. One executable per area instead of one per class
// links LibTorch and Qt four times instead of sixty-four, and shares one precompiled header per area.
// The macros set up the application as QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN do, then run
// the class under the skip policy of tests/SkipPolicy.h.
#include "SkipPolicy.h"

#include <QtTest>

#include <functional>

namespace gnw::test {

using TestEntry = std::function<int(int argc, char** argv)>;

// Registers the test of `sourceFile` under its base name (tst_meta_parser.cpp: "tst_meta_parser").
struct TestRegistration {
    TestRegistration(const char* sourceFile, TestEntry entry);
};

} // namespace gnw::test

#define GNW_TEST_REGISTER(TestObject, ...)                                                                   \
    static const gnw::test::TestRegistration gnwTestRegistration##TestObject(                                \
        __FILE__, [](int argc, char** argv) -> int {                                                         \
            __VA_ARGS__                                                                                      \
            TestObject tc;                                                                                   \
            QTEST_SET_MAIN_SOURCE_PATH                                                                       \
            return gnw::test::execWithSkipPolicy(&tc, argc, argv);                                           \
        });

#define GNW_TEST_MAIN(TestObject) GNW_TEST_REGISTER(TestObject, QTEST_MAIN_SETUP())
#define GNW_TEST_GUILESS_MAIN(TestObject) GNW_TEST_REGISTER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define GNW_TEST_APPLESS_MAIN(TestObject) GNW_TEST_REGISTER(TestObject)
