// Every page and dialog fits the small screens people run the workbench on (issue 44): on an offscreen
// platform with a 1280x720 and a 1366x768 screen, in English, Chinese and German, the main window (each
// page and each sample and analysis tab), the New Run and environment dialogs and the fault tools' dialogs
// are shown, and every visible label,
// button, header section and chart axis tick is measured against the space it got. A text that does not fit
// (clipped or elided by Qt) or a window larger than its screen fails, naming the widget and the text.
#include "TestMain.h"
#include "TestPaths.h"
#include "widgets/MainWindow.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/RunListModel.h"
#include "widgets/common/Translations.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/fault/FaultLocatorService.h"
#include "widgets/fault/LocateFaultDialog.h"
#include "widgets/fault/SlowdownMapDialog.h"
#include "widgets/run/EnvironmentSetupDialog.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunQueue.h"
#include "widgets/sample/SamplePage.h"

#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QValueAxis>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

namespace {

const QList<QSize> kScreens{{1280, 720}, {1366, 768}};

// The offscreen platform with one screen per size, side by side, written before the application starts.
void useSmallScreens() {
    static QTemporaryDir dir;
    QJsonArray screens;
    int x = 0;
    for (const QSize& s : kScreens) {
        screens.append(QJsonObject{{"name", QStringLiteral("%1x%2").arg(s.width()).arg(s.height())},
                                   {"x", x},
                                   {"y", 0},
                                   {"width", s.width()},
                                   {"height", s.height()},
                                   {"logicalDpi", 96},
                                   {"logicalBaseDpi", 96},
                                   {"dpr", 1.0}});
        x += s.width();
    }
    const QString path = dir.filePath(QStringLiteral("screens.json"));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(QJsonDocument(QJsonObject{{"screens", screens}, {"windowFrameMargins", false}}).toJson());
    qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(path).toUtf8());
}

QString plain(QString text) {
    text.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // mnemonics
    return text;
}

QString nameOf(const QWidget* w) {
    QStringList chain;
    for (const QWidget* p = w; p && chain.size() < 4; p = p->parentWidget())
        chain << (p->objectName().isEmpty() ? QString::fromLatin1(p->metaObject()->className())
                                            : p->objectName());
    return chain.join(QStringLiteral(" < "));
}

// What does not fit in `top`, one line per text.
class FitCheck {
public:
    QStringList problems;
    int measured = 0; // texts measured: a walk that finds nothing proves nothing

