#include "core/logs/LogFileImport.h"

#include "core/logs/LogDigest.h"
#include "core/logs/LogImport.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/util/FileIO.h"

#include <filesystem>

namespace gnw {

Result<LogFileImport> importLogFile(ResultStore& store, const std::string& file, const std::string& runName) {
    auto bytes = readFile(file);
    if (!bytes)
        return bytes.error();
    LogFileImport out;
    try {
        const std::string digest = logDigest(*bytes);
        if ((out.duplicateOf = store.findRunByDigest(digest)))
            return out;
        auto parsed = parseLog(*bytes, file);
        if (!parsed)
            return parsed.error();
        std::error_code ec;
        const auto absolute = std::filesystem::absolute(file, ec);
        for (auto& r : runsFromLog(*parsed, runName, digest)) {
            r.run.sourceFile = ec ? file : absolute.lexically_normal().string();
            StoredLogRun stored;
            stored.id = store.importRun(r.run, r.results);
            stored.linked = store.linkSamples(stored.id);
            stored.name = r.run.name;
            stored.compiler = r.run.compiler;
            stored.samples = r.results.size();
            for (const auto& result : r.results)
                ++stored.statuses[std::string(statusName(result.status))];
            stored.notes = std::move(r.notes);
            out.runs.push_back(std::move(stored));
        }
    } catch (const DatabaseError& e) {
        return Error{file, 0, 0, e.what()};
    }
    return out;
}

} // namespace gnw
