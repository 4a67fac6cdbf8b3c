#include "core/fault/CutSample.h"

#include "core/dataset/MetaWriter.h"
#include "core/util/FileIO.h"

#include <nlohmann/json.hpp>

#include <fstream>

namespace gnw::fault {

namespace {

Status writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out)
        return Error{path.string(), 0, 0, "cannot write"};
    return Ok{};
}

} // namespace

Result<CutSource> writeCutSample(const std::filesystem::path& dir, const ForwardBody& body,
                                 const CutSampleSpec& spec) {
    removeTree(dir);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return Error{dir.string(), 0, 0, "cannot create the folder: " + ec.message()};
    CutSource source = writeCutSource(body, spec.plan, spec.outputs);

    std::vector<TensorMeta> weights, inputs;
    for (const auto& m : spec.metas)
        (body.framework == Framework::Paddle && !m.isWeight() ? inputs : weights).push_back(m);

    nlohmann::json info = nlohmann::json::object();
    if (auto text = readFile(spec.parent.dir / "graph_net.json")) {
        auto parsed = nlohmann::json::parse(*text, nullptr, false);
        if (parsed.is_object())
            info = std::move(parsed);
    }
    info["framework"] = std::string(frameworkName(body.framework));
    const auto& plan = spec.plan;
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& [cut, original] : source.lineMap)
        lines.push_back({cut, original});
    info["lineage"] = {
        {"kind", spec.kind},
        {"parent", spec.parent.relPath},
        {"parent_dir", spec.parent.dir.string()},
        {"units", {plan.firstUnit, plan.endUnit}},
        {"statements", {plan.firstStatement, plan.endStatement}},
        {"inputs", plan.inputs},
        {"outputs", spec.outputs},
        {"lines", lines},
    };
    // Upstream's decomposition tools record node-index ranges of the parent per sample path.
    nlohmann::json sources = {{spec.parent.relPath, {{plan.firstUnit, plan.endUnit}}}};

    for (const auto& [name, text] : {std::pair<const char*, std::string>{"model.py", source.modelPy},
                                     {"weight_meta.py", metaFileText(weights, body.framework)},
                                     {"input_meta.py", metaFileText(inputs, body.framework)},
                                     {"graph_net.json", info.dump(4) + "\n"},
                                     {"subgraph_sources.json", sources.dump(4) + "\n"}})
        if (auto written = writeText(dir / name, text); !written)
            return written.error();
    return source;
}

} // namespace gnw::fault
