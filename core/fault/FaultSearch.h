#pragma once
// The two searches of fault localisation over a sample's op units, as pure state machines: the driver asks
// next() for a range to probe with the backend and records what the probe found. Prefix bisection (as
// upstream's auto_fault_bisearcher): the prefix [0, k) is faulty or not; the smallest faulty k names unit
// k-1, assuming that a prefix containing the fault keeps failing. Chunks (upstream's chunk mode): ranges run
// in isolation; a faulty range is halved until single units or ranges whose halves both pass, so several
// faults are found, and crashes that only show inside a range.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gnw::fault {

struct UnitRange {
    std::size_t first = 0, end = 0; // op units [first, end)

    std::size_t size() const { return end - first; }
    bool operator==(const UnitRange&) const = default;
};

struct ProbeStep {
    UnitRange range;
    bool faulty = false;
    std::string verdict; // "correct at t=-3", "accuracy at t=-3 (max diff 0.42)", "crash: ...", ...
    double seconds = 0;
    std::optional<double> maxDiff; // largest |compiled - eager| over the outputs, when they were compared
    // How the range ran, for a reader of the timeline: "prefix" (original inputs) or "isolated" (inputs
    // synthesized from metas recorded in eager).
    std::string inputs;
};

class PrefixBisection {
public:
    // The empty prefix passes; the whole sample [0, units) has been seen to fail.
    explicit PrefixBisection(std::size_t units) : m_hi(units) {}
    std::optional<UnitRange> next() const;
    void record(const ProbeStep& step);
    // The first faulty unit, once the search is done.
    std::optional<std::size_t> culprit() const;
    const std::vector<ProbeStep>& steps() const { return m_steps; }

private:
    std::size_t m_lo = 0, m_hi;
    std::vector<ProbeStep> m_steps;
};

class ChunkSearch {
public:
    // `chunks` cover the units to search, each a range that can run in isolation.
    explicit ChunkSearch(const std::vector<UnitRange>& chunks);
    std::optional<UnitRange> next() const;
    // For a faulty range of more than one unit, `split` is a unit in (first, end) where it can be cut in
    // two; without one the range is reported as it is.
    void record(const ProbeStep& step, std::optional<std::size_t> split);
    // Faulty single units and faulty ranges none of whose halves fails alone, in unit order (when done).
    std::vector<UnitRange> faults() const;
    const std::vector<ProbeStep>& steps() const { return m_steps; }

private:
    struct Node {
        UnitRange range;
        int parent = -1;
        enum class State { Pending, Passed, Faulty, Split } state = State::Pending;
        int childrenLeft = 0;
        bool childFaulty = false;
    };
    void finishChild(int parent, bool faulty);

    std::vector<Node> m_nodes;
    std::vector<int> m_queue; // node indexes still to probe, in order
    std::vector<UnitRange> m_faults;
    std::vector<ProbeStep> m_steps;
};

} // namespace gnw::fault
