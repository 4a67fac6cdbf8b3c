#include "widgets/graph/GraphExport.h"

#include "widgets/graph/GraphPainter.h"
#include "widgets/graph/GraphScene.h"

#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

namespace gnw::ui {

bool exportGraphSvg(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                    const PaintState& state, const QString& path, const QString& title) {
    const QRectF b = scene.bounds();
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setTitle(title);
    svg.setDescription(QStringLiteral("GraphNet Workbench graph view"));
    svg.setResolution(96);
    svg.setSize(b.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), b.size()));
    QPainter p;
    if (!p.begin(&svg))
        return false;
    p.fillRect(QRectF(QPointF(0, 0), b.size()), state.background);
    p.translate(-b.topLeft());
    GraphPainter(scene, doc, style, state).paint(p, b, Detail::Full);
    return p.end();
}

bool exportGraphPng(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                    const PaintState& state, const QString& path, double scale) {
    const QRectF b = scene.bounds();
    constexpr double kMaxSide = 16000, kMaxPixels = 120e6;
    scale = std::min({scale, kMaxSide / b.width(), kMaxSide / b.height(),
                      std::sqrt(kMaxPixels / (b.width() * b.height()))});
    const QSize size(std::max(1, int(std::ceil(b.width() * scale))),
                     std::max(1, int(std::ceil(b.height() * scale))));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return false;
    image.fill(state.background);
    {
        QPainter p(&image);
        p.scale(scale, scale);
        p.translate(-b.topLeft());
        // Tiny scales lose labels anyway; the level of detail keeps a huge export fast.
        GraphPainter(scene, doc, style, state)
            .paint(p, b, scale >= 0.5 ? Detail::Full : GraphPainter::detailFor(scale));
    }
    return image.save(path, "PNG");
}

} // namespace gnw::ui
