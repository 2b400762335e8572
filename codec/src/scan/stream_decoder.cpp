// Chunked decoding: an item that reaches the end of a chunk and could still grow is held back
// until the next chunk (or finish()) decides it.
#include "u8i/scan/stream_decoder.h"
#include "u8i/hex_text.h"

#include "u8i/scan/block_summary.h"
#include "u8i/utf8/message.h"

#include <algorithm>

namespace u8i {

namespace {

// True when more bytes could still join an item that ends at the end of the data seen so far.
bool couldGrow(const Item &item, std::uint8_t lead)
{
    if (isContinuation(lead))
        return true; // a run of unexpected continuation bytes
    return item.length < static_cast<Offset>(declaredLength(lead));
}

} // namespace

StreamDecoder::StreamDecoder(ItemSink sink) : m_sink(std::move(sink)) {}

void StreamDecoder::feed(Bytes chunk)
{
    const Offset base = m_offset;
    m_offset += chunk.size();
    Offset i = 0;

    if (!m_pending.empty()) {
        const std::uint8_t lead = m_pending.front();
        // Take the continuation bytes the held item may still absorb.
        // A run of unexpected continuation bytes takes any number; a lead takes up to n-1.
        Offset room = isContinuation(lead)
                          ? ~Offset{0}
                          : static_cast<Offset>(declaredLength(lead)) - m_pending.size();
        while (room > 0 && i < chunk.size() && isContinuation(chunk[i])) {
            m_pending.push_back(chunk[i++]);
            --room;
        }
        if (i == chunk.size() && room > 0)
            return; // still undecided
        Item item = decodeItemAt(Bytes(m_pending), 0);
        item.offset = m_pendingStart;
        if (item.kind == ErrorKind::Truncated)
            item.atEnd = false; // interrupted by chunk[i], not by the end of the data
        m_sink(item, Bytes(m_pending));
        m_pending.clear();
    }

    while (i < chunk.size()) {
        Item item = decodeItemAt(chunk, i);
        if (item.end() == chunk.size() && couldGrow(item, chunk[i])) {
            m_pending.assign(chunk.begin() + static_cast<std::ptrdiff_t>(i), chunk.end());
            m_pendingStart = base + i;
            return;
        }
        const Bytes bytes = chunk.subspan(i, item.length);
        item.offset += base;
        m_sink(item, bytes);
        i += item.length;
    }
}

void StreamDecoder::finish()
{
    if (m_pending.empty())
        return;
    Item item = decodeItemAt(Bytes(m_pending), 0);
    item.offset = m_pendingStart;
    m_sink(item, Bytes(m_pending));
    m_pending.clear();
}

void appendDecoded(std::string &out, const Item &item, Bytes bytes, ErrorMode mode)
{
    if (item.wellFormed) {
        out.append(reinterpret_cast<const char *>(bytes.data()), bytes.size());
        return;
    }
    switch (mode) {
    case ErrorMode::Replace:
        for (Offset i = 0; i < item.replacements; ++i)
            out += "\xEF\xBF\xBD";
        break;
    case ErrorMode::Escape: {
        for (std::uint8_t byte : bytes) {
            out += "\\x";
            appendHexByte(out, byte, HexCase::Lower);
        }
        break;
    }
    case ErrorMode::SurrogateEscape:
        for (std::uint8_t byte : bytes) { // U+DC00 + byte: 1110 1101, 1011 00bb, 10bb bbbb
            out += '\xED';
            out += static_cast<char>(0xB0 | (byte >> 6));
            out += static_cast<char>(0x80 | (byte & 0x3F));
        }
        break;
    case ErrorMode::Strict:
    case ErrorMode::Ignore: break;
    }
}

std::string decodeToUtf8(Bytes data, ErrorMode mode, Item *firstError)
{
    std::string out;
    out.reserve(data.size());
    // A block at a time, from item start to item start: a block the summary finds well-formed is
    // copied whole, the others are decoded item by item.
    for (Offset begin = 0; begin < data.size();) {
        const Offset end = itemStartAtOrAfter(data, std::min(begin + kBlockSize, data.size()));
        if (summarizeBlock(data, begin, end).diagnosticCount() == 0) {
            out.append(reinterpret_cast<const char *>(data.data() + begin), end - begin);
            begin = end;
            continue;
        }
        for (; begin < end;) {
            const Item item = decodeItemAt(data, begin);
            if (!item.wellFormed && mode == ErrorMode::Strict) {
                if (firstError)
                    *firstError = item;
                return out;
            }
            appendDecoded(out, item, data.subspan(begin, item.length), mode);
            begin = item.end();
        }
    }
    return out;
}

} // namespace u8i
