#include "widgets/graph/OpClass.h"

#include "core/graph/OpFamily.h"

#include <QCoreApplication>
#include <array>

namespace gnw::ui {

// The view's classes are core's families plus Data, in the same order.
static_assert(int(OpClass::Other) == int(OpFamily::Other) && int(OpClass::Data) == kOpFamilyCount);

OpClass classifyTarget(std::string_view target) {
    return static_cast<OpClass>(opFamilyOf(target));
}

QString opClassName(OpClass c) {
    switch (c) {
    case OpClass::Compute:
        return QCoreApplication::translate("OpClass", "conv / linear / matmul");
    case OpClass::Norm:
        return QCoreApplication::translate("OpClass", "normalization");
    case OpClass::Activation:
        return QCoreApplication::translate("OpClass", "activation");
    case OpClass::Elementwise:
        return QCoreApplication::translate("OpClass", "elementwise");
    case OpClass::Shape:
        return QCoreApplication::translate("OpClass", "shape / view");
    case OpClass::Reduction:
        return QCoreApplication::translate("OpClass", "reduction / pooling");
    case OpClass::Attention:
        return QCoreApplication::translate("OpClass", "attention");
    case OpClass::Other:
        return QCoreApplication::translate("OpClass", "other");
    case OpClass::Data:
        return QCoreApplication::translate("OpClass", "input / output");
    }
    return {};
}

QString opClassShortName(OpClass c) {
    switch (c) {
    case OpClass::Compute:
        return QCoreApplication::translate("OpClass", "compute");
    case OpClass::Norm:
        return QCoreApplication::translate("OpClass", "norm");
    case OpClass::Activation:
        return QCoreApplication::translate("OpClass", "activation");
    case OpClass::Elementwise:
        return QCoreApplication::translate("OpClass", "elementwise");
    case OpClass::Shape:
        return QCoreApplication::translate("OpClass", "shape");
    case OpClass::Reduction:
        return QCoreApplication::translate("OpClass", "reduction");
    case OpClass::Attention:
        return QCoreApplication::translate("OpClass", "attention");
    case OpClass::Other:
        return QCoreApplication::translate("OpClass", "other");
    case OpClass::Data:
        return QCoreApplication::translate("OpClass", "data");
    }
    return {};
}

QColor opClassColor(OpClass c, bool darkBackground) {
    // Tableau 10 hues; lighter variants on dark backgrounds.
    static const std::array<std::array<QRgb, 2>, kOpClassCount> kColors{{
        {0x4e79a7, 0x7aa6d6}, // compute: blue
        {0xb07aa1, 0xd4a6c8}, // norm: purple
        {0xf28e2b, 0xffae5c}, // activation: orange
        {0x59a14f, 0x8cd17d}, // elementwise: green
        {0x76b7b2, 0x9fd9d4}, // shape: teal
        {0xd4a71c, 0xf1ce63}, // reduction: yellow
        {0xe15759, 0xff8a8c}, // attention: red
        {0x9c755f, 0xc9a48e}, // other: brown
        {0x79706e, 0xbab0ac}, // data: grey
    }};
    return QColor(kColors[std::size_t(c)][darkBackground ? 1 : 0]);
}

QColor opClassFill(OpClass c, bool darkBackground) {
    const QColor hue = opClassColor(c, darkBackground);
    const QColor base = darkBackground ? QColor(0x26, 0x28, 0x2c) : QColor(0xff, 0xff, 0xff);
    const double a = darkBackground ? 0.38 : 0.28;
    return QColor::fromRgbF(float(base.redF() * (1 - a) + hue.redF() * a),
                            float(base.greenF() * (1 - a) + hue.greenF() * a),
                            float(base.blueF() * (1 - a) + hue.blueF() * a));
}

} // namespace gnw::ui
