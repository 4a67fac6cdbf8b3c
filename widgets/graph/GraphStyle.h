#pragma once
// Fonts and dimensions of the graph drawing, shared by measuring (GUI thread, before a layout) and
// painting, so that boxes fit their labels.
#include "core/layout/Geometry.h"
#include "core/layout/HierarchicalLayout.h"

#include <QColor>
#include <QFont>
#include <vector>

namespace gnw::ui {

class GraphDocument;

struct GraphSizes {
    std::vector<layout::Size> nodes;        // per display node
    std::vector<layout::Size> closedGroups; // per module group
};

// a*(1-t) + b*t per channel: tints between the palette's colours.
QColor mixColors(const QColor& a, const QColor& b, double t);

class GraphStyle {
public:
    explicit GraphStyle(const QFont& base = QFont());

    static constexpr double kNodeHeight = 42;
    static constexpr double kGroupHeight = 50;
    static constexpr double kPadX = 10;
    static constexpr double kMinWidth = 76;
    static constexpr double kMaxWidth = 230;
    static constexpr double kRadius = 5;

    const QFont& titleFont() const { return m_title; }
    const QFont& subtitleFont() const { return m_subtitle; }
    const QFont& groupFont() const { return m_group; }
    // Titles when zoomed out: large enough in scene units to stay legible at a third of the size.
    const QFont& farFont() const { return m_far; }
    layout::GroupStyle groupStyle() const { return {14, 28}; }

    GraphSizes measure(const GraphDocument& doc) const;

private:
    QFont m_title;
    QFont m_subtitle;
    QFont m_group;
    QFont m_far;
};

} // namespace gnw::ui
