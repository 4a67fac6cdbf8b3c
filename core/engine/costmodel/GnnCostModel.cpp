#include "core/engine/costmodel/GnnCostModel.h"

#include <torch/torch.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <sstream>
#include <unordered_map>

namespace gnw::engine {

namespace {

// Below this a node's analytical time is noise (and log(0) is not a number).
constexpr double kTinySeconds = 1e-9;

// TpuGraphs' columns span many orders of magnitude (dimension sizes, FLOPs): signed log first.
float compress(float x) {
    return x >= 0 ? std::log1p(x) : -std::log1p(-x);
}

struct GraphTensors {
    torch::Tensor x, op, consumer, producer, invIn, invOut, opRows, logBase;
};

struct NetImpl : torch::nn::Module {
    NetImpl(std::int64_t features, std::int64_t vocabulary, std::int64_t hidden, int layers) {
        mean = register_buffer("mean", torch::zeros({features}));
        scale = register_buffer("scale", torch::ones({features}));
        columns = register_buffer("columns", torch::zeros({features}, torch::kLong));
        embed = register_module("embed", torch::nn::Embedding(vocabulary + 1, hidden));
        input = register_module("input", torch::nn::Linear(features, hidden));
        for (int l = 0; l < layers; ++l) {
            self.push_back(register_module("self" + std::to_string(l), torch::nn::Linear(hidden, hidden)));
            fromProducers.push_back(
                register_module("in" + std::to_string(l), torch::nn::Linear(hidden, hidden)));
            fromConsumers.push_back(
                register_module("out" + std::to_string(l), torch::nn::Linear(hidden, hidden)));
            norms.push_back(register_module("norm" + std::to_string(l),
                                            torch::nn::LayerNorm(torch::nn::LayerNormOptions({hidden}))));
        }
        head1 = register_module("head1", torch::nn::Linear(hidden, hidden));
        head2 = register_module("head2", torch::nn::Linear(hidden, 1));
        // An untrained model predicts the analytical estimate (zero correction per node).
        torch::NoGradGuard guard;
        head2->weight.zero_();
        head2->bias.zero_();
        logOverhead = register_parameter("log_overhead", torch::full({1}, std::log(1e-5)));
    }

    // log(predicted seconds) of one graph.
    torch::Tensor forward(const GraphTensors& g) {
        torch::Tensor h = torch::relu(input->forward((g.x - mean) / scale) + embed->forward(g.op));
        for (std::size_t l = 0; l < self.size(); ++l) {
            const torch::Tensor in =
                torch::zeros_like(h).index_add_(0, g.consumer, h.index_select(0, g.producer)) * g.invIn;
            const torch::Tensor out =
                torch::zeros_like(h).index_add_(0, g.producer, h.index_select(0, g.consumer)) * g.invOut;
            h = h + torch::relu(norms[l]->forward(self[l]->forward(h) + fromProducers[l]->forward(in) +
                                                  fromConsumers[l]->forward(out)));
        }
        const torch::Tensor ops = h.index_select(0, g.opRows);
        const torch::Tensor correction = head2->forward(torch::relu(head1->forward(ops))).squeeze(1);
        return torch::logsumexp(torch::cat({g.logBase + correction, logOverhead}), 0);
    }

    torch::Tensor mean, scale, columns, logOverhead;
    torch::nn::Embedding embed{nullptr};
    torch::nn::Linear input{nullptr}, head1{nullptr}, head2{nullptr};
    std::vector<torch::nn::Linear> self, fromProducers, fromConsumers;
    std::vector<torch::nn::LayerNorm> norms;
};
TORCH_MODULE(Net);

} // namespace

struct GnnCostModel::Impl {
    GnnOptions options;
    std::int64_t features = 0;
    std::vector<std::string> vocabulary;
    std::unordered_map<std::string, std::int64_t> index;
    Net net{nullptr};

    void makeNet() {
        index.clear();
        for (std::size_t i = 0; i < vocabulary.size(); ++i)
            index.emplace(vocabulary[i], static_cast<std::int64_t>(i));
        net = Net(features, static_cast<std::int64_t>(vocabulary.size()), options.hidden, options.layers);
    }

