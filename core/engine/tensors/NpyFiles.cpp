#include "core/engine/tensors/NpyFiles.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/ATen.h>
#include <nlohmann/json.hpp>

#include <cstring>
#include <fstream>
#include <iterator>
#include <regex>

namespace gnw::engine {

namespace {

// NumPy's type strings for the dtypes a sample's tensors have (little-endian, as on every host we run on).
constexpr std::pair<c10::ScalarType, const char*> kDescr[] = {
    {c10::kFloat, "<f4"}, {c10::kDouble, "<f8"},       {c10::kHalf, "<f2"},           {c10::kLong, "<i8"},
    {c10::kInt, "<i4"},   {c10::kShort, "<i2"},        {c10::kChar, "|i1"},           {c10::kByte, "|u1"},
    {c10::kBool, "|b1"},  {c10::kComplexFloat, "<c8"}, {c10::kComplexDouble, "<c16"},
};

const char* descrOf(c10::ScalarType type) {
    for (const auto& [t, d] : kDescr)
        if (t == type)
            return d;
    return nullptr;
}

std::optional<c10::ScalarType> typeOf(const std::string& descr) {
    for (const auto& [t, d] : kDescr)
        if (descr == d ||
            (descr.size() == 3 && descr[0] == '=' && descr.substr(1) == std::string(d).substr(1)))
            return t;
    return std::nullopt;
}

Status writeNpy(const std::filesystem::path& file, const at::Tensor& tensor) {
    const char* descr = descrOf(tensor.scalar_type());
    if (!descr)
        return Error{file.string(), 0, 0, "no NumPy type for " + dtypeString(tensor.scalar_type())};
    std::string shape;
    for (auto d : tensor.sizes())
        shape += std::to_string(d) + ", ";
    if (tensor.dim() > 1)
        shape.resize(shape.size() - 1); // "(2, 3)" but "(4,)"
    std::string header =
        std::string("{'descr': '") + descr + "', 'fortran_order': False, 'shape': (" + shape + "), }";
    header.append(63 - (10 + header.size()) % 64, ' ');
    header += '\n';
    std::ofstream out(file, std::ios::binary);
    const auto len = static_cast<std::uint16_t>(header.size());
    out.write("\x93NUMPY\x01\x00", 8);
    out.put(static_cast<char>(len & 0xff)).put(static_cast<char>(len >> 8));
    out << header;
    out.write(static_cast<const char*>(tensor.data_ptr()), static_cast<std::streamsize>(tensor.nbytes()));
    if (!out)
        return Error{file.string(), 0, 0, "cannot write"};
    return Ok{};
}

Result<at::Tensor> readNpy(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const auto bad = [&](const std::string& why) {
        return Error{file.string(), 0, 0, "not a NumPy .npy file: " + why};
    };
    if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0)
        return bad(in ? "no \\x93NUMPY magic" : "cannot read");
    const int major = static_cast<unsigned char>(bytes[6]);
    std::size_t headerLen = 0, offset = 0;
    if (major == 1) {
        headerLen = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
        offset = 10;
    } else if (major == 2 || major == 3) {
        if (bytes.size() < 12)
            return bad("truncated header");
        for (int i = 3; i >= 0; --i)
            headerLen = headerLen << 8 | static_cast<unsigned char>(bytes[8 + i]);
        offset = 12;
    } else {
        return bad("format version " + std::to_string(major));
    }
    if (bytes.size() < offset + headerLen)
        return bad("truncated header");
    const std::string header = bytes.substr(offset, headerLen);
    std::smatch m;
    if (!std::regex_search(header, m, std::regex(R"('descr'\s*:\s*'([^']+)')")))
        return bad("no descr in header " + header);
    const auto type = typeOf(m[1]);
    if (!type)
        return bad("unsupported dtype '" + std::string(m[1]) + "'");
    const bool fortran = header.find("'fortran_order': True") != std::string::npos;
    if (!std::regex_search(header, m, std::regex(R"('shape'\s*:\s*\(([^)]*)\))")))
        return bad("no shape in header " + header);
    std::vector<std::int64_t> shape;
    const std::string dims = m[1];
    static const std::regex number(R"(\d+)");
    for (std::sregex_iterator it(dims.begin(), dims.end(), number), end; it != end; ++it)
        shape.push_back(std::stoll(it->str()));
    if (fortran)
        std::reverse(shape.begin(), shape.end());
    at::Tensor t = at::empty(shape, at::TensorOptions().dtype(*type));
    const std::size_t data = offset + headerLen;
    if (bytes.size() - data != t.nbytes())
        return bad("holds " + std::to_string(bytes.size() - data) + " data bytes, its header says " +
                   std::to_string(t.nbytes()));
    std::memcpy(t.data_ptr(), bytes.data() + data, t.nbytes());
    if (fortran) {
        std::vector<std::int64_t> reversed;
        for (auto i = t.dim() - 1; i >= 0; --i)
            reversed.push_back(i);
        t = t.permute(reversed).contiguous();
    }
    return t;
}

} // namespace

Status saveNpyFolder(const std::filesystem::path& dir, const TensorList& tensors) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    nlohmann::json index = nlohmann::json::array();
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        at::Tensor t = tensors.impl().tensors[i].detach().cpu().contiguous();
        const std::string dtype = dtypeString(t.scalar_type());
        if (t.scalar_type() == c10::kBFloat16)
            t = t.to(c10::kFloat);
        const std::string file = std::to_string(i) + ".npy";
        if (auto written = writeNpy(dir / file, t); !written)
            return written;
        index.push_back({{"name", tensors.impl().names[i]}, {"file", file}, {"dtype", dtype}});
    }
    std::ofstream(dir / "index.json") << index.dump() << "\n";
    return Ok{};
}

Result<TensorList> loadNpyFolder(const std::filesystem::path& dir) {
    const auto indexFile = dir / "index.json";
    std::ifstream in(indexFile);
    const nlohmann::json index = nlohmann::json::parse(in, nullptr, false);
    if (!in || index.is_discarded() || !index.is_array())
        return Error{indexFile.string(), 0, 0, "missing or not a JSON array of {name, file, dtype}"};
    TensorList out;
    for (const auto& entry : index) {
        if (!entry.is_object() || !entry.contains("file") || !entry["file"].is_string())
            return Error{indexFile.string(), 0, 0, "an entry without a file: " + entry.dump()};
        const std::string file = entry["file"];
        if (file.find('/') != std::string::npos)
            return Error{indexFile.string(), 0, 0, "file names a path outside the folder: " + file};
        auto t = readNpy(dir / file);
        if (!t)
            return t.error();
        if (entry.value("dtype", std::string()) == "bfloat16")
            *t = t->to(c10::kBFloat16);
        out.impl().add(entry.value("name", file), std::move(*t));
    }
    return out;
}

} // namespace gnw::engine
