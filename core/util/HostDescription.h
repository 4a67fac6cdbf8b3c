#pragma once
// Which machine measured a result. A run resumed over days can span machines (lent VMs, Slurm nodes), and
// two machines that both call themselves "AMD EPYC" timed the same Paddle sample 3776 and 613 ms: so every
// result records its host and CPU (results.machine), and a reader can tell the machines of a run apart.
#include <string>
#include <string_view>

namespace gnw {

struct HostDescription {
    std::string host;     // the node name (uname)
    std::string cpuModel; // /proc/cpuinfo "model name" ("AMD EPYC"; virtual machines often hide the rest)
    // The CPU generation that the model name may hide: vendor, family, model, stepping ("AuthenticAMD
    // 25/1/1").
    std::string cpuId;
    int logicalCpus = 0;
    // The vector extensions the kernels dispatch on, of those that change CPU timings most (avx2, avx512f,
    // avx512_bf16, amx_tile, ... ; asimd, sve on Arm), space-separated.
    std::string vectorIsa;
};

// From the text of /proc/cpuinfo (x86 and Arm spellings) and a host name.
HostDescription hostDescriptionFrom(std::string_view cpuinfo, std::string host);
// This machine's, read once per process.
const HostDescription& currentHost();

// {"host": ..., "cpu": ..., "cpu_id": ..., "cpus": N, "isa": ...}: the form results.machine stores.
std::string toJson(const HostDescription& host);
// "host h: AMD EPYC (AuthenticAMD 25/1/1), 2 CPUs, avx2" from that JSON; "" for "" or malformed text.
std::string machineSummary(const std::string& machineJson);

} // namespace gnw
