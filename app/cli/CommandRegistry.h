#pragma once
// Subcommands of graphnet-bench register themselves from their own file, so adding one touches no
// central list.
#include "app/cli/Args.h"

#include <functional>
#include <map>
#include <set>
#include <string>

namespace gnw::cli {

struct Command {
    std::string summary;   // one line for `graphnet-bench --help`
    std::string usage;     // full usage text for `graphnet-bench CMD --help`
    std::set<std::string> valueOptions;   // options that take a value: {"store", "backend"}
    std::set<std::string> flagOptions;    // boolean options: {"json"}
    std::function<int(const Args&)> run;
};

std::map<std::string, Command>& commands();

struct RegisterCommand {
    RegisterCommand(std::string name, Command command) { commands().emplace(std::move(name), std::move(command)); }
};

// Exit codes shared by all subcommands.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;   // the work ran but failed as a whole
inline constexpr int kExitUsage = 2;     // unusable arguments or inputs

} // namespace gnw::cli
