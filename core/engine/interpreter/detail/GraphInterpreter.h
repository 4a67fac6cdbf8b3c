#pragma once
// Executes a Graph (core/graph/Graph.h) node by node on ATen. Preparing resolves every node's target once
// (an ATen operator, a stand-in or a Python operator) and computes when each value dies, so memory is freed
// as Python frees it; the ATen overload of a call site is bound on its first execution and replayed.
// Include only from core/engine/*.cpp.
#include "core/engine/backends/Backend.h"
#include "core/engine/interpreter/detail/OpBinder.h"
#include "core/engine/interpreter/detail/StandIns.h"

#include <optional>
#include <span>

namespace gnw::engine {

// Watches a run node by node (shape inference records every node's result; tests compare runs). Without
// an observer a run stops at the first failing node; with one, nodeFailed() may let it go on.
class NodeObserver {
public:
    virtual ~NodeObserver() = default;
    // Before node `index` (= GraphNode::id) runs; false skips it and leaves its outputs unset (None).
    virtual bool beforeNode(std::size_t index) = 0;
    // What the node returned (a tuple for `a, b = op(...)`).
    virtual void afterNode(std::size_t index, const Value& result) = 0;
    // The node threw; `message` is "model.py:LINE: TARGET: what". True continues with its outputs unset.
    virtual bool nodeFailed(std::size_t index, const std::string& message) = 0;
    // A result to take instead of running node `index` (shape inference supplies data-dependent results it
    // computed on real tensors); nullptr runs the node.
    virtual const Value* replacement(std::size_t /*index*/) { return nullptr; }
};

class GraphInterpreter final : public PreparedGraph {
public:
    // Fails listing every node whose target cannot be resolved, with its model.py line. With
    // `deferUnresolved` such nodes fail only when executed (shape inference goes on around them) and are
    // listed by unresolvedNodes().
    static Result<std::unique_ptr<GraphInterpreter>> create(const Graph& graph, c10::Device device,
                                                            bool deferUnresolved = false);
    TensorList run(const TensorList& inputs) override;
    // Not owned; nullptr (the default) for plain runs.
    void setObserver(NodeObserver* observer) { m_observer = observer; }
    const std::vector<std::int32_t>& unresolvedNodes() const { return m_unresolved; }

    struct ArgTemplate {
        enum class Kind : std::uint8_t { Constant, Slot, Tuple, List, Slice };
        Kind kind = Kind::Constant;
        std::int32_t slot = -1;
        // The value's last read (its only read in this node, and the node is its last use): it is moved
        // out of its slot instead of copied, saving the reference count traffic of a copy.
        bool move = false;
        Value constant;
        std::vector<ArgTemplate> items;
    };
    enum class HandlerKind : std::uint8_t { StandIn, AtenFunction, AtenMethod, Functional };
    // What the run loop reads comes first, and the lists point into arrays of the interpreter that hold
    // every instruction's lists in program order: a tiny op's run time is dominated by cache misses on
    // this data otherwise.
    struct Instruction {
        HandlerKind kind = HandlerKind::StandIn;
        StandInFn standIn = nullptr;
        std::span<ArgTemplate> args;
        std::span<ArgTemplate> keywordValues;
        std::span<const std::int32_t> outputs;
        std::span<const std::int32_t> release; // slots whose last use is this instruction
        mutable std::optional<BoundOp> bound;
        std::optional<ArgTemplate> inplaceFlag; // F.relu(x, inplace=...) switches to aten::relu_
        std::string opName;                     // "aten::conv2d"
        std::string target;                     // as in the graph, for messages
        int line = 0;
        std::vector<std::string> keywordNames;
    };

private:
    GraphInterpreter(c10::Device device) : m_devices{device} {}
    Value evaluate(const ArgTemplate& t);
    Value execute(const Instruction& ins);
    // execute() reported to m_observer; false when the node was skipped or failed and the run goes on.
    bool observe(const Instruction& ins, Value& result);

    DeviceMapping m_devices;
    std::vector<Instruction> m_program;
    std::vector<std::pair<std::string, std::int32_t>> m_inputs; // forward parameter name -> slot
    std::vector<ArgTemplate> m_outputs;
    std::vector<Value> m_slots;
    std::vector<Value> m_positional, m_keywords; // scratch, reused across calls
    std::vector<c10::IValue> m_stack;            // the dispatcher's argument stack, reused across calls
    std::vector<std::int32_t> m_slotLists;       // every instruction's outputs and release lists
    std::vector<ArgTemplate> m_argLists;         // every instruction's arguments and keyword values
    NodeObserver* m_observer = nullptr;
    std::vector<std::int32_t> m_unresolved;
};

} // namespace gnw::engine
