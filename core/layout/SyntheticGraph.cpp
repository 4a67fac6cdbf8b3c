#include "core/layout/SyntheticGraph.h"

#include <algorithm>
#include <random>

namespace gnw::layout {

namespace {

class GraphWriter {
public:
    explicit GraphWriter(unsigned seed) : m_rng(seed) {}

    int input() { return add("", false, {}); }
    int output(std::initializer_list<int> inputs) { return add("", false, inputs); }
    int op(std::string scope, std::initializer_list<int> inputs) {
        const bool unscoped = scope.empty();
        return add(std::move(scope), unscoped, inputs);
    }
    void edge(int from, int to) { m_graph.edges.push_back({from, to}); }
    int size() const { return int(m_graph.scopes.size()); }
    SyntheticGraph take() { return std::move(m_graph); }
    std::mt19937& rng() { return m_rng; }

private:
    int add(std::string scope, bool inferable, std::initializer_list<int> inputs) {
        const int id = size();
        m_graph.scopes.push_back(std::move(scope));
        m_graph.inferable.push_back(inferable);
        std::uniform_int_distribution<int> width(70, 170);
        m_graph.sizes.push_back({double(width(m_rng)), 36});
        for (int from : inputs)
            m_graph.edges.push_back({from, id});
        return id;
    }

    std::mt19937 m_rng;
    SyntheticGraph m_graph;
};

} // namespace

SyntheticGraph makeTransformerGraph(int nodeCount, unsigned seed) {
    GraphWriter w(seed);
    const int ids = w.input();
    const int maskIn = w.input();
    const int tok = w.op("model.embed_tokens", {ids});
    const int arange = w.op("", {});
    const int posIds = w.op("", {arange});
    const int pos = w.op("model.embed_positions", {posIds});
    int x = w.op("", {tok, pos});
    const int m1 = w.op("", {maskIn});
    const int m2 = w.op("", {m1});
    const int mask = w.op("", {m2});
    constexpr int kPerBlock = 29, kTail = 5;
    const int blocks = std::max(1, (nodeCount - w.size() - kTail) / kPerBlock);
    for (int b = 0; b < blocks; ++b) {
        const std::string p = "model.layers." + std::to_string(b) + '.';
        const int ln1 = w.op(p + "input_layernorm", {x});
        const int q = w.op(p + "self_attn.q_proj", {ln1});
        const int k = w.op(p + "self_attn.k_proj", {ln1});
        const int v = w.op(p + "self_attn.v_proj", {ln1});
        const int qt = w.op("", {w.op("", {q})});
        const int kt = w.op("", {w.op("", {k})});
        const int vt = w.op("", {w.op("", {v})});
        const int kT = w.op("", {kt});
        const int scores = w.op("", {qt, kT});
        const int scaled = w.op("", {scores});
        const int masked = w.op("", {scaled, mask});
        const int probs = w.op("", {masked});
        const int dropped = w.op("", {probs});
        const int ctx = w.op("", {dropped, vt});
        const int merged = w.op("", {w.op("", {w.op("", {ctx})})});
        const int o = w.op(p + "self_attn.o_proj", {merged});
        const int residual = w.op("", {x, w.op("", {o})});
        const int ln2 = w.op(p + "post_attention_layernorm", {residual});
        const int up = w.op(p + "mlp.fc1", {ln2});
        const int act = w.op("", {up});
        const int down = w.op(p + "mlp.fc2", {act});
        x = w.op("", {residual, w.op("", {down})});
    }
    const int norm = w.op("model.norm", {x});
    const int head = w.op("lm_head", {norm});
    w.output({w.op("", {w.op("", {head})})});
    return w.take();
}

SyntheticGraph makeRandomDag(int nodeCount, int maxInputs, int window, unsigned seed) {
    GraphWriter w(seed);
    for (int v = 0; v < nodeCount; ++v) {
        if (v == 0) {
            w.input();
            continue;
        }
        std::uniform_int_distribution<int> fanIn(1, std::max(1, maxInputs));
        std::uniform_int_distribution<int> near(std::max(0, v - window), v - 1);
        std::uniform_int_distribution<int> anywhere(0, v - 1);
        std::uniform_real_distribution<double> coin(0, 1);
        const int k = fanIn(w.rng());
        std::vector<int> inputs;
        for (int i = 0; i < k; ++i)
            inputs.push_back(coin(w.rng()) < 0.1 ? anywhere(w.rng()) : near(w.rng()));
        std::sort(inputs.begin(), inputs.end());
        inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
        const int id = w.op("", {});
        for (int from : inputs)
            w.edge(from, id);
    }
    return w.take();
}

} // namespace gnw::layout
