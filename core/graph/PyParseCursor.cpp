#include "core/graph/PyParseCursor.h"

#include <algorithm>

namespace gnw::pyast {

namespace {
std::uint16_t heightOver(const Module& m, const ExprId* first, const ExprId* last) {
    int height = 0;
    for (const ExprId* c = first; c != last; ++c)
        if (*c != kNoExpr)
            height = std::max<int>(height, m.expr(*c).depth);
    return static_cast<std::uint16_t>(std::min(height + 1, 0xffff));
}
} // namespace

void ParseCursor::failHeight(const Token& at) const {
    failAt(at, "expected an expression at most " + std::to_string(kMaxHeight) +
                   " levels deep but found a deeper one (expression nested too deeply)");
}

ExprId ParseCursor::finishExpr(Expr e, std::size_t mark, const Token& at) {
    const ExprId* first = m_scratch.data() + mark;
    const ExprId* last = m_scratch.data() + m_scratch.size();
    e.depth = heightOver(m_module, first, last);
    if (e.depth > kMaxHeight)
        failHeight(at);
    e.first = static_cast<std::int32_t>(m_module.children.size());
    e.count = static_cast<std::int32_t>(last - first);
    m_module.children.insert(m_module.children.end(), first, last);
    m_scratch.resize(mark);
    m_module.exprs.push_back(e);
    return static_cast<ExprId>(m_module.exprs.size() - 1);
}

ExprId ParseCursor::addExpr(Expr e, std::initializer_list<ExprId> children, const Token& at) {
    e.depth = heightOver(m_module, children.begin(), children.end());
    if (e.depth > kMaxHeight)
        failHeight(at);
    e.first = static_cast<std::int32_t>(m_module.children.size());
    e.count = static_cast<std::int32_t>(children.size());
    m_module.children.insert(m_module.children.end(), children.begin(), children.end());
    m_module.exprs.push_back(e);
    return static_cast<ExprId>(m_module.exprs.size() - 1);
}

} // namespace gnw::pyast
