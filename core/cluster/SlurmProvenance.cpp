#include "core/cluster/SlurmProvenance.h"

#include "core/cluster/SweepManifest.h"
#include "core/store/Database.h"
#include "core/util/UtcTime.h"

#include <cstdlib>
#include <unistd.h>

namespace gnw::cluster {

namespace {
std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

nlohmann::json notesObject(const std::string& notes) {
    if (notes.empty())
        return nlohmann::json::object();
    auto j = nlohmann::json::parse(notes, nullptr, false);
    if (j.is_object())
        return j;
    return {{"text", notes}};
}
} // namespace

std::optional<nlohmann::json> slurmAttemptFromEnvironment() {
    const std::string job = env("SLURM_JOB_ID");
    if (job.empty())
        return std::nullopt;
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    nlohmann::json a{{"job_id", job},
                     {"array_job_id", env("SLURM_ARRAY_JOB_ID")},
                     {"array_task_id", env("SLURM_ARRAY_TASK_ID")},
                     {"cluster", env("SLURM_CLUSTER_NAME")},
                     {"host", host},
                     {"node_list", env("SLURM_JOB_NODELIST")},
                     {"started_at", nowIsoUtc()}};
    // GPUs as Slurm granted them (job or step) and as the process sees them.
    for (const char* name : {"SLURM_JOB_GPUS", "SLURM_STEP_GPUS", "CUDA_VISIBLE_DEVICES"})
        if (const auto v = env(name); !v.empty())
            a[name == std::string("CUDA_VISIBLE_DEVICES") ? "cuda_visible_devices" : "gpus"] = v;
    return a;
}

std::string notesWithAttempt(const std::string& notes, const nlohmann::json& attempt) {
    auto j = notesObject(notes);
    if (!j.contains("slurm_attempts") || !j["slurm_attempts"].is_array())
        j["slurm_attempts"] = nlohmann::json::array();
    j["slurm_attempts"].push_back(attempt);
    return j.dump();
}

std::vector<nlohmann::json> attemptsInNotes(const std::string& notes) {
    const auto j = notesObject(notes);
    std::vector<nlohmann::json> out;
    if (j.contains("slurm_attempts") && j["slurm_attempts"].is_array())
        for (const auto& a : j["slurm_attempts"])
            out.push_back(a);
    return out;
}

void recordAttempt(Database& db, std::int64_t runId, const nlohmann::json& attempt) {
    std::string notes;
    {
        auto st = db.prepare("SELECT notes FROM runs WHERE id = ?1");
        st.bind(1, runId);
        if (!st.step())
            return;
        notes = st.columnText(0);
    }
    auto st = db.prepare("UPDATE runs SET notes = ?2 WHERE id = ?1");
    st.bind(1, runId).bind(2, notesWithAttempt(notes, attempt));
    st.run();
}

} // namespace gnw::cluster
