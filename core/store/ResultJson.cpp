#include "core/store/ResultJson.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

namespace gnw {

namespace {
using json = nlohmann::json;

json toJson(const std::vector<double>& values) {
    json out = json::array();
    for (double v : values) {
        if (std::isnan(v))
            out.push_back("nan");
        else if (std::isinf(v))
            out.push_back(v > 0 ? "inf" : "-inf");
        else
            out.push_back(v);
    }
    return out;
}

std::vector<double> fromJson(const json& j) {
    std::vector<double> out;
    if (!j.is_array())
        return out;
    out.reserve(j.size());
    for (const auto& v : j) {
        if (v.is_number()) {
            out.push_back(v.get<double>());
        } else if (v.is_string()) {
            const auto& s = v.get_ref<const std::string&>();
            if (s == "nan")
                out.push_back(std::numeric_limits<double>::quiet_NaN());
            else if (s == "inf")
                out.push_back(std::numeric_limits<double>::infinity());
            else if (s == "-inf")
                out.push_back(-std::numeric_limits<double>::infinity());
        }
    }
    return out;
}
} // namespace

std::string numbersToJson(const std::vector<double>& values) {
    return toJson(values).dump();
}

std::vector<double> numbersFromJson(const std::string& text) {
    auto j = json::parse(text, nullptr, false);
    return j.is_discarded() ? std::vector<double>{} : fromJson(j);
}

std::string numberListsToJson(const CorrectnessLists& lists) {
    json out = json::object();
    for (const auto& [key, values] : lists)
        out[key] = toJson(values);
    return out.dump(-1, ' ', false,
                    json::error_handler_t::replace); // keys come from log text, maybe not UTF-8
}

CorrectnessLists numberListsFromJson(const std::string& text) {
    CorrectnessLists out;
    auto j = json::parse(text, nullptr, false);
    if (!j.is_object())
        return out;
    for (const auto& [key, values] : j.items())
        out.emplace(key, fromJson(values));
    return out;
}

} // namespace gnw
