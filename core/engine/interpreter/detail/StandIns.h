#pragma once
// Implementations of node targets that are not a single ATen operator called with Python's argument
// conventions: Python-level torch.nn.functional wrappers (argument reorders, `training`/`inplace` flags),
// Python builtins and operators, tensor methods and attributes that live in Python (size(), to(), .T),
// indexing, and torch constructors of Python data (torch.tensor). Include only from core/engine/*.cpp.
#include "core/engine/interpreter/detail/Arguments.h"
#include "core/engine/interpreter/detail/OpBinder.h"

#include <string_view>

namespace gnw::engine {

struct CallContext {
    const DeviceMapping& devices;
};

// For method and attribute targets, positional[0] is the receiver.
using StandInFn = Value (*)(const CallContext&, const Arguments&);

// nullptr when the target has no stand-in (it may still resolve to an ATen operator).
StandInFn findFunctionStandIn(std::string_view target); // "F.dropout", "torch.tensor", ...
StandInFn findBuiltin(std::string_view name);           // "float", "len", ...
StandInFn findMethodStandIn(std::string_view target);   // "Tensor.to", "getattr.shape", ...
StandInFn findOperator(std::string_view target);        // "operator.add", "operator.getitem", ...

// Helpers shared by the stand-in files.
namespace standin {

// Parameter `i` (positional) or `name` (keyword), else nullptr; a None value counts as given.
inline const Value* param(const Arguments& a, std::size_t i, std::string_view name) {
    return a.get(i, name);
}
const at::Tensor& tensorParam(const Arguments& a, std::size_t i, std::string_view name);
bool boolParam(const Arguments& a, std::size_t i, std::string_view name, bool fallback);
double doubleParam(const Arguments& a, std::size_t i, std::string_view name, double fallback);
std::int64_t intParam(const Arguments& a, std::size_t i, std::string_view name, std::int64_t fallback);
std::optional<at::Tensor> optionalTensorParam(const Arguments& a, std::size_t i, std::string_view name);
// An int list from a sequence or a single int.
std::vector<std::int64_t> intList(const Value& v);
// Calls an ATen operator by name with Python conventions (bound on every call: for rarely used paths).
Value callAten(std::string_view name, const Value* self, const Arguments& args, const DeviceMapping& devices);
[[noreturn]] void fail(const std::string& message);

// operator.getitem and operator.setitem (PythonIndexing.cpp).
Value getItem(const CallContext& context, const Arguments& args);
Value setItem(const CallContext& context, const Arguments& args);

} // namespace standin

} // namespace gnw::engine