    // The example's tensors; its op codes index `names`. Feature columns are the model's (`net->columns`).
    GraphTensors tensors(const CostExample& e, const std::vector<std::string>& names,
                         const std::vector<std::int64_t>& columns) const {
        const std::int64_t n = e.features.nodes;
        const auto f = static_cast<std::int64_t>(columns.size());
        std::vector<float> x(static_cast<std::size_t>(n * (f + 1)));
        for (std::int64_t v = 0; v < n; ++v) {
            const float* row = e.features.nodeFeat.data() + v * kNodeFeatures;
            for (std::int64_t c = 0; c < f; ++c)
                x[v * (f + 1) + c] = compress(row[columns[c]]);
            x[v * (f + 1) + f] = static_cast<float>(std::log(std::max(e.nodeAnalytical[v], kTinySeconds)));
        }
        GraphTensors g;
        g.x = torch::from_blob(x.data(), {n, f + 1}, torch::kFloat).clone();
        std::vector<std::int64_t> op(static_cast<std::size_t>(n)), opRows;
        std::vector<float> logBase;
        const auto unseen = static_cast<std::int64_t>(vocabulary.size());
        for (std::int64_t v = 0; v < n; ++v) {
            const auto code = e.features.nodeOpcode[v];
            const auto it = code >= 0 && code < static_cast<std::int32_t>(names.size())
                                ? index.find(names[code])
                                : index.end();
            op[v] = it == index.end() ? unseen : it->second;
            if (code != 0) { // not a graph input ("parameter" is code 0 in every vocabulary)
                opRows.push_back(v);
                logBase.push_back(static_cast<float>(std::log(std::max(e.nodeAnalytical[v], kTinySeconds))));
            }
        }
        g.op = torch::tensor(op, torch::kLong);
        g.opRows = torch::tensor(opRows, torch::kLong);
        g.logBase = torch::tensor(logBase, torch::kFloat);
        const std::int64_t m = e.features.edges();
        std::vector<std::int64_t> consumer(static_cast<std::size_t>(m)),
            producer(static_cast<std::size_t>(m));
        std::vector<float> degIn(static_cast<std::size_t>(n), 0), degOut(static_cast<std::size_t>(n), 0);
        for (std::int64_t k = 0; k < m; ++k) {
            consumer[k] = e.features.edgeIndex[2 * k];
            producer[k] = e.features.edgeIndex[2 * k + 1];
            ++degIn[consumer[k]];
            ++degOut[producer[k]];
        }
        for (auto& d : degIn)
            d = 1.0f / std::max(d, 1.0f);
        for (auto& d : degOut)
            d = 1.0f / std::max(d, 1.0f);
        g.consumer = torch::tensor(consumer, torch::kLong);
        g.producer = torch::tensor(producer, torch::kLong);
        g.invIn = torch::tensor(degIn, torch::kFloat).unsqueeze(1);
        g.invOut = torch::tensor(degOut, torch::kFloat).unsqueeze(1);
        return g;
    }

