// Offscreen GUI test of the graph page on the toy samples: every model.py is drawn, groups open,
// search jumps to a node and tells the editor its line, clicks and editor lines select nodes, exports
// are valid files, the newest layout request wins. Item models run under QAbstractItemModelTester.
#include "TestPaths.h"
#ifdef GNW_HAVE_ENGINE
#include "core/engine/shapes/EngineAnalyzer.h" // plain C++, no ATen
#endif
#include "TestMain.h"
#include "core/layout/DisplayGraph.h"
#include "widgets/common/CodeEditor.h"
#include "widgets/graph/GraphCanvas.h"
#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/graph/GraphScene.h"
#include "widgets/graph/NodeDetailsModel.h"
#include "widgets/graph/OpHistogramChart.h"

#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeView>
#include <QtTest>

using namespace gnw::ui;
using gnw::layout::ItemKind;

class TestGraphView : public QObject {
    Q_OBJECT

    std::unique_ptr<GraphPage> m_page;
    std::unique_ptr<CodeEditor> m_editor;
    QTemporaryDir m_tmp;

    // Background jobs run on the global pool and post their results: once it is idle and the posted events
    // are delivered, everything the page started has either been shown or dropped. Waits on the work
    // itself, never on a guess of how long it takes.
    static void settle() {
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QCoreApplication::sendPostedEvents();
    }

