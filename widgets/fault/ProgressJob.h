#pragma once
// A BackgroundJob whose work reports progress lines and polls a cancel flag: how the fault dialogs run a
// FaultLocatorService call. Lines reach `onLine` queued on `receiver`'s thread (dropped once it is gone);
// BackgroundJob::requestStop() sets the flag, and the work still delivers what it found.
#include "widgets/common/BackgroundJob.h"

#include <QPointer>
#include <QString>

#include <atomic>
#include <functional>
#include <stop_token>

namespace gnw::ui {

// `work(progress, cancel)` returns the outcome; `deliver(outcome)` runs on the job's thread.
template <typename Receiver, typename Work, typename OnLine, typename Deliver>
void startWithProgress(BackgroundJob* job, Receiver* receiver, Work work, OnLine onLine, Deliver deliver) {
    QPointer<Receiver> self(receiver);
    job->start(
        [self, work = std::move(work), onLine = std::move(onLine)](std::stop_token stop) {
            std::atomic<bool> cancel{false};
            std::stop_callback onStop(stop, [&cancel] { cancel = true; });
            const std::function<void(const QString&)> progress = [self, onLine](const QString& line) {
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, onLine, line] {
                        if (self)
                            onLine(self.data(), line);
                    },
                    Qt::QueuedConnection);
            };
            return std::optional(work(progress, cancel));
        },
        std::move(deliver));
}

} // namespace gnw::ui
