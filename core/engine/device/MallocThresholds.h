#pragma once
// glibc's malloc thresholds for a process that times samples (the worker, an in-process run), fixed so that
// a timed call's allocations do not depend on the process's history. docs/engine.md, "Allocator".
#include <cstddef>

namespace gnw::engine {

// Allocations below this come from the heap and are reused across calls; larger ones are mmap'ed.
inline constexpr std::size_t kMallocMmapThreshold = std::size_t{32} << 20;
// Free memory at the top of the heap is returned to the kernel only above this.
inline constexpr std::size_t kMallocTrimThreshold = std::size_t{64} << 20;

// Sets both thresholds (mallopt) where the C library is glibc; elsewhere does nothing. glibc otherwise
// starts at 128 KiB and raises the mmap threshold to the size of each mmap'ed block freed (up to 32 MiB),
// so whether a model's 10 MB activations are faulted in afresh on every call depended on what the process
// had freed before: how its inputs were made. The values are the highest the heuristic reaches by itself;
// the Python bridge sets the same ones.
void fixMallocThresholds();
// Whether fixMallocThresholds() set them in this process (a result records the thresholds only then).
bool mallocThresholdsFixed();

// Hands the heap's free pages back to the kernel (malloc_trim) where the C library is glibc. Called between
// a sample's phases, never between timed calls: with the thresholds above, blocks under 32 MiB freed by one
// forward call stay resident as holes in the heap, and over the four calls of a one-trial `nope` run of
// facebook_sam-vit-huge they held 2 GB. Only the next phase's first, untimed call faults them in again.
void releaseFreeHeap();

} // namespace gnw::engine
