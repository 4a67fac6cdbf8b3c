#include "core/engine/workers/WorkerLoop.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/interpreter/detail/OpBinder.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/device/MallocThresholds.h"
#include "core/engine/workers/WorkerProtocol.h"

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

namespace gnw::engine {

int serveWorker(int threads) {
    // The protocol owns the original stdout; anything a library prints goes to stderr instead.
    const int protocolFd = dup(1);
    dup2(2, 1);
    FILE* protocol = fdopen(protocolFd, "w");
    if (!protocol)
        return 1;
    auto send = [protocol](const std::string& line) {
        std::fputs(line.c_str(), protocol);
        std::fflush(protocol);
    };
    configureThreads(threads);
    fixMallocThresholds();
    send(readyLine());
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty())
            continue;
        auto request = parseRequestLine(line);
        if (!request) {
            SampleOutcome bad;
            bad.failureClass = failure::kCrash;
            bad.message = "worker: " + request.error().message;
            send(resultLine(bad));
            continue;
        }
        auto onPhase = [&](const SampleOutcome& soFar) { send(phaseLine(soFar)); };
        const SampleOutcome outcome =
            request->mode == WorkMode::Run
                ? runSample(request->sample, request->options, onPhase)
                : recordReference(request->sample, request->options, request->referenceOut, onPhase);
        send(resultLine(outcome));
    }
    return 0;
}

void prewarmEngine() {
    operatorOverloads("aten::add"); // the first lookup indexes every operator schema of the dispatcher
    availableBackends();
}

void exitWorker(int code) {
    std::fflush(nullptr);
    _exit(code);
}

} // namespace gnw::engine
