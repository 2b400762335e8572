#include "detection/detection_sample.h"

#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/utf8/item.h"

#include <algorithm>

namespace u8i::charsets {

namespace {

constexpr Offset kLineReach = 4096;

// The first line start at or after `at` within kLineReach, else `at` rounded up to 4 bytes (a
// code unit boundary of UTF-16 and UTF-32).
Offset pieceStart(Bytes data, Offset at)
{
    const Offset stop = std::min(data.size(), at + kLineReach);
    for (Offset p = at; p < stop; ++p)
        if (data[p] == '\n')
            return p + 1;
    return std::min(data.size(), (at + 3) / 4 * 4);
}

} // namespace

DetectionSample::DetectionSample(Bytes data)
{
    const Offset size = data.size();
    const Offset head = std::min(size, kDetectionHead);
    m_head = data.first(head);
    if (size <= kDetectionHead + 2 * kDetectionPiece) {
        m_bytes = data;
        m_head = data.first(std::min(size, kDetectionHead));
        return;
    }
    m_copy.assign(m_head.begin(), m_head.end());
    for (const Offset at : {size / 2, size - kDetectionPiece}) {
        const Offset from = pieceStart(data, at);
        const Offset to = std::min(size, from + kDetectionPiece);
        m_copy.insert(m_copy.end(), data.begin() + static_cast<std::ptrdiff_t>(from),
                      data.begin() + static_cast<std::ptrdiff_t>(to));
    }
    m_bytes = Bytes(m_copy);
}

std::vector<std::uint8_t> DetectionSample::nonAsciiLines(Offset limit) const
{
    std::vector<std::uint8_t> out;
    const Bytes b = m_bytes;
    Offset lineStart = 0;
    bool high = false;
    for (Offset p = 0; p < b.size() && out.size() < limit; ++p) {
        high = high || b[p] >= 0x80;
        if (b[p] == '\n' || p + 1 == b.size()) {
            if (high)
                out.insert(out.end(), b.begin() + static_cast<std::ptrdiff_t>(lineStart),
                           b.begin() + static_cast<std::ptrdiff_t>(p + 1));
            lineStart = p + 1;
            high = false;
        }
    }
    return out;
}

ByteCounts countBytes(Bytes bytes)
{
    ByteCounts c;
    c.total = bytes.size();
    for (const std::uint8_t b : bytes) {
        if (b == 0)
            ++c.nul;
        else if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1B) ||
                 b == 0x7F)
            ++c.controls;
    }
    for (Offset p = 0; p < bytes.size();) {
        if (bytes[p] < 0x80) {
            ++p;
            continue;
        }
        const Item item = decodeItemAt(bytes, p);
        if (item.wellFormed) {
            ++c.multiByte;
        } else {
            ++c.illFormedGroups;
            const bool surrogate = item.kind == ErrorKind::Surrogate && item.length == 3;
            const bool nul = item.kind == ErrorKind::Overlong && item.length == 2 &&
                             bytes[p] == 0xC0 && bytes[p + 1] == 0x80;
            c.utf8Relatives += surrogate || nul ? 1 : 0;
        }
        p = item.end();
    }
    return c;
}

std::optional<Utf32Pattern> utf32Pattern(Bytes bytes)
{
    const Offset units = std::min<Offset>(bytes.size() / 4, 16384);
    if (units < 4)
        return std::nullopt;
    Offset little = 0;
    Offset big = 0;
    for (Offset i = 0; i < units; ++i) {
        const std::uint8_t *u = bytes.data() + 4 * i;
        const auto textLike = [](std::uint32_t cp) {
            return (cp >= 0x20 && cp != 0x7F && (cp < 0xD800 || cp > 0xDFFF) && cp <= 0x10FFFF) ||
                   cp == '\t' || cp == '\n' || cp == '\r';
        };
        little += u[3] == 0 && textLike(u[0] | (u[1] << 8) | (std::uint32_t{u[2]} << 16));
        big += u[0] == 0 && textLike(u[3] | (u[2] << 8) | (std::uint32_t{u[1]} << 16));
    }
    const Offset best = std::max(little, big);
    const double share = static_cast<double>(best) / static_cast<double>(units);
    if (share < 0.9)
        return std::nullopt;
    return Utf32Pattern{little >= big, share};
}

} // namespace u8i::charsets
