#include "widgets/graph/GraphStyle.h"

#include "widgets/graph/GraphDocument.h"

#include <QFontMetricsF>
#include <algorithm>

namespace gnw::ui {

QColor mixColors(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

GraphStyle::GraphStyle(const QFont& base) : m_title(base), m_subtitle(base), m_group(base), m_far(base) {
    m_title.setPointSizeF(9.5);
    m_title.setBold(true);
    m_subtitle.setPointSizeF(8);
    m_group.setPointSizeF(9.5);
    m_group.setBold(true);
    m_far.setPointSizeF(17);
    m_far.setBold(true);
}

GraphSizes GraphStyle::measure(const GraphDocument& doc) const {
    const QFontMetricsF title(m_title), subtitle(m_subtitle), group(m_group);
    const auto fit = [](double w) { return std::clamp(w + 2 * kPadX, kMinWidth, kMaxWidth); };
    GraphSizes sizes;
    sizes.nodes.reserve(std::size_t(doc.nodeCount()));
    for (int n = 0; n < doc.nodeCount(); ++n) {
        const double w =
            std::max(title.horizontalAdvance(doc.title(n)), subtitle.horizontalAdvance(doc.subtitle(n)));
        sizes.nodes.push_back({fit(w + 6), kNodeHeight}); // + the class stripe
    }
    const auto& tree = doc.tree();
    sizes.closedGroups.reserve(std::size_t(tree.groupCount()));
    for (int g = 0; g < tree.groupCount(); ++g) {
        const double w =
            group.horizontalAdvance(QString::fromStdString(tree.group(g).label)) + 24; // + the [+] mark
        sizes.closedGroups.push_back({std::max(fit(w), 110.0), kGroupHeight});
    }
    return sizes;
}

} // namespace gnw::ui
