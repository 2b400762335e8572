// Text in a legacy charset converted to UTF-8, piece by piece, in bounded memory: bytes are fed
// in chunks of any size (a character split between two chunks comes out whole) and UTF-8 comes out
// through a sink. Bytes the charset does not define become U+FFFD and are counted. Used by
// `--decode --from` and by the GUI's Convert to UTF-8.
#pragma once

#include "u8i/mojibake/legacy_charset.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace u8i::charsets {

class Utf8Converter {
  public:
    // Receives UTF-8; returns false to stop (a write failed).
    using Sink = std::function<bool(std::string_view utf8)>;

    Utf8Converter(const LegacyCharset &charset, Sink sink);

    // Converts what can be converted of `chunk` (with what an earlier chunk left); the rest waits
    // for the next chunk. False when the sink refused.
    [[nodiscard]] bool feed(Bytes chunk);
    // Converts what is left. False when the sink refused.
    [[nodiscard]] bool finish();

    [[nodiscard]] Offset undefinedBytes() const { return m_undefined; }
    [[nodiscard]] Offset bytesRead() const { return m_read; }
    // The offset of the first undefined byte, or kNoOffset.
    [[nodiscard]] Offset firstUndefined() const { return m_firstUndefined; }

  private:
    [[nodiscard]] bool convert(Bytes bytes);
    // How much of the pending bytes can be converted now.
    [[nodiscard]] Offset cutPoint(Bytes pending) const;

    const LegacyCharset &m_charset;
    Sink m_sink;
    std::vector<std::uint8_t> m_pending; // bytes not yet converted: from the last point in step
    Offset m_read = 0;                   // bytes fed so far
    Offset m_converted = 0;              // bytes converted so far
    Offset m_undefined = 0;
    Offset m_firstUndefined = kNoOffset;
};

// Converts all of `data` in chunks (a mapped file); `stop` is polled between chunks, `done`
// advanced. False when the sink refused or `stop` became true.
[[nodiscard]] bool convertToUtf8(Bytes data, Utf8Converter &converter,
                                 const std::function<bool(Offset done)> &keepGoing = {});

} // namespace u8i::charsets
