#include "u8i/charsets/detection/utf8_converter.h"

#include "u8i/charsets/detection/charset_steps.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>
#include <string>

namespace u8i::charsets {

namespace {

constexpr Offset kChunk = Offset{1} << 20;
constexpr Offset kMaxPending = Offset{16} << 20;

} // namespace

Utf8Converter::Utf8Converter(const LegacyCharset &charset, Sink sink)
    : m_charset(charset), m_sink(std::move(sink))
{
}

bool Utf8Converter::convert(Bytes bytes)
{
    if (bytes.empty())
        return true;
    const LegacyDecoding decoded = m_charset.decode(bytes);
    std::string out;
    out.reserve(decoded.text.size() * 2);
    // Undefined bytes become U+FFFD, whatever a decoder might put there (Windows-1252's 81 is
    // U+0081 to some).
    auto undefined = decoded.undefinedBytes.begin();
    // A byte order mark at the start of UTF-16 or UTF-32 is the file's signature, not its text.
    const bool signature = m_converted == 0 && !decoded.text.empty() &&
                           decoded.text.front() == 0xFEFF && m_charset.name().starts_with("UTF-");
    for (std::size_t i = signature ? 1 : 0; i < decoded.text.size(); ++i) {
        const Offset at = decoded.sourceOffsets[i];
        while (undefined != decoded.undefinedBytes.end() && *undefined < at)
            ++undefined;
        const bool hole = undefined != decoded.undefinedBytes.end() && *undefined == at;
        appendUtf8(out, hole ? char32_t{0xFFFD} : decoded.text[i]);
    }
    if (!decoded.undefinedBytes.empty() && m_firstUndefined == kNoOffset)
        m_firstUndefined = m_converted + decoded.undefinedBytes.front();
    m_undefined += decoded.undefinedBytes.size();
    m_converted += bytes.size();
    return m_sink(out);
}

bool Utf8Converter::feed(Bytes chunk)
{
    m_read += chunk.size();
    m_pending.insert(m_pending.end(), chunk.begin(), chunk.end());
    const Bytes pending(m_pending);
    const Offset upTo = cutPoint(pending);
    if (upTo == 0)
        return true; // no point in step yet: wait for more
    if (!convert(pending.first(upTo)))
        return false;
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(upTo));
    return true;
}

Offset Utf8Converter::cutPoint(Bytes pending) const
{
    // Single-byte charsets, UTF-16 and UTF-32 know their points in step exactly.
    if (m_charset.isSingleByte() || m_charset.name().starts_with("UTF-"))
        return stepAtOrBefore(pending, pending.size(), m_charset);
    // The multi-byte ones at the last line start: what follows may go on in the next chunk. A
    // line longer than kMaxPending is cut where it is (a character may then be split).
    for (Offset p = pending.size(); p > 0; --p)
        if (pending[p - 1] == '\n')
            return p;
    return pending.size() >= kMaxPending ? pending.size() : 0;
}

bool Utf8Converter::finish()
{
    const bool ok = convert(Bytes(m_pending));
    m_pending.clear();
    return ok;
}

bool convertToUtf8(Bytes data, Utf8Converter &converter,
                   const std::function<bool(Offset done)> &keepGoing)
{
    for (Offset at = 0; at < data.size();) {
        const Offset end = std::min(data.size(), at + kChunk);
        if (!converter.feed(data.subspan(at, end - at)))
            return false;
        at = end;
        if (keepGoing && !keepGoing(at))
            return false;
    }
    return converter.finish();
}

} // namespace u8i::charsets
