// ColumnTableModel, the base of the workbench's table models: columns and their titles come from one list,
// the headers answer from it under the model tester, and a list out of step with the model's columns is
// refused when the model is made instead of silently shifting every title after the gap.
#include "TestMain.h"
#include "widgets/common/ColumnTableModel.h"

#include <QAbstractItemModelTester>
#include <QtTest>

#include <stdexcept>

using namespace gnw::ui;

namespace {
class TwoRowModel : public ColumnTableModel {
public:
    enum Column { Name, Speedup, Message, ColumnCount };
    explicit TwoRowModel(QStringList titles) : ColumnTableModel(ColumnCount, std::move(titles), nullptr) {}
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : 2; }
    QVariant data(const QModelIndex& index, int role) const override {
        return index.isValid() && role == Qt::DisplayRole ? QVariant(index.row() * 10 + index.column())
                                                          : QVariant();
    }
};
} // namespace

class TestColumnTableModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void headersComeFromTheTitles() {
        TwoRowModel model({QStringLiteral("Sample"), QStringLiteral("Speedup"), QStringLiteral("Message")});
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.columnCount(model.index(0, 0)), 0); // a table: no children
        QCOMPARE(model.headerData(TwoRowModel::Speedup, Qt::Horizontal).toString(),
                 QStringLiteral("Speedup"));
        QCOMPARE(model.headerData(TwoRowModel::Message, Qt::Horizontal).toString(),
                 QStringLiteral("Message"));
        QVERIFY(!model.headerData(3, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(-1, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(TwoRowModel::Name, Qt::Horizontal, Qt::ToolTipRole).isValid());
        // Rows keep Qt's numbering (the views hide it, a proxy or a test may still ask).
        QCOMPARE(model.headerData(1, Qt::Vertical).toInt(), 2);
    }

    void titlesOutOfStepAreRefused_data() {
        QTest::addColumn<QStringList>("titles");
        QTest::newRow("one missing") << QStringList{QStringLiteral("Sample"), QStringLiteral("Speedup")};
        QTest::newRow("one extra") << QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                                  QStringLiteral("c"), QStringLiteral("d")};
        QTest::newRow("none") << QStringList{};
    }
    void titlesOutOfStepAreRefused() {
        QFETCH(QStringList, titles);
        try {
            TwoRowModel model(titles);
            QFAIL("a title list of the wrong length was accepted");
        } catch (const std::logic_error& e) {
            QVERIFY2(
                QByteArray(e.what()).contains(QByteArray::number(titles.size()) + " titles for 3 columns"),
                e.what());
        }
    }
};

GNW_TEST_MAIN(TestColumnTableModel)
#include "tst_column_table_model.moc"
