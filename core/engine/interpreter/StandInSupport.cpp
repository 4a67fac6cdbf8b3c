#include "core/engine/interpreter/detail/StandIns.h"

#include <ATen/core/Tensor.h>

#include <stdexcept>

namespace gnw::engine::standin {

void fail(const std::string& message) {
    throw std::runtime_error(message);
}

const at::Tensor& tensorParam(const Arguments& a, std::size_t i, std::string_view name) {
    const Value* v = param(a, i, name);
    if (!v || !v->isTensor())
        fail("expected a tensor for '" + std::string(name) + "' but got " + (v ? v->describe() : "nothing"));
    return v->toTensor();
}

bool boolParam(const Arguments& a, std::size_t i, std::string_view name, bool fallback) {
    const Value* v = param(a, i, name);
    if (!v || v->isNone())
        return fallback;
    if (v->kind() == ValueKind::Bool)
        return v->toBool();
    return v->asInt() != 0;
}

double doubleParam(const Arguments& a, std::size_t i, std::string_view name, double fallback) {
    const Value* v = param(a, i, name);
    return !v || v->isNone() ? fallback : v->asDouble();
}

std::int64_t intParam(const Arguments& a, std::size_t i, std::string_view name, std::int64_t fallback) {
    const Value* v = param(a, i, name);
    return !v || v->isNone() ? fallback : v->asInt();
}

std::optional<at::Tensor> optionalTensorParam(const Arguments& a, std::size_t i, std::string_view name) {
    const Value* v = param(a, i, name);
    if (!v || v->isNone())
        return std::nullopt;
    if (!v->isTensor())
        fail("expected a tensor or None for '" + std::string(name) + "' but got " + v->describe());
    return v->toTensor();
}

std::vector<std::int64_t> intList(const Value& v) {
    std::vector<std::int64_t> out;
    if (v.isSequence()) {
        for (const auto& item : v.items())
            out.push_back(item.asInt());
    } else {
        out.push_back(v.asInt());
    }
    return out;
}

Value callAten(std::string_view name, const Value* self, const Arguments& args,
               const DeviceMapping& devices) {
    auto bound = BoundOp::bind(name, self, args, devices);
    if (!bound)
        fail(bound.error().message);
    return bound->call(self, args);
}

} // namespace gnw::engine::standin
