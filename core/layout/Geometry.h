#pragma once
// Plain geometry for layouts: scene units are device-independent pixels, y grows downwards.
#include <vector>

namespace gnw::layout {

struct Point {
    double x = 0;
    double y = 0;
};

struct Size {
    double width = 0;
    double height = 0;
};

struct Rect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    double right() const { return x + width; }
    double bottom() const { return y + height; }
    Point center() const { return {x + width / 2, y + height / 2}; }
};

using Polyline = std::vector<Point>;

struct Edge {
    int from = 0;
    int to = 0;
};

} // namespace gnw::layout
