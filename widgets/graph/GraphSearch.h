#pragma once
// Search over all nodes of a graph, drawn or inside closed groups.
#include <QString>
#include <vector>

namespace gnw::ui {

class GraphDocument;

// Display nodes, in program order, where the query (case-insensitive) is part of the op name, the
// target ("torch.conv2d"), a defined value's name, the module path, or the shape; shapes compare without
// spaces, so "1,64,56" finds [1, 64, 56, 56]. Empty for an empty query.
std::vector<int> searchNodes(const GraphDocument& doc, const QString& query);

} // namespace gnw::ui
