#include "core/cluster/SlurmQueue.h"

#include "core/cluster/ProcessRun.h"

#include <charconv>
#include <set>

namespace gnw::cluster {

namespace {
std::vector<std::string> split(const std::string& line, char sep) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (true) {
        const auto end = line.find(sep, pos);
        out.push_back(line.substr(pos, end == std::string::npos ? std::string::npos : end - pos));
        if (end == std::string::npos)
            return out;
        pos = end + 1;
    }
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    for (auto& l : split(text, '\n')) {
        while (!l.empty() && (l.back() == '\r' || l.back() == ' '))
            l.pop_back();
        if (!l.empty())
            out.push_back(l);
    }
    return out;
}

bool toInt(const std::string& s, int& v) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}
} // namespace

TaskStates parseSqueue(const std::string& text) {
    TaskStates out;
    for (const auto& line : lines(text)) {
        const auto f = split(line, '|');
        int task = 0;
        if (f.size() >= 3 && toInt(f[1], task))
            out[{f[0], task}] = {f[2], f.size() > 3 ? f[3] : "", f.size() > 4 ? f[4] : ""};
    }
    return out;
}

TaskStates parseSacct(const std::string& text) {
    TaskStates out;
    for (const auto& line : lines(text)) {
        const auto f = split(line, '|');
        if (f.size() < 2)
            continue;
        const auto underscore = f[0].find('_');
        int task = 0;
        if (underscore == std::string::npos || !toInt(f[0].substr(underscore + 1), task))
            continue;                                       // a pending range "12_[1-3]" or not an array task
        std::string state = f[1].substr(0, f[1].find(' ')); // "CANCELLED by 0"
        out[{f[0].substr(0, underscore), task}] = {state, f.size() > 2 ? f[2] : "", ""};
    }
    return out;
}

bool stillQueued(const std::string& s) {
    return s == "PENDING" || s == "CONFIGURING" || s == "REQUEUED" || s == "REQUEUE_HOLD" ||
           s == "REQUEUE_FED" || s == "RESV_DEL_HOLD";
}

bool running(const std::string& s) {
    return s == "RUNNING" || s == "COMPLETING" || s == "SUSPENDED" || s == "STAGE_OUT" || s == "SIGNALING" ||
           s == "RESIZING" || s == "STOPPED";
}

QueueQuery queryTasks(const std::vector<std::string>& arrayJobIds) {
    QueueQuery q;
    if (arrayJobIds.empty()) {
        q.ok = true;
        return q;
    }
    std::string ids;
    for (const auto& id : arrayJobIds)
        ids += (ids.empty() ? "" : ",") + id;
    // Not `squeue -j IDS`: it fails as a whole once one id has left the controller's memory. --me lists
    // this user's jobs (finished ones too, for MinJobAge), and we pick ours.
    const auto sq = runProcess({"squeue", "--me", "-h", "-r", "--states=all", "-o", "%F|%K|%T|%N|%r"}, 60);
    if (!sq.started || sq.exitCode != 0) {
        q.error = sq.started ? "squeue: " + firstLineOf(sq.err.empty() ? sq.out : sq.err) : sq.error;
        if (sq.timedOut)
            q.error = sq.error;
        return q;
    }
    q.ok = true;
    const std::set<std::string> wanted(arrayJobIds.begin(), arrayJobIds.end());
    // sacct first, squeue over it: the controller's view of a live task is the current one.
    const auto sa = runProcess({"sacct", "-n", "-P", "-X", "-j", ids, "--format=JobID,State,NodeList"}, 20);
    if (sa.started && sa.exitCode == 0)
        for (auto& [key, state] : parseSacct(sa.out))
            if (wanted.count(key.first))
                q.tasks[key] = state;
    for (auto& [key, state] : parseSqueue(sq.out))
        if (wanted.count(key.first))
            q.tasks[key] = state;
    return q;
}

} // namespace gnw::cluster
