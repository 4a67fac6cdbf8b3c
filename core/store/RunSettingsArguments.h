#pragma once
// The run settings as `graphnet-bench run`'s options, written and read in this one place: the CLI parses
// them (app/cli/BenchmarkOptions), the workbench writes them for the runs it starts (widgets/run/RunRequest),
// a cluster sweep checks them before it submits (app/cli/SlurmCommand). Writing then reading gives the same
// settings back (tst_run_settings_arguments).
#include "core/store/RunSettings.h"
#include "core/util/Result.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

// The options' names without "--": warmup, trials, min-time, max-trials, seed, timeout,
// fluctuation-threshold, on-fluctuation, max-remeasures, protocol, repeats, grad-mode, dynamo-config,
// default-device.
const std::vector<std::string>& runSettingsOptionNames();

// {"--warmup", "3", "--trials", "5", ...}: every setting, numbers in their shortest exact spelling.
std::vector<std::string> runSettingsArguments(const RunSettings& settings);

// The settings the options give (`value(name)` is an option's value, nullopt where it is not given), the
// others as in `defaults`. An error names the option and its value: a number that is not one, or settings
// that cannot be run (RunSettings::problem()).
using OptionValue = std::function<std::optional<std::string>(const std::string& name)>;
Result<RunSettings> runSettingsFromArguments(const OptionValue& value, RunSettings defaults);

} // namespace gnw
