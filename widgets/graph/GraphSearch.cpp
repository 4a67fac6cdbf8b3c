#include "widgets/graph/GraphSearch.h"

#include "widgets/graph/GraphDocument.h"

namespace gnw::ui {

std::vector<int> searchNodes(const GraphDocument& doc, const QString& query) {
    std::vector<int> hits;
    const QString q = query.trimmed();
    if (q.isEmpty())
        return hits;
    QString compact = q;
    compact.remove(QLatin1Char(' '));
    const auto has = [&](const std::string& s) {
        return QString::fromStdString(s).contains(q, Qt::CaseInsensitive);
    };
    for (int n = 0; n < doc.nodeCount(); ++n) {
        const auto& d = doc.node(n);
        bool hit = doc.title(n).contains(q, Qt::CaseInsensitive) || has(d.name) || has(d.scope);
        if (!hit && d.kind == layout::DisplayKind::Op)
            hit = has(doc.graph().nodes[std::size_t(d.source)].target);
        if (!hit && !doc.shape(n).isEmpty()) {
            QString shape = doc.shape(n);
            hit = shape.remove(QLatin1Char(' ')).contains(compact, Qt::CaseInsensitive);
        }
        if (hit)
            hits.push_back(n);
    }
    return hits;
}

} // namespace gnw::ui
