#pragma once
// Content digest of an imported log: the same bytes imported twice are recognised as a duplicate run.
#include <string>
#include <string_view>

namespace gnw {

// SHA-256 of `bytes` as 64 lowercase hex characters.
std::string logDigest(std::string_view bytes);

} // namespace gnw
