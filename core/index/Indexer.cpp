#include "core/index/Indexer.h"

#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/SampleSummary.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/store/SampleStore.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_set>

namespace fs = std::filesystem;

namespace gnw {

std::string datasetKey(const fs::path& root) {
    std::error_code ec;
    auto p = fs::weakly_canonical(fs::absolute(root, ec), ec);
    auto s = p.generic_string();
    while (s.size() > 1 && s.back() == '/')
        s.pop_back();
    return s;
}

namespace {

// Workers summarise samples and hand them over through a queue; the caller drains it and writes.
class SummaryPool {
public:
    SummaryPool(const std::vector<SampleLocation>& todo, int threads, const SampleAnalyzer* analyzer,
                SummaryDepth depth = SummaryDepth::Full)
        : m_todo(todo), m_analyzer(analyzer), m_depth(depth) {
        const int n = threads <= 0 ? 0 : std::max(1, std::min<int>(threads, static_cast<int>(todo.size())));
        for (int i = 0; i < n; ++i)
            m_workers.emplace_back([this] { work(); });
    }
    ~SummaryPool() {
        m_stop = true;
        for (auto& w : m_workers)
            w.join();
    }
    void cancel() { m_stop = true; }

    // Blocks until at least one summary is ready or all are taken; empty result = finished.
    std::deque<SampleSummary> take() {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [this] { return !m_done.empty() || m_finished == m_todo.size() || m_stop; });
        std::deque<SampleSummary> out;
        out.swap(m_done);
        return out;
    }

private:
    void work() {
        while (!m_stop) {
            const size_t i = m_next.fetch_add(1);
            if (i >= m_todo.size())
                return;
            auto summary = summarizeSample(m_todo[i], m_analyzer, m_depth);
            {
                std::lock_guard lock(m_mutex);
                m_done.push_back(std::move(summary));
                ++m_finished;
            }
            m_ready.notify_one();
        }
    }

