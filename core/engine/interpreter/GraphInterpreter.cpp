#include "core/engine/interpreter/detail/GraphInterpreter.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/interpreter/detail/StandInTables.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/scalar_tensor.h>
#include <c10/core/InferenceMode.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace gnw::engine {

namespace {

using ArgTemplate = GraphInterpreter::ArgTemplate;
using Instruction = GraphInterpreter::Instruction;
using HandlerKind = GraphInterpreter::HandlerKind;

// Python modules that expose ATen operators: the dotted prefix and the prefix of the ATen name
// (torch.special.erf is aten::special_erf; torch._C._special.special_erf already carries it).
struct AtenNamespace {
    std::string_view python;
    std::string_view aten;
};
constexpr std::array<AtenNamespace, 11> kAtenNamespaces{{
    {"torch._C._nn.", ""},
    {"torch._C._fft.", ""},
    {"torch._C._linalg.", ""},
    {"torch._C._special.", ""},
    {"torch._C._nested.", ""},
    {"torch._C._VariableFunctions.", ""},
    {"torch.functional.", ""},
    {"torch.special.", "special_"},
    {"torch.fft.", "fft_"},
    {"torch.linalg.", "linalg_"},
    {"torch.", ""},
}};

// torch.nn.functional names whose ATen operator is spelled differently.
const std::unordered_map<std::string_view, std::string_view> kFunctionalAliases{
    {"logsigmoid", "log_sigmoid"},
};

// Position of the `inplace` parameter of torch.nn.functional activations (passed positionally at times).
const std::unordered_map<std::string_view, std::size_t> kInplacePosition{
    {"F.relu", 1},     {"F.relu6", 1},     {"F.hardswish", 1}, {"F.hardsigmoid", 1}, {"F.silu", 1},
    {"F.mish", 1},     {"F.selu", 1},      {"F.elu", 2},       {"F.celu", 2},        {"F.leaky_relu", 2},
    {"F.hardtanh", 3}, {"F.threshold", 3}, {"F.rrelu", 4},
};

std::optional<Value> symbolValue(std::string_view name) {
    if (name == "torch.contiguous_format")
        return Value::memoryFormat(c10::MemoryFormat::Contiguous);
    if (name == "torch.channels_last")
        return Value::memoryFormat(c10::MemoryFormat::ChannelsLast);
    if (name == "torch.channels_last_3d")
        return Value::memoryFormat(c10::MemoryFormat::ChannelsLast3d);
    if (name == "torch.preserve_format")
        return Value::memoryFormat(c10::MemoryFormat::Preserve);
    if (name == "torch.strided")
        return Value::layout(c10::kStrided);
    return std::nullopt;
}

bool atenExists(const std::string& name) {
    return !operatorOverloads(name).empty();
}

// How a node's target executes, or an error message.
std::optional<std::string> resolve(const GraphNode& node, Instruction& ins) {
    const std::string& t = node.target;
    if (StandInFn fn = findOperator(t); fn) {
        ins.standIn = fn;
        return std::nullopt;
    }
    if (StandInFn fn = findMethodStandIn(t); fn) {
        ins.standIn = fn;
        return std::nullopt;
    }
    if (StandInFn fn = findBuiltin(t); fn) {
        ins.standIn = fn;
        return std::nullopt;
    }
    if (StandInFn fn = findFunctionStandIn(t); fn) {
        ins.standIn = fn;
        return std::nullopt;
    }
    if (t.starts_with("Tensor.") || t.starts_with("torch.Tensor.")) {
        ins.kind = HandlerKind::AtenMethod;
        ins.opName = "aten::" + t.substr(t.rfind('.') + 1);
        return atenExists(ins.opName) ? std::nullopt
                                      : std::optional<std::string>("no ATen operator " + ins.opName);
    }
    if (t.starts_with("F.")) {
        std::string_view name = std::string_view(t).substr(2);
        if (auto it = kFunctionalAliases.find(name); it != kFunctionalAliases.end())
            name = it->second;
        ins.kind = HandlerKind::Functional;
        ins.opName = "aten::" + std::string(name);
        return atenExists(ins.opName) ? std::nullopt
                                      : std::optional<std::string>("no ATen operator " + ins.opName);
    }
    if (t.starts_with("torch.ops.aten.")) {
        std::string rest = t.substr(15); // name[.overload]
        if (rest.ends_with(".default"))
            rest.resize(rest.size() - 8), rest += ".";
        ins.kind = HandlerKind::AtenFunction;
        ins.opName = "aten::" + rest;
        const auto dot = rest.find('.');
        return atenExists("aten::" + rest.substr(0, dot))
                   ? std::nullopt
                   : std::optional<std::string>("no ATen operator " + ins.opName);
    }
    for (const auto& ns : kAtenNamespaces) {
        if (t.starts_with(ns.python) && t.find('.', ns.python.size()) == std::string::npos) {
            ins.kind = HandlerKind::AtenFunction;
            ins.opName = "aten::" + std::string(ns.aten) + t.substr(ns.python.size());
            if (atenExists(ins.opName))
                return std::nullopt;
        }
    }
    return "unsupported call target";
}

std::string messageAtNode(const Instruction& ins, const char* what) {
    return "model.py:" + std::to_string(ins.line) + ": " + ins.target + ": " + what;
}

// Marks the reads that may move their value out of its slot: the node is the value's last use (it releases
// the slot) and reads it exactly once. The in-place flag is evaluated late and maybe twice: never moved.
void markMoves(std::vector<Instruction>& program) {
    std::unordered_map<std::int32_t, int> reads;
    std::function<void(const ArgTemplate&)> count = [&](const ArgTemplate& t) {
        if (t.kind == ArgTemplate::Kind::Slot)
            ++reads[t.slot];
        for (const auto& item : t.items)
            count(item);
    };
    std::function<void(ArgTemplate&, const Instruction&)> mark = [&](ArgTemplate& t, const Instruction& ins) {
        if (t.kind == ArgTemplate::Kind::Slot)
            t.move = reads[t.slot] == 1 &&
                     std::find(ins.release.begin(), ins.release.end(), t.slot) != ins.release.end();
        for (auto& item : t.items)
            mark(item, ins);
    };
    for (auto& ins : program) {
        reads.clear();
        for (const auto& t : ins.args)
            count(t);
        for (const auto& t : ins.keywordValues)
            count(t);
        if (ins.inplaceFlag)
            count(*ins.inplaceFlag), count(*ins.inplaceFlag);
        for (auto& t : ins.args)
            mark(t, ins);
        for (auto& t : ins.keywordValues)
            mark(t, ins);
    }
}

[[noreturn]] void rethrowAtNode(const Instruction& ins, const char* what) {
    throw std::runtime_error(messageAtNode(ins, what));
}

// Stands in for an unresolved target when create() was asked to defer: the node fails when reached.
Value unresolvedTarget(const CallContext&, const Arguments&) {
    throw std::runtime_error("unsupported call target (no stand-in and no ATen operator)");
}

} // namespace

