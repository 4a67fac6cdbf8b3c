#include "core/engine/workers/WorkerProtocol.h"

namespace gnw::engine {

nlohmann::json toJson(const SampleRunOptions& o) {
    nlohmann::json j{{"backend", o.backend},
                     {"device", o.device},
                     {"max_input_bytes", o.maxInputBytes},
                     {"save_io_dir", o.saveIoDir.string()},
                     {"reference_dir", o.referenceDir.string()},
                     {"backend_options", o.backendOptions},
                     {"python", o.python},
                     {"paddle_python", o.paddlePython},
                     {"cache_dir", o.cacheDir.string()},
                     {"child_timeout_s", o.childTimeoutSeconds},
                     {"keep_bridge", o.keepBridge}};
    writeRunSettings(o, j);
    return j;
}

SampleRunOptions optionsFromJson(const nlohmann::json& j) {
    SampleRunOptions o;
    // Stored options (a resumed run, a worker's request): a missing key is what runs stored before it
    // existed were measured with.
    static_cast<RunSettings&>(o) = readRunSettings(j, MissingSettings::StoredBefore);
    o.backend = j.value("backend", o.backend);
    o.device = j.value("device", o.device);
    o.maxInputBytes = j.value("max_input_bytes", o.maxInputBytes);
    o.saveIoDir = j.value("save_io_dir", std::string());
    o.referenceDir = j.value("reference_dir", std::string());
    o.backendOptions = j.value("backend_options", std::string());
    o.python = j.value("python", std::string());
    o.paddlePython = j.value("paddle_python", std::string());
    o.cacheDir = j.value("cache_dir", std::string());
    o.childTimeoutSeconds = j.value("child_timeout_s", 0.0);
    o.keepBridge = j.value("keep_bridge", false);
    return o;
}

std::string requestLine(const WorkerRequest& r) {
    nlohmann::json j{{"mode", r.mode == WorkMode::Run ? "run" : "reference"},
                     {"dir", r.sample.dir.string()},
                     {"rel_path", r.sample.relPath},
                     {"options", toJson(r.options)},
                     {"reference_out", r.referenceOut.string()}};
    return j.dump() + "\n";
}

Result<WorkerRequest> parseRequestLine(const std::string& line) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("dir"))
        return Error{"", 0, 0, "expected a JSON request object with \"dir\" but got: " + line.substr(0, 200)};
    WorkerRequest r;
    r.mode = j.value("mode", "run") == "reference" ? WorkMode::Reference : WorkMode::Run;
    r.sample.dir = j["dir"].get<std::string>();
    r.sample.relPath = j.value("rel_path", r.sample.dir.filename().string());
    r.options = optionsFromJson(j.value("options", nlohmann::json::object()));
    r.referenceOut = j.value("reference_out", std::string());
    return r;
}

std::string readyLine() {
    return R"({"event": "ready"})"
           "\n";
}

std::string phaseLine(const SampleOutcome& soFar) {
    return nlohmann::json{{"event", "phase"}, {"outcome", toJson(soFar)}}.dump() + "\n";
}

std::string resultLine(const SampleOutcome& outcome) {
    return nlohmann::json{{"event", "result"}, {"outcome", toJson(outcome)}}.dump() + "\n";
}

WorkerEvent parseWorkerLine(const std::string& line) {
    WorkerEvent e;
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return e;
    const std::string event = j.value("event", "");
    try {
        if (event == "ready") {
            e.kind = WorkerEvent::Kind::Ready;
        } else if (event == "phase") {
            e.outcome = outcomeFromJson(j.at("outcome"));
            e.kind = WorkerEvent::Kind::Phase;
        } else if (event == "result") {
            e.outcome = outcomeFromJson(j.at("outcome"));
            e.kind = WorkerEvent::Kind::Result;
        }
    } catch (const std::exception&) {
        e.kind = WorkerEvent::Kind::Garbage;
    }
    return e;
}

} // namespace gnw::engine
