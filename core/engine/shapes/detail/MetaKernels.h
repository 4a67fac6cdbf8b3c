#pragma once
// Meta kernels LibTorch lacks in C++. Many operators' meta implementations live in Python
// (torch/_meta_registrations.py), so a C++-only process cannot run e.g. aten::native_batch_norm on meta
// tensors. ensureMetaKernels() registers, once per process, a Meta kernel for every operator that has a
// CPU kernel but neither a Meta nor a composite one: it runs the operator on zero-filled CPU stand-ins of
// the inputs and returns meta tensors of the result's shape. Operators whose output shape or value depends
// on the data (ATen tags dynamic_output_shape, data_dependent_output: nonzero, unique, masked_select, ...)
// get a kernel that fails with a clear "data-dependent" message instead. Include only from
// core/engine/*.cpp.
#include <ATen/core/dispatch/RegistrationHandleRAII.h>

#include <cstdint>
#include <vector>

namespace gnw::engine {

// Largest total size of the CPU stand-ins of one call; beyond it the node fails instead of allocating. With
// shape kernels for the big users (where.self_out, flash attention, var_mean) the largest stand-in on the
// upstream samples is 16 MB; two indexing threads at this budget stay well under 1 GB.
inline constexpr std::int64_t kMetaStandInBudgetBytes = std::int64_t(128) << 20;

// Thread-safe; the registration happens on the first call and lives until the process ends.
void ensureMetaKernels();

// Shape-only kernels for the most used of those operators (convolution, native_batch_norm, relu, ...), so
// they allocate and compute nothing (MetaShapeKernels.cpp); called by ensureMetaKernels().
void registerShapeKernels(std::vector<c10::RegistrationHandleRAII>& handles);

} // namespace gnw::engine
