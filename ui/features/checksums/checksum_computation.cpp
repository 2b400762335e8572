#include "checksum_computation.h"

#include <QCryptographicHash>

#include <zlib.h>

#include <algorithm>
#include <memory>

namespace u8i::ui {

namespace {
constexpr Offset kBlock = Offset{4} << 20;
} // namespace

Checksums computeChecksums(Bytes data, const std::atomic<bool> *cancel, std::atomic<Offset> *done,
                           const std::function<void(Offset, Offset)> &release)
{
    using Hash = QCryptographicHash;
    std::array<std::unique_ptr<Hash>, 4> hashes{
        std::make_unique<Hash>(Hash::Md5), std::make_unique<Hash>(Hash::Sha1),
        std::make_unique<Hash>(Hash::Sha256), std::make_unique<Hash>(Hash::Sha3_256)};
    uLong crc = crc32_z(0L, Z_NULL, 0);
    Checksums out;
    for (Offset at = 0; at < data.size(); at += kBlock) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            out.cancelled = true;
            return out;
        }
        const Offset n = std::min(kBlock, data.size() - at);
        crc = crc32_z(crc, data.data() + at, static_cast<z_size_t>(n));
        const QByteArrayView block(reinterpret_cast<const char *>(data.data() + at),
                                   static_cast<qsizetype>(n));
        for (auto &hash : hashes)
            hash->addData(block);
        if (release)
            release(at, at + n);
        if (done)
            done->store(at + n, std::memory_order_relaxed);
    }
    out.hex[0] = QStringLiteral("%1").arg(static_cast<quint32>(crc), 8, 16, QLatin1Char('0'));
    for (std::size_t i = 0; i < hashes.size(); ++i)
        out.hex[i + 1] = QString::fromLatin1(hashes[i]->result().toHex());
    return out;
}

} // namespace u8i::ui