Result<std::unique_ptr<GraphInterpreter>> GraphInterpreter::create(const Graph& graph, c10::Device device,
                                                                   bool deferUnresolved) {
    std::unique_ptr<GraphInterpreter> interp(new GraphInterpreter(device));
    const DeviceMapping& devices = interp->m_devices;
    std::string problems;

    // GraphArg -> template; constants become Values once.
    std::function<ArgTemplate(const GraphArg&)> lower = [&](const GraphArg& a) -> ArgTemplate {
        ArgTemplate t;
        switch (a.kind) {
        case GraphArg::Kind::None:
            t.constant = Value::none();
            break;
        case GraphArg::Kind::Bool:
            t.constant = Value::boolean(a.integer != 0);
            break;
        case GraphArg::Kind::Int:
            t.constant = Value::integer(a.integer);
            break;
        case GraphArg::Kind::Float:
            t.constant = Value::real(a.real);
            break;
        case GraphArg::Kind::String:
            t.constant = Value::string(a.text);
            break;
        case GraphArg::Kind::DType:
            t.constant = Value::dtype(toScalarType(a.dtypeValue()));
            break;
        case GraphArg::Kind::Device:
            // Every device(type=...) literal is the run device, a "cpu" one too: upstream's
            // modify_code_by_device rewrites them all, so torch.arange(..., device=device(type="cpu")) in a
            // sample extracted on a CPU runs beside the other tensors on cuda:0.
            if (a.text == "cuda" || a.text == "cpu")
                t.constant = Value::device(devices.runDevice);
            else
                problems += "\n  unsupported device constant '" + a.text + "'";
            break;
        case GraphArg::Kind::Symbol:
            if (auto v = symbolValue(a.text))
                t.constant = *v;
            else
                problems += "\n  unsupported constant '" + a.text + "'";
            break;
        case GraphArg::Kind::Ellipsis:
            t.constant = Value::ellipsis();
            break;
        case GraphArg::Kind::Ref:
            t.kind = ArgTemplate::Kind::Slot;
            t.slot = a.ref.index;
            break;
        case GraphArg::Kind::Slice:
        case GraphArg::Kind::Tuple:
        case GraphArg::Kind::List: {
            std::vector<ArgTemplate> items;
            for (const auto& item : a.items)
                items.push_back(lower(item));
            const auto kind = a.kind == GraphArg::Kind::Slice   ? ArgTemplate::Kind::Slice
                              : a.kind == GraphArg::Kind::Tuple ? ArgTemplate::Kind::Tuple
                                                                : ArgTemplate::Kind::List;
            if (a.isConstant()) {
                std::vector<Value> values;
                for (const auto& item : items)
                    values.push_back(item.constant);
                t.constant = kind == ArgTemplate::Kind::Slice ? Value::slice(values[0], values[1], values[2])
                             : kind == ArgTemplate::Kind::Tuple ? Value::tuple(std::move(values))
                                                                : Value::list(std::move(values));
            } else {
                t.kind = kind;
                t.items = std::move(items);
            }
            break;
        }
        }
        return t;
    };

    for (const auto& in : graph.inputs)
        interp->m_inputs.emplace_back(in.name, in.value.index);

    // Last use of every value, so slots are released when Python would drop the last reference.
    std::vector<std::int32_t> lastUse(graph.values.size(), -1);
    for (const auto& node : graph.nodes) {
        auto mark = [&](ValueId id) { lastUse[static_cast<size_t>(id.index)] = node.id; };
        for (const auto& a : node.args)
            a.forEachRef(mark);
        for (const auto& k : node.kwargs)
            k.value.forEachRef(mark);
    }
    for (const auto& o : graph.outputs)
        o.forEachRef([&](ValueId id) {
            lastUse[static_cast<size_t>(id.index)] = std::numeric_limits<std::int32_t>::max();
        });
    for (const auto& node : graph.nodes)
        for (const auto& out : node.outputs)
            if (lastUse[static_cast<size_t>(out.index)] < 0)
                lastUse[static_cast<size_t>(out.index)] = node.id; // never read: dies right away

    interp->m_program.resize(graph.nodes.size());
    std::vector<std::vector<std::int32_t>> outputLists(graph.nodes.size()), releaseLists(graph.nodes.size());
    std::vector<std::vector<ArgTemplate>> argLists(graph.nodes.size()), keywordLists(graph.nodes.size());
    for (const auto& node : graph.nodes) {
        Instruction& ins = interp->m_program[static_cast<size_t>(node.id)];
        ins.target = node.target;
        ins.line = node.span.line;
        if (auto problem = resolve(node, ins)) {
            if (deferUnresolved) {
                interp->m_unresolved.push_back(node.id);
                ins.kind = HandlerKind::StandIn;
                ins.standIn = &unresolvedTarget;
            } else {
                problems +=
                    "\n  model.py:" + std::to_string(node.span.line) + ": " + node.target + ": " + *problem;
                continue;
            }
        }
        auto& args = argLists[static_cast<size_t>(node.id)];
        for (const auto& a : node.args)
            args.push_back(lower(a));
        if (auto it = kInplacePosition.find(node.target);
            it != kInplacePosition.end() && args.size() > it->second) {
            ins.inplaceFlag = args[it->second];
            args.resize(it->second);
        }
        for (const auto& k : node.kwargs) {
            if (ins.kind == HandlerKind::Functional && k.name == "_stacklevel")
                continue;
            if (ins.kind == HandlerKind::Functional && k.name == "inplace") {
                ins.inplaceFlag = lower(k.value);
                continue;
            }
            ins.keywordNames.push_back(k.name);
            keywordLists[static_cast<size_t>(node.id)].push_back(lower(k.value));
        }
        // inplace=True/False is nearly always a literal: pick relu_ or relu once, so the binding is cached.
        if (ins.inplaceFlag && ins.inplaceFlag->kind == ArgTemplate::Kind::Constant) {
            const Value& flag = ins.inplaceFlag->constant;
            if (flag.isIntLike() && flag.asInt()) {
                ins.opName += "_";
                if (!atenExists(ins.opName))
                    problems += "\n  model.py:" + std::to_string(node.span.line) + ": " + node.target +
                                ": no in-place ATen operator " + ins.opName;
            }
            ins.inplaceFlag.reset();
        }
        for (const auto& out : node.outputs)
            outputLists[static_cast<size_t>(node.id)].push_back(out.index);
    }
    for (size_t v = 0; v < lastUse.size(); ++v)
        if (lastUse[v] >= 0 && lastUse[v] < static_cast<std::int32_t>(graph.nodes.size()))
            releaseLists[static_cast<size_t>(lastUse[v])].push_back(static_cast<std::int32_t>(v));
    // The spans point into the pooled arrays, which therefore are reserved once and never reallocate.
    std::size_t slotCount = 0, argCount = 0;
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        slotCount += outputLists[i].size() + releaseLists[i].size();
        argCount += argLists[i].size() + keywordLists[i].size();
    }
    interp->m_slotLists.reserve(slotCount);
    interp->m_argLists.reserve(argCount);
    auto pack = [](auto& pool, auto& list) {
        auto* begin = pool.data() + pool.size();
        pool.insert(pool.end(), std::make_move_iterator(list.begin()), std::make_move_iterator(list.end()));
        return std::span(begin, list.size());
    };
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        Instruction& ins = interp->m_program[i];
        ins.args = pack(interp->m_argLists, argLists[i]);
        ins.keywordValues = pack(interp->m_argLists, keywordLists[i]);
        ins.outputs = pack(interp->m_slotLists, outputLists[i]);
        ins.release = pack(interp->m_slotLists, releaseLists[i]);
    }
    markMoves(interp->m_program);
    for (const auto& o : graph.outputs)
        interp->m_outputs.push_back(lower(o));
    if (!problems.empty())
        return Error{graph.fileName, 0, 0, "cannot run this graph:" + problems};
    interp->m_slots.resize(graph.values.size());
    return interp;
}

