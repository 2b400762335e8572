// What the libFuzzer targets share: an invariant that aborts (so that libFuzzer keeps the input),
// numbers derived from the input (each input explores its own cuts and options), and whether
// bytes are well-formed UTF-8 as the codec reads them.
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/item.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace u8i::fuzz {

[[noreturn]] inline void fail(const char *what, Offset at)
{
    std::fprintf(stderr, "invariant broken: %s (offset %llu)\n", what,
                 static_cast<unsigned long long>(at));
    std::abort();
}

inline void check(bool ok, const char *what, Offset at = 0)
{
    if (!ok)
        fail(what, at);
}

// A number derived from the input (FNV-1a of its first 64 bytes and `salt`).
inline std::uint64_t derived(Bytes data, unsigned salt)
{
    std::uint64_t h = 1469598103934665603ull ^ salt;
    for (std::size_t i = 0; i < data.size() && i < 64; ++i)
        h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

// A cut of `data` in [0, size], derived from it.
inline Offset derivedCut(Bytes data, unsigned salt)
{
    return data.empty() ? 0 : derived(data, salt) % (data.size() + 1);
}

inline bool isWellFormedUtf8(Bytes data)
{
    for (Offset pos = 0; pos < data.size();) {
        const Item item = decodeItemAt(data, pos);
        if (!item.wellFormed)
            return false;
        pos = item.end();
    }
    return true;
}

inline bool isWellFormedUtf8(std::string_view text)
{
    return isWellFormedUtf8(
        Bytes(reinterpret_cast<const std::uint8_t *>(text.data()), text.size()));
}

inline Bytes bytesOf(std::string_view text)
{
    return Bytes(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
}

} // namespace u8i::fuzz
