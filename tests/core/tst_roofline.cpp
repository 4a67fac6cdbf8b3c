// The roofline's arithmetic (MachinePeaks, rooflineOf) and the store's machines table, on a real SQLite
// store: values worked out by hand.
#include "TestMain.h"
#include "core/analysis/Roofline.h"
#include "core/store/Database.h"
#include "core/store/MachineStore.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;

namespace {
MachinePeaks machine(double peak, double triad) {
    MachinePeaks m;
    m.hardware = "test cpu";
    m.device = "cpu";
    m.gemmFlops["float32"] = peak;
    m.triadBandwidth = triad;
    return m;
}
SampleResult result(std::optional<double> flops, std::optional<double> bytes, std::optional<double> eagerMs,
                    std::optional<double> compiledMs) {
    SampleResult r;
    r.samplePath = "s";
    r.graphFlops = flops;
    r.graphBytes = bytes;
    r.eagerE2e.median = eagerMs;
    r.compiledE2e.median = compiledMs;
    return r;
}
} // namespace

class TestRoofline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roofIsTheLowerOfPeakAndBandwidthLine_data() {
        QTest::addColumn<double>("intensity");
        QTest::addColumn<double>("roof");
        // peak 100 GFLOP/s, 20 GB/s: the ridge at 5 FLOP/byte
        QTest::newRow("memory bound") << 1.0 << 20e9;
        QTest::newRow("ridge") << 5.0 << 100e9;
        QTest::newRow("compute bound") << 50.0 << 100e9;
    }
    void roofIsTheLowerOfPeakAndBandwidthLine() {
        QFETCH(double, intensity);
        QFETCH(double, roof);
        QCOMPARE(*machine(100e9, 20e9).roof(intensity), roof);
    }

    void bandwidthPrefersTriadAndPeakFallsBackToFloat32() {
        MachinePeaks m;
        QVERIFY(!m.roof(1.0));
        m.copyBandwidth = 30e9;
        QCOMPARE(*m.bandwidth(), 30e9);
        m.triadBandwidth = 25e9;
        QCOMPARE(*m.bandwidth(), 25e9);
        m.gemmFlops = {{"float64", 40e9}, {"float32", 80e9}};
        QCOMPARE(*m.peakFlops("bfloat16"), 80e9);
        QCOMPARE(*m.peakFlops("float64"), 40e9);
        m.gemmFlops.erase("float32");
        QCOMPARE(*m.peakFlops("bfloat16"), 40e9);
    }

    void pointsFromResults() {
        LoadedRun run;
        run.results = {result(2e9, 1e9, 100.0, 50.0), // 2 FLOP/B; 20 GFLOP/s eager, 40 compiled
                       result(std::nullopt, 1e9, 10.0, 10.0), result(1e9, 1e9, std::nullopt, std::nullopt),
                       result(3e9, 1e8, 30.0, std::nullopt)};
        run.results[0].eagerGpu.median = 80.0; // a device time wins over end to end
        const Roofline r = rooflineOf(run, machine(100e9, 20e9));
        QCOMPARE(r.withoutCost, 1);
        QCOMPARE(r.withoutTime, 1);
        QCOMPARE(int(r.points.size()), 2);
        const RooflinePoint& a = r.points[0];
        QCOMPARE(a.result, std::size_t(0));
        QCOMPARE(a.intensity, 2.0);
        QCOMPARE(*a.eagerRate, 25e9);
        QCOMPARE(*a.compiledRate, 40e9);
        QCOMPARE(*a.roof, 40e9);
        QVERIFY(a.memoryBound);
        QCOMPARE(*a.eagerFractionOfRoof, 25e9 / 40e9);
        QCOMPARE(*a.compiledFractionOfRoof, 1.0);
        const RooflinePoint& b = r.points[1];
        QCOMPARE(b.result, std::size_t(3));
        QCOMPARE(b.intensity, 30.0);
        QVERIFY(!b.memoryBound);
        QCOMPARE(*b.roof, 100e9);
        QVERIFY(!b.compiledRate && !b.compiledFractionOfRoof);
        // Without a calibration: rates, no roof.
        const Roofline bare = rooflineOf(run, std::nullopt);
        QCOMPARE(int(bare.points.size()), 2);
        QVERIFY(!bare.points[0].roof && !bare.points[0].eagerFractionOfRoof);
    }

    void storeKeepsEveryCalibrationAndGivesTheNewest() {
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath(QStringLiteral("s.sqlite")).toStdString());
        QVERIFY(db);
        MachineStore store(*db);
        QVERIFY(!store.latest("test cpu"));
        MachinePeaks first = machine(100e9, 20e9);
        first.threads = 2;
        first.copyBandwidth = 18e9;
        first.software = "libtorch x";
        const auto id1 = store.add(first);
        const auto id2 = store.add(machine(110e9, 21e9));
        MachinePeaks gpu = machine(1e14, 3e12);
        gpu.device = "cuda:0";
        store.add(gpu);
        QCOMPARE(int(store.list().size()), 3);
        const auto cpu = store.latest("test cpu", "cpu");
        QVERIFY(cpu);
        QCOMPARE(cpu->id, id2);
        QCOMPARE(cpu->gemmFlops.at("float32"), 110e9);
        QVERIFY(!cpu->copyBandwidth);
        QCOMPARE(store.latest("test cpu", "cuda:0")->gemmFlops.at("float32"), 1e14);
        QVERIFY(!store.latest("other cpu"));
        const auto all = store.list();
        const auto it =
            std::find_if(all.begin(), all.end(), [&](const MachinePeaks& m) { return m.id == id1; });
        QVERIFY(it != all.end());
        QCOMPARE(it->threads, 2);
        QCOMPARE(*it->copyBandwidth, 18e9);
        QCOMPARE(it->software, std::string("libtorch x"));
        QVERIFY(!it->measuredAt.empty());
    }
};

GNW_TEST_GUILESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
