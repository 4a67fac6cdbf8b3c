#pragma once
// forward()'s body as the unit of cutting a sample (docs/fault-localisation.md): its statements with their
// source text, the local names each reads and writes, and which of them carry graph nodes. GraphNet's
// bodies are straight-line code, so the names a statement reads and writes are its whole data flow; a
// cut keeps the statements' text as written and only rewrites the signature and the return.
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::fault {

struct BodyStatement {
    SourceSpan span;
    std::string text;    // from the first byte to the last, continuation lines as written
    std::string comment; // the stand-alone comment directly above (Paddle's "pd_op..." line), without '#'
    std::vector<std::string> reads;  // local names read, first read first, each once
    std::vector<std::string> writes; // local names bound, rebound, deleted or written in place
    std::vector<std::int32_t> nodes; // ids of the graph nodes that come from this statement
};

struct ForwardParam {
    std::string name;
    std::string annotation; // as written ("torch.nn.parameter.Parameter"), empty when unannotated
};

struct ForwardBody {
    std::string fileName;
    Framework framework = Framework::Unknown;
    std::string header;               // every line above `def forward` (imports, class, Paddle's __init__)
    int forwardIndent = 4;            // column of `def forward` minus one
    std::vector<ForwardParam> params; // without self
    std::vector<BodyStatement> statements; // the body without its return
    BodyStatement returned;                // the return statement
    // Indexes into statements of those with graph nodes: the units a cut and a bisection count in.
    std::vector<std::size_t> opStatements;

    std::size_t opCount() const { return opStatements.size(); }
    // The first statement of op unit `unit` (opCount() = the end of the body): cuts between units keep the
    // plain statements (aliases, `x = None`, `del`) that follow an op with that op.
    std::size_t statementOfUnit(std::size_t unit) const;
    // The graph node a unit stands for: the one that binds the statement's result (the outermost call).
    std::int32_t nodeOfUnit(std::size_t unit) const;
};

// Reads `source` (a model.py whose graph is `graph`); errors name the file and line.
Result<ForwardBody> readForwardBody(std::string_view source, std::string_view fileName, const Graph& graph);

} // namespace gnw::fault
