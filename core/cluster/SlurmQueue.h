#pragma once
// What Slurm says about a sweep's array tasks: `squeue` for tasks it still holds (pending, running, and
// finished ones for MinJobAge), `sacct` for older ones where accounting is enabled (optional).
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gnw::cluster {

struct TaskState {
    std::string state;  // Slurm's: PENDING, RUNNING, COMPLETED, CANCELLED, FAILED, TIMEOUT, ...
    std::string node;   // where it runs or ran
    std::string reason; // squeue's reason (pending: Resources, Priority, ...)
};

// (array job id, task index) -> state.
using TaskStates = std::map<std::pair<std::string, int>, TaskState>;

struct QueueQuery {
    bool ok = false;   // squeue answered; when false, nothing is known about live tasks
    std::string error; // why not
    TaskStates tasks;
};

// Asks squeue (and sacct, ignored when accounting is off) about the given array jobs.
QueueQuery queryTasks(const std::vector<std::string>& arrayJobIds);

// "|"-separated lines "ARRAY_JOB|TASK|STATE|NODE|REASON" (squeue -o "%F|%K|%T|%N|%r") -> states.
TaskStates parseSqueue(const std::string& text);
// sacct -n -P -X --format=JobID,State,NodeList lines ("12_3|CANCELLED by 0|vm") -> states.
TaskStates parseSacct(const std::string& text);

bool stillQueued(const std::string& slurmState); // pending: will run later
bool running(const std::string& slurmState);     // running or completing

} // namespace gnw::cluster
