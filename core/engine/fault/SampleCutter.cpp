#include "core/engine/fault/SampleCutter.h"

#include "core/engine/fault/EagerTrace.h"
#include "core/fault/CutPoints.h"
#include "core/fault/CutSample.h"
#include "core/util/FileIO.h"

#include <algorithm>

namespace gnw::engine {

Result<SampleCutter> SampleCutter::prepare(const SampleLocation& sample, const SampleRunOptions& options) {
    SampleCutter c;
    c.m_sample = sample;
    auto loaded = detail::loadSample(sample);
    if (!loaded)
        return loaded.error();
    c.m_loaded = std::move(*loaded);
    const auto modelPath = sample.dir / "model.py";
    auto source = readFile(modelPath);
    if (!source)
        return source.error();
    auto body = fault::readForwardBody(*source, modelPath.string(), c.m_loaded.graph);
    if (!body)
        return body.error();
    c.m_body = std::move(*body);
    if (c.m_body.opCount() == 0)
        return Error{modelPath.string(), 0, 0, "forward() has no operators to cut"};
    // The interpreter runs torch graphs; Paddle samples are cut into prefixes only, which need no trace.
    if (c.m_loaded.graph.framework != Framework::Paddle) {
        auto inputs = detail::inputsFor(c.m_loaded, options);
        if (!inputs)
            return inputs.error();
        auto trace = traceEager(c.m_loaded.graph, *inputs, options.device);
        if (!trace)
            return trace.error();
        c.m_trace = std::move(*trace);
    }
    return c;
}

bool SampleCutter::canCutAt(std::size_t unit) const {
    if (!m_trace)
        return unit == 0;
    return fault::canCutAt(m_body, m_loaded.graph, *m_trace, unit);
}

Result<std::vector<TensorMeta>> SampleCutter::inputMetas(const fault::CutPlan& plan) const {
    auto parentMeta = [&](const std::string& name) -> const TensorMeta* {
        for (const auto& m : m_loaded.metas)
            if (m.name == name)
                return &m;
        return nullptr;
    };
    std::vector<TensorMeta> out;
    for (std::size_t i = 0; i < plan.inputs.size(); ++i) {
        const std::string& name = plan.inputs[i];
        const TensorMeta* meta = nullptr;
        std::string from = name;
        if (plan.inputIsParam[i]) {
            meta = parentMeta(name);
        } else if (m_trace) {
            const auto origin = m_trace->originBefore(m_body, m_loaded.graph, plan.firstStatement, name);
            if (!origin.param.empty()) {
                meta = parentMeta(origin.param);
                from = origin.param;
            } else if (origin.traced && (origin.traced->kind == fault::TracedKind::Tensor ||
                                         origin.traced->kind == fault::TracedKind::Scalar)) {
                meta = &origin.traced->meta;
            }
        }
        if (!meta)
            return Error{m_body.fileName, 0, 0, "no meta for '" + name + "' at the cut"};
        TensorMeta m = *meta;
        if (m.name != name || from != name) {
            m.name = name;
            m.className.clear();
            m.originalName.clear();
        }
        out.push_back(std::move(m));
    }
    return out;
}

Result<WrittenCut> SampleCutter::write(fault::UnitRange range, const std::filesystem::path& dir,
                                       const std::string& kind) const {
    const fault::CutPlan plan = fault::planCut(m_body, range.first, range.end);
    std::vector<std::string> outputs = plan.outputs;
    if (m_trace && plan.endStatement < m_body.statements.size())
        outputs = fault::tensorNames(m_body, m_loaded.graph, *m_trace, plan.endStatement, plan.outputs);
    auto metas = inputMetas(plan);
    if (!metas)
        return metas.error();
    fault::CutSampleSpec spec{m_sample, plan, outputs, std::move(*metas), kind};
    if (auto written = fault::writeCutSample(dir, m_body, spec); !written)
        return written.error();
    const bool isolated =
        std::any_of(plan.inputIsParam.begin(), plan.inputIsParam.end(), [](bool p) { return !p; });
    return WrittenCut{SampleLocation{dir, m_sample.relPath + "/" + dir.filename().string()}, isolated};
}

} // namespace gnw::engine