    std::vector<std::int64_t> columns() const {
        const torch::Tensor c = net->columns.slice(0, 0, features - 1);
        return {c.data_ptr<std::int64_t>(), c.data_ptr<std::int64_t>() + c.numel()};
    }
};

GnnCostModel::GnnCostModel(std::unique_ptr<Impl> impl) : m(std::move(impl)) {}
GnnCostModel::GnnCostModel(GnnCostModel&&) noexcept = default;
GnnCostModel& GnnCostModel::operator=(GnnCostModel&&) noexcept = default;
GnnCostModel::~GnnCostModel() = default;

const std::vector<std::string>& GnnCostModel::vocabulary() const {
    return m->vocabulary;
}

Result<GnnCostModel> GnnCostModel::train(const std::vector<const CostExample*>& examples,
                                         const std::vector<std::string>& vocabulary,
                                         const GnnOptions& options, const TrainingProgress& progress) {
    std::vector<const CostExample*> measured;
    for (const auto* e : examples)
        if (e->measuredSeconds > 0 && e->features.nodes > 0)
            measured.push_back(e);
    if (measured.size() < 2)
        return Error{"", 0, 0, "cost model: fewer than 2 measured samples to train on"};
    auto impl = std::make_unique<Impl>();
    impl->options = options;
    torch::manual_seed(options.seed);
    // The model's vocabulary and feature columns: what its training graphs use (a column that is 0 in
    // every training node carries nothing; TpuGraphs' XLA-only columns are such).
    std::vector<bool> opSeen(vocabulary.size(), false), columnUsed(kNodeFeatures, false);
    for (const auto* e : measured) {
        for (auto code : e->features.nodeOpcode)
            if (code >= 0 && code < static_cast<std::int32_t>(opSeen.size()))
                opSeen[code] = true;
        for (std::size_t i = 0; i < e->features.nodeFeat.size(); ++i)
            if (e->features.nodeFeat[i] != 0)
                columnUsed[i % kNodeFeatures] = true;
    }
    for (std::size_t i = 0; i < vocabulary.size(); ++i)
        if (opSeen[i])
            impl->vocabulary.push_back(vocabulary[i]);
    std::vector<std::int64_t> columns;
    for (int c = 0; c < kNodeFeatures; ++c)
        if (columnUsed[c])
            columns.push_back(c);
    impl->features = static_cast<std::int64_t>(columns.size()) + 1;
    impl->makeNet();
    {
        torch::NoGradGuard guard;
        columns.push_back(-1); // the analytical column, not one of node_feat's
        impl->net->columns.copy_(torch::tensor(columns, torch::kLong));
        columns.pop_back();
    }
    std::vector<GraphTensors> graphs;
    std::vector<float> targets;
    for (const auto* e : measured) {
        graphs.push_back(impl->tensors(*e, vocabulary, columns));
        targets.push_back(static_cast<float>(std::log(e->measuredSeconds)));
    }
    {
        // Standardise each feature over all training nodes.
        torch::NoGradGuard guard;
        std::vector<torch::Tensor> xs;
        for (const auto& g : graphs)
            xs.push_back(g.x);
        const torch::Tensor all = torch::cat(xs, 0);
        impl->net->mean.copy_(all.mean(0));
        impl->net->scale.copy_(all.std(0).clamp_min(1e-3));
    }
    torch::optim::Adam optimizer(impl->net->parameters(),
                                 torch::optim::AdamOptions(options.learningRate).weight_decay(1e-5));
    std::vector<std::size_t> order(graphs.size());
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 rng(options.seed);
    impl->net->train();
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        // Cosine decay: large steps to find the scale, small ones to settle.
        const double lr = options.learningRate * 0.5 * (1 + std::cos(M_PI * epoch / options.epochs));
        for (auto& group : optimizer.param_groups())
            static_cast<torch::optim::AdamOptions&>(group.options()).lr(lr);
        std::shuffle(order.begin(), order.end(), rng);
        double total = 0;
        for (std::size_t start = 0; start < order.size(); start += options.batch) {
            optimizer.zero_grad();
            const std::size_t end = std::min(order.size(), start + options.batch);
            torch::Tensor loss = torch::zeros({1});
            for (std::size_t i = start; i < end; ++i)
                loss = loss + torch::pow(impl->net->forward(graphs[order[i]]) - targets[order[i]], 2);
            total += loss.item<double>();
            loss = loss / static_cast<double>(end - start);
            loss.backward();
            torch::nn::utils::clip_grad_norm_(impl->net->parameters(), 1.0);
            optimizer.step();
        }
        if (progress && !progress(epoch + 1, options.epochs, total / static_cast<double>(graphs.size())))
            return Error{"", 0, 0, "cost model: training cancelled"};
    }
    impl->net->eval();
    return GnnCostModel(std::move(impl));
}

double GnnCostModel::predictSeconds(const CostExample& example,
                                    const std::vector<std::string>& vocabulary) const {
    torch::NoGradGuard guard;
    const GraphTensors g = m->tensors(example, vocabulary, m->columns());
    return std::exp(m->net->forward(g).item<double>());
}

std::string GnnCostModel::serialize() const {
    std::ostringstream out;
    const nlohmann::json header{{"format", 1},
                                {"hidden", m->options.hidden},
                                {"layers", m->options.layers},
                                {"features", m->features},
                                {"vocabulary", m->vocabulary.size()}};
    out << header.dump() << "\n";
    torch::serialize::OutputArchive archive;
    m->net->save(archive);
    archive.save_to(out);
    return out.str();
}

Result<GnnCostModel> GnnCostModel::deserialize(const std::string& bytes,
                                               const std::vector<std::string>& vocabulary) {
    const auto newline = bytes.find('\n');
    const auto header = nlohmann::json::parse(bytes.substr(0, newline), nullptr, false);
    if (newline == std::string::npos || !header.is_object() || header.value("format", 0) != 1)
        return Error{"", 0, 0, "cost model: not a serialized model of this build"};
    if (header.value("vocabulary", std::size_t{0}) != vocabulary.size())
        return Error{"", 0, 0, "cost model: its vocabulary does not match its parameters"};
    auto impl = std::make_unique<Impl>();
    impl->options.hidden = header.value("hidden", 64);
    impl->options.layers = header.value("layers", 3);
    impl->features = header.value("features", std::int64_t{0});
    impl->vocabulary = vocabulary;
    try {
        impl->makeNet();
        std::istringstream in(bytes.substr(newline + 1));
        torch::serialize::InputArchive archive;
        archive.load_from(in);
        impl->net->load(archive);
    } catch (const std::exception& e) {
        return Error{"", 0, 0, std::string("cost model: cannot read its parameters: ") + e.what()};
    }
    impl->net->eval();
    return GnnCostModel(std::move(impl));
}

} // namespace gnw::engine