Value GraphInterpreter::evaluate(const ArgTemplate& t) {
    switch (t.kind) {
    case ArgTemplate::Kind::Constant:
        return t.constant;
    case ArgTemplate::Kind::Slot:
        if (t.move)
            return std::move(m_slots[static_cast<size_t>(t.slot)]);
        return m_slots[static_cast<size_t>(t.slot)];
    case ArgTemplate::Kind::Slice:
        return Value::slice(evaluate(t.items[0]), evaluate(t.items[1]), evaluate(t.items[2]));
    case ArgTemplate::Kind::Tuple:
    case ArgTemplate::Kind::List: {
        std::vector<Value> items;
        items.reserve(t.items.size());
        for (const auto& item : t.items)
            items.push_back(evaluate(item));
        return t.kind == ArgTemplate::Kind::Tuple ? Value::tuple(std::move(items))
                                                  : Value::list(std::move(items));
    }
    }
    return {};
}

Value GraphInterpreter::execute(const Instruction& ins) {
    m_positional.clear();
    m_keywords.clear();
    for (const auto& a : ins.args)
        m_positional.push_back(evaluate(a));
    for (const auto& k : ins.keywordValues)
        m_keywords.push_back(evaluate(k));
    const std::span<const Value> positional(m_positional);
    const Arguments all{positional, m_keywords, ins.keywordNames};
    switch (ins.kind) {
    case HandlerKind::StandIn:
        return ins.standIn(CallContext{m_devices}, all);
    case HandlerKind::AtenMethod:
    case HandlerKind::AtenFunction:
    case HandlerKind::Functional: {
        const bool method = ins.kind == HandlerKind::AtenMethod;
        const Value* self = method ? positional.data() : nullptr;
        const Arguments args{method ? positional.subspan(1) : positional, m_keywords, ins.keywordNames};
        if (ins.inplaceFlag && evaluate(*ins.inplaceFlag).isIntLike() && evaluate(*ins.inplaceFlag).asInt())
            return standin::callAten(ins.opName + "_", self, args, m_devices);
        if (!ins.bound || !ins.bound->matches(self, args)) {
            auto bound = BoundOp::bind(ins.opName, self, args, m_devices);
            if (!bound)
                throw std::runtime_error(bound.error().message);
            ins.bound.emplace(std::move(*bound));
        }
        return ins.bound->call(self, args, m_stack);
    }
    }
    return {};
}

