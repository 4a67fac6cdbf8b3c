#pragma once
// Calls ATen operators through the dispatcher with Python's calling conventions: positional and keyword
// arguments are bound against every overload's schema (names, defaults, keyword-only markers), numbers,
// 0-d SymInt tensors, tuples and single ints are converted where Python's argument parser would accept
// them, and the overload that binds with the fewest conversions wins. The binding is computed once per
// call site and then replayed. Include only from core/engine/*.cpp.
#include "core/engine/interpreter/detail/Arguments.h"
#include "core/util/Result.h"

#include <ATen/core/dispatch/Dispatcher.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::engine {

// Device literals in samples name the GPU they were extracted on; every CUDA device is replaced by the
// run device, CPU stays CPU (as upstream's device rewrite does). Shape inference runs on `meta`, where
// CPU literals go to meta too: a real CPU tensor next to meta ones would fail the same-device checks.
struct DeviceMapping {
    c10::Device runDevice = c10::Device(c10::kCPU);
    c10::Device map(c10::Device d) const { return d.is_cuda() || runDevice.is_meta() ? runDevice : d; }
};

class BoundOp {
public:
    // `name` is "aten::add" (all overloads) or "aten::add.Tensor" (that overload only). When `self` is
    // given, it binds to the schema's first argument (a method call). Fails with the overloads tried.
    static Result<BoundOp> bind(std::string_view name, const Value* self, const Arguments& args,
                                const DeviceMapping& devices);

    // Replays the binding; throws c10::Error/std::exception on operator errors.
    Value call(const Value* self, const Arguments& args) const;
    // The same on a caller-owned stack (the interpreter reuses one: no thread-local lookup per call).
    Value call(const Value* self, const Arguments& args, std::vector<c10::IValue>& stack) const;
    const c10::FunctionSchema& schema() const { return m_op.schema(); }
    // True when `self`/`args` still have the kinds the binding was made for.
    bool matches(const Value* self, const Arguments& args) const;

    enum class Conversion : std::uint8_t {
        Direct,        // the value's IValue as is
        Default,       // the schema default (or None for an optional without one)
        IntFromAny,    // Python index(): bool, 0-d integer tensor
        DoubleFromAny, // Python float(): int, bool, 0-d tensor
        ScalarFromAny, // a 0-d tensor where a Scalar is expected
        WrappedNumber, // a Python number where a Tensor is expected
        IntList,       // a sequence of ints, or one int broadcast to int[N]
        IntListPacked, // varargs ints: x.view(2, 3)
        DoubleList,
        BoolList,
        TensorList,
        TensorListPacked,   // varargs tensors: torch.broadcast_tensors(a, b)
        OptionalTensorList, // index lists: (None, idx)
        DeviceMapped,
        DeviceFromString,
    };
    // Where a slot's value comes from: the receiver, a positional index, keyword k, or the default.
    static constexpr std::int32_t kSelf = -1, kDefault = -2, kKeywordBase = 1000;
    struct Slot {
        Conversion conversion;
        std::int32_t source;      // kSelf, 0.. positional index, kKeywordBase + k, kDefault
        std::int32_t packCount;   // positional values packed into one list (varargs), else 0
        std::int32_t listSize;    // N of int[N] (broadcast a single int), else 0
        c10::IValue defaultValue; // for kDefault
    };
    // The value a slot's source names in a call.
    static const Value& source(std::int32_t s, const Value* self, const Arguments& args);

private:
    BoundOp(c10::OperatorHandle op) : m_op(std::move(op)) {}
    // For `(Tensor) -> Tensor` and `(Tensor, Tensor) -> Tensor` schemas bound to tensors as they are (relu,
    // tanh, matmul, ...): the dispatcher's typed handle calls the kernel unboxed, skipping the IValue stack.
    void prepareUnboxed();
    c10::OperatorHandle m_op;
    std::optional<c10::TypedOperatorHandle<at::Tensor(const at::Tensor&)>> m_unary;
    std::optional<c10::TypedOperatorHandle<at::Tensor(const at::Tensor&, const at::Tensor&)>> m_binary;
    std::vector<Slot> m_slots;
    std::vector<ValueKind> m_kinds; // argument kinds at binding time: self, positional..., keywords...
    DeviceMapping m_devices;
};

// Overload names of an operator ("aten::add" -> handles), excluding out= variants; empty when unknown.
const std::vector<c10::OperatorHandle>& operatorOverloads(std::string_view qualifiedName);

} // namespace gnw::engine
