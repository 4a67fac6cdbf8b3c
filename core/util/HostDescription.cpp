#include "core/util/HostDescription.h"

#include "core/util/FileIO.h"
#include "core/util/TextLines.h"

#include <nlohmann/json.hpp>

#include <array>
#include <sys/utsname.h>

namespace gnw {

namespace {

bool hasWord(std::string_view words, std::string_view word) {
    std::size_t i = 0;
    while (i < words.size()) {
        const auto end = std::min(words.find(' ', i), words.size());
        if (words.substr(i, end - i) == word)
            return true;
        i = end + 1;
    }
    return false;
}

} // namespace

HostDescription hostDescriptionFrom(std::string_view cpuinfo, std::string host) {
    HostDescription d;
    d.host = std::move(host);
    std::string vendor, family, model, stepping, flags;
    std::size_t pos = 0;
    while (pos < cpuinfo.size()) {
        const auto end = std::min(cpuinfo.find('\n', pos), cpuinfo.size());
        const std::string_view line = cpuinfo.substr(pos, end - pos);
        pos = end + 1;
        const auto colon = line.find(':');
        if (colon == std::string_view::npos)
            continue;
        const auto key = trimmed(line.substr(0, colon));
        const auto value = std::string(trimmed(line.substr(colon + 1)));
        if (key == "processor")
            ++d.logicalCpus;
        // Only the first processor's fields: they describe every CPU of one socket type.
        else if (d.logicalCpus > 1)
            continue;
        else if (key == "model name")
            d.cpuModel = value;
        else if (key == "vendor_id" || key == "CPU implementer")
            vendor = value;
        else if (key == "cpu family" || key == "CPU architecture")
            family = value;
        else if (key == "model" || key == "CPU part")
            model = value;
        else if (key == "stepping" || key == "CPU variant")
            stepping = value;
        else if (key == "flags" || key == "Features")
            flags = value;
    }
    if (!vendor.empty())
        d.cpuId = vendor + " " + family + "/" + model + "/" + stepping;
    static constexpr std::array kIsa{"avx",         "avx2",     "avx512f",  "avx512_vnni", "avx512_bf16",
                                     "avx512_fp16", "amx_tile", "amx_bf16", "asimd",       "sve"};
    for (const char* isa : kIsa)
        if (hasWord(flags, isa))
            d.vectorIsa += (d.vectorIsa.empty() ? "" : " ") + std::string(isa);
    return d;
}

const HostDescription& currentHost() {
    static const HostDescription host = [] {
        const auto cpuinfo = readFile("/proc/cpuinfo");
        utsname names{};
        return hostDescriptionFrom(cpuinfo ? *cpuinfo : std::string(),
                                   uname(&names) == 0 ? names.nodename : "");
    }();
    return host;
}

std::string toJson(const HostDescription& host) {
    return nlohmann::json{{"host", host.host},
                          {"cpu", host.cpuModel},
                          {"cpu_id", host.cpuId},
                          {"cpus", host.logicalCpus},
                          {"isa", host.vectorIsa}}
        .dump();
}

std::string machineSummary(const std::string& machineJson) {
    const auto j = nlohmann::json::parse(machineJson, nullptr, false);
    if (!j.is_object())
        return {};
    const auto text = [&](const char* key) { return j.value(key, std::string()); };
    std::string out = "host " + text("host") + ": " + (text("cpu").empty() ? "unknown CPU" : text("cpu"));
    if (!text("cpu_id").empty())
        out += " (" + text("cpu_id") + ")";
    out += ", " + std::to_string(j.value("cpus", 0)) + " CPUs";
    if (!text("isa").empty())
        out += ", " + text("isa");
    return out;
}

} // namespace gnw
