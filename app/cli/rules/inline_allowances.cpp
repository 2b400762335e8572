// Finding "utf8-inspector: allow ..." in a file's bytes.
#include "cli/rules/inline_allowances.h"

#include "cli/rules/project_config.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8i::cli {

namespace {

constexpr Offset kPiece = Offset{1} << 20; // read and released a MiB at a time

bool isSpace(std::uint8_t c)
{
    return c == ' ' || c == '\t';
}

bool isWordByte(std::uint8_t c)
{
    return std::isalnum(c) != 0 || c == '-' || c == '+' || c == '_';
}

// Characters (not bytes) from `lineStart` to `at`: the column of `at`.
Offset columnOf(Bytes data, Offset lineStart, Offset at)
{
    Offset column = 1;
    for (Offset i = lineStart; i < at; ++i)
        column += (data[i] & 0xC0) != 0x80 ? 1 : 0;
    return column;
}

Allowance allowanceOf(Bytes data, Offset lineStart, Offset line, Offset begin, Offset end)
{
    Allowance a;
    a.offset = begin;
    a.at = {line, columnOf(data, lineStart, begin)};
    a.word.assign(reinterpret_cast<const char *>(data.data() + begin), end - begin);
    if (const std::optional<std::uint32_t> cp = parseUPlus(a.word))
        a.codePoint = cp;
    else if (noticeKindFromName(a.word) || errorKindFromName(a.word))
        a.kind = a.word;
    return a;
}

// The list after "utf8-inspector:" at `pos` ("allow a, b"), up to the end of the line.
void readList(Bytes data, Offset pos, Offset lineStart, Offset line, std::vector<Allowance> &out)
{
    const Offset end = data.size();
    const auto skipSpaces = [&] {
        while (pos < end && isSpace(data[pos]))
            ++pos;
    };
    skipSpaces();
    constexpr std::string_view allow = "allow";
    if (end - pos < allow.size() || std::memcmp(data.data() + pos, allow.data(), allow.size()) != 0)
        return;
    pos += allow.size();
    for (;;) {
        skipSpaces();
        const Offset begin = pos;
        while (pos < end && isWordByte(data[pos]))
            ++pos;
        if (pos == begin)
            return;
        out.push_back(allowanceOf(data, lineStart, line, begin, pos));
        skipSpaces();
        if (pos >= end || data[pos] != ',')
            return; // what follows is a reason
        ++pos;
    }
}

// Where the first marker in bytes[from, size) starts, or `size`: 64 places at a time, where a
// marker's first byte and its last stand 14 bytes apart (a 'u' before a ':', rare in any text),
// then those compared whole. (memmem took a tenth of --check on text without any marker.)
std::size_t findMarker(const std::uint8_t *bytes, std::size_t size, std::size_t from)
{
    constexpr std::size_t n = kAllowanceMarker.size();
    if (size < n)
        return size;
    const std::size_t starts = size - n + 1; // the places a marker can start before
    std::size_t i = from;
#if defined(__SSE2__)
    const __m128i first = _mm_set1_epi8(kAllowanceMarker.front());
    const __m128i last = _mm_set1_epi8(kAllowanceMarker.back());
    const auto pairs = [&](std::size_t at) { // the places at..at+15 with both bytes
        const auto load = [bytes](std::size_t b) {
            return _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + b));
        };
        return _mm_and_si128(_mm_cmpeq_epi8(load(at), first),
                             _mm_cmpeq_epi8(load(at + n - 1), last));
    };
    for (; i + 64 <= starts; i += 64) {
        const __m128i a = pairs(i), b = pairs(i + 16), c = pairs(i + 32), d = pairs(i + 48);
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d))) == 0)
            continue;
        const __m128i parts[4] = {a, b, c, d};
        for (std::size_t k = 0; k < 4; ++k)
            for (auto both = static_cast<unsigned>(_mm_movemask_epi8(parts[k])); both != 0;
                 both &= both - 1) {
                const std::size_t at =
                    i + 16 * k + static_cast<std::size_t>(std::countr_zero(both));
                if (std::memcmp(bytes + at, kAllowanceMarker.data(), n) == 0)
                    return at;
            }
    }
#endif
    for (; i < starts; ++i)
        if (bytes[i] == kAllowanceMarker.front() &&
            std::memcmp(bytes + i, kAllowanceMarker.data(), n) == 0)
            return i;
    return size;
}

} // namespace

void findAllowanceMarkers(Bytes data, Offset begin, Offset end, const ZeroRanges &holes,
                          const PieceReader &read, std::vector<Offset> &markers)
{
    for (Offset from = begin; from < end; from += kPiece) {
        const Offset to = std::min(from + kPiece, end);
        if (holes.covers(from, to))
            continue; // zeros: no allowance
        // A marker that starts in this piece may end in the next.
        const Offset last = std::min(to + kAllowanceMarker.size() - 1, data.size());
        const Bytes bytes = read ? read(from, last) : data.subspan(from, last - from);
        for (std::size_t at = 0;;) {
            at = findMarker(bytes.data(), bytes.size(), at);
            if (at == bytes.size() || from + at >= to)
                break;
            markers.push_back(from + at);
            at += kAllowanceMarker.size();
        }
    }
}

std::vector<Allowance> allowancesAt(Bytes data, const std::vector<Offset> &markers)
{
    std::vector<Allowance> found;
    Offset line = 1;
    Offset counted = 0; // lines are counted up to here
    for (const Offset at : markers) {
        line += static_cast<Offset>(std::count(data.begin() + static_cast<std::ptrdiff_t>(counted),
                                               data.begin() + static_cast<std::ptrdiff_t>(at),
                                               std::uint8_t{'\n'}));
        counted = at;
        const void *lf = at > 0 ? memrchr(data.data(), '\n', at) : nullptr;
        const Offset lineStart =
            lf == nullptr
                ? Offset{0}
                : static_cast<Offset>(static_cast<const std::uint8_t *>(lf) - data.data()) + 1;
        readList(data, at + kAllowanceMarker.size(), lineStart, line, found);
    }
    return found;
}

std::vector<Allowance> findAllowances(Bytes data, const ZeroRanges &holes, const PieceReader &read)
{
    std::vector<Offset> markers;
    findAllowanceMarkers(data, 0, data.size(), holes, read, markers);
    return allowancesAt(data, markers);
}

} // namespace u8i::cli