bool GraphInterpreter::observe(const Instruction& ins, Value& result) {
    const auto index = static_cast<std::size_t>(&ins - m_program.data());
    std::string failure;
    if (m_observer->beforeNode(index)) {
        if (const Value* replaced = m_observer->replacement(index)) {
            result = *replaced;
            m_observer->afterNode(index, result);
            return true;
        }
        try {
            result = execute(ins);
            m_observer->afterNode(index, result);
            return true;
        } catch (const c10::Error& e) {
            failure = messageAtNode(ins, e.what_without_backtrace());
        } catch (const std::exception& e) {
            failure = messageAtNode(ins, e.what());
        }
        if (!m_observer->nodeFailed(index, failure))
            throw std::runtime_error(failure);
    }
    // Skipped or failed and continued: the outputs stay unset, dead values are still released.
    for (auto slot : ins.outputs)
        m_slots[static_cast<size_t>(slot)] = Value();
    for (auto slot : ins.release)
        m_slots[static_cast<size_t>(slot)] = Value();
    return false;
}

TensorList GraphInterpreter::run(const TensorList& inputs) {
    c10::InferenceMode inference;
    // vmap levels the graph pushed and did not pop (it stopped at a failing node) go with the run.
    struct DynamicLayerGuard {
        std::size_t depth = standin::dynamicLayerDepth();
        ~DynamicLayerGuard() {
            if (standin::dynamicLayerDepth() > depth)
                standin::popDynamicLayersTo(depth);
        }
    } dynamicLayers;
    const auto& impl = inputs.impl();
    std::unordered_map<std::string_view, size_t> byName;
    for (size_t i = 0; i < impl.names.size(); ++i)
        byName.emplace(impl.names[i], i);
    for (const auto& [name, slot] : m_inputs) {
        auto it = byName.find(name);
        if (it == byName.end())
            throw std::runtime_error("forward parameter '" + name +
                                     "' has no input tensor (missing from the metas)");
        m_slots[static_cast<size_t>(slot)] = Value::tensor(impl.tensors[it->second]);
    }
    for (const auto& ins : m_program) {
        Value result;
        if (m_observer) [[unlikely]] {
            if (!observe(ins, result))
                continue;
        } else {
            try {
                result = execute(ins);
            } catch (const c10::Error& e) {
                rethrowAtNode(ins, e.what_without_backtrace());
            } catch (const std::exception& e) {
                rethrowAtNode(ins, e.what());
            }
        }
        if (ins.outputs.size() == 1) {
            m_slots[static_cast<size_t>(ins.outputs[0])] = std::move(result);
        } else if (ins.outputs.size() > 1) {
            if (!result.isSequence() || result.items().size() < ins.outputs.size())
                rethrowAtNode(ins, ("cannot unpack " + result.describe() + " into " +
                                    std::to_string(ins.outputs.size()) + " values")
                                       .c_str());
            for (size_t k = 0; k < ins.outputs.size(); ++k)
                m_slots[static_cast<size_t>(ins.outputs[k])] = result.items()[k];
        }
        for (auto slot : ins.release)
            m_slots[static_cast<size_t>(slot)] = Value();
    }
    TensorList out;
    for (size_t k = 0; k < m_outputs.size(); ++k) {
        const Value v = evaluate(m_outputs[k]);
        at::Tensor t;
        if (v.isTensor())
            t = v.toTensor();
        else if (v.kind() == ValueKind::Double)
            t = at::scalar_tensor(v.toDouble(), at::kDouble);
        else if (v.isIntLike())
            t = at::scalar_tensor(v.asInt(), v.kind() == ValueKind::Bool ? at::kBool : at::kLong);
        else
            throw std::runtime_error("output " + std::to_string(k) + " is " + v.describe() +
                                     ", not a tensor");
        out.impl().add("output_" + std::to_string(k), std::move(t));
    }
    for (auto& s : m_slots)
        s = Value();
    return out;
}

} // namespace gnw::engine
