#include "core/dataset/Indexer.h"

#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/SampleSummary.h"
#include "core/store/Database.h"
#include "core/store/SampleStore.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

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
    SummaryPool(const std::vector<SampleLocation>& todo, int threads, const SampleAnalyzer* analyzer)
        : m_todo(todo), m_analyzer(analyzer) {
        const int n = std::max(1, std::min<int>(threads, static_cast<int>(todo.size())));
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
            auto summary = summarizeSample(m_todo[i], m_analyzer);
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
    std::atomic<size_t> m_next{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<SampleSummary> m_done;
    size_t m_finished = 0;
    std::vector<std::thread> m_workers;
};

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
    std::vector<SampleLocation> todo;
    std::vector<std::string> present;
    for (const auto& loc : found) {
        present.push_back(loc.relPath);
        auto it = stored.find(loc.relPath);
        const std::string stamps = fileStampsOf(loc.dir);
        // Unchanged files are skipped, unless the row predates the current parsers (kParserVersion), or an
        // analyzer is given and the stored analysis is missing or came from another analyzer version (an
        // unchanged re-index with the same analyzer redoes nothing).
        const bool changed = it == stored.end() || it->second.files != stamps ||
                             !it->second.analysis.starts_with(analysisStampsOf(stamps, nullptr));
        const bool unanalysed =
            analyzer && (it == stored.end() || it->second.analysis != analysisStampsOf(stamps, analyzer));
        if (options.force || changed || unanalysed)
            todo.push_back(loc);
    }
    report.reused = found.size() - todo.size();

    if (!cancelled) {
        const int threads = options.threads > 0 ? options.threads
                                                : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        SummaryPool pool(todo, threads, analyzer);
        IndexProgress p{report.reused, found.size(), {}};
        while (report.parsed < todo.size()) {
            auto batch = pool.take();
            if (batch.empty())
                break;
            Transaction tx(db);
            for (const auto& s : batch) {
                store.upsert(report.root, s);
                ++report.parsed;
                report.analyzedNow += s.analysis.analyzed ? 1 : 0;
                report.analysisSeconds += s.analysis.milliseconds / 1000.0;
            }
            tx.commit();
            p.done = report.reused + report.parsed;
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
        report.removed = static_cast<size_t>(store.removeMissing(report.root, present));
        report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        store.recordIndexed(report.root, report.seconds);
        tx.commit();
    }
    fillCounts(report, store);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace gnw
