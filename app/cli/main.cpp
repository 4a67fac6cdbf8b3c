// graphnet-bench: the headless engine of GraphNet Workbench (indexing, benchmark runs, log import,
// scores, plots). Every subcommand lives in its own file and registers itself.
#include "app/cli/CommandRegistry.h"

#include <cstdio>
#include <cstring>

namespace gnw::cli {
std::map<std::string, Command>& commands() {
    static std::map<std::string, Command> registry;
    return registry;
}
} // namespace gnw::cli

namespace {
void printHelp() {
    std::printf("graphnet-bench %s — headless engine of GraphNet Workbench\n\nUsage: graphnet-bench COMMAND [options]\n\n"
                "Commands:\n", GNW_VERSION);
    for (const auto& [name, cmd] : gnw::cli::commands())
        std::printf("  %-14s %s\n", name.c_str(), cmd.summary.c_str());
    std::printf("\nRun 'graphnet-bench COMMAND --help' for the options of a command.\n");
}
} // namespace

int main(int argc, char** argv) {
    using namespace gnw::cli;
    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "help")) {
        printHelp();
        return argc < 2 ? kExitUsage : kExitOk;
    }
    if (!std::strcmp(argv[1], "--version")) {
        std::printf("graphnet-bench %s\n", GNW_VERSION);
        return kExitOk;
    }
    auto it = commands().find(argv[1]);
    if (it == commands().end()) {
        std::fprintf(stderr, "graphnet-bench: unknown command '%s' (see --help)\n", argv[1]);
        return kExitUsage;
    }
    std::vector<std::string> rest(argv + 2, argv + argc);
    for (const auto& a : rest) {
        if (a == "--help" || a == "-h") {
            std::printf("%s\n", it->second.usage.c_str());
            return kExitOk;
        }
    }
    Args args;
    if (auto err = Args::parse(rest, it->second.valueOptions, it->second.flagOptions, args)) {
        std::fprintf(stderr, "graphnet-bench %s: %s\n\n%s\n", argv[1], err->c_str(), it->second.usage.c_str());
        return kExitUsage;
    }
    return it->second.run(args);
}