    void window(QWidget* top, const QScreen* screen) {
        const QSize room = screen->availableGeometry().size();
        const QSize size = top->frameGeometry().size();
        if (size.width() > room.width() || size.height() > room.height())
            problems << QStringLiteral("%1: window %2x%3 on a %4x%5 screen")
                            .arg(nameOf(top))
                            .arg(size.width())
                            .arg(size.height())
                            .arg(room.width())
                            .arg(room.height());
        for (QWidget* w : top->findChildren<QWidget*>()) {
            if (!w->isVisible() || w->width() <= 0 || w->window() != top)
                continue;
            if (auto* label = qobject_cast<QLabel*>(w))
                this->label(label);
            else if (auto* button = qobject_cast<QAbstractButton*>(w))
                this->button(button);
            else if (auto* header = qobject_cast<QHeaderView*>(w))
                this->header(header);
            else if (auto* view = qobject_cast<QChartView*>(w))
                chart(view);
        }
    }

private:
    void label(QLabel* label) {
        const QString text = label->text();
        if (text.isEmpty() || !label->pixmap().isNull())
            return;
        ++measured;
        const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(),
                                                          -label->margin());
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                problems << QStringLiteral("%1: wrapped text needs %2 px of height, has %3: \"%4\"")
                                .arg(nameOf(label))
                                .arg(needed)
                                .arg(label->height())
                                .arg(text.left(80));
            return;
        }
        int needed = 0;
        if (rich) {
            QTextDocument doc;
            doc.setDefaultFont(label->font());
            doc.setDocumentMargin(0);
            doc.setHtml(text);
            needed = int(std::ceil(doc.idealWidth()));
        } else {
            for (const QString& line : plain(text).split(QLatin1Char('\n')))
                needed = std::max(needed, label->fontMetrics().horizontalAdvance(line));
        }
        if (needed > room.width() + 1)
            problems << QStringLiteral("%1: text needs %2 px, has %3: \"%4\"")
                            .arg(nameOf(label))
                            .arg(needed)
                            .arg(room.width())
                            .arg(text.left(80));
    }

    void button(QAbstractButton* button) {
        if (button->text().isEmpty())
            return;
        ++measured;
        const int needed = button->sizeHint().width();
        if (needed > button->width() + 1)
            problems << QStringLiteral("%1: button needs %2 px, has %3: \"%4\"")
                            .arg(nameOf(button))
                            .arg(needed)
                            .arg(button->width())
                            .arg(plain(button->text()));
    }

    void header(QHeaderView* header) {
        if (header->orientation() != Qt::Horizontal || !header->model())
            return;
        const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        QFont font = header->font();
        font.setBold(false);
        const QFontMetrics metrics(font);
        for (int i = 0; i < header->count(); ++i) {
            if (header->isSectionHidden(i))
                continue;
            const QString text = header->model()->headerData(i, Qt::Horizontal).toString();
            ++measured;
            int needed = 0;
            for (const QString& line : text.split(QLatin1Char('\n')))
                needed = std::max(needed, metrics.horizontalAdvance(line) + margin);
            if (needed > header->sectionSize(i) + 1)
                problems << QStringLiteral("%1: column %2 needs %3 px, has %4: \"%5\"")
                                .arg(nameOf(header))
                                .arg(i)
                                .arg(needed)
                                .arg(header->sectionSize(i))
                                .arg(text);
        }
    }

    // QtCharts elides an axis label that does not fit its share of the axis; horizontal axes share the
    // plot's width between their labels, vertical ones its height.
    void chart(QChartView* view) {
        QChart* chart = view->chart();
        const QRectF plot = chart->plotArea();
        if (plot.width() <= 0 || plot.height() <= 0)
            return;
        for (QAbstractAxis* axis : chart->axes()) {
            if (!axis->isVisible() || !axis->labelsVisible())
                continue;
            const QFontMetrics metrics(axis->labelsFont());
            const bool horizontal = axis->orientation() == Qt::Horizontal;
            const double length = horizontal ? plot.width() : plot.height();
            ++measured;
            QStringList labels;
            if (auto* category = qobject_cast<QCategoryAxis*>(axis)) {
                const QStringList names = category->categoriesLabels();
                double previous = category->min();
                for (const QString& name : names) {
                    const double end = category->endValue(name);
                    const double share =
                        length * (end - previous) / std::max(category->max() - category->min(), 1e-12);
                    const double needed = horizontal ? metrics.horizontalAdvance(name) : metrics.height();
                    if (needed > share + 1 && axis->labelsAngle() == 0)
                        problems << QStringLiteral("%1: axis label needs %2 px, has %3: \"%4\"")
                                        .arg(nameOf(view))
                                        .arg(needed)
                                        .arg(int(share))
                                        .arg(name);
                    previous = end;
                }
            } else if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis)) {
                const double share = length / std::max<qsizetype>(bars->count(), 1);
                for (const QString& name : bars->categories())
                    if ((horizontal ? metrics.horizontalAdvance(name) : metrics.height()) > share + 1)
                        problems << QStringLiteral("%1: axis label does not fit %2 px: \"%3\"")
                                        .arg(nameOf(view))
                                        .arg(int(share))
                                        .arg(name);
            } else if (auto* values = qobject_cast<QValueAxis*>(axis)) {
                const int ticks = values->tickType() == QValueAxis::TicksFixed ? values->tickCount() : 0;
                if (ticks < 2)
                    continue;
                const QString widest =
                    QString::number(std::max(std::abs(values->min()), std::abs(values->max())), 'f', 2);
                const double needed = horizontal ? metrics.horizontalAdvance(widest) : metrics.height();
                const double share = length / (ticks - 1);
                if (needed > share + 1)
                    problems << QStringLiteral("%1: %2 ticks of \"%3\" need %4 px each, have %5")
                                    .arg(nameOf(view))
                                    .arg(ticks)
                                    .arg(widest)
                                    .arg(needed)
                                    .arg(int(share));
            }
        }
    }
};

QScreen* screenOfSize(const QSize& size) {
    for (QScreen* s : QGuiApplication::screens())
        if (s->geometry().size() == size)
            return s;
    return nullptr;
}

// Shows `w` on `screen` as the application would (maximised main window; a dialog at its own size) and
// waits until it is laid out.
bool showOn(QWidget* w, QScreen* screen, bool maximise) {
    w->move(screen->availableGeometry().topLeft());
    w->setScreen(screen);
    if (maximise)
        w->setGeometry(screen->availableGeometry());
    w->show();
    if (!QTest::qWaitForWindowExposed(w))
        return false;
    QCoreApplication::processEvents();
    QTest::qWait(50); // charts lay their axes out in a queued update
    return true;
}

} // namespace

