#pragma once
// Small hand-written graphs for the engine tests: a forward body in dynamo's model.py layout, parsed.
#include "core/graph/ModelGraphLoader.h"

#include <QtGlobal>
#include <string>

namespace gnw::test {

inline Graph graphOf(const std::string& forward) {
    static const char* header = "import torch\nfrom torch import device\n\n\nclass GraphModule(torch.nn.Module):\n";
    ModelGraphLoader loader;
    auto g = loader.fromSource(std::string(header) + forward, "model.py");
    if (!g)
        qFatal("graph: %s", g.error().toString().c_str());
    return std::move(*g);
}

} // namespace gnw::test
