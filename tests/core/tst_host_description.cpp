// HostDescription: the machine a result records, from /proc/cpuinfo as x86 and Arm Linux print it.
#include "TestMain.h"
#include "core/analysis/RunMachines.h"
#include "core/util/HostDescription.h"

#include <QProcess>
#include <QTest>

#include <map>

#include <sys/utsname.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

using namespace gnw;

namespace {

// Two logical CPUs of this project's reference VM (flags shortened); the second must not override the first.
constexpr const char* kEpyc = "processor\t: 0\n"
                              "vendor_id\t: AuthenticAMD\n"
                              "cpu family\t: 25\n"
                              "model\t\t: 1\n"
                              "model name\t: AMD EPYC\n"
                              "stepping\t: 1\n"
                              "flags\t\t: fpu sse4_2 avx f16c avx2 bmi2 sha_ni\n"
                              "\n"
                              "processor\t: 1\n"
                              "vendor_id\t: AuthenticAMD\n"
                              "cpu family\t: 25\n"
                              "model\t\t: 1\n"
                              "model name\t: AMD EPYC\n"
                              "stepping\t: 1\n"
                              "flags\t\t: fpu sse4_2 avx f16c avx2 bmi2 sha_ni\n";

constexpr const char* kSapphireRapids =
    "processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 143\n"
    "model name\t: Intel(R) Xeon(R) Platinum 8480+\nstepping\t: 8\n"
    "flags\t\t: avx avx2 avx512f avx512_vnni avx512_bf16 avx512_fp16 amx_bf16 amx_tile avx512vl\n";

// Arm: no "model name", the generation in implementer/part/variant, the ISA under "Features".
constexpr const char* kNeoverse =
    "processor\t: 0\nBogoMIPS\t: 2100.00\nFeatures\t: fp asimd evtstrm sve sve2\n"
    "CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x1\n"
    "CPU part\t: 0xd40\nCPU revision\t: 1\n\n"
    "processor\t: 1\nFeatures\t: fp asimd\nCPU implementer\t: 0x41\n";

} // namespace

class TestHostDescription : public QObject {
    Q_OBJECT
private slots:
    void parsesCpuinfo_data() {
        QTest::addColumn<QString>("cpuinfo");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("cpuId");
        QTest::addColumn<int>("cpus");
        QTest::addColumn<QString>("isa");
        QTest::newRow("AMD EPYC VM") << kEpyc << "AMD EPYC"
                                     << "AuthenticAMD 25/1/1" << 2 << "avx avx2";
        QTest::newRow("Sapphire Rapids")
            << kSapphireRapids << "Intel(R) Xeon(R) Platinum 8480+"
            << "GenuineIntel 6/143/8" << 1
            << "avx avx2 avx512f avx512_vnni avx512_bf16 avx512_fp16 amx_tile amx_bf16";
        QTest::newRow("Neoverse V1") << kNeoverse << ""
                                     << "0x41 8/0xd40/0x1" << 2 << "asimd sve";
        QTest::newRow("empty") << ""
                               << ""
                               << "" << 0 << "";
    }
    void parsesCpuinfo() {
        QFETCH(QString, cpuinfo);
        const auto text = cpuinfo.toStdString();
        const HostDescription d = hostDescriptionFrom(text, "node7");
        QCOMPARE(QString::fromStdString(d.host), QStringLiteral("node7"));
        QTEST(QString::fromStdString(d.cpuModel), "model");
        QTEST(QString::fromStdString(d.cpuId), "cpuId");
        QTEST(d.logicalCpus, "cpus");
        QTEST(QString::fromStdString(d.vectorIsa), "isa");
    }

