#pragma once
// Executes a Graph (core/graph/Graph.h) node by node on ATen. Preparing resolves every node's target once
// (an ATen operator, a stand-in or a Python operator) and computes when each value dies, so memory is freed
// as Python frees it; the ATen overload of a call site is bound on its first execution and replayed.
// Include only from core/engine/*.cpp.
#include "core/engine/Backend.h"
#include "core/engine/detail/OpBinder.h"
#include "core/engine/detail/StandIns.h"

#include <optional>

namespace gnw::engine {

class GraphInterpreter final : public PreparedGraph {
public:
    // Fails listing every node whose target cannot be resolved, with its model.py line.
    static Result<std::unique_ptr<GraphInterpreter>> create(const Graph& graph, c10::Device device);
    TensorList run(const TensorList& inputs) override;

    struct ArgTemplate {
        enum class Kind : std::uint8_t { Constant, Slot, Tuple, List, Slice };
        Kind kind = Kind::Constant;
        std::int32_t slot = -1;
        Value constant;
        std::vector<ArgTemplate> items;
    };
    enum class HandlerKind : std::uint8_t { StandIn, AtenFunction, AtenMethod, Functional };
    struct Instruction {
        HandlerKind kind = HandlerKind::StandIn;
        StandInFn standIn = nullptr;
        std::string opName; // "aten::conv2d"
        std::string target; // as in the graph, for messages
        int line = 0;
        std::vector<ArgTemplate> args;
        std::vector<std::string> keywordNames;
        std::vector<ArgTemplate> keywordValues;
        std::optional<ArgTemplate> inplaceFlag; // F.relu(x, inplace=...) switches to aten::relu_
        std::vector<std::int32_t> outputs;
        std::vector<std::int32_t> release; // slots whose last use is this instruction
        mutable std::optional<BoundOp> bound;
    };

private:
    GraphInterpreter(c10::Device device) : m_devices{device} {}
    Value evaluate(const ArgTemplate& t) const;
    Value execute(const Instruction& ins);

    DeviceMapping m_devices;
    std::vector<Instruction> m_program;
    std::vector<std::pair<std::string, std::int32_t>> m_inputs; // forward parameter name -> slot
    std::vector<ArgTemplate> m_outputs;
    std::vector<Value> m_slots;
    std::vector<Value> m_positional, m_keywords; // scratch, reused across calls
};

} // namespace gnw::engine
