#include "core/fault/RangeCut.h"

#include <algorithm>
#include <map>
#include <set>

namespace gnw::fault {

namespace {

bool contains(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

CutPlan planCut(const ForwardBody& body, std::size_t firstUnit, std::size_t endUnit) {
    CutPlan plan;
    plan.firstUnit = firstUnit;
    plan.endUnit = std::max(firstUnit, std::min(endUnit, body.opCount()));
    plan.firstStatement = firstUnit == 0 ? 0 : body.statementOfUnit(firstUnit);
    plan.endStatement = body.statementOfUnit(plan.endUnit);
    const bool last = plan.endStatement == body.statements.size();

    std::set<std::string> writtenBefore;
    for (std::size_t s = 0; s < plan.firstStatement; ++s)
        writtenBefore.insert(body.statements[s].writes.begin(), body.statements[s].writes.end());

    std::vector<std::string> readFirst; // names read before the range binds them
    std::map<std::string, std::size_t> lastWrite;
    std::map<std::string, std::string> aliasOf; // name -> the parameter it is bound to without an op
    auto isParam = [&](const std::string& name) {
        return std::any_of(body.params.begin(), body.params.end(),
                           [&](const ForwardParam& p) { return p.name == name; });
    };
    auto readsOf = [&](const BodyStatement& st, std::size_t index) {
        for (const auto& r : st.reads)
            if (!lastWrite.count(r) && !contains(readFirst, r))
                readFirst.push_back(r);
        for (const auto& w : st.writes) {
            lastWrite[w] = index;
            aliasOf.erase(w);
        }
        if (st.nodes.empty() && st.reads.size() == 1 && st.writes.size() == 1) {
            const std::string& r = st.reads[0];
            if (aliasOf.count(r))
                aliasOf[st.writes[0]] = aliasOf[r];
            else if (isParam(r) && !writtenBefore.count(r) && !lastWrite.count(r))
                aliasOf[st.writes[0]] = r;
        }
    };
    auto isParamAlias = [&](const BodyStatement& st) {
        return st.nodes.empty() && st.reads.size() == 1 && st.writes.size() == 1 && isParam(st.reads[0]) &&
               !writtenBefore.count(st.reads[0]);
    };
    std::map<std::string, std::vector<std::size_t>> readers;
    for (std::size_t s = plan.firstStatement; s < plan.endStatement; ++s)
        for (const auto& r : body.statements[s].reads)
            readers[r].push_back(s);
    if (last)
        for (const auto& r : body.returned.reads)
            readers[r].push_back(plan.endStatement);
    std::map<std::string, std::pair<std::size_t, std::string>> dropped; // alias -> (statement, parameter)
    for (std::size_t s = plan.firstStatement; s < plan.endStatement; ++s) {
        const BodyStatement& st = body.statements[s];
        if (isParamAlias(st)) {
            const auto it = readers.find(st.writes[0]);
            const bool read = it != readers.end() && std::any_of(it->second.begin(), it->second.end(),
                                                                 [&](std::size_t r) { return r > s; });
            if (!read) {
                dropped[st.writes[0]] = {s, st.reads[0]};
                continue;
            }
        }
        plan.statements.push_back(s);
        readsOf(st, s);
    }
    if (last)
        for (const auto& r : body.returned.reads)
            if (!lastWrite.count(r) && !contains(readFirst, r))
                readFirst.push_back(r);

    for (const auto& p : body.params)
        if (contains(readFirst, p.name) && !writtenBefore.count(p.name)) {
            plan.inputs.push_back(p.name);
            plan.inputIsParam.push_back(true);
        }
    for (const auto& r : readFirst)
        if (!contains(plan.inputs, r)) {
            plan.inputs.push_back(r);
            plan.inputIsParam.push_back(false);
        }

    if (last) {
        plan.outputs = body.returned.reads;
        return plan;
    }
    // Live after the range: read by a later statement (or the return) before anything rebinds it.
    std::set<std::string> live, killed;
    for (const auto& [name, at] : dropped)
        if (!lastWrite.count(name)) {
            lastWrite[name] = at.first;
            aliasOf[name] = at.second;
        }
    auto scan = [&](const BodyStatement& st) {
        for (const auto& r : st.reads)
            if (lastWrite.count(r) && !killed.count(r))
                live.insert(r);
        for (const auto& w : st.writes)
            if (!contains(st.reads, w))
                killed.insert(w);
    };
    for (std::size_t s = plan.endStatement; s < body.statements.size(); ++s)
        scan(body.statements[s]);
    scan(body.returned);
    std::vector<std::pair<std::size_t, std::string>> ordered;
    for (const auto& name : live)
        ordered.emplace_back(lastWrite[name], name);
    std::sort(ordered.begin(), ordered.end());
    for (auto& [index, name] : ordered) {
        if (auto a = aliasOf.find(name); a != aliasOf.end())
            plan.aliases.emplace_back(name, a->second);
        else
            plan.outputs.push_back(std::move(name));
    }
    return plan;
}

CutSource writeCutSource(const ForwardBody& body, const CutPlan& plan,
                         const std::vector<std::string>& outputs) {
    CutSource out;
    std::string& py = out.modelPy;
    py = body.header;
    int line = static_cast<int>(std::count(py.begin(), py.end(), '\n')) + 1;
    const std::string indent(static_cast<std::size_t>(body.forwardIndent), ' ');
    const std::string inner = indent + "    ";
    auto emit = [&](const std::string& text) {
        py += text;
        py += '\n';
        line += 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    };
    emit(indent + "def forward(");
    emit(inner + "self,");
    for (std::size_t i = 0; i < plan.inputs.size(); ++i) {
        std::string annotation;
        if (plan.inputIsParam[i])
            for (const auto& p : body.params)
                if (p.name == plan.inputs[i] && !p.annotation.empty())
                    annotation = ": " + p.annotation;
        emit(inner + plan.inputs[i] + annotation + ",");
    }
    emit(indent + "):");
    for (std::size_t s : plan.statements) {
        const BodyStatement& st = body.statements[s];
        if (!st.comment.empty())
            emit(inner + "# " + st.comment);
        const int lines = 1 + static_cast<int>(std::count(st.text.begin(), st.text.end(), '\n'));
        for (int k = 0; k < lines; ++k)
            out.lineMap.emplace_back(line + k, st.span.line + k);
        emit(inner + st.text);
    }
    std::string ret = inner + "return (";
    for (std::size_t i = 0; i < outputs.size(); ++i)
        ret += (i ? ", " : "") + outputs[i];
    ret += outputs.size() == 1 ? ",)" : ")";
    emit(ret);
    return out;
}

} // namespace gnw::fault
