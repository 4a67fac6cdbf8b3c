#pragma once
// How busy other processes keep the machine while a sample runs. A run shares its machine with whatever else
// runs there (a build, another job, the hypervisor's other guests), and timings taken meanwhile are slower
// by an amount no trial statistic shows, since every trial is slowed alike. The meter reads the machine's
// busy time (/proc/stat, steal included) and this process tree's own CPU time (/proc/PID/stat, with the
// children each process reaped) at its start and when asked; what the machine was busy beyond this tree,
// per second of wall time, is the number of cores others kept busy. Linux only; elsewhere it says nothing.
#include <chrono>
#include <optional>
#include <string_view>
#include <sys/types.h>

namespace gnw {

// A result measured while others kept at least this many cores busy is flagged (run's progress line,
// `scores`); the stored value is the measurement itself, for a reader's own threshold.
inline constexpr double kContendedCores = 0.5;

// /proc/stat's first line ("cpu  user nice system idle iowait irq softirq steal ..."): busy ticks, steal
// included, idle and iowait not.
std::optional<long long> busyTicksFromProcStat(std::string_view procStat);

struct ProcessTicks {
    pid_t pid = 0;
    pid_t ppid = 0;
    long long ticks = 0; // utime + stime + cutime + cstime
};
// One /proc/PID/stat line; the command name may hold spaces and parentheses.
std::optional<ProcessTicks> processTicksFromStat(std::string_view stat);

class CpuContentionMeter {
public:
    CpuContentionMeter(); // starts measuring
    // Mean cores kept busy outside this process and its descendants since the start.
    std::optional<double> othersBusyCores() const;
    // CPU seconds this process tree used since the start.
    std::optional<double> ownCpuSeconds() const;

private:
    struct Reading {
        long long busy = 0, tree = 0;
        std::chrono::steady_clock::time_point at;
        bool ok = false;
    };
    static Reading read();
    Reading m_start;
};

} // namespace gnw
