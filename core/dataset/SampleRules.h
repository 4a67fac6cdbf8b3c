#pragma once
// Rules a torch sample must keep that its files' grammar does not enforce, as GraphNet's contribution guide
// and the repairs of upstream's open tasks state them (docs/extract.md, "Sample rules"). Each broken rule
// is a warning naming the file and line that breaks it: the sample still indexes (tools may still read
// it) but a run of it is wrong or fails.
//  - A batch_norm running variance is not negative: eval-mode batch_norm takes its square root, and a
//    meta with a negative mean (or minimum, or value) makes every replay of it NaN.
//  - Every tensor meta names a forward parameter of model.py (a renamed input leaves a meta no run feeds;
//    the other direction, a parameter without a meta, the analyzer reports).
//  - input_tensor_constraints.py names tensors that have a meta, gives every symbol an example size, and,
//    at those sizes, agrees with the meta's shape.
#include "core/dataset/InputConstraints.h"
#include "core/tensor/TensorMeta.h"
#include "core/util/Result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct MetaFile {
    std::filesystem::path path;
    std::vector<TensorMeta> metas;
};

// `forwardParameters`: model.py's forward() parameters after self, when they could be read (nullopt skips
// the naming rule). `constraints` with the path it was read from, when the file exists and parsed.
std::vector<Error> checkSampleRules(const std::vector<MetaFile>& metaFiles,
                                    const std::optional<std::vector<std::string>>& forwardParameters,
                                    const InputConstraints* constraints,
                                    const std::filesystem::path& constraintsPath);

// The parameter names of `def forward(self, a: T, b, ...)` in a model.py text (GraphNet's generated form:
// the first `def forward(`), without parsing the body; nullopt when there is none.
std::optional<std::vector<std::string>> forwardParameterNames(std::string_view modelPy);

} // namespace gnw