    const std::vector<SampleLocation>& m_todo;
    const SampleAnalyzer* m_analyzer;
    SummaryDepth m_depth;
    std::atomic<size_t> m_next{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<SampleSummary> m_done;
    size_t m_finished = 0;
    std::vector<std::thread> m_workers;
};

int linkUnlinkedResults(Database& db) {
    std::vector<std::int64_t> runs;
    {
        auto st = db.prepare("SELECT DISTINCT run_id FROM results WHERE sample_id IS NULL");
        while (st.step())
            runs.push_back(st.columnInt(0));
    }
    int linked = 0;
    ResultStore results(db);
    for (const auto run : runs)
        linked += results.linkSamples(run);
    return linked;
}

void fillCounts(IndexReport& report, SampleStore& store) {
    for (const auto& rec : store.samples(report.root)) {
        const auto& s = rec.summary;
        ++report.samples;
        ++report.categories[s.category];
        ++report.tags[s.heuristicTag];
        report.analyzed += s.analysis.analyzed ? 1 : 0;
        if (!s.valid()) {
            ++report.invalid;
            report.errors.push_back({s.relPath, s.errors.front().toString()});
        }
        report.withWarnings += s.warnings.empty() ? 0 : 1;
        for (const auto& w : s.warnings)
            report.warnings.push_back({s.relPath, w.toString()});
    }
}

} // namespace

Result<IndexReport> indexDataset(Database& db, const fs::path& root, const IndexOptions& options,
                                 const IndexProgressFn& progress) {
    const auto start = std::chrono::steady_clock::now();
    IndexReport report;
    report.root = datasetKey(root);
    std::error_code ec;
    if (!fs::is_directory(report.root, ec))
        return Error{root.string(), 0, 0, "not a readable directory"};
    if (fs::directory_iterator it(report.root, ec); ec)
        return Error{root.string(), 0, 0, "cannot read directory: " + ec.message()};

    bool cancelled = false;
    auto keepGoing = [&] {
        if (progress && !progress(IndexProgress{0, 0, {}}))
            cancelled = true;
        return !cancelled;
    };
    const auto found = discoverSamples(report.root, progress ? std::function<bool()>(keepGoing) : nullptr);

    SampleStore store(db);
    const auto stored = store.storedStamps(report.root);
    const SampleAnalyzer* analyzer = options.analyzer.get();
    std::vector<SampleLocation> toRead, toAnalyse;
    std::vector<std::string> present;
    for (const auto& loc : found) {
        present.push_back(loc.relPath);
        auto it = stored.find(loc.relPath);
        const std::string stamps = fileStampsOf(loc.dir);
        // Unchanged files are skipped, unless the row predates the current parsers (kParserVersion), or an
        // analyzer is given and the stored analysis is missing or came from another analyzer version (an
        // unchanged re-index with the same analyzer redoes nothing).
        const bool changed = options.force || it == stored.end() || it->second.files != stamps ||
                             !it->second.analysis.starts_with(analysisStampsOf(stamps, nullptr));
        const bool unanalysed =
            analyzer && (it == stored.end() || it->second.analysis != analysisStampsOf(stamps, analyzer));
        if (changed)
            toRead.push_back(loc);
        else if (unanalysed)
            toAnalyse.push_back(loc);
    }
    const std::size_t analysisOnly = toAnalyse.size(); // unchanged files, analysis missing or outdated
    std::unordered_set<std::string> readAgain;
    for (const auto& loc : toAnalyse)
        readAgain.insert(loc.relPath);
    report.reused = found.size() - toRead.size() - analysisOnly;
    const int threads = options.threads > 0
                            ? options.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

    // Stage 1: summaries without the analyzer, so the browser has every sample within seconds. A sample the
    // analyzer would not touch (invalid, Paddle) is final here and carries the analyzer's stamps. With an
    // analyzer, a torch sample's model.py waits for stage 2, which parses it anyway (once, not twice).
    if (!cancelled && !toRead.empty()) {
        SummaryPool pool(toRead, threads, nullptr, analyzer ? SummaryDepth::MetaOnly : SummaryDepth::Full);
        IndexProgress p{found.size() - toRead.size(), found.size(), {}, IndexStage::Reading};
        std::size_t read = 0;
        while (read < toRead.size()) {
            auto batch = pool.take();
            if (batch.empty())
                break;
            Transaction tx(db);
            for (auto& s : batch) {
                ++read;
                if (analyzer && (!s.valid() || s.framework == "paddle"))
                    s.analysisStamps = analysisStampsOf(s.fileStamps, analyzer);
                else if (analyzer)
                    toAnalyse.push_back(SampleLocation{fs::path(report.root) / s.relPath, s.relPath});
                store.upsert(report.root, s);
            }
            tx.commit();
            p.done += batch.size();
            p.current = batch.back().relPath;
            if (progress && !progress(p)) {
                cancelled = true;
                pool.cancel();
                break;
            }
        }
        report.parsed = read;
    }
    if (!cancelled) { // before the analysis, so the browser never lists samples that are gone
        Transaction tx(db);
        report.removed = static_cast<size_t>(store.removeMissing(report.root, present));
        tx.commit();
    }
    report.browsableSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    // Stage 2: the analysis, streamed into the rows written above.
    if (!cancelled && !toAnalyse.empty()) {
        std::sort(toAnalyse.begin(), toAnalyse.end(),
                  [](const SampleLocation& a, const SampleLocation& b) { return a.relPath < b.relPath; });
        IndexProgress p{0, toAnalyse.size(), {}, IndexStage::Analysing};
        if (progress && !progress(p))
            cancelled = true;
    }
    if (!cancelled && !toAnalyse.empty()) {
        IndexProgress p{0, toAnalyse.size(), {}, IndexStage::Analysing};
        SummaryPool pool(toAnalyse, threads, analyzer);
        std::size_t analysed = 0;
        while (analysed < toAnalyse.size()) {
            auto batch = pool.take();
            if (batch.empty())
                break;
            Transaction tx(db);
            for (const auto& s : batch) {
                store.upsert(report.root, s);
                ++analysed;
                report.parsed += readAgain.count(s.relPath); // unchanged files read again for the analysis
                report.analyzedNow += s.analysis.analyzed ? 1 : 0;
                report.analysisSeconds += s.analysis.milliseconds / 1000.0;
            }
            tx.commit();
            p.done = analysed;
            p.current = batch.back().relPath;
            if (progress && !progress(p)) {
                cancelled = true;
                pool.cancel();
                break;
            }
        }
    }

    report.cancelled = cancelled;
    if (!cancelled) {
        Transaction tx(db);
        report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        store.recordIndexed(report.root, report.seconds);
        tx.commit();
        // Runs measured or imported before their samples were indexed link to them now (the roofline and
        // the categories of their results come from the samples).
        report.linkedResults = linkUnlinkedResults(db);
    }
    fillCounts(report, store);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace gnw
