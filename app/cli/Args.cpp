#include "app/cli/Args.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace gnw::cli {

std::optional<std::string> Args::parse(const std::vector<std::string>& argv, const std::set<std::string>& valueOptions,
                                       const std::set<std::string>& flagOptions, Args& out) {
    for (size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.size() > 2 && a.starts_with("--")) {
            std::string key = a.substr(2);
            std::optional<std::string> inlineValue;
            if (auto eq = key.find('='); eq != std::string::npos) {
                inlineValue = key.substr(eq + 1);
                key.resize(eq);
            }
            if (valueOptions.count(key)) {
                if (inlineValue) {
                    out.m_values.emplace(key, *inlineValue);
                } else if (i + 1 < argv.size()) {
                    out.m_values.emplace(key, argv[++i]);
                } else {
                    return "option --" + key + " needs a value";
                }
            } else if (flagOptions.count(key) && !inlineValue) {
                out.m_flags.insert(key);
            } else {
                return "unknown option --" + key;
            }
        } else {
            out.m_positionals.push_back(a);
        }
    }
    return std::nullopt;
}

std::optional<std::string> Args::value(const std::string& name) const {
    auto it = m_values.upper_bound(name);
    if (it == m_values.begin())
        return std::nullopt;
    --it;   // the last occurrence wins
    if (it->first != name)
        return std::nullopt;
    return it->second;
}

std::vector<std::string> Args::values(const std::string& name) const {
    std::vector<std::string> out;
    auto [b, e] = m_values.equal_range(name);
    for (auto it = b; it != e; ++it)
        out.push_back(it->second);
    return out;
}

std::string Args::valueOr(const std::string& name, const std::string& fallback) const {
    return value(name).value_or(fallback);
}

std::optional<long long> intOption(const Args& args, const std::string& name, long long fallback) {
    auto v = args.value(name);
    if (!v)
        return fallback;
    long long out = 0;
    auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc() || p != v->data() + v->size()) {
        std::fprintf(stderr, "option --%s: '%s' is not an integer\n", name.c_str(), v->c_str());
        return std::nullopt;
    }
    return out;
}

std::vector<std::string> splitCommas(const std::string& text) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        auto end = text.find(',', pos);
        if (end == std::string::npos)
            end = text.size();
        if (end > pos)
            out.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    return out;
}

std::optional<double> doubleOption(const Args& args, const std::string& name, double fallback) {
    auto v = args.value(name);
    if (!v)
        return fallback;
    char* end = nullptr;
    const double out = std::strtod(v->c_str(), &end);
    if (v->empty() || *end != '\0') {
        std::fprintf(stderr, "option --%s: '%s' is not a number\n", name.c_str(), v->c_str());
        return std::nullopt;
    }
    return out;
}

std::optional<std::vector<std::int64_t>> runIdsOption(const Args& args, const std::string& name) {
    std::vector<std::int64_t> ids;
    for (const auto& value : args.values(name))
        for (const auto& item : splitCommas(value)) {
            std::int64_t id = 0;
            const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), id);
            if (ec != std::errc() || end != item.data() + item.size()) {
                std::fprintf(stderr, "option --%s: expected run ids, got '%s'\n", name.c_str(), item.c_str());
                return std::nullopt;
            }
            ids.push_back(id);
        }
    return ids;
}

} // namespace gnw::cli
