#include "core/engine/tensors/TensorFiles.h"

#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/core/Dict.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/serialization/pickle.h>
#include <torch/csrc/jit/serialization/pickler.h>

#include <fstream>
#include <iterator>
#include <ostream>

namespace gnw::engine {

namespace {

// torch::jit::pickle_save's layout (data.pkl plus one data/<i> record per storage) but with untagged
// containers: Python's torch.load with its default weights_only=True refuses the type tags pickle_save
// puts on dicts. Written straight to `out`: a sample's tensors can be many GB, and an archive in memory
// first doubled the worker's peak (timm/davit_giant's 5.6 GB of weights were killed for memory).
void writeZipArchive(const c10::IValue& value, std::ostream& out) {
    std::vector<char> pickled;
    torch::jit::Pickler pickler([&](const char* p, size_t n) { pickled.insert(pickled.end(), p, p + n); },
                                nullptr, nullptr, nullptr, nullptr, /*tag_aggregates=*/false);
    pickler.protocol();
    pickler.pushIValue(value);
    pickler.stop();
    caffe2::serialize::PyTorchStreamWriter writer([&](const void* p, size_t n) {
        out.write(static_cast<const char*>(p), static_cast<std::streamsize>(n));
        return out ? n : 0;
    });
    writer.writeRecord("data.pkl", pickled.data(), pickled.size());
    const auto& tensors = pickler.tensorData();
    for (size_t i = 0; i < tensors.size(); ++i) {
        const c10::Storage& storage = tensors[i].storage();
        writer.writeRecord("data/" + std::to_string(i), storage.data(), storage.nbytes());
    }
    writer.writeEndOfFile();
}

// The tensor itself when it owns exactly its storage (no copy of GBs of weights), else a compact copy:
// a view would otherwise save its whole base.
at::Tensor compact(const at::Tensor& t) {
    at::Tensor cpu = t.detach().cpu();
    const bool exact = cpu.is_contiguous() && cpu.storage_offset() == 0 &&
                       cpu.storage().nbytes() == static_cast<size_t>(cpu.numel()) * cpu.element_size();
    return exact ? cpu : cpu.clone();
}

} // namespace

Status saveTensorFile(const std::filesystem::path& file,
                      const std::vector<std::pair<std::string, const TensorList*>>& groups) {
    try {
        c10::impl::GenericDict root(c10::StringType::get(), c10::AnyType::get());
        for (const auto& [name, list] : groups) {
            c10::Dict<std::string, at::Tensor> group;
            const auto& impl = list->impl();
            for (size_t i = 0; i < impl.tensors.size(); ++i)
                group.insert(impl.names[i], compact(impl.tensors[i]));
            root.insert(name, c10::IValue(group));
        }
        if (file.has_parent_path())
            std::filesystem::create_directories(file.parent_path());
        std::ofstream out(file, std::ios::binary);
        if (out)
            writeZipArchive(c10::IValue(root), out);
        out.close();
        if (!out)
            return Error{file.string(), 0, 0, "cannot write the tensor file"};
    } catch (const std::exception& e) {
        return Error{file.string(), 0, 0, std::string("cannot save tensors: ") + e.what()};
    }
    return Ok{};
}

Result<TensorList> loadTensorGroup(const std::filesystem::path& file, const std::string& group) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Error{file.string(), 0, 0, "cannot open the tensor file"};
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    try {
        const c10::IValue root = torch::jit::pickle_load(bytes);
        if (!root.isGenericDict())
            return Error{file.string(), 0, 0, "expected a dict of tensor groups"};
        const auto dict = root.toGenericDict();
        const auto it = dict.find(group);
        if (it == dict.end())
            return Error{file.string(), 0, 0, "no group '" + group + "' in the tensor file"};
        if (!it->value().isGenericDict())
            return Error{file.string(), 0, 0, "group '" + group + "' is not a dict of tensors"};
        TensorList out;
        for (const auto& entry : it->value().toGenericDict())
            out.impl().add(entry.key().toStringRef(), entry.value().toTensor());
        return out;
    } catch (const std::exception& e) {
        return Error{file.string(), 0, 0, std::string("cannot read tensors: ") + e.what()};
    }
}

std::string fileStemOf(const std::string& relPath) {
    std::string stem = relPath;
    for (char& c : stem)
        if (c == '/')
            c = '_';
    return stem;
}

} // namespace gnw::engine
