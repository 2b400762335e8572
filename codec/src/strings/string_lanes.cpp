#include "strings/string_lanes.h"

#include "strings/string_skip.h"
#include "u8i/scan/stream_decoder.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>

namespace u8i::strings_detail {

namespace {

const CharacterClasses &classesOf(const StringsOptions &options)
{
    return options.classes ? *options.classes : CharacterClasses::withoutUnicodeData();
}

} // namespace

// ---- StringRun ----

StringRun::StringRun(const StringsOptions &options, TextEncoding encoding,
                     std::vector<FoundString> &found)
    : m_options(options), m_encoding(encoding), m_found(found)
{
}

bool StringRun::character(Offset begin, Offset end, std::uint8_t family)
{
    const bool continued = m_open;
    if (!m_open) {
        m_open = true;
        m_start = begin;
        m_characters = 0;
        m_family = CharacterClasses::kAnyFamily;
        m_gaps.clear();
    } else if (m_gapStart != kNoOffset) {
        m_gaps.push_back({m_gapStart, begin});
    }
    m_gapStart = kNoOffset;
    ++m_characters;
    m_end = end;
    if (m_family == CharacterClasses::kAnyFamily)
        m_family = family;
    return continued;
}

void StringRun::extend(Offset characters, Offset end)
{
    m_characters += characters;
    m_end = end;
}

bool StringRun::illFormed(Offset begin, Offset end)
{
    if (!m_open)
        return false;
    if (!m_options.gaps)
        return true;
    if (m_gapStart == kNoOffset)
        m_gapStart = begin;
    return end - m_gapStart > m_options.maxGapBytes;
}

FoundString *StringRun::close()
{
    if (!m_open)
        return nullptr;
    m_open = false;
    m_gapStart = kNoOffset;
    if (m_characters < std::max<Offset>(m_options.minCharacters, 1))
        return nullptr;
    FoundString &s = m_found.emplace_back();
    s.offset = m_start;
    s.length = m_end - m_start;
    s.characters = m_characters;
    s.encoding = m_encoding;
    s.gaps = std::move(m_gaps);
    m_gaps.clear();
    return &s;
}

// ---- Utf8Lane ----

Utf8Lane::Utf8Lane(const StringsOptions &options, std::vector<FoundString> &found)
    : m_classes(classesOf(options)), m_run(options, TextEncoding::Utf8, found),
      m_gapsAllowed(options.gaps), m_minCharacters(std::max<Offset>(options.minCharacters, 1)),
      m_skipWindow(static_cast<unsigned>(std::min<Offset>(m_minCharacters, 8)))
{
    for (int b = 0; b < 256; ++b) {
        const auto byte = static_cast<std::uint8_t>(b);
        ByteRule &rule = m_rules[static_cast<std::size_t>(b)];
        if (byte < 0x80) {
            rule.length = isTextAscii(byte) ? 1 : 0;
            rule.breaks = !isTextAscii(byte);
        } else if (const auto range = secondByteRange(byte)) {
            rule.length = static_cast<std::uint8_t>(sequenceLength(byte));
            rule.low = range->low;
            rule.high = range->high;
        }
    }
}

bool Utf8Lane::endsShortRun(std::uint8_t b) const
{
    const ByteRule &rule = m_rules[b];
    return rule.breaks || (rule.length == 0 && !m_gapsAllowed);
}

void Utf8Lane::feed(Bytes chunk, Offset base)
{
    m_chunk = chunk.data();
    m_base = base;
    feedBytes(chunk.data(), chunk.size(), base);
    const Offset end = base + chunk.size();
    // A string that goes on and on is cut, so that memory stays bounded.
    if (m_run.open() && !m_run.inGap() && m_need == 0 && m_run.end() == end &&
        end - m_run.start() >= kMaxStringBytes)
        endRun();
    keepPending(chunk, base);
}

void Utf8Lane::feedBytes(const std::uint8_t *p, std::size_t n, Offset base)
{
    std::size_t i = 0;
    while (i < n) {
        if (m_need > 0) {
            if (continueSequence(p[i], base + i))
                ++i;
            continue;
        }
        if (m_run.open() && !m_run.inGap()) {
            const std::size_t j = skipTextAscii(p, i, n);
            if (j > i) {
                m_run.extend(j - i, base + j);
                i = j;
                continue;
            }
        } else if (!m_run.open()) {
            i = skipToPossibleRun(p, i, n, m_skipWindow, m_gapsAllowed);
            i = skipToPossibleStart(p, i, n);
            if (i == n)
                break;
            // The common case in binary data: a few text ASCII bytes, then a byte that ends them
            // for sure; too short for a string, so passed over without opening one.
            if (m_rules[p[i]].length == 1) {
                const std::size_t j = skipTextAscii(p, i, n);
                if (j < n && j - i < m_minCharacters && endsShortRun(p[j])) {
                    i = j + 1;
                    continue;
                }
            }
        }
        takeByte(p[i], base + i);
        ++i;
    }
}

// The byte after a lead or a continuation byte of a sequence under way; false when it does not fit
// (the sequence is ill-formed up to it, and the byte is read afresh).
bool Utf8Lane::continueSequence(std::uint8_t b, Offset at)
{
    const bool fits = m_second ? (b >= m_low && b <= m_high) : isContinuation(b);
    m_second = false;
    if (!fits) {
        m_need = 0;
        if (m_run.illFormed(m_sequenceStart, at))
            endRun();
        return false;
    }
    m_cp = (m_cp << 6) | (b & 0x3FU);
    if (--m_need == 0)
        character(m_sequenceStart, at + 1, m_cp);
    return true;
}

void Utf8Lane::takeByte(std::uint8_t b, Offset at)
{
    const ByteRule &rule = m_rules[b];
    if (rule.length == 1) {
        m_run.character(at, at + 1, CharacterClasses::kAnyFamily);
    } else if (rule.length > 1) {
        m_need = rule.length - 1;
        m_second = true;
        m_low = rule.low;
        m_high = rule.high;
        m_cp = b & (0x7FU >> rule.length);
        m_sequenceStart = at;
    } else if (rule.breaks) {
        endRun();
    } else if (m_run.illFormed(at, at + 1)) {
        endRun();
    }
}

void Utf8Lane::character(Offset begin, Offset end, char32_t cp)
{
    if (!m_classes.isText(cp)) {
        endRun();
        return;
    }
    m_run.character(begin, end, CharacterClasses::kAnyFamily);
}

void Utf8Lane::endRun()
{
    FoundString *s = m_run.close();
    if (!s)
        return;
    std::string raw = bytesOf(s->offset, s->end());
    if (s->gaps.empty())
        s->text = std::move(raw);
    else
        s->text =
            decodeToUtf8(Bytes(reinterpret_cast<const std::uint8_t *>(raw.data()), raw.size()),
                         ErrorMode::Replace);
}

std::string Utf8Lane::bytesOf(Offset begin, Offset end) const
{
    std::string s;
    if (begin < m_base)
        s.assign(m_carried, static_cast<std::size_t>(begin - m_carriedStart),
                 static_cast<std::size_t>(std::min(end, m_base) - begin));
    if (end > m_base) {
        const Offset from = std::max(begin, m_base);
        s.append(reinterpret_cast<const char *>(m_chunk + (from - m_base)),
                 static_cast<std::size_t>(end - from));
    }
    return s;
}

void Utf8Lane::keepPending(Bytes chunk, Offset base)
{
    const Offset end = base + chunk.size();
    const Offset from = pendingFrom();
    if (from == kNoOffset || from >= end) {
        m_carried.clear();
        m_carriedStart = end;
        return;
    }
    if (from < base)
        m_carried.erase(0, static_cast<std::size_t>(from - m_carriedStart));
    else
        m_carried.clear();
    const Offset skip = from > base ? from - base : 0;
    m_carried.append(reinterpret_cast<const char *>(chunk.data() + skip),
                     static_cast<std::size_t>(chunk.size() - skip));
    m_carriedStart = from;
}

Offset Utf8Lane::pendingFrom() const
{
    if (m_run.open())
        return m_run.start();
    return m_need > 0 ? m_sequenceStart : kNoOffset;
}

void Utf8Lane::finish(Offset end)
{
    m_chunk = nullptr;
    m_base = end;
    if (m_need > 0) {
        m_need = 0;
        if (m_run.illFormed(m_sequenceStart, end))
            endRun();
    }
    endRun();
    m_carried.clear();
    m_carriedStart = end;
}

// ---- Utf16Lane ----

Utf16Lane::Utf16Lane(const StringsOptions &options, TextEncoding encoding, int parity,
                     std::vector<FoundString> &found)
    : m_classes(options.utf16Classes ? *options.utf16Classes : classesOf(options)), m_found(found),
      m_minCharacters(std::max<Offset>(options.minCharacters, 1)), m_run(options, encoding, found),
      m_littleEndian(encoding == TextEncoding::Utf16Le), m_parity(parity),
      m_nulIsNotText(!m_classes.isText(0))
{
}

void Utf16Lane::feed(Bytes chunk, Offset base)
{
    const std::size_t n = chunk.size();
    if (n == 0)
        return;
    const std::uint8_t *p = chunk.data();
    auto unitOf = [this](std::uint8_t first, std::uint8_t second) {
        return static_cast<std::uint16_t>(m_littleEndian ? first | (second << 8)
                                                         : (first << 8) | second);
    };
    std::size_t j = 0;
    if (m_haveByte) {
        m_haveByte = false;
        unit(unitOf(m_byte, p[0]), base - 1);
        j = 1;
    } else if (static_cast<int>(base % 2) != m_parity) {
        j = 1;
    }
    for (; j + 1 < n; j += 2) {
        if (p[j] == 0 && p[j + 1] == 0 && idle()) {
            // NUL units change nothing while nothing is pending: on to the unit of the next byte
            // that is not zero (the holes of a sparse file go by 16 bytes at a time).
            j += (skipZeros(p, j, n) - j) & ~std::size_t{1};
            if (j + 1 >= n)
                break;
        }
        unit(unitOf(p[j], p[j + 1]), base + j);
    }
    if (j < n) {
        m_haveByte = true;
        m_byte = p[j];
        m_byteAt = base + j;
    }
    const Offset end = base + n;
    if (m_run.open() && !m_run.inGap() && m_highSurrogateAt == kNoOffset &&
        end - m_run.start() >= kMaxStringBytes)
        endRun();
}

bool Utf16Lane::idle() const
{
    return m_nulIsNotText && !m_run.open() && m_highSurrogateAt == kNoOffset && m_text.empty() &&
           m_gapUnits == 0;
}

void Utf16Lane::unit(std::uint16_t u, Offset at)
{
    if (m_highSurrogateAt != kNoOffset) {
        const Offset high = m_highSurrogateAt;
        m_highSurrogateAt = kNoOffset;
        if (u >= 0xDC00 && u <= 0xDFFF) {
            character(high, at + 2, 0x10000 + ((m_highSurrogate - 0xD800) << 10) + (u - 0xDC00U));
            return;
        }
        illFormed(high, high + 2);
    }
    if (u >= 0xD800 && u <= 0xDBFF) {
        m_highSurrogateAt = at;
        m_highSurrogate = u;
    } else if (u >= 0xDC00 && u <= 0xDFFF) {
        illFormed(at, at + 2);
    } else {
        character(at, at + 2, u);
    }
}

void Utf16Lane::character(Offset begin, Offset end, char32_t cp)
{
    const std::uint8_t family = m_classes.of(cp);
    if (family == CharacterClasses::kNotText) {
        endRun();
        return;
    }
    if (m_run.open() && family != CharacterClasses::kAnyFamily &&
        m_run.family() != CharacterClasses::kAnyFamily && family != m_run.family())
        endRun(); // another script: another string
    if (!m_run.character(begin, end, family))
        m_text.clear();
    for (; m_gapUnits > 0; --m_gapUnits)
        appendUtf8(m_text, U'\uFFFD');
    if (cp < 0x80)
        m_text.push_back(static_cast<char>(cp));
    else
        appendUtf8(m_text, cp);
}

void Utf16Lane::illFormed(Offset begin, Offset end)
{
    if (!m_run.open())
        return;
    if (m_run.illFormed(begin, end))
        endRun();
    else
        ++m_gapUnits;
}

void Utf16Lane::endRun()
{
    if (FoundString *s = m_run.close()) {
        s->text = std::move(m_text);
        if (!m_classes.plausible(s->text))
            keepAsciiPieces();
    }
    m_text.clear();
    m_gapUnits = 0;
}

void Utf16Lane::keepAsciiPieces()
{
    const FoundString whole = std::move(m_found.back());
    m_found.pop_back();
    Offset at = whole.offset;
    Offset pieceAt = at;
    std::string piece;
    const auto endPiece = [&] {
        if (static_cast<Offset>(piece.size()) >= m_minCharacters) {
            FoundString &s = m_found.emplace_back();
            s.offset = pieceAt;
            s.length = 2 * static_cast<Offset>(piece.size());
            s.characters = static_cast<Offset>(piece.size());
            s.encoding = whole.encoding;
            s.text = std::move(piece);
        }
        piece.clear();
    };
    // Each character is one 16-bit unit but those beyond the BMP (4 bytes: a lead of F0-F4);
    // a gap's units are one U+FFFD each.
    for (std::size_t i = 0; i < whole.text.size();) {
        const auto lead = static_cast<std::uint8_t>(whole.text[i]);
        const std::size_t bytes = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        if (lead < 0x80) {
            if (piece.empty())
                pieceAt = at;
            piece.push_back(static_cast<char>(lead));
        } else {
            endPiece();
        }
        at += bytes == 4 ? 4 : 2;
        i += bytes;
    }
    endPiece();
}

Offset Utf16Lane::pendingFrom() const
{
    if (m_run.open())
        return m_run.start();
    if (m_highSurrogateAt != kNoOffset)
        return m_highSurrogateAt;
    return m_haveByte ? m_byteAt : kNoOffset;
}

void Utf16Lane::finish()
{
    if (m_highSurrogateAt != kNoOffset) {
        const Offset high = m_highSurrogateAt;
        m_highSurrogateAt = kNoOffset;
        illFormed(high, high + 2);
    }
    m_haveByte = false;
    endRun();
}

} // namespace u8i::strings_detail
