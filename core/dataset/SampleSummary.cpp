#include "core/dataset/SampleSummary.h"

#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleRules.h"
#include "core/util/FileIO.h"

#include <algorithm>
#include <array>
#include <set>

namespace fs = std::filesystem;

namespace gnw {

namespace {
constexpr std::array<const char*, 6> kSummaryFiles{"graph_net.json", "model.py",
                                                   "weight_meta.py", "input_meta.py",
                                                   "graph_hash.txt", "input_tensor_constraints.py"};

// Paddle samples carry no heuristic_tag; their suite says the domain (docs/dataset.md, "Domain").
std::string paddleSuiteTag(const std::string& relPath) {
    const std::string path = "/" + relPath + "/";
    if (path.find("/PaddleNLP/") != std::string::npos)
        return "nlp";
    if (path.find("/PaddleX/") != std::string::npos)
        return "computer_vision";
    if (path.find("/PaddleScience/") != std::string::npos)
        return "other";
    return {};
}

// The sample rules (SampleRules.h) over a torch sample whose meta files parsed: warnings, the sample stays
// valid. A constraints file that does not parse is a warning too: no tool of ours or upstream's needs it
// to run the sample.
void checkRules(SampleSummary& s, const fs::path& dir, const std::vector<MetaFile>& metaFiles) {
    std::optional<std::vector<std::string>> parameters;
    if (auto text = readFile(dir / "model.py"))
        parameters = forwardParameterNames(*text);
    const auto constraintsPath = dir / "input_tensor_constraints.py";
    std::optional<InputConstraints> constraints;
    std::error_code ec;
    if (fs::exists(constraintsPath, ec)) {
        if (auto parsed = parseInputConstraintsFile(constraintsPath))
            constraints = std::move(*parsed);
        else
            s.warnings.push_back(parsed.error());
    }
    const auto broken =
        checkSampleRules(metaFiles, parameters, constraints ? &*constraints : nullptr, constraintsPath);
    s.warnings.insert(s.warnings.end(), broken.begin(), broken.end());
}

void addMeta(SampleSummary& s, const std::vector<TensorMeta>& metas, std::set<std::string>& dtypes) {
    for (const auto& m : metas) {
        const auto bytes = m.bytes();
        if (m.isWeight()) {
            ++s.numWeights;
            s.paramCount += m.numel();
            s.paramBytes += bytes;
        } else {
            ++s.numInputs;
            s.inputBytes += bytes;
        }
        const std::string name(dtypeName(m.dtype));
        s.bytesPerDtype[name] += bytes;
        dtypes.insert(name);
    }
}
} // namespace

std::string fileStampsOf(const fs::path& sampleDir) {
    std::string out;
    for (const char* name : kSummaryFiles) {
        std::error_code ec;
        const auto p = sampleDir / name;
        const auto size = fs::file_size(p, ec);
        if (ec) {
            out += std::string(name) + ":-;";
            continue;
        }
        const auto mtime = fs::last_write_time(p, ec).time_since_epoch().count();
        out += std::string(name) + ':' + std::to_string(size) + ':' + std::to_string(mtime) + ';';
    }
    return out;
}

std::string analysisStampsOf(const std::string& fileStamps, const SampleAnalyzer* analyzer) {
    return fileStamps + "|" + std::string(kParserVersion) +
           (analyzer ? "|analyzer:" + analyzer->version() : std::string());
}

SampleSummary summarizeSample(const SampleLocation& location, const SampleAnalyzer* analyzer, SummaryDepth depth) {
    SampleSummary s;
    s.relPath = location.relPath;
    const auto place = placeOf(location.relPath);
    s.category = place.category;
    s.displayName = place.displayName;
    s.fileStamps = fileStampsOf(location.dir);

    if (auto info = parseGraphNetJson(location.dir / "graph_net.json")) {
        s.framework = info->framework;
        s.heuristicTag = info->heuristicTag;
        if (s.framework == "paddle" && s.heuristicTag.empty())
            s.heuristicTag = paddleSuiteTag(location.relPath);
        s.source = info->source;
        s.modelName = info->modelName;
        s.warnings = info->warnings;
    } else {
        s.errors.push_back(info.error());
    }

    std::error_code ec;
    s.modelPyBytes = static_cast<std::int64_t>(fs::file_size(location.dir / "model.py", ec));

    std::set<std::string> dtypes;
    std::vector<TensorMeta> allMetas;
    std::vector<MetaFile> metaFiles;
    for (const char* metaFile : {"weight_meta.py", "input_meta.py"}) {
        const auto path = location.dir / metaFile;
        if (!fs::exists(path, ec)) {
            // Torch samples always carry both files; Paddle ones may lack an input_meta.py.
            if (std::string(metaFile) == "weight_meta.py" || s.framework != "paddle")
                s.errors.push_back(Error{path.string(), 0, 0, "file is missing"});
            continue;
        }
        if (auto metas = parseMetaFile(path)) {
            addMeta(s, *metas, dtypes);
            allMetas.insert(allMetas.end(), metas->begin(), metas->end());
            metaFiles.push_back(MetaFile{path, std::move(*metas)});
        } else {
            s.errors.push_back(metas.error());
        }
    }
    s.dtypes.assign(dtypes.begin(), dtypes.end());
    if (s.valid() && s.framework == "torch")
        checkRules(s, location.dir, metaFiles);

    // An analyzer needs every meta; with a broken meta file only the parser's part is done.
    const bool analyzable = s.valid() && s.framework != "paddle";
    if (depth == SummaryDepth::Full || !analyzable) {
        s.analysis = analyzeSample(location.dir / "model.py", allMetas, analyzable ? analyzer : nullptr);
        s.analysisStamps = analysisStampsOf(s.fileStamps, analyzer);
        // A model.py that does not parse makes the sample invalid, with the parser's file:line:column: no
        // tool can run it. (Per-node inference errors of a parsed graph stay the analysis's own.)
        if (!s.analysis.parsed && !s.analysis.errors.empty())
            s.errors.push_back(s.analysis.errors.front());
    }

    const auto hashPath = location.dir / "graph_hash.txt";
    if (fs::exists(hashPath, ec)) {
        if (auto hash = readGraphHash(hashPath))
            s.graphHash = *hash;
        else
            s.errors.push_back(hash.error());
    }
    return s;
}

} // namespace gnw
