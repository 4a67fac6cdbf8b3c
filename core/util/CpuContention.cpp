#include "core/util/CpuContention.h"

#include "core/util/FileIO.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace gnw {

namespace {

// The text of a /proc file, or "" for one that vanished with its process.
std::string fileText(const std::filesystem::path& path) {
    auto text = readFile(path);
    return text ? std::move(*text) : std::string();
}

double ticksPerSecond() {
    static const double hz = [] {
        const long v = sysconf(_SC_CLK_TCK);
        return v > 0 ? static_cast<double>(v) : 100.0;
    }();
    return hz;
}

// The CPU ticks of this process and all its descendants (each with the children it reaped), by walking
// /proc's parent links.
long long treeTicks() {
    std::vector<ProcessTicks> all;
    // Processes come and go while /proc is listed: errors end or skip entries, they do not throw.
    std::error_code ec;
    for (std::filesystem::directory_iterator it("/proc", ec), end; !ec && it != end; it.increment(ec)) {
        const auto name = it->path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        if (auto t = processTicksFromStat(fileText(it->path() / "stat")))
            all.push_back(*t);
    }
    std::map<pid_t, std::vector<const ProcessTicks*>> children;
    const ProcessTicks* self = nullptr;
    for (const auto& p : all) {
        children[p.ppid].push_back(&p);
        if (p.pid == getpid())
            self = &p;
    }
    long long sum = 0;
    std::vector<const ProcessTicks*> todo;
    if (self)
        todo.push_back(self);
    std::set<pid_t> seen;
    while (!todo.empty()) {
        const ProcessTicks* p = todo.back();
        todo.pop_back();
        if (!seen.insert(p->pid).second)
            continue;
        sum += p->ticks;
        for (const ProcessTicks* c : children[p->pid])
            todo.push_back(c);
    }
    return sum;
}

} // namespace

std::optional<long long> busyTicksFromProcStat(std::string_view procStat) {
    if (!procStat.starts_with("cpu "))
        return std::nullopt;
    std::istringstream in{std::string(procStat.substr(4, procStat.find('\n') - 4))};
    // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user and nice)
    long long v[8] = {};
    for (long long& x : v)
        if (!(in >> x))
            return std::nullopt;
    return v[0] + v[1] + v[2] + v[5] + v[6] + v[7];
}

std::optional<ProcessTicks> processTicksFromStat(std::string_view stat) {
    const auto close = stat.rfind(')');
    if (close == std::string_view::npos)
        return std::nullopt;
    ProcessTicks t;
    try {
        t.pid = static_cast<pid_t>(std::stol(std::string(stat.substr(0, stat.find(' ')))));
    } catch (const std::exception&) {
        return std::nullopt;
    }
    // After "pid (comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime
    // stime cutime cstime ...
    std::istringstream in{std::string(stat.substr(close + 1))};
    std::string state;
    long long fields[14] = {};
    in >> state;
    for (long long& f : fields)
        if (!(in >> f))
            return std::nullopt;
    t.ppid = static_cast<pid_t>(fields[0]);
    t.ticks = fields[10] + fields[11] + fields[12] + fields[13];
    return t;
}

CpuContentionMeter::CpuContentionMeter() : m_start(read()) {}

CpuContentionMeter::Reading CpuContentionMeter::read() {
    Reading r;
    r.at = std::chrono::steady_clock::now();
    const auto busy = busyTicksFromProcStat(fileText("/proc/stat"));
    if (!busy)
        return r;
    r.busy = *busy;
    r.tree = treeTicks();
    r.ok = true;
    return r;
}

std::optional<double> CpuContentionMeter::othersBusyCores() const {
    const Reading now = read();
    const double wall = std::chrono::duration<double>(now.at - m_start.at).count();
    if (!m_start.ok || !now.ok || wall <= 0)
        return std::nullopt;
    const long long others = (now.busy - m_start.busy) - (now.tree - m_start.tree);
    return std::max(0.0, static_cast<double>(others) / ticksPerSecond() / wall);
}

std::optional<double> CpuContentionMeter::ownCpuSeconds() const {
    const Reading now = read();
    if (!m_start.ok || !now.ok)
        return std::nullopt;
    return static_cast<double>(now.tree - m_start.tree) / ticksPerSecond();
}

} // namespace gnw
