#include "core/engine/run/DeviceLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>

namespace gnw::engine {

namespace {

std::string deviceKey(const std::string& device) {
    std::string key = device == "cuda" ? "cuda:0" : device;
    for (char& c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
            c = '_';
    return key;
}

std::string readAll(int fd) {
    std::string text;
    char buf[512];
    ssize_t n = 0;
    off_t at = 0;
    while ((n = pread(fd, buf, sizeof buf, at)) > 0) {
        text.append(buf, static_cast<std::size_t>(n));
        at += n;
    }
    while (!text.empty() && (text.back() == '\n' || text.back() == '\0'))
        text.pop_back();
    return text;
}

std::string nowText() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &tm);
    return buf;
}

} // namespace

DeviceLock::DeviceLock(DeviceLock&& other) noexcept : m_fd(other.m_fd) { other.m_fd = -1; }

DeviceLock& DeviceLock::operator=(DeviceLock&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0)
            close(m_fd);
        m_fd = other.m_fd;
        other.m_fd = -1;
    }
    return *this;
}

DeviceLock::~DeviceLock() {
    if (m_fd >= 0) {
        // The next holder writes its own description; an empty file means "free" to a reader.
        if (ftruncate(m_fd, 0) != 0) {
            // A stale description only misnames the holder to a later waiter, who gets the lock anyway.
        }
        close(m_fd); // releases the flock
    }
}

std::filesystem::path DeviceLock::directory() {
    if (const char* dir = std::getenv("GNW_DEVICE_LOCK_DIR"); dir && *dir)
        return dir;
    return "/tmp";
}

std::filesystem::path DeviceLock::fileFor(const std::string& device) {
    return directory() / ("graphnet-bench-device-" + deviceKey(device) + ".lock");
}

Result<std::optional<DeviceLock>> DeviceLock::acquire(const std::string& device, const std::string& holder,
                                                      const std::function<void(const std::string&)>& onWait,
                                                      const std::function<bool()>& cancelled) {
    const auto path = fileFor(device);
    // A GNW_DEVICE_LOCK_DIR that does not exist yet is made (cluster jobs and test runs name fresh ones).
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    // Anyone on the machine may have to take it next: the file is world-writable whoever made it.
    const mode_t old = umask(0);
    const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    umask(old);
    if (fd < 0)
        return Error{path.string(), 0, 0, std::string("cannot open the device lock: ") + std::strerror(errno)};
    std::string lastHolder;
    bool announced = false;
    while (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            const int err = errno;
            close(fd);
            return Error{path.string(), 0, 0, std::string("cannot lock the device: ") + std::strerror(err)};
        }
        if (cancelled && cancelled()) {
            close(fd);
            return std::optional<DeviceLock>();
        }
        std::string current = readAll(fd);
        if (current.empty())
            current = "another process (it has not said who it is yet)";
        if (!announced || current != lastHolder) {
            if (onWait)
                onWait(current);
            lastHolder = current;
            announced = true;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    const std::string text =
        "pid " + std::to_string(getpid()) + " since " + nowText() + ": " + holder + "\n";
    if (ftruncate(fd, 0) != 0 || pwrite(fd, text.data(), text.size(), 0) < 0) {
        // The lock is held all the same; a waiter then only cannot say by whom.
    }
    return std::optional<DeviceLock>(DeviceLock(fd));
}

} // namespace gnw::engine
