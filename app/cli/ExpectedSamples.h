#pragma once
// The samples a sweep should cover, for merge's missing-sample report: the engine's unsharded selection
// over the dataset recorded in the shard runs' settings.
#include "core/cluster/ShardMerge.h"

namespace gnw::cli {

cluster::ExpectedSamplesFn expectedSamplesFromDataset();

} // namespace gnw::cli
