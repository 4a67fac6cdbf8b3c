#pragma once
// Runs a program (looked up on PATH, no shell) to completion and captures its output: the Slurm client
// tools (sbatch, squeue, sacct) for the cluster workflow. Blocking; the caller picks the thread.
#include <string>
#include <vector>

namespace gnw::cluster {

struct ProcessOutput {
    bool started = false;  // false: the program could not be run at all (see `error`)
    bool timedOut = false; // killed after the time limit
    int exitCode = -1;     // -1 unless it exited normally
    std::string out;
    std::string err;
    std::string error; // why it did not start or finish
};

// `argv[0]` is the program. Kills it (SIGKILL) after `timeoutSeconds`.
ProcessOutput runProcess(const std::vector<std::string>& argv, double timeoutSeconds = 60);

// True when `program` is an executable file on PATH (or is an executable path itself).
bool onPath(const std::string& program);

// "sbatch: error: ..." -> the first non-empty line of a tool's stderr (or stdout), for messages.
std::string firstLineOf(const std::string& text);

} // namespace gnw::cluster
