#include "core/costmodel/ModelGroups.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <numeric>
#include <random>
#include <set>

namespace gnw {

namespace {

bool isSubgraphDir(std::string_view name) {
    constexpr std::string_view prefix = "subgraph_";
    return name.size() > prefix.size() && name.starts_with(prefix) &&
           std::all_of(name.begin() + prefix.size(), name.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// The model's folder: the sample's, or its parent's for a `subgraph_N` of a model.
std::string_view modelDir(std::string_view path) {
    while (path.size() > 1 && path.back() == '/')
        path.remove_suffix(1);
    const auto slash = path.rfind('/');
    if (slash != std::string_view::npos && isSubgraphDir(path.substr(slash + 1)))
        return path.substr(0, slash);
    return path;
}

std::string_view lastComponent(std::string_view path) {
    const auto slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool isLower(char c) {
    return std::islower(static_cast<unsigned char>(c)) != 0;
}
bool isDigit(char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// Words that qualify a family rather than name it: timm's ported or legacy weights and normaliser-free or
// attention variants (tf_, legacy_, dm_nfnet, eca_nfnet, nf_, gc_, test_), mmpose's pose_ heads, the hub's
// tiny random test models and flan-t5.
constexpr std::array<std::string_view, 12> kQualifiers = {"legacy", "tf",   "dm",   "eca",    "nf", "gc",
                                                          "test",   "pose", "tiny", "random", "hf", "flan"};

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// `BartForSequenceClassification` -> `Bart`, `SwinModel` -> `Swin` (the hub's class-named test models).
std::string_view withoutClassSuffix(std::string_view word) {
    for (std::size_t at = 1; at + 3 < word.size(); ++at)
        if (word.substr(at, 3) == "For" && std::isupper(static_cast<unsigned char>(word[at + 3])))
            return word.substr(0, at);
    if (word.size() > 5 && word.ends_with("Model"))
        word.remove_suffix(5);
    return word;
}

// `2xmspn` -> `mspn`; `resnet50d`, `yolov5lu`, `convnextv2` -> `resnet`, `yolo`, `convnext`: a number with
// at most two letters after it; a word after the number is part of the name (`data2vec`, `res2net`), and a
// name that would keep fewer than three letters stays (`t5`, `mt5`).
std::string withoutSizeAndVersion(std::string word) {
    std::size_t lead = 0;
    while (lead < word.size() && isDigit(word[lead]))
        ++lead;
    if (lead > 0 && lead + 1 < word.size() && word[lead] == 'x' && isLower(word[lead + 1]))
        word.erase(0, lead + 1);
    std::size_t end = word.size();
    while (end > 0 && word.size() - end < 2 && isLower(word[end - 1]))
        --end;
    const std::size_t digitsEnd = end;
    while (end > 0 && isDigit(word[end - 1]))
        --end;
    if (end == digitsEnd)
        return word; // no trailing number: `regnety`, `data2vec`
    if (end > 0 && word[end - 1] == 'v')
        --end;
    if (end >= 3)
        word.resize(end);
    return word;
}

std::string torchFamily(std::string_view dir) {
    const auto slash = dir.rfind('/');
    std::string_view name = slash == std::string_view::npos ? dir : dir.substr(slash + 1);
    const std::string_view parent =
        slash == std::string_view::npos ? "" : lastComponent(dir.substr(0, slash));
    name = name.substr(0, name.find('.')); // timm's pretrained tag: resnet50d.a1_in1k
    // The hub's `owner_model` folders (a nested `owner/model` has the owner as its parent). Marian's
    // opus-mt names carry '_' in their language lists and no owner.
    if (parent == "transformers-auto-model" && !name.starts_with("opus-mt")) {
        if (const auto underscore = name.find('_'); underscore != std::string_view::npos)
            name.remove_prefix(underscore + 1);
    }
    std::vector<std::string_view> words;
    for (std::size_t start = 0; start <= name.size();) {
        const auto end = std::min(name.find_first_of("-_ ", start), name.size());
        if (end > start)
            words.push_back(name.substr(start, end - start));
        start = end + 1;
    }
    std::size_t first = 0;
    while (first + 1 < words.size() &&
           std::find(kQualifiers.begin(), kQualifiers.end(), lowered(words[first])) != kQualifiers.end())
        ++first;
    if (first >= words.size())
        return lowered(name);
    std::string family = withoutSizeAndVersion(lowered(withoutClassSuffix(words[first])));
    return family.empty() ? lowered(name) : family;
}

std::size_t rootOf(std::vector<std::size_t>& parent, std::size_t i) {
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

} // namespace

std::string modelGroupKey(std::string_view samplePath, Framework framework) {
    const std::string_view dir = modelDir(samplePath);
    if (framework == Framework::Torch)
        return torchFamily(dir);
    return std::string(dir);
}

std::vector<std::string> unitedGroups(const std::vector<std::string>& keys,
                                      const std::vector<std::string>& graphHashes) {
    // Keys in sorted order, so that a component's root can be its smallest key.
    std::map<std::string, std::size_t> keyIndex;
    for (const auto& k : keys)
        keyIndex.emplace(k, 0);
    std::vector<std::string> sortedKeys;
    for (auto& [k, index] : keyIndex) {
        index = sortedKeys.size();
        sortedKeys.push_back(k);
    }
    std::vector<std::size_t> parent(sortedKeys.size());
    std::iota(parent.begin(), parent.end(), 0);
    std::map<std::string, std::size_t> keyOfHash;
    for (std::size_t i = 0; i < keys.size() && i < graphHashes.size(); ++i) {
        if (graphHashes[i].empty())
            continue;
        const auto [it, inserted] = keyOfHash.emplace(graphHashes[i], keyIndex[keys[i]]);
        if (inserted)
            continue;
        const auto a = rootOf(parent, it->second), b = rootOf(parent, keyIndex[keys[i]]);
        parent[std::max(a, b)] = std::min(a, b);
    }
    std::vector<std::string> out;
    out.reserve(keys.size());
    for (const auto& k : keys)
        out.push_back(sortedKeys[rootOf(parent, keyIndex[k])]);
    return out;
}

std::vector<int> groupedFolds(const std::vector<std::string>& groups, int folds, std::uint64_t seed) {
    std::map<std::string, int> sizes;
    for (const auto& g : groups)
        ++sizes[g];
    std::vector<std::pair<std::string, int>> order(sizes.begin(), sizes.end());
    std::mt19937_64 rng(seed);
    std::shuffle(order.begin(), order.end(), rng);
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<int> load(static_cast<std::size_t>(std::max(folds, 1)), 0);
    std::map<std::string, int> foldOfGroup;
    for (const auto& [group, size] : order) {
        const auto fold = static_cast<int>(std::min_element(load.begin(), load.end()) - load.begin());
        foldOfGroup[group] = fold;
        load[static_cast<std::size_t>(fold)] += size;
    }
    std::vector<int> out;
    out.reserve(groups.size());
    for (const auto& g : groups)
        out.push_back(foldOfGroup[g]);
    return out;
}

std::vector<int> shuffledFolds(std::size_t n, int folds, std::uint64_t seed) {
    std::vector<int> foldOf(n);
    for (std::size_t i = 0; i < n; ++i)
        foldOf[i] = static_cast<int>(i % static_cast<std::size_t>(std::max(folds, 1)));
    std::mt19937_64 rng(seed);
    std::shuffle(foldOf.begin(), foldOf.end(), rng);
    return foldOf;
}

int samplesWithSiblingsElsewhere(const std::vector<std::string>& groups, const std::vector<int>& foldOf) {
    std::map<std::string, std::set<int>> foldsOfGroup;
    for (std::size_t i = 0; i < groups.size() && i < foldOf.size(); ++i)
        foldsOfGroup[groups[i]].insert(foldOf[i]);
    int n = 0;
    for (const auto& g : groups)
        n += foldsOfGroup[g].size() > 1 ? 1 : 0;
    return n;
}

} // namespace gnw
