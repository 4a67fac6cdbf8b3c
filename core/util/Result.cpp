#include "core/util/Result.h"

namespace gnw {

std::string Error::toString() const {
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0) {
            out += ':' + std::to_string(line);
            if (column > 0)
                out += ':' + std::to_string(column);
        }
        out += ": ";
    }
    out += message;
    return out;
}

} // namespace gnw
