// The GUI half of bad input (issue 44, item 4): a store that is not one (a text file, a truncated store)
// and a dataset folder that does not exist or holds no samples each get one notice that says what is
// wrong and what to do, with no modal box; what cannot work is disabled; the broken file is not touched.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/MainWindow.h"
#include "widgets/common/NoticeBar.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/run/RunQueue.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

namespace {

QByteArray digest(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

// Counts modal message boxes and closes them, so that a box the code under test raises fails the test
// instead of blocking it.
class ModalCounter : public QObject {
public:
    int count = 0;
    ModalCounter() {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                ++count;
                box->done(0);
            }
        });
        m_timer.start(20);
    }

private:
    QTimer m_timer;
};

} // namespace

class TestGuiBadInput : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
    }

    void badStoreSaysSoOnceAndIsLeftAlone_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("text file") << "text";
        QTest::newRow("truncated store") << "truncated";
    }
    void badStoreSaysSoOnceAndIsLeftAlone() {
        QFETCH(QString, kind);
        const QString store = m_tmp.filePath(kind + QStringLiteral(".sqlite"));
        if (kind == QLatin1String("text")) {
            QFile f(store);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("these are my notes, not a store\n");
        } else {
            {
                auto db = Database::open(store.toStdString());
                QVERIFY(db);
                for (int i = 0; i < 200; ++i) {
                    RunRecord run;
                    run.name = std::string(500, 'x');
                    ResultStore(*db).createRun(run);
                }
            }
            QFile f(store);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() / 2));
        }
        const QByteArray before = digest(store);
        ModalCounter boxes;
        MainWindow::Options options;
        options.storePath = store;
        options.datasetPath = test::toySamplesDir();
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(500); // anything queued (indexing, the history's read) has its chance to fail loudly
        QCOMPARE(boxes.count, 0);
        QVERIFY(!window.notice()->isHidden());
        const QString text = window.notice()->text();
        QVERIFY2(text.contains(QDir::toNativeSeparators(store)) &&
                     text.contains(QStringLiteral("cannot be used")),
                 qPrintable(text));
        QVERIFY(window.notice()->findChild<QPushButton*>(QStringLiteral("createNewStore")));
        QVERIFY(window.notice()->findChild<QPushButton*>(QStringLiteral("openAnotherStore")));
        QVERIFY(!window.newRunAction()->isEnabled());
        QCOMPARE(digest(store), before);
    }

    void missingDatasetIsNamed() {
        ModalCounter boxes;
        MainWindow::Options options;
        options.storePath = m_tmp.filePath(QStringLiteral("good.sqlite"));
        options.datasetPath = m_tmp.filePath(QStringLiteral("no/such/folder"));
        MainWindow window(options);
        QSignalSpy indexed(window.session(), &DatasetSession::indexingFinished);
        window.show();
        QVERIFY(indexed.wait(120000));
        QCOMPARE(boxes.count, 0);
        QVERIFY2(window.notice()->text().contains(QStringLiteral("does not exist")),
                 qPrintable(window.notice()->text()));
        QVERIFY(window.notice()->text().contains(QDir::toNativeSeparators(options.datasetPath)));
        QCOMPARE(QDir(window.session()->datasetRoot()), QDir(MainWindow::bundledSamplesPath()));
    }

    void emptyFolderSaysSoAndOffersNoRun() {
        QTemporaryDir empty;
        MainWindow::Options options;
        options.storePath = m_tmp.filePath(QStringLiteral("good.sqlite"));
        options.datasetPath = empty.path();
        MainWindow window(options);
        QSignalSpy indexed(window.session(), &DatasetSession::indexingFinished);
        window.show();
        QVERIFY(indexed.wait(60000));
        QVERIFY2(window.notice()->text().contains(QStringLiteral("holds no GraphNet samples")),
                 qPrintable(window.notice()->text()));
        QVERIFY(!window.newRunAction()->isEnabled());
        // Opening the bundled samples clears the notice and offers runs again.
        QSignalSpy again(window.session(), &DatasetSession::indexingFinished);
        window.openDataset(MainWindow::bundledSamplesPath());
        QVERIFY(again.wait(120000));
        QVERIFY(window.notice()->isHidden());
        // The bundled slice says what it is and where the whole dataset comes from.
        QVERIFY(window.firstStartNote()->isVisibleTo(&window));
        QVERIFY(window.firstStartNote()->text().contains(QStringLiteral("Open Dataset")));
        QCOMPARE(window.newRunAction()->isEnabled(),
                 window.runQueue() && window.runQueue()->executor() != nullptr);
    }
};

GNW_TEST_MAIN(TestGuiBadInput)
#include "tst_gui_bad_input.moc"