    static QStringList sampleDirs(const QString& root) {
        QStringList dirs;
        QDirIterator it(root, {QStringLiteral("model.py")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            dirs << QFileInfo(it.next()).absolutePath();
        dirs.sort();
        return dirs;
    }
    static QStringList toySamples() { return sampleDirs(gnw::test::toySamplesDir()); }

    // Loads a sample and waits for its first drawing (at once when it is already shown).
    bool open(const QString& dir) {
        if (m_page->sampleDir() != dir || !m_page->scene()) {
            QSignalSpy laidOut(m_page.get(), &GraphPage::layoutFinished);
            m_page->setSampleDir(dir);
            if (!laidOut.wait(30000))
                return false;
        }
        QFile f(dir + QStringLiteral("/model.py"));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        m_editor->setText(QString::fromUtf8(f.readAll()));
        return m_page->scene() != nullptr;
    }

    bool relayout(const std::function<void()>& request) {
        QSignalSpy laidOut(m_page.get(), &GraphPage::layoutFinished);
        request();
        return laidOut.wait(30000);
    }

    // A Dynamo-style model.py of `blocks` pre-norm transformer blocks (25 ops each), parameters named
    // L_self_modules_layers_modules_<i>_modules_<m>_parameters_weight_ as in the dataset.
    static QByteArray transformerModelPy(int blocks) {
        QByteArray params, body;
        const auto param = [&](int b, const char* module) {
            const QByteArray name = "L_self_modules_layers_modules_" + QByteArray::number(b) + "_modules_" +
                                    module + "_parameters_weight_";
            params += "        " + name + ": torch.nn.parameter.Parameter,\n";
            return name;
        };
        for (int b = 0; b < blocks; ++b) {
            const QByteArray ln1 = param(b, "ln_1"), q = param(b, "attn_modules_q"),
                             k = param(b, "attn_modules_k"), v = param(b, "attn_modules_v"),
                             o = param(b, "attn_modules_o"), ln2 = param(b, "ln_2"),
                             fc1 = param(b, "mlp_modules_fc1"), fc2 = param(b, "mlp_modules_fc2");
            body += "        ln = torch.nn.functional.layer_norm(h, (64,), " + ln1 +
                    ", None, 1e-05)\n"
                    "        q = torch._C._nn.linear(ln, " +
                    q +
                    ")\n"
                    "        k = torch._C._nn.linear(ln, " +
                    k +
                    ")\n"
                    "        v = torch._C._nn.linear(ln, " +
                    v +
                    ")\n"
                    "        q_1 = q.view(2, 16, 4, 16).transpose(1, 2)\n"
                    "        k_1 = k.view(2, 16, 4, 16).transpose(1, 2)\n"
                    "        v_1 = v.view(2, 16, 4, 16).transpose(1, 2)\n"
                    "        scores = torch.matmul(q_1, k_1.transpose(-2, -1)) * 0.25\n"
                    "        att = torch.nn.functional.softmax(scores + l_mask_, dim=-1)\n"
                    "        ctx = torch.matmul(att, v_1).transpose(1, 2).reshape(2, 16, 64)\n"
                    "        h = h + torch._C._nn.linear(ctx, " +
                    o +
                    ")\n"
                    "        m = torch.nn.functional.layer_norm(h, (64,), " +
                    ln2 +
                    ", None, 1e-05)\n"
                    "        h = h + torch._C._nn.linear(torch._C._nn.gelu(torch._C._nn.linear(m, " +
                    fc1 + ")), " + fc2 + ")\n";
        }
        return "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(\n        self,\n"
               "        L_x_: torch.Tensor,\n        L_mask_: torch.Tensor,\n" +
               params + "    ):\n        h = L_x_\n        l_mask_ = L_mask_\n" + body +
               "        return (h,)\n";
    }

    int firstOp(const QString& shortName) const {
        const auto doc = m_page->document();
        for (int n = 0; n < doc->nodeCount(); ++n)
            if (doc->node(n).kind == gnw::layout::DisplayKind::Op && doc->title(n) == shortName)
                return n;
        return -1;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
#ifdef GNW_HAVE_ENGINE
        // As the application does: ops are labelled with their inferred output shapes.
        GraphDocument::setShapeProvider(gnw::engine::graphShapeProvider());
#endif
        m_page = std::make_unique<GraphPage>();
        m_editor = std::make_unique<CodeEditor>();
        // The wiring the sample page does: graph -> editor and editor -> graph.
        connect(m_page.get(), &GraphPage::nodeActivated, m_editor.get(), &CodeEditor::goToLine);
        connect(m_editor.get(), &CodeEditor::currentLineChanged, m_page.get(), &GraphPage::selectLine);
        new QAbstractItemModelTester(m_page->detailsModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, m_page.get());
        m_page->resize(1400, 860);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_editor->resize(700, 500);
        m_editor->show(); // QScintilla reports cursor moves while it paints
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
        QVERIFY(toySamples().size() >= 12);
    }

    void drawsEveryBundledSample_data() {
        QTest::addColumn<QString>("dir");
        for (const QString& d : toySamples())
            QTest::newRow(qPrintable(QDir(gnw::test::toySamplesDir()).relativeFilePath(d))) << d;
    }
    void drawsEveryBundledSample() { checkSample(); }

    // The upstream fixtures, torch and Paddle.
    void drawsEveryFixture_data() {
        QTest::addColumn<QString>("dir");
        const QString root = gnw::test::upstreamSamples();
        for (const QString& d : sampleDirs(root))
            QTest::newRow(qPrintable(QDir(root).relativeFilePath(d))) << d;
    }
    void drawsEveryFixture() {
        checkSample();
    }

private:
    void checkSample() {
        QFETCH(QString, dir);
        QSignalSpy failed(m_page.get(), &GraphPage::loadFailed);
        QVERIFY(open(dir));
        QCOMPARE(failed.count(), 0);
        const auto doc = m_page->document();
        const auto scene = m_page->scene();
        QCOMPARE(int(doc->display().nodeOfOp.size()), int(doc->graph().nodes.size()));
        int shown = 0;
        for (const auto& item : scene->items())
            shown += item.kind != ItemKind::OpenGroup;
        QCOMPARE(shown, gnw::layout::visibleItemCount(doc->tree(), m_page->expansion()));
        QCOMPARE(scene->expansion(), m_page->expansion());
        for (int n = 0; n < doc->nodeCount(); ++n)
            QVERIFY(scene->itemOfNode(n) >= 0);
        // The histogram lists the most frequent targets with their counts.
        const auto& bars = m_page->histogram()->bars();
        QVERIFY(!bars.isEmpty());
        QCOMPARE(bars.front().first, doc->opHistogram().front().first);
        QCOMPARE(bars.front().second, doc->opHistogram().front().second);
    }

private Q_SLOTS:
    void expandsAndCollapsesAGroup() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/cv/residual_block")));
        QVERIFY(relayout([&] { m_page->collapseAll(); }));
        const auto doc = m_page->document();
        QVERIFY(doc->tree().groupCount() > 1);
        const int group = doc->tree().group(0).groups.front();
        const int before = gnw::layout::visibleItemCount(doc->tree(), m_page->expansion());
        QCOMPARE(m_page->scene()->items()[std::size_t(m_page->scene()->itemOfGroup(group))].kind,
                 ItemKind::ClosedGroup);

        // A double click on the box opens it.
        const QRectF box = m_page->scene()->items()[std::size_t(m_page->scene()->itemOfGroup(group))].rect;
        m_page->canvas()->focusOn(box);
        const QPoint at = m_page->canvas()->mapFromScene(box.center()).toPoint();
        QVERIFY(relayout([&] { QTest::mouseDClick(m_page->canvas(), Qt::LeftButton, {}, at); }));
        QVERIFY(m_page->expansion()[std::size_t(group)]);
        QCOMPARE(m_page->scene()->items()[std::size_t(m_page->scene()->itemOfGroup(group))].kind,
                 ItemKind::OpenGroup);
        const auto& g = doc->tree().group(group);
        QCOMPARE(gnw::layout::visibleItemCount(doc->tree(), m_page->expansion()),
                 before - 1 + int(g.nodes.size() + g.groups.size()));
        QVERIFY(relayout([&] { m_page->toggleGroup(group); }));
        QVERIFY(!m_page->expansion()[std::size_t(group)]);
    }

    void searchJumpsToAnOpAndMovesTheEditor() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/cv/residual_block")));
        QVERIFY(relayout([&] { m_page->collapseAll(); }));
        const auto doc = m_page->document();
        QSignalSpy activated(m_page.get(), &GraphPage::nodeActivated);
        QLineEdit* edit = m_page->searchEdit();
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("batch_norm"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(int(m_page->matches().size()), int(m_editor->text().count(QStringLiteral("batch_norm("))));
        for (int k = 0; k < 3; ++k) {
            if (k > 0) {
                // Later matches sit inside closed blocks: Enter opens them and lays out again.
                const int next = m_page->matches()[std::size_t(k)];
                QVERIFY(doc->tree().groupOf(next) == 0 ||
                        !m_page->expansion()[std::size_t(doc->tree().groupOf(next))] || k == 2);
                QTest::keyClick(edit, Qt::Key_Return);
            }
            if (m_page->isBusy())
                QVERIFY(relayout([] {}));
            const int node = m_page->selectedNode();
            QCOMPARE(node, m_page->matches()[std::size_t(k)]);
            QCOMPARE(doc->title(node), QStringLiteral("batch_norm"));
            const int item = m_page->scene()->itemOfNode(node);
            QCOMPARE(m_page->scene()->items()[std::size_t(item)].kind, ItemKind::Node);
            QCOMPARE(m_page->canvas()->selectedItem(), item);
            QCOMPARE(activated.count(), k + 1);
            const int line = activated.last().at(0).toInt();
            QCOMPARE(line, doc->node(node).line);
            QCOMPARE(m_editor->currentLine(), line);
            // Independent check against the file: the node's statement starts on that line.
            const QStringList source = m_editor->text().split(QLatin1Char('\n'));
            QVERIFY(source[line - 1].trimmed().startsWith(QString::fromStdString(doc->node(node).name) +
                                                          QStringLiteral(" =")));
            QVERIFY(source.mid(line - 1, 3).join(QString()).contains(QStringLiteral("batch_norm")));
            QCOMPARE(m_page->detailsModel()->value(QStringLiteral("Node"), QStringLiteral("target")),
                     QStringLiteral("F.batch_norm"));
        }
        QVERIFY(doc->node(m_page->matches()[1]).line > doc->node(m_page->matches()[0]).line);
        QVERIFY(m_page->expansion()[std::size_t(doc->tree().groupOf(m_page->matches()[1]))]);
    }

    void clickingANodeReportsItsLine() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/nlp/gpt_block")));
        QVERIFY(relayout([&] { m_page->expandAll(); }));
        const int node = firstOp(QStringLiteral("softmax"));
        QVERIFY(node >= 0);
        const auto scene = m_page->scene();
        const QRectF r = scene->items()[std::size_t(scene->itemOfNode(node))].rect;
        m_page->canvas()->focusOn(r);
        QSignalSpy activated(m_page.get(), &GraphPage::nodeActivated);
        QTest::mouseClick(m_page->canvas(), Qt::LeftButton, {},
                          m_page->canvas()->mapFromScene(r.center()).toPoint());
        QCOMPARE(activated.count(), 1);
        const int line = activated.first().at(0).toInt();
        QCOMPARE(line, m_page->document()->node(node).line);
        QVERIFY(m_editor->text().split(QLatin1Char('\n'))[line - 1].contains(QStringLiteral("softmax")));
        QCOMPARE(m_editor->currentLine(), line);
        QCOMPARE(m_page->detailsModel()->value(QStringLiteral("Node"), QStringLiteral("line")).toInt(), line);
        // Hover text: the full call with its arguments.
        const auto doc = m_page->document();
        const QString signature = doc->signature(node);
        QVERIFY2(signature.startsWith(QString::fromStdString(doc->node(node).name) +
                                      QStringLiteral(" = F.softmax(")),
                 qPrintable(signature));
        QVERIFY(doc->tooltip(node).contains(signature.toHtmlEscaped()));
        // The panel's input row links to the producer; double-clicking it goes there.
        const int producer = doc->producers(node).front();
        NodeDetailsModel* details = m_page->detailsModel();
        QModelIndex inputs;
        for (int r = 0; r < details->rowCount(); ++r)
            if (details->index(r, 0).data().toString() == QStringLiteral("Inputs"))
                inputs = details->index(r, 0);
        QVERIFY(inputs.isValid());
        const QModelIndex first = details->index(0, NodeDetailsModel::Value, inputs);
        QCOMPARE(first.data(NodeDetailsModel::LinkedNodeRole).toInt(), producer);
        m_page->detailsView()->scrollTo(first);
        QCoreApplication::processEvents(); // the view lays out its rows lazily
        const QRect cell = m_page->detailsView()->visualRect(first);
        QVERIFY(cell.isValid());
        // A real double click: press, release, double-click, release.
        QTest::mouseClick(m_page->detailsView()->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(m_page->detailsView()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(m_page->selectedNode(), producer);
        QCOMPARE(activated.count(), 2);
        QCOMPARE(activated.last().at(0).toInt(), doc->node(producer).line);
    }

    void editorLineSelectsTheNodeWithoutEcho() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/nlp/gpt_block")));
        QVERIFY(relayout([&] { m_page->collapseAll(); }));
        const auto doc = m_page->document();
        const int node = firstOp(QStringLiteral("linear"));
        QVERIFY(node >= 0);
        QVERIFY(doc->node(node).endLine > doc->node(node).line);
        QSignalSpy activated(m_page.get(), &GraphPage::nodeActivated);
        // A line inside the multi-line statement; the node is in a closed group, so this lays out again.
        QVERIFY(relayout([&] { m_editor->goToLine(doc->node(node).line + 1); }));
        QCOMPARE(m_page->selectedNode(), node);
        QCOMPARE(m_page->canvas()->selectedItem(), m_page->scene()->itemOfNode(node));
        QCOMPARE(activated.count(), 0);
        QCOMPARE(m_editor->currentLine(), doc->node(node).line + 1);
    }

    void exportsValidSvgAndPng() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/cv/inverted_residual")));
        const QString svg = m_tmp.filePath(QStringLiteral("graph.svg"));
        const QString png = m_tmp.filePath(QStringLiteral("graph.png"));
        QVERIFY(m_page->exportSvg(svg));
        QVERIFY(m_page->exportPng(png));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QVERIFY(renderer.viewBoxF().width() > 100);
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray text = svgFile.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("conv2d")); // labels are text
        QImage image(png);
        QVERIFY(!image.isNull());
        const QRectF b = m_page->scene()->bounds();
        QCOMPARE(image.width(), int(std::ceil(b.width() * 2)));
        QVERIFY(image.pixel(0, 0) != image.pixel(image.width() / 2, image.height() / 2) ||
                image.pixel(0, 0) != image.pixel(image.width() / 3, image.height() / 3));
    }

    void newestLayoutRequestWins() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/nlp/gpt_block")));
        QSignalSpy laidOut(m_page.get(), &GraphPage::layoutFinished);
        m_page->expandAll();
        m_page->collapseAll();
        m_page->expandAll();
        m_page->collapseAll();
        QVERIFY(laidOut.wait(30000));
        settle(); // every superseded job has finished and posted what it had: none of it may be shown
        QCOMPARE(laidOut.count(), 1);
        QCOMPARE(m_page->scene()->expansion(), m_page->expansion());
        QCOMPARE(gnw::layout::visibleItemCount(m_page->document()->tree(), m_page->expansion()),
                 int(m_page->document()->tree().group(0).nodes.size() +
                     m_page->document()->tree().group(0).groups.size()));
    }

    // Issue 3's budgets on a 6.5k-op graph: shown in <= 1 s with groups collapsed, <= 3 s fully expanded,
    // pan/zoom repaints <= 16 ms. Times are printed; the asserted limits are the budgets.
    void largeGraphMeetsTheBudgets() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("model.py")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(transformerModelPy(260));
        f.close();
        QElapsedTimer clock;
        clock.start();
        QSignalSpy laidOut(m_page.get(), &GraphPage::layoutFinished);
        m_page->setSampleDir(dir.path());
        QVERIFY(laidOut.wait(30000));
        const double collapsed = clock.elapsed() / 1000.0;
        const auto doc = m_page->document();
        QVERIFY(doc->graph().nodes.size() >= 6500);
        QVERIFY(gnw::layout::visibleItemCount(doc->tree(), m_page->expansion()) <= GraphPage::kInitialBudget);
        clock.restart();
        QVERIFY(relayout([&] { m_page->expandAll(); }));
        const double expanded = clock.elapsed() / 1000.0;
        QCOMPARE(
            int(m_page->scene()->items().size()) -
                [&] {
                    int open = 0;
                    for (const auto& item : m_page->scene()->items())
                        open += item.kind == ItemKind::OpenGroup;
                    return open;
                }(),
            doc->nodeCount());
        GraphCanvas* canvas = m_page->canvas();
        const auto paintMs = [&](double scale) {
            canvas->setView(m_page->scene()->bounds().center(), scale);
            canvas->repaint();
            QElapsedTimer t;
            t.start();
            constexpr int kFrames = 10;
            for (int i = 0; i < kFrames; ++i) {
                canvas->setView(canvas->center() + QPointF(40 / scale, 25 / scale), scale); // a pan step
                canvas->repaint();
            }
            return t.nsecsElapsed() / 1e6 / kFrames;
        };
        const double full = paintMs(1.0), medium = paintMs(0.3), low = paintMs(0.05), tiny = paintMs(0.01);
        qInfo(
            "%d ops: parse + layout collapsed %.3f s, expanded %.3f s (%d group layouts); repaint ms at zoom "
            "1.0: %.2f, 0.3: %.2f, 0.05: %.2f, 0.01: %.2f",
            int(doc->graph().nodes.size()), collapsed, expanded, m_page->scene()->layoutsRun(), full, medium,
            low, tiny);
        // The budgets themselves (1 s, 3 s, 16 ms) are bench_layout's: wall-clock goals in a test fail on a
        // loaded CI machine. Ten times over them is no load but a regression.
        QVERIFY(collapsed <= 10.0);
        QVERIFY(expanded <= 30.0);
        QVERIFY(full <= 160 && medium <= 160 && low <= 160);
    }

    void brokenModelReportsPosition() {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("model.py")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x):\n        y = "
                "torch.relu(x\n");
        f.close();
        QSignalSpy failed(m_page.get(), &GraphPage::loadFailed);
        m_page->setSampleDir(dir.path());
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("model.py:")));
        QVERIFY(!m_page->scene());
    }

    void hiddenPageParsesWhenShown() {
        GraphPage hidden;
        QSignalSpy loaded(&hidden, &GraphPage::documentLoaded);
        hidden.setSampleDir(gnw::test::toySamplesDir() + QStringLiteral("/nlp/mlp"));
        settle(); // a parse started anyway would have delivered by now
        QCOMPARE(loaded.count(), 0);
        QVERIFY(!hidden.document());
        QSignalSpy laidOut(&hidden, &GraphPage::layoutFinished);
        hidden.show();
        QVERIFY(laidOut.wait(10000));
        QCOMPARE(loaded.count(), 1);
        QVERIFY(hidden.scene());
    }

    void screenshot() {
        QVERIFY(open(gnw::test::toySamplesDir() + QStringLiteral("/nlp/gpt_block")));
        QVERIFY(relayout([&] { m_page->expandAll(); }));
        const auto doc = m_page->document();
        const auto groupNamed = [&](const char* label) {
            for (int g = 1; g < doc->tree().groupCount(); ++g)
                if (doc->tree().group(g).label == label)
                    return g;
            return -1;
        };
        const int attn = groupNamed("attn");
        QVERIFY(attn > 0);
        QVERIFY(relayout([&] { m_page->toggleGroup(attn); }));
        m_page->searchEdit()->setText(QStringLiteral("linear"));
        m_page->search(QStringLiteral("linear"));
        m_page->focusNode(firstOp(QStringLiteral("tanh")), false);
        // The transformer block: its attention closed, its MLP (a tanh GELU written out) open.
        const QRectF block =
            m_page->scene()
                ->items()[std::size_t(m_page->scene()->itemOfGroup(doc->tree().group(attn).parent))]
                .rect;
        const double scale = 0.7;
        m_page->canvas()->setView(
            QPointF(block.center().x(), block.top() - 40 + m_page->canvas()->height() / (2 * scale)), scale);
        QCoreApplication::processEvents(); // the view's scroll and repaint requests
        const QImage shot = m_page->grab().toImage();
        QVERIFY(shot.width() >= 1000);
        QVERIFY(shot.save(gnw::test::binaryDir() + QStringLiteral("/screenshot-graph.png")));
        if (qEnvironmentVariableIsSet("GNW_UPDATE_DOCS"))
            QVERIFY(shot.save(gnw::test::sourceDir() + QStringLiteral("/docs/screenshot-graph.png")));
    }
};

GNW_TEST_MAIN(TestGraphView)
#include "tst_graph_view.moc"
