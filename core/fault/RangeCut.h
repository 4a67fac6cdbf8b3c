#pragma once
// A range of forward()'s op units cut out as a forward of its own: the statements of the range, the names
// they read from before it as parameters, the names the rest of the body reads from it as outputs. The
// statements keep their text; a line map leads each cut line back to the original model.py.
#include "core/fault/ForwardBody.h"

#include <string>
#include <vector>

namespace gnw::fault {

struct CutPlan {
    std::size_t firstUnit = 0, endUnit = 0;           // op units [firstUnit, endUnit)
    std::size_t firstStatement = 0, endStatement = 0; // ForwardBody::statements [first, end)
    // The statements written, in order: those of [first, end) but an alias of a parameter that nothing in
    // the range reads (a prefix keeps only the weights its operators use).
    std::vector<std::size_t> statements;
    // Original parameters first (their order), then intermediates by first read.
    std::vector<std::string> inputs;
    std::vector<bool> inputIsParam; // inputs[i] is an original forward parameter, unchanged before the range
    // In the order the range binds them (the return's names for the last range).
    std::vector<std::string> outputs;
    // Names the range binds only as aliases of a forward parameter (`l_x_ = L_x_`), which later ranges
    // read: not outputs (a prefix would return every weight of the sample), but what they stand for.
    std::vector<std::pair<std::string, std::string>> aliases; // (alias, parameter)
};

CutPlan planCut(const ForwardBody& body, std::size_t firstUnit, std::size_t endUnit);

struct CutSource {
    std::string modelPy;
    // [cut line, original line] for every line of every statement kept (both 1-based).
    std::vector<std::pair<int, int>> lineMap;
};

// model.py of the cut: the original header, a forward taking plan.inputs (original parameters keep their
// annotation) and returning `outputs` (plan.outputs or a subset) as a tuple.
CutSource writeCutSource(const ForwardBody& body, const CutPlan& plan,
                         const std::vector<std::string>& outputs);

} // namespace gnw::fault
