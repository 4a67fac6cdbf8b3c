#pragma once
// Bar chart of a sample's most frequent op targets (Qt Charts), bars coloured by op class.
#include <QChartView>
#include <memory>

namespace gnw::ui {

class GraphDocument;

class OpHistogramChart : public QChartView {
    Q_OBJECT
public:
    explicit OpHistogramChart(QWidget* parent = nullptr);

    void setDocument(const std::shared_ptr<const GraphDocument>& doc);
    // Targets shown, top to bottom, and their counts (tests, export).
    const QList<QPair<QString, int>>& bars() const { return m_bars; }

    static constexpr int kMaxBars = 10;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    std::shared_ptr<const GraphDocument> m_doc;
    QList<QPair<QString, int>> m_bars;
};

} // namespace gnw::ui
