// graphnet-bench worker: runs samples on request from `graphnet-bench run` (line-delimited JSON on
// stdin/stdout, see core/engine/WorkerProtocol.h). Not meant to be started by hand.
#include "app/cli/CommandRegistry.h"
#include "core/engine/DeviceInfo.h"
#include "core/engine/SampleRunner.h"
#include "core/engine/WorkerProtocol.h"

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench worker [--threads T]\n\n"
    "Internal: reads one JSON request per line on stdin, runs the sample, writes phase events and one\n"
    "result line per request on stdout; exits at end of input. Started by `graphnet-bench run`.";

int run(const Args& args) {
    const auto threads = intOption(args, "threads", engine::availableCores());
    if (!threads || *threads < 1)
        return kExitUsage;
    // The protocol owns the original stdout; anything a library prints goes to stderr instead.
    const int protocolFd = dup(1);
    dup2(2, 1);
    FILE* protocol = fdopen(protocolFd, "w");
    if (!protocol)
        return kExitFailure;
    auto send = [protocol](const std::string& line) {
        std::fputs(line.c_str(), protocol);
        std::fflush(protocol);
    };
    engine::configureThreads(static_cast<int>(*threads));
    send(engine::readyLine());
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty())
            continue;
        auto request = engine::parseRequestLine(line);
        if (!request) {
            engine::SampleOutcome bad;
            bad.failureClass = engine::failure::kCrash;
            bad.message = "worker: " + request.error().message;
            send(engine::resultLine(bad));
            continue;
        }
        auto onPhase = [&](const engine::SampleOutcome& soFar) { send(engine::phaseLine(soFar)); };
        const engine::SampleOutcome outcome =
            request->mode == engine::WorkMode::Run
                ? engine::runSample(request->sample, request->options, onPhase)
                : engine::recordReference(request->sample, request->options, request->referenceOut, onPhase);
        send(engine::resultLine(outcome));
    }
    return kExitOk;
}

RegisterCommand
    reg("worker",
        Command{"internal: run samples for `graphnet-bench run` over a pipe", kUsage, {"threads"}, {}, run});

} // namespace
} // namespace gnw::cli
