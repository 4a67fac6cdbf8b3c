#pragma once
// Minimal argument parsing: positionals, `--key value`, `--key=value` and boolean `--flag`s. Which
// options take a value is declared by the command, so `--json` never swallows the next positional.
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gnw::cli {

class Args {
public:
    // argv after the subcommand name. Returns an error message on malformed input.
    static std::optional<std::string> parse(const std::vector<std::string>& argv, const std::set<std::string>& valueOptions,
                                            const std::set<std::string>& flagOptions, Args& out);

    const std::vector<std::string>& positionals() const { return m_positionals; }
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;   // repeated options
    std::string valueOr(const std::string& name, const std::string& fallback) const;
    bool has(const std::string& name) const { return m_values.count(name) > 0 || flag(name); }

private:
    std::vector<std::string> m_positionals;
    std::multimap<std::string, std::string> m_values;
    std::set<std::string> m_flags;
};

// Parses an int/double option; on failure prints "option --name: ..." to stderr and returns nullopt.
std::optional<long long> intOption(const Args& args, const std::string& name, long long fallback);
std::optional<double> doubleOption(const Args& args, const std::string& name, double fallback);

// "a,b,,c" -> {"a", "b", "c"}: a comma-separated option value, empty items dropped.
std::vector<std::string> splitCommas(const std::string& text);
// Run ids from a repeatable option, each value a comma-separated list ("--run 1,2 --run 5"); on a bad id
// prints "option --NAME: ..." to stderr and returns nullopt.
std::optional<std::vector<std::int64_t>> runIdsOption(const Args& args, const std::string& name);

} // namespace gnw::cli
