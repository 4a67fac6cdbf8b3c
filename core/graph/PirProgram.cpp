#include "core/graph/PirProgram.h"

#include "core/graph/ModelGraphLoader.h"
#include "core/graph/TargetNames.h"
#include "core/util/FileIO.h"

#include <charconv>
#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gnw {

namespace {

// Splits at commas outside <...>, [...], (...), {...} and "...".
std::vector<std::string_view> splitTopLevel(std::string_view text) {
    std::vector<std::string_view> out;
    int depth = 0;
    bool quoted = false;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"' && (i == 0 || text[i - 1] != '\\'))
            quoted = !quoted;
        else if (quoted)
            continue;
        else if (c == '<' || c == '[' || c == '(' || c == '{')
            ++depth;
        else if (c == '>' || c == ']' || c == ')' || c == '}')
            --depth;
        else if (c == ',' && depth == 0) {
            out.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (start < text.size())
        out.push_back(text.substr(start));
    for (auto& part : out) {
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ')
            part.remove_suffix(1);
    }
    return out;
}

// "tensor<1x3xf32>" -> "1x3xf32", "tensor<f32>" -> "xf32", "vec[tensor<a>,tensor<b>]" -> "[a, b]",
// "<<NULL TYPE>>" -> "None": the notation of model.py's pd_op comments.
std::string commentType(std::string_view type) {
    if (type.starts_with("tensor<") && type.ends_with(">")) {
        const std::string_view inner = type.substr(7, type.size() - 8);
        return inner.find('x') == std::string_view::npos ? "x" + std::string(inner) : std::string(inner);
    }
    if (type.starts_with("vec[") && type.ends_with("]")) {
        std::string out = "[";
        for (const std::string_view item : splitTopLevel(type.substr(4, type.size() - 5)))
            out += (out.size() > 1 ? ", " : "") + commentType(item);
        return out + "]";
    }
    return "None";
}

std::string commentTypes(std::string_view list) {
    std::string out;
    for (const std::string_view item : splitTopLevel(list))
        out += (out.empty() ? "" : ", ") + commentType(item);
    return out;
}

struct PirOp {
    std::vector<std::string_view> results, operands;
    std::string_view name;
    std::unordered_map<std::string_view, std::string_view> attrs;
    std::string_view inputTypes, outputTypes;
};

// `(%1, %2) = "dialect.op" (%0, <<NULL VALUE>>) {key:value,...} : (types) -> types`
std::optional<PirOp> parseOp(std::string_view line, std::string& error) {
    PirOp op;
    std::size_t p = 0;
    auto fail = [&](const char* what) {
        error = std::string("expected ") + what + " at column " + std::to_string(p + 1);
        return std::nullopt;
    };
    auto eat = [&](std::string_view s) {
        if (line.substr(p, s.size()) != s)
            return false;
        p += s.size();
        return true;
    };
    // The bracketed text starting at p (which holds `open`), balanced, quotes respected.
    auto bracketed = [&](char open, char close) -> std::optional<std::string_view> {
        if (p >= line.size() || line[p] != open)
            return std::nullopt;
        int depth = 0;
        bool quoted = false;
        for (std::size_t i = p; i < line.size(); ++i) {
            const char c = line[i];
            if (c == '"' && line[i - 1] != '\\')
                quoted = !quoted;
            else if (!quoted && c == open)
                ++depth;
            else if (!quoted && c == close && --depth == 0) {
                const std::string_view inner = line.substr(p + 1, i - p - 1);
                p = i + 1;
                return inner;
            }
        }
        return std::nullopt;
    };
    const auto results = bracketed('(', ')');
    if (!results)
        return fail("'(' and the results");
    op.results = splitTopLevel(*results);
    if (!eat(" = \""))
        return fail("' = \"'");
    const std::size_t nameEnd = line.find('"', p);
    if (nameEnd == std::string_view::npos)
        return fail("the op name");
    op.name = line.substr(p, nameEnd - p);
    p = nameEnd + 1;
    if (!eat(" "))
        return fail("' ('");
    const auto operands = bracketed('(', ')');
    if (!operands)
        return fail("the operands");
    op.operands = splitTopLevel(*operands);
    if (eat(" ")) {
        if (const auto attrs = bracketed('{', '}'))
            for (const std::string_view attr : splitTopLevel(*attrs)) {
                const std::size_t colon = attr.find(':');
                if (colon != std::string_view::npos)
                    op.attrs.emplace(attr.substr(0, colon), attr.substr(colon + 1));
            }
    }
    if (!eat(" : "))
        return fail("' : ' and the types");
    const auto inputs = bracketed('(', ')');
    if (!inputs)
        return fail("the operand types");
    op.inputTypes = *inputs;
    if (!eat(" -> "))
        return fail("' -> '");
    op.outputTypes = line.substr(p);
    return op;
}

std::string unquote(std::string_view s) {
    return s.size() >= 2 && s.front() == '"' && s.back() == '"' ? std::string(s.substr(1, s.size() - 2))
                                                                : std::string(s);
}

// "/SqueezeNet/MakeFire_7/" -> "SqueezeNet.MakeFire_7"
std::string modulePathOf(std::string_view structName) {
    std::string path;
    for (char c : unquote(structName))
        path += c == '/' ? '.' : c;
    while (!path.empty() && path.front() == '.')
        path.erase(path.begin());
    while (!path.empty() && path.back() == '.')
        path.pop_back();
    return path;
}

// "[1,-1,1,1]" -> a list of ints; nullopt when not a list of integers.
std::optional<GraphArg> intList(std::string_view text) {
    if (text.size() < 2 || text.front() != '[' || text.back() != ']')
        return std::nullopt;
    std::vector<GraphArg> items;
    for (const std::string_view item : splitTopLevel(text.substr(1, text.size() - 2))) {
        std::int64_t v = 0;
        const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
        if (ec != std::errc() || ptr != item.data() + item.size())
            return std::nullopt;
        items.push_back(GraphArg::integerValue(v));
    }
    return GraphArg::list(std::move(items));
}

} // namespace

Result<Graph> graphFromPirProgram(std::string_view program, std::string_view fileName) {
    Graph g;
    g.fileName = std::string(fileName);
    g.framework = Framework::Paddle;
    g.className = "PIR program";
    std::unordered_map<std::string_view, GraphArg> values;
    auto error = [&](int line, std::string message) {
        return Error{std::string(fileName), line, 0,
                     "program_desc line " + std::to_string(line) + ": " + message};
    };
    auto newValue = [&](std::string name, std::int32_t producer, std::int32_t position) {
        const ValueId id{static_cast<std::int32_t>(g.values.size())};
        g.values.push_back(GraphValue{std::move(name), producer, position});
        return id;
    };
    int lineNo = 0;
    std::size_t start = 0;
    while (start < program.size()) {
        std::size_t end = program.find('\n', start);
        if (end == std::string_view::npos)
            end = program.size();
        std::string_view line = program.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
            line.remove_prefix(1);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
            line.remove_suffix(1);
        if (line.empty() || line == "{" || line == "}")
            continue;
        std::string why;
        const std::optional<PirOp> op = parseOp(line, why);
        if (!op)
            return error(lineNo, why);
        const std::vector<std::string_view> outputTypes = splitTopLevel(op->outputTypes);
        auto attr = [&](std::string_view key) {
            const auto it = op->attrs.find(key);
            return it == op->attrs.end() ? std::string_view() : it->second;
        };
        if (op->name == "builtin.parameter" || op->name == "pd_op.data") {
            if (op->results.size() != 1)
                return error(lineNo, "expected one result of " + std::string(op->name));
            GraphInput in;
            in.name = unquote(attr(op->name == "pd_op.data" ? "name" : "parameter_name"));
            in.value = newValue(in.name, -1, static_cast<std::int32_t>(g.inputs.size()));
            values[op->results[0]] = GraphArg::reference(in.value);
            g.inputs.push_back(std::move(in));
            continue;
        }
        std::vector<GraphArg> args;
        for (const std::string_view operand : op->operands) {
            if (operand.starts_with("<<")) {
                args.push_back(GraphArg::none());
                continue;
            }
            const auto it = values.find(operand);
            if (it == values.end())
                return error(lineNo, "expected a defined value but found '" + std::string(operand) + "'");
            args.push_back(it->second);
        }
        if (op->name == "builtin.combine" && op->results.size() == 1) {
            values[op->results[0]] = GraphArg::list(std::move(args)); // as model.py's combine_0 = [a, b]
            continue;
        }
        if (op->name == "pd_op.full_int_array" && op->results.size() == 1) {
            if (auto list = intList(attr("value"))) { // as model.py's full_int_array_0 = [1, 2]
                values[op->results[0]] = std::move(*list);
                continue;
            }
        }
        const std::string comment = std::string(op->name) + ": (" + commentTypes(op->outputTypes) + ") <- (" +
                                    commentTypes(op->inputTypes) + ")";
        // Line 0: nothing in model.py; the column tells the program's statements apart (op histogram).
        const SourceSpan span{0, lineNo, 0, lineNo};
        auto addNode = [&](std::string target, std::vector<GraphArg> nodeArgs, std::size_t outputs) {
            GraphNode n;
            n.id = static_cast<std::int32_t>(g.nodes.size());
            n.target = std::move(target);
            n.args = std::move(nodeArgs);
            n.span = span;
            n.comment = comment;
            n.modulePath = modulePathOf(attr("struct_name"));
            for (std::size_t k = 0; k < outputs; ++k) {
                const std::string_view result = op->results[k];
                const std::string name = std::string(op->name.substr(op->name.find('.') + 1)) + "_" +
                                         std::string(result.substr(1));
                n.outputs.push_back(newValue(name, n.id, static_cast<std::int32_t>(k)));
                values[result] = GraphArg::reference(n.outputs.back());
            }
            g.nodes.push_back(std::move(n));
        };
        if (op->name == "builtin.split") {
            if (args.size() != 1)
                return error(lineNo, "expected one operand of builtin.split");
            for (std::size_t k = 0; k < op->results.size(); ++k) {
                addNode(std::string(kGetItemTarget),
                        {args[0], GraphArg::integerValue(static_cast<std::int64_t>(k))}, 0);
                const ValueId id =
                    newValue("split_" + std::string(op->results[k].substr(1)), g.nodes.back().id, 0);
                g.nodes.back().outputs.push_back(id);
                values[op->results[k]] = GraphArg::reference(id);
            }
            continue;
        }
        if (outputTypes.size() < op->results.size())
            return error(lineNo, "expected a type per result");
        const std::string target = op->name.starts_with("pd_op.")
                                       ? "paddle._C_ops." + std::string(op->name.substr(6))
                                       : std::string(op->name);
        addNode(target, std::move(args), op->results.size());
    }
    if (g.nodes.empty())
        return error(lineNo, "expected at least one op in the program but found none");
    for (const ValueId id : g.nodes.back().outputs)
        g.outputs.push_back(GraphArg::reference(id));
    g.returnsTuple = g.outputs.size() > 1;
    return g;
}

Result<Graph> loadSampleGraph(ModelGraphLoader& loader, const std::filesystem::path& sampleDir) {
    Result<Graph> graph = loader.fromFile(sampleDir / "model.py");
    if (graph)
        return graph;
    const std::filesystem::path json = sampleDir / "graph_net.json";
    std::error_code ec;
    if (!std::filesystem::exists(json, ec))
        return graph;
    const auto text = readFile(json);
    if (!text)
        return graph;
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (!j.is_object() || !j.contains("program_desc") || !j["program_desc"].is_string())
        return graph;
    // model.py is no graph (a wrapper around paddle.vision.models); the PIR program is.
    Result<Graph> program =
        graphFromPirProgram(j["program_desc"].get_ref<const std::string&>(), json.string());
    return program ? std::move(program) : std::move(graph);
}

} // namespace gnw
