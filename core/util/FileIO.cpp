#include "core/util/FileIO.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ftw.h>
#include <memory>

namespace gnw {

Result<std::string> readFile(const std::filesystem::path& path) {
    std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!f)
        return Error{path.string(), 0, 0, std::string("cannot open: ") + std::strerror(errno)};
    std::string out;
    char buf[1 << 16];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f.get())) > 0)
        out.append(buf, n);
    if (std::ferror(f.get()))
        return Error{path.string(), 0, 0, std::string("read error: ") + std::strerror(errno)};
    return out;
}

void removeTree(const std::filesystem::path& path) {
    // Depth first (FTW_DEPTH) so that a folder is empty when its turn comes; links are removed, never
    // followed (FTW_PHYS).
    ::nftw(
        path.c_str(),
        [](const char* entry, const struct stat*, int, struct FTW*) {
            std::remove(entry);
            return 0;
        },
        32, FTW_DEPTH | FTW_PHYS);
}

} // namespace gnw