    void jsonAndSummary() {
        const auto json = toJson(hostDescriptionFrom(kEpyc, "node7"));
        const auto j = nlohmann::json::parse(json);
        QCOMPARE(j.at("cpus").get<int>(), 2);
        QCOMPARE(j.at("cpu_id").get<std::string>(), std::string("AuthenticAMD 25/1/1"));
        QCOMPARE(machineSummary(json),
                 std::string("host node7: AMD EPYC (AuthenticAMD 25/1/1), 2 CPUs, avx avx2"));
        QCOMPARE(machineSummary(""), std::string());
        QCOMPARE(machineSummary("not json"), std::string());
    }

    // A run measured on two machines says so, most results first; one machine, or none recorded, says
    // nothing.
    void mixedMachinesAreNamed() {
        const auto epyc = toJson(hostDescriptionFrom(kEpyc, "a"));
        const auto xeon = toJson(hostDescriptionFrom(kSapphireRapids, "b"));
        std::vector<SampleResult> results(4);
        results[0].details.machine = xeon;
        results[1].details.machine = epyc;
        results[2].details.machine = epyc; // results[3]: an older result, no machine
        QVERIFY(!mixedMachinesNote({results[1], results[2], results[3]}));
        QVERIFY(!mixedMachinesNote({results[3]}));
        const auto machines = machinesOf(results);
        QCOMPARE(machines.size(), std::size_t(2));
        QCOMPARE(machines[0].machine, epyc);
        QCOMPARE(machines[0].results, 2);
        const auto note = mixedMachinesNote(results);
        QVERIFY(note);
        QVERIFY2(
            note->starts_with("measured on 2 machines: host a: AMD EPYC (AuthenticAMD 25/1/1), 2 CPUs, avx "
                              "avx2 (2 results); host b: Intel(R) Xeon(R) Platinum 8480+"),
            note->c_str());
    }

    // This machine as another tool sees it: the node name from uname, the CPUs the kernel has online, and on
    // x86 lscpu's vendor, family/model/stepping, model name and flags.
    void thisMachine() {
        const HostDescription& here = currentHost();
        utsname names{};
        QCOMPARE(uname(&names), 0);
        QCOMPARE(here.host, std::string(names.nodename));
        QCOMPARE(here.logicalCpus, static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN)));
#if defined(__x86_64__) || defined(__i386__)
        QProcess lscpu;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        lscpu.setProcessEnvironment(env);
        lscpu.start(QStringLiteral("lscpu"), {});
        QVERIFY2(lscpu.waitForFinished(30000) && lscpu.exitCode() == 0, "lscpu failed");
        std::map<QString, QString> field;
        for (const QString& line :
             QString::fromUtf8(lscpu.readAllStandardOutput()).split(QLatin1Char('\n'))) {
            const qsizetype colon = line.indexOf(QLatin1Char(':'));
            if (colon > 0)
                field.emplace(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
        }
        QCOMPARE(QString::fromStdString(here.cpuModel), field[QStringLiteral("Model name")]);
        QCOMPARE(QString::fromStdString(here.cpuId),
                 QStringLiteral("%1 %2/%3/%4")
                     .arg(field[QStringLiteral("Vendor ID")], field[QStringLiteral("CPU family")],
                          field[QStringLiteral("Model")], field[QStringLiteral("Stepping")]));
        const QStringList flags = field[QStringLiteral("Flags")].split(QLatin1Char(' '));
        QVERIFY(flags.contains(QStringLiteral("sse2")));
        for (const char* isa : {"avx", "avx2", "avx512f", "avx512_vnni", "avx512_bf16", "avx512_fp16",
                                "amx_tile", "amx_bf16"}) {
            const bool listed = QString::fromStdString(" " + here.vectorIsa + " ")
                                    .contains(QStringLiteral(" %1 ").arg(QLatin1String(isa)));
            QVERIFY2(listed == flags.contains(QLatin1String(isa)), isa);
        }
#else
        QVERIFY(!here.cpuId.empty());
#endif
    }
};

GNW_TEST_APPLESS_MAIN(TestHostDescription)
#include "tst_host_description.moc"
