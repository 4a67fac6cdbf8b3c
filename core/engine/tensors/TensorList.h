#pragma once
// Named tensors (a sample's inputs, a graph's outputs) behind a plain C++ interface, so code outside the
// engine handles them without paying for ATen headers. Copies share the tensors, as Python references do.
#include "core/tensor/DType.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gnw::engine {

struct TensorInfo {
    std::string name;
    std::string dtype; // upstream spelling: "float32", "int64", "bool"
    std::vector<std::int64_t> shape;
    std::string device; // "cpu", "cuda:0"
};

class TensorList {
public:
    struct Impl; // defined in core/engine/tensors/detail/TensorListImpl.h (ATen)

    TensorList();
    TensorList(const TensorList& other);
    TensorList& operator=(const TensorList& other);
    TensorList(TensorList&& other) noexcept;
    TensorList& operator=(TensorList&& other) noexcept;
    ~TensorList();

    // Appends a host tensor built from values (converted to dtype); values.size() must equal the element
    // count. For tests and small constant inputs.
    void append(std::string name, DType dtype, const std::vector<std::int64_t>& shape,
                const std::vector<double>& values);

    std::size_t size() const;
    bool empty() const { return size() == 0; }
    TensorInfo info(std::size_t i) const;
    // Elements copied to the host and converted to double (tests and small reports; complex -> real part).
    std::vector<double> values(std::size_t i) const;
    // Same names, dtypes, shapes and bytes (NaNs with equal bits are equal).
    bool bitwiseEqual(const TensorList& other) const;

    Impl& impl() { return *m_impl; }
    const Impl& impl() const { return *m_impl; }

private:
    std::unique_ptr<Impl> m_impl;
};

} // namespace gnw::engine