class TestFitScreens : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    void check(QWidget* top, QScreen* screen, const QString& what, int atLeast = 10) {
        FitCheck fit;
        fit.window(top, screen);
        QVERIFY2(fit.measured >= atLeast,
                 qPrintable(what + QStringLiteral(": only %1 texts found").arg(fit.measured)));
        QVERIFY2(fit.problems.isEmpty(),
                 qPrintable(what + QStringLiteral(":\n  ") + fit.problems.join(QStringLiteral("\n  "))));
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        for (const QSize& s : kScreens)
            QVERIFY2(screenOfSize(s), "the offscreen platform did not take the screens' configuration");
    }

    void everyPageAndDialogFits_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("screenSize");
        for (const QString language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("de")})
            for (const QSize& s : kScreens)
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2x%3").arg(language).arg(s.width()).arg(s.height())))
                    << language << s;
    }

    void everyPageAndDialogFits() {
        QFETCH(QString, language);
        QFETCH(QSize, screenSize);
        installTranslations(language);
        QScreen* screen = screenOfSize(screenSize);
        QVERIFY(screen);
        MainWindow::Options options;
        options.storePath = m_tmp.filePath(QStringLiteral("store.sqlite"));
        options.datasetPath = test::toySamplesDir();
        MainWindow window(options);
        QSignalSpy indexed(window.session(), &DatasetSession::indexingFinished);
        QVERIFY(showOn(&window, screen, true));
        QVERIFY(indexed.count() > 0 || indexed.wait(120000));
        // Runs to draw: the upstream-format logs of the analysis tests.
        if (window.analysisPage()->runModel()->rowCount() == 0) {
            QSignalSpy imported(window.analysisPage(), &AnalysisPage::importFinished);
            window.analysisPage()->importLogs(
                {test::sourceDir() + QStringLiteral("/tests/data/logs-ui/inductor.log"),
                 test::sourceDir() + QStringLiteral("/tests/data/logs-ui/tvm.log")});
            QVERIFY(imported.wait(30000));
        }
        window.browser()->view()->selectRow(0);
        for (int page = 0; page < window.centralTabs()->count(); ++page) {
            window.centralTabs()->setCurrentIndex(page);
            QCoreApplication::processEvents();
            QTest::qWait(50);
            check(&window, screen, window.centralTabs()->tabText(page));
        }
        window.centralTabs()->setCurrentIndex(0);
        for (int tab = 0; tab < window.samplePage()->tabs()->count(); ++tab) {
            window.samplePage()->tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            QTest::qWait(50);
            check(&window, screen, window.samplePage()->tabs()->tabText(tab));
        }
        window.centralTabs()->setCurrentWidget(window.analysisPage());
        for (int tab = 0; tab < window.analysisPage()->tabs()->count(); ++tab) {
            window.analysisPage()->tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            QTest::qWait(100);
            check(&window, screen, window.analysisPage()->tabs()->tabText(tab));
        }

        RunScopeInput input;
        input.datasetRoot = window.session()->datasetRoot();
        input.records = &window.session()->records();
        QList<BackendChoice> backends;
        QStringList devices{QStringLiteral("cpu")};
        if (auto* executor = window.runQueue()->executor()) {
            backends = executor->backends();
            devices = executor->devices();
        }
        NewRunDialog newRun(input, backends, devices, &window);
        QVERIFY(showOn(&newRun, screen, false));
        check(&newRun, screen, QStringLiteral("New Run"));

        EnvironmentSetupDialog environment(
            QStringLiteral("onnxruntime"),
            {QStringLiteral("./workbench"), QStringLiteral("env"), QStringLiteral("onnxruntime")}, &window);
        QVERIFY(showOn(&environment, screen, false));
        check(&environment, screen, QStringLiteral("environment"), 2);

        // The fault tools' dialogs as they open, before their search starts.
        LocateRequest request;
        request.samplePath = QStringLiteral("cv/small_cnn_bn");
        request.sampleDir = test::toySamplesDir() + QStringLiteral("/cv/small_cnn_bn");
        request.backend = QStringLiteral("inductor");
        LocateFaultDialog locate(request, nullptr, &window);
        QVERIFY(showOn(&locate, screen, false));
        check(&locate, screen, QStringLiteral("Locate Fault"), 2);
        SlowdownMapDialog slowdown(request, nullptr, &window);
        QVERIFY(showOn(&slowdown, screen, false));
        check(&slowdown, screen, QStringLiteral("Slowdown Map"), 2);
    }
};

GNW_TEST_REGISTER(TestFitScreens, useSmallScreens(); QTEST_MAIN_SETUP())
#include "tst_fit_screens.moc"
