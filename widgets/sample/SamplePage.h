#pragma once
// Everything about one sample: summary and graph_net.json, weight/input meta table, model.py source.
// The graph tab and the editor follow each other: a clicked node shows its line, a line selects its node.
#include "core/store/SampleStore.h"

#include <QWidget>
#include <optional>

class QTabWidget;
class QTableView;
class QTreeView;
class QLabel;
class QFormLayout;

namespace gnw::ui {

class CodeEditor;
class GraphPage;
class JsonTreeModel;
class MetaTableModel;
class SampleResultsTab;
class TotalsLastProxy;

class SamplePage : public QWidget {
    Q_OBJECT
public:
    explicit SamplePage(QWidget* parent = nullptr);

    void setSample(const SampleRecord& record);
    void clear();
    const std::optional<SampleRecord>& sample() const { return m_sample; }
    QString sampleDir() const;

    QTabWidget* tabs() const { return m_tabs; }
    MetaTableModel* metaModel() const { return m_metaModel; }
    QTableView* metaView() const { return m_metaView; }
    CodeEditor* codeEditor() const { return m_code; }
    GraphPage* graphPage() const { return m_graph; }
    JsonTreeModel* jsonModel() const { return m_jsonModel; }
    SampleResultsTab* resultsTab() const { return m_results; }
    // Shows model.py line `line` in the graph (its node selected) and in the editor.
    void showLine(int line);

Q_SIGNALS:
    void sampleChanged(const QString& sampleDir);

private:
    QWidget* buildSummaryTab();
    QWidget* buildMetaTab();
    void fillSummary(const SampleSummary& s);
    void fillAnalysis(const SampleAnalysis& a);
    void addRow(const QString& label, const QString& value);

    std::optional<SampleRecord> m_sample;
    QTabWidget* m_tabs;
    QFormLayout* m_form = nullptr;
    QLabel* m_errors = nullptr;
    QTreeView* m_jsonView = nullptr;
    JsonTreeModel* m_jsonModel;
    MetaTableModel* m_metaModel;
    TotalsLastProxy* m_metaProxy;
    QTableView* m_metaView = nullptr;
    QLabel* m_metaStatus = nullptr;
    CodeEditor* m_code;
    GraphPage* m_graph;
    SampleResultsTab* m_results;
};

} // namespace gnw::ui
