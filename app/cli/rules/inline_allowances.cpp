// Finding "utf8-inspector: allow ..." in a file's bytes.
#include "cli/rules/inline_allowances.h"

#include "cli/rules/project_config.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string_view>

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
        for (Offset at = 0;;) {
            const void *hit = memmem(bytes.data() + at, bytes.size() - at, kAllowanceMarker.data(),
                                     kAllowanceMarker.size());
            if (hit == nullptr)
                break;
            at = static_cast<Offset>(static_cast<const std::uint8_t *>(hit) - bytes.data());
            if (from + at >= to)
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
