// Finding "utf8-inspector: allow ..." in a file's bytes.
#include "cli/rules/inline_allowances.h"

#include "cli/rules/project_config.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string_view>

namespace u8i::cli {

namespace {

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

std::vector<Allowance> findAllowances(Bytes data)
{
    std::vector<Allowance> found;
    const std::string_view text(reinterpret_cast<const char *>(data.data()), data.size());
    Offset line = 1;
    Offset counted = 0;   // lines are counted up to here
    Offset lineStart = 0; // of the line of `counted`
    for (std::size_t at = text.find(kAllowanceMarker); at != std::string_view::npos;
         at = text.find(kAllowanceMarker, at + kAllowanceMarker.size())) {
        for (Offset i = counted; i < at; ++i)
            if (data[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        counted = at;
        readList(data, at + kAllowanceMarker.size(), lineStart, line, found);
    }
    return found;
}

} // namespace u8i::cli
