// Checksums of a range of bytes: CRC-32 through zlib, MD5, SHA-1, SHA-256 and SHA3-256 through
// QCryptographicHash, all in one pass over the bytes in blocks, so that a mapped file of any size
// is read once, with progress, a cancel flag checked between blocks, and the pages read released
// behind it.
#pragma once

#include <u8i/types.h>

#include <QString>

#include <array>
#include <atomic>
#include <functional>

namespace u8i::ui {

enum class ChecksumKind { Crc32, Md5, Sha1, Sha256, Sha3_256 };
inline constexpr int kChecksumKindCount = static_cast<int>(ChecksumKind::Sha3_256) + 1;

struct Checksums {
    std::array<QString, kChecksumKindCount> hex; // lower-case hex digits, as sha256sum prints
    bool cancelled = false;
    [[nodiscard]] const QString &of(ChecksumKind kind) const
    {
        return hex[static_cast<std::size_t>(kind)];
    }
};

// The checksums of `data`. `done` (may be null) counts the bytes read; `release` (may be empty) is
// told each block once it was read.
[[nodiscard]] Checksums computeChecksums(Bytes data, const std::atomic<bool> *cancel = nullptr,
                                         std::atomic<Offset> *done = nullptr,
                                         const std::function<void(Offset, Offset)> &release = {});

} // namespace u8i::ui
