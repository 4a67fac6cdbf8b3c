#include "core/engine/tensors/TensorFiles.h"

#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/core/Dict.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/serialization/pickle.h>
#include <torch/csrc/jit/serialization/pickler.h>

#include <fstream>
#include <iterator>

namespace gnw::engine {

namespace {

// torch::jit::pickle_save's layout (data.pkl plus one data/<i> record per storage) but with untagged
// containers: Python's torch.load with its default weights_only=True refuses the type tags pickle_save
// puts on dicts.
std::vector<char> zipArchive(const c10::IValue& value) {
    std::vector<char> pickled;
    torch::jit::Pickler pickler([&](const char* p, size_t n) { pickled.insert(pickled.end(), p, p + n); },
                                nullptr, nullptr, nullptr, nullptr, /*tag_aggregates=*/false);
    pickler.protocol();
    pickler.pushIValue(value);
    pickler.stop();
    std::vector<char> zip;
    caffe2::serialize::PyTorchStreamWriter writer([&](const void* p, size_t n) {
        const char* bytes = static_cast<const char*>(p);
        zip.insert(zip.end(), bytes, bytes + n);
        return n;
    });
    writer.writeRecord("data.pkl", pickled.data(), pickled.size());
    const auto& tensors = pickler.tensorData();
    for (size_t i = 0; i < tensors.size(); ++i) {
        const c10::Storage& storage = tensors[i].storage();
        writer.writeRecord("data/" + std::to_string(i), storage.data(), storage.nbytes());
    }
    writer.writeEndOfFile();
    return zip;
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
                group.insert(impl.names[i], impl.tensors[i].detach().cpu().clone()); // compact storage
            root.insert(name, c10::IValue(group));
        }
        const std::vector<char> bytes = zipArchive(c10::IValue(root));
        if (file.has_parent_path())
            std::filesystem::create_directories(file.parent_path());
        std::ofstream out(file, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
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
