#pragma once
// One benchmark at a time per device, machine-wide: concurrent runs on one device disturb each other's
// timings (three CLI runs started together on a 2-core machine gave the identity backend S(0) = 1.70,
// 1.11, 1.11). Every run that times takes the device's lock, whoever starts it (CLI, the workbench's queue,
// a Slurm task on the node); a run that has to wait says for whom. The lock is an flock(2) on a file per
// device, so it is released when its holder exits or dies, and it holds across users and processes.
#include "core/util/Result.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace gnw::engine {

class DeviceLock {
public:
    DeviceLock(DeviceLock&& other) noexcept;
    DeviceLock& operator=(DeviceLock&& other) noexcept;
    DeviceLock(const DeviceLock&) = delete;
    DeviceLock& operator=(const DeviceLock&) = delete;
    ~DeviceLock();

    // Waits for `device`'s lock ("cuda" and "cuda:0" are one device), polling so that `cancelled` can end
    // the wait (nullopt then). `onWait` is called with the holder's description when the wait starts and
    // whenever the holder changes. `holder` describes this process to the next waiter (e.g. its command
    // line). Errors: the lock file cannot be created or locked.
    static Result<std::optional<DeviceLock>> acquire(const std::string& device, const std::string& holder,
                                                     const std::function<void(const std::string&)>& onWait,
                                                     const std::function<bool()>& cancelled = {});

    // The folder of the lock files: $GNW_DEVICE_LOCK_DIR, else /tmp (shared by everyone on the machine).
    static std::filesystem::path directory();
    static std::filesystem::path fileFor(const std::string& device);

private:
    explicit DeviceLock(int fd) : m_fd(fd) {}
    int m_fd = -1;
};

} // namespace gnw::engine
