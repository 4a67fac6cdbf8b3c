#include "widgets/util/Format.h"

#include "core/util/RoughDuration.h"

#include <QCoreApplication>

#include <cmath>

namespace gnw::ui {

QString humanBytes(std::int64_t bytes) {
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (std::abs(v) >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    return u == 0 ? QStringLiteral("%1 B").arg(bytes)
                  : QStringLiteral("%1 %2").arg(v, 0, 'f', 1).arg(QLatin1String(units[u]));
}

QString humanCount(std::int64_t n) {
    const double v = static_cast<double>(n);
    if (std::abs(v) >= 1e9)
        return QStringLiteral("%1 G").arg(v / 1e9, 0, 'f', 2);
    if (std::abs(v) >= 1e6)
        return QStringLiteral("%1 M").arg(v / 1e6, 0, 'f', 2);
    if (std::abs(v) >= 1e4)
        return QStringLiteral("%1 k").arg(v / 1e3, 0, 'f', 1);
    return QString::number(n);
}

QString humanFlops(double v) {
    static const char* units[] = {"", " k", " M", " G", " T", " P"};
    int u = 0;
    while (v >= 1000.0 && u < 5) {
        v /= 1000.0;
        ++u;
    }
    return u == 0 ? QString::number(v, 'f', 0) : QString::number(v, 'f', 2) + QLatin1String(units[u]);
}

QString analysisCostText(const SampleAnalysis& a) {
    return QCoreApplication::translate("Format", "%1 FLOPs, %2 moved; shapes of %3 of %4 nodes inferred")
        .arg(humanFlops(a.flops), humanBytes(static_cast<std::int64_t>(a.bytes)))
        .arg(a.inferredNodes)
        .arg(a.nodes);
}

QString shapeText(const std::vector<std::int64_t>& shape) {
    QString out = QStringLiteral("[");
    for (size_t i = 0; i < shape.size(); ++i) {
        if (i)
            out += QStringLiteral(", ");
        out += QString::number(shape[i]);
    }
    return out + QLatin1Char(']');
}

QString numberText(double v) {
    if (std::isnan(v))
        return QStringLiteral("nan");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(v, 'g', 6);
}

QString durationText(double seconds) {
    static const char* const patterns[] = {QT_TRANSLATE_NOOP("Format", "%1 s"),
                                           QT_TRANSLATE_NOOP("Format", "%1 min"),
                                           QT_TRANSLATE_NOOP("Format", "%1 h")};
    const RoughDuration d = roughDuration(seconds);
    return QCoreApplication::translate("Format", patterns[static_cast<int>(d.unit)])
        .arg(d.amount, 0, 'f', d.decimals);
}

QString clockText(double seconds) {
    const int s = int(seconds + 0.5);
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace gnw::ui
