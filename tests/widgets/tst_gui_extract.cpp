// Offscreen GUI test of File → New Sample from Model… (docs/extract.md): the dialog extracts the ResNet-18
// of tests/data/models through the application's path (`graphnet-bench extract` in a child process), shows
// the report, and the main window indexes the new sample and selects it in the browser; a model file that
// fails names its line in the dialog and nothing is opened. Waits on signals only.
#include "EngineWorkbench.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "widgets/MainWindow.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/extract/NewSampleDialog.h"
#include "widgets/sample/SamplePage.h"

#include <QFile>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

class TestGuiExtract : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

    NewSampleDialog* openDialog() {
        m_window->newSampleFromModel();
        auto dialogs = m_window->findChildren<NewSampleDialog*>();
        return dialogs.isEmpty() ? nullptr : dialogs.last();
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_window = test::openEngineWorkbench(m_tmp.filePath(QStringLiteral("store.sqlite")));
        QVERIFY(m_window);
    }

    void extractedSampleIsIndexedAndSelected() {
        auto* dialog = openDialog();
        QVERIFY(dialog);
        const QString out = m_tmp.filePath(QStringLiteral("mine"));
        dialog->setModelFile(test::sourceDir() + QStringLiteral("/tests/data/models/resnet18.py"));
        dialog->setOutDir(out);
        QSignalSpy finished(dialog, &NewSampleDialog::extractionFinished);
        QSignalSpy extracted(dialog, &NewSampleDialog::extracted);
        QSignalSpy indexed(m_window->session(), &DatasetSession::indexingFinished);
        QVERIFY(dialog->start());
        QVERIFY(dialog->isRunning());
        QVERIFY(finished.wait(600000));
        QVERIFY(dialog->outcome());
        QVERIFY2(dialog->outcome()->error.isEmpty(), qPrintable(dialog->outcome()->error));
        QVERIFY(dialog->outcome()->clean);
        const QString report = dialog->findChild<QPlainTextEdit*>()->toPlainText();
        QVERIFY2(report.contains(QStringLiteral("reproduce the model's outputs")), qPrintable(report));
        QCOMPARE(extracted.count(), 1);
        QCOMPARE(extracted.first().at(0).toString(), out + QStringLiteral("/resnet18"));
        QVERIFY(QFile::exists(out + QStringLiteral("/resnet18/graph_hash.txt")));

        // The toy samples were open: the output folder becomes the dataset, the new sample selected.
        QVERIFY(indexed.count() > 0 || indexed.wait(120000));
        QCOMPARE(QDir(m_window->session()->datasetRoot()), QDir(out));
        QTRY_VERIFY(m_window->samplePage()->sample().has_value());
        QCOMPARE(QString::fromStdString(m_window->samplePage()->sample()->summary.relPath),
                 QStringLiteral("resnet18"));
        QVERIFY(m_window->samplePage()->sample()->summary.valid());
        dialog->close();
    }

    void aFailingModelNamesItsLine() {
        const QString model = m_tmp.filePath(QStringLiteral("broken.py"));
        QFile f(model);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\n\n\ndef model_and_inputs():\n    return torch.nn.Linear(2, 2), (torch.ones(3, "
                "3),)\n");
        f.close();
        auto* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setModelFile(model);
        dialog->setOutDir(m_tmp.filePath(QStringLiteral("broken-out")));
        QSignalSpy finished(dialog, &NewSampleDialog::extractionFinished);
        QSignalSpy extracted(dialog, &NewSampleDialog::extracted);
        const QString rootBefore = m_window->session()->datasetRoot();
        QVERIFY(dialog->start());
        QVERIFY(finished.wait(600000));
        QVERIFY(dialog->outcome());
        const QString error = dialog->outcome()->error;
        QVERIFY2(error.contains(model) && error.contains(QStringLiteral("RuntimeError")), qPrintable(error));
        QCOMPARE(extracted.count(), 0);
        QCOMPARE(m_window->session()->datasetRoot(), rootBefore);
        dialog->close();
    }

    void missingFieldsAreSaid() {
        auto* dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(!dialog->start()); // no model file chosen
        QVERIFY(!dialog->isRunning());
        dialog->close();
    }

    void cleanupTestCase() { m_window.reset(); }
};

GNW_TEST_MAIN(TestGuiExtract)
#include "tst_gui_extract.moc"
