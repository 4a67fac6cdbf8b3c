#include "widgets/graph/SpatialGrid.h"

#include <algorithm>
#include <cmath>

namespace gnw::ui {

SpatialGrid::SpatialGrid(const QRectF& bounds, double minCell, int maxCells) : m_bounds(bounds) {
    const double area = std::max(1.0, bounds.width() * bounds.height());
    m_cell = std::max(minCell, std::sqrt(area / double(maxCells)));
    m_cols = std::max(1, int(std::ceil(bounds.width() / m_cell)));
    m_rows = std::max(1, int(std::ceil(bounds.height() / m_cell)));
    m_cells.resize(std::size_t(m_cols) * std::size_t(m_rows));
}

void SpatialGrid::cellRange(const QRectF& rect, int& c0, int& r0, int& c1, int& r1) const {
    const auto clampCol = [&](double x) {
        return std::clamp(int(std::floor((x - m_bounds.left()) / m_cell)), 0, m_cols - 1);
    };
    const auto clampRow = [&](double y) {
        return std::clamp(int(std::floor((y - m_bounds.top()) / m_cell)), 0, m_rows - 1);
    };
    c0 = clampCol(rect.left());
    c1 = clampCol(rect.right());
    r0 = clampRow(rect.top());
    r1 = clampRow(rect.bottom());
}

void SpatialGrid::insert(const QRectF& rect, int id) {
    if (m_cells.empty())
        return;
    int c0, r0, c1, r1;
    cellRange(rect, c0, r0, c1, r1);
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c)
            m_cells[std::size_t(r) * std::size_t(m_cols) + std::size_t(c)].push_back(id);
}

std::vector<int> SpatialGrid::query(const QRectF& rect) const {
    std::vector<int> ids;
    if (m_cells.empty() || !rect.intersects(m_bounds.adjusted(-1, -1, 1, 1)))
        return ids;
    int c0, r0, c1, r1;
    cellRange(rect, c0, r0, c1, r1);
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) {
            const auto& cell = m_cells[std::size_t(r) * std::size_t(m_cols) + std::size_t(c)];
            ids.insert(ids.end(), cell.begin(), cell.end());
        }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

} // namespace gnw::ui
