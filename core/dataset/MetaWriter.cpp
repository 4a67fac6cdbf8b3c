#include "core/dataset/MetaWriter.h"

#include <charconv>
#include <cmath>

namespace gnw {

namespace {

std::string number(double v, bool floating) {
    if (std::isnan(v))
        return "float(\"nan\")";
    if (std::isinf(v))
        return v > 0 ? "float(\"inf\")" : "float(\"-inf\")";
    if (!floating)
        return std::to_string(static_cast<long long>(v));
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    std::string s(buffer, end);
    if (s.find_first_of(".en") == std::string::npos)
        s += ".0";
    return s;
}

std::string optionalNumber(const std::optional<double>& v, bool floating) {
    return v ? number(*v, floating) : "None";
}

} // namespace

std::string metaClassText(const TensorMeta& meta, Framework framework) {
    const bool paddle = framework == Framework::Paddle;
    std::string className = meta.className;
    if (className.empty())
        className = (paddle ? "Program_weight_tensor_data_" : "Program_weight_tensor_meta_") + meta.name;
    std::string shape = "[";
    for (std::size_t i = 0; i < meta.shape.size(); ++i)
        shape += (i ? ", " : "") + std::to_string(meta.shape[i]);
    shape += "]";
    const bool floating = isFloating(meta.dtype);
    std::string data = "None";
    if (meta.hasData) {
        data = "[";
        const std::size_t n = floating ? meta.floatData.size() : meta.intData.size();
        for (std::size_t i = 0; i < n; ++i) {
            data += i ? ", " : "";
            if (floating)
                data += number(meta.floatData[i], true);
            else if (meta.dtype == DType::Bool)
                data += meta.intData[i] ? "True" : "False";
            else
                data += std::to_string(meta.intData[i]);
        }
        data += "]";
    }
    const std::string dtype = std::string(paddle ? "" : "torch.") + std::string(dtypeName(meta.dtype));
    std::string out = "class " + className + ":\n";
    out += "    name = \"" + meta.name + "\"\n";
    if (paddle && !meta.originalName.empty())
        out += "    original_name = \"" + meta.originalName + "\"\n";
    out += "    shape = " + shape + "\n";
    out += "    dtype = \"" + dtype + "\"\n";
    if (!paddle)
        out += "    device = \"" + (meta.device.empty() ? std::string("cpu") : meta.device) + "\"\n";
    out += "    mean = " + optionalNumber(meta.mean, true) + "\n";
    out += "    std = " + optionalNumber(meta.std, true) + "\n";
    out += "    data = " + data + "\n";
    if (meta.minVal)
        out += "    min_val = " + number(*meta.minVal, floating) + "\n";
    if (meta.maxVal)
        out += "    max_val = " + number(*meta.maxVal, floating) + "\n";
    return out;
}

std::string metaFileText(const std::vector<TensorMeta>& metas, Framework framework) {
    std::string out;
    for (std::size_t i = 0; i < metas.size(); ++i)
        out += (i ? "\n\n" : "") + metaClassText(metas[i], framework);
    return out;
}

} // namespace gnw
