#include "core/layout/ScopeInference.h"

namespace gnw::layout {

std::string_view commonScope(std::string_view a, std::string_view b) {
    std::size_t end = 0; // length of the longest common prefix that ends at a segment boundary
    for (std::size_t i = 0;; ++i) {
        const bool aEnds = i == a.size() || a[i] == '.';
        const bool bEnds = i == b.size() || b[i] == '.';
        if (aEnds && bEnds)
            end = i;
        if (i == a.size() || i == b.size() || a[i] != b[i])
            break;
    }
    return a.substr(0, end);
}

void inferScopes(std::vector<std::string>& scopes, std::span<const char> inferable) {
    const int n = int(scopes.size());
    const auto open = [&](int v) { return v < int(inferable.size()) && inferable[v] && scopes[v].empty(); };
    std::vector<int> nextKnown(n + 1, n);
    for (int v = n - 1; v >= 0; --v)
        nextKnown[v] = open(v) ? nextKnown[v + 1] : v;
    int previous = -1;
    for (int v = 0; v < n; ++v) {
        if (!open(v)) {
            previous = v;
            continue;
        }
        const int next = nextKnown[v];
        if (previous >= 0 && next < n)
            scopes[v] = std::string(commonScope(scopes[previous], scopes[next]));
    }
}

} // namespace gnw::layout
