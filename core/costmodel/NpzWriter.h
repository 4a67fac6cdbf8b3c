#pragma once
// Writes numpy's .npz: a zip archive (stored, uncompressed, as np.savez writes it) of .npy arrays (format
// version 1.0, little-endian, C order). Enough for np.load; no numpy needed to write it.
#include "core/util/Result.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace gnw {

class NpzWriter {
public:
    // `dtype` in numpy's spelling: "<f4", "<i4", "<i8".
    void add(std::string name, std::string dtype, std::vector<std::int64_t> shape, const void* data,
             std::size_t bytes);
    void addFloat32(std::string name, std::vector<std::int64_t> shape, const std::vector<float>& values);
    void addInt32(std::string name, std::vector<std::int64_t> shape, const std::vector<std::int32_t>& values);
    void addInt64(std::string name, std::vector<std::int64_t> shape, const std::vector<std::int64_t>& values);

    Status write(const std::filesystem::path& file) const;

private:
    struct Entry {
        std::string name;  // without ".npy"
        std::string bytes; // the whole .npy file
    };
    std::vector<Entry> m_entries;
};

std::uint32_t crc32(const void* data, std::size_t size);

} // namespace gnw
