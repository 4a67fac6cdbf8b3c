#pragma once
// The current time as the store and the sweep manifests write it: ISO 8601 in UTC, to the second
// ("2026-11-27T05:20:16Z"), so that timestamps from runs, resumes and Slurm shards sort as text.
#include <string>

namespace gnw {

std::string nowIsoUtc();

} // namespace gnw
