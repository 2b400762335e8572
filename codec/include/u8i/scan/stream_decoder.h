// A push decoder for data that arrives in chunks (pipes, stdin): items come out exactly as
// decodeItemAt would give them on the whole data, whatever the chunk boundaries.
#pragma once

#include "u8i/utf8/item.h"

#include <functional>
#include <string>
#include <vector>

namespace u8i {

class StreamDecoder {
  public:
    // Called for each item, in order, with the item's bytes. (A run of unexpected continuation
    // bytes is held until it ends, so its bytes are in memory at once.)
    using ItemSink = std::function<void(const Item &item, Bytes bytes)>;

    explicit StreamDecoder(ItemSink sink);

    // Feeds the next chunk. Items that are complete are passed to the sink.
    void feed(Bytes chunk);
    // The data ended: passes the last, possibly truncated, item.
    void finish();

    [[nodiscard]] Offset bytesSeen() const { return m_offset; }

  private:
    ItemSink m_sink;
    Offset m_offset = 0;                 // bytes fed so far
    std::vector<std::uint8_t> m_pending; // bytes of an item that may still grow (at most 6)
    Offset m_pendingStart = 0;
};

// How --decode treats ill-formed groups.
enum class ErrorMode {
    Replace, // one U+FFFD per maximal subpart (CPython 'replace', WHATWG)
    Strict,  // stop at the first ill-formed group
    Ignore,  // drop ill-formed bytes
    Escape,  // each ill-formed byte as \xHH (CPython 'backslashreplace')
    // Each ill-formed byte B as the lone surrogate U+DC00+B (CPython 'surrogateescape', PEP 383),
    // written as its three bytes ED B2 80..ED B3 BF: not UTF-8, but what a decoder that lets
    // surrogates pass (CPython 'surrogatepass', CESU-8) reads back as that surrogate.
    SurrogateEscape,
};

// Decodes the whole of data to UTF-8 with the given mode. In Strict mode, decoding stops at the
// first ill-formed group and `firstError` receives it. A block that the block summary finds
// well-formed is copied as it is; the others are decoded item by item.
[[nodiscard]] std::string decodeToUtf8(Bytes data, ErrorMode mode, Item *firstError = nullptr);

// Appends the output of one item to `out` in the given mode (the bytes of a character, U+FFFD per
// replacement unit, nothing, or escapes). `bytes` are the item's bytes.
void appendDecoded(std::string &out, const Item &item, Bytes bytes, ErrorMode mode);

} // namespace u8i
