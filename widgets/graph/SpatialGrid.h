#pragma once
// Uniform grid over a scene for culling and hit tests: ids of rectangles bucketed by the cells they cover.
#include <QRectF>
#include <vector>

namespace gnw::ui {

class SpatialGrid {
public:
    SpatialGrid() = default;
    // Cells are at least `minCell` wide and the grid has at most ~`maxCells` cells.
    SpatialGrid(const QRectF& bounds, double minCell = 400, int maxCells = 1 << 16);

    void insert(const QRectF& rect, int id);
    // Ids whose rectangles' cells meet `rect`, each once, ascending.
    std::vector<int> query(const QRectF& rect) const;

private:
    void cellRange(const QRectF& rect, int& c0, int& r0, int& c1, int& r1) const;

    QRectF m_bounds;
    double m_cell = 1;
    int m_cols = 0;
    int m_rows = 0;
    std::vector<std::vector<int>> m_cells;
};

} // namespace gnw::ui
