#include "core/costmodel/NpzWriter.h"

#include <array>
#include <fstream>

namespace gnw {

std::uint32_t crc32(const void* data, std::size_t size) {
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    std::uint32_t c = 0xFFFFFFFFu;
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i)
        c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

namespace {
void put16(std::string& out, std::uint16_t v) {
    out += char(v & 0xFF);
    out += char(v >> 8);
}
void put32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out += char((v >> (8 * i)) & 0xFF);
}

std::string npy(const std::string& dtype, const std::vector<std::int64_t>& shape, const void* data,
                std::size_t bytes) {
    std::string dims; // numpy's tuple: "()", "(3,)", "(3, 4)"
    for (std::size_t i = 0; i < shape.size(); ++i)
        dims += (i ? ", " : "") + std::to_string(shape[i]);
    if (shape.size() == 1)
        dims += ",";
    std::string header = "{'descr': '" + dtype + "', 'fortran_order': False, 'shape': (" + dims + "), }";
    // Magic, version, header length, header padded with spaces to a multiple of 64 and ended by '\n'.
    const std::size_t total = 10 + header.size() + 1;
    header.append((64 - total % 64) % 64, ' ');
    header += '\n';
    std::string out = "\x93NUMPY";
    out += char(1);
    out += char(0);
    put16(out, static_cast<std::uint16_t>(header.size()));
    out += header;
    out.append(static_cast<const char*>(data), bytes);
    return out;
}
} // namespace

void NpzWriter::add(std::string name, std::string dtype, std::vector<std::int64_t> shape, const void* data,
                    std::size_t bytes) {
    m_entries.push_back({std::move(name), npy(dtype, shape, data, bytes)});
}

void NpzWriter::addFloat32(std::string name, std::vector<std::int64_t> shape,
                           const std::vector<float>& values) {
    add(std::move(name), "<f4", std::move(shape), values.data(), values.size() * sizeof(float));
}
void NpzWriter::addInt32(std::string name, std::vector<std::int64_t> shape,
                         const std::vector<std::int32_t>& values) {
    add(std::move(name), "<i4", std::move(shape), values.data(), values.size() * sizeof(std::int32_t));
}
void NpzWriter::addInt64(std::string name, std::vector<std::int64_t> shape,
                         const std::vector<std::int64_t>& values) {
    add(std::move(name), "<i8", std::move(shape), values.data(), values.size() * sizeof(std::int64_t));
}

Status NpzWriter::write(const std::filesystem::path& file) const {
    // Zip (APPNOTE 6.3): per entry a local header and the data, then the central directory and its end.
    std::string zip, central;
    for (const auto& e : m_entries) {
        const std::string name = e.name + ".npy";
        const std::uint32_t crc = crc32(e.bytes.data(), e.bytes.size());
        const auto size = static_cast<std::uint32_t>(e.bytes.size());
        const auto offset = static_cast<std::uint32_t>(zip.size());
        if (e.bytes.size() >= 0xFFFFFFFFu || zip.size() >= 0xFFFFFFFFu)
            return Error{file.string(), 0, 0, "array '" + e.name + "' is too large for a zip without ZIP64"};
        put32(zip, 0x04034b50);
        put16(zip, 20);   // version needed
        put16(zip, 0);    // flags
        put16(zip, 0);    // stored
        put16(zip, 0);    // time
        put16(zip, 0x21); // date: 1980-01-01
        put32(zip, crc);
        put32(zip, size);
        put32(zip, size);
        put16(zip, static_cast<std::uint16_t>(name.size()));
        put16(zip, 0);
        zip += name;
        zip += e.bytes;
        put32(central, 0x02014b50);
        put16(central, 20); // made by
        put16(central, 20); // needed
        put16(central, 0);
        put16(central, 0);
        put16(central, 0);
        put16(central, 0x21);
        put32(central, crc);
        put32(central, size);
        put32(central, size);
        put16(central, static_cast<std::uint16_t>(name.size()));
        put16(central, 0); // extra
        put16(central, 0); // comment
        put16(central, 0); // disk
        put16(central, 0); // internal attributes
        put32(central, 0); // external attributes
        put32(central, offset);
        central += name;
    }
    const auto centralOffset = static_cast<std::uint32_t>(zip.size());
    zip += central;
    put32(zip, 0x06054b50);
    put16(zip, 0);
    put16(zip, 0);
    put16(zip, static_cast<std::uint16_t>(m_entries.size()));
    put16(zip, static_cast<std::uint16_t>(m_entries.size()));
    put32(zip, static_cast<std::uint32_t>(central.size()));
    put32(zip, centralOffset);
    put16(zip, 0);
    std::ofstream out(file, std::ios::binary);
    out.write(zip.data(), static_cast<std::streamsize>(zip.size()));
    if (!out.flush())
        return Error{file.string(), 0, 0, "cannot write the archive"};
    return Ok{};
}

} // namespace gnw
