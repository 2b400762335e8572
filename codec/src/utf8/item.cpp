// The exact decoder: one item (a character or an ill-formed group) at a time, per DESIGN.md
// section 3. Everything else in the codec is checked against this file.
#include "u8i/utf8/utf8_rules.h"
#include "utf8/item_internal.h"

#include <algorithm>
#include <cstring>

namespace u8i {

int declaredLength(std::uint8_t byte)
{
    if (byte < 0x80)
        return 1;
    if (byte < 0xC0)
        return 0;
    if (byte < 0xE0)
        return 2;
    if (byte < 0xF0)
        return 3;
    if (byte < 0xF8)
        return 4;
    if (byte < 0xFC)
        return 5;
    if (byte < 0xFE)
        return 6;
    return 1; // FE, FF: a group of one byte
}

namespace {

// The length of the first replacement unit (maximal subpart) of an ill-formed group (1..3): its
// lead with the continuation bytes the lead accepts.
int firstSubpartLength(Bytes data, const Item &group)
{
    if (group.wellFormed || group.length == 0)
        return 0;
    const std::uint8_t lead = data[group.offset];
    const std::optional<SecondByteRange> range = secondByteRange(lead);
    if (!range || group.length == 1 || !range->contains(data[group.offset + 1]))
        return 1;
    return static_cast<int>(group.length); // a truncated valid prefix: one unit
}

} // namespace

namespace detail {

Offset continuationRun(Bytes data, Offset pos, Offset limit)
{
    if (limit > data.size())
        limit = data.size();
    Offset p = pos;
    // Eight bytes at a time: all are continuation bytes when every top bit pair is 10.
    while (p + 8 <= limit) {
        std::uint64_t word;
        std::memcpy(&word, data.data() + p, 8);
        if ((word & 0xC0C0C0C0C0C0C0C0ull) != 0x8080808080808080ull)
            break;
        p += 8;
    }
    while (p < limit && isContinuation(data[p]))
        ++p;
    return p - pos;
}

Location locate(Bytes data, Offset pos)
{
    if (pos >= data.size() || !isContinuation(data[pos]))
        return {Location::ItemStart, 0};
    for (Offset back = 1; back <= 6; ++back) {
        if (back > pos)
            break; // the run reaches offset 0: it is one group that starts there
        const std::uint8_t byte = data[pos - back];
        if (isContinuation(byte))
            continue;
        const Offset absorbs = static_cast<Offset>(declaredLength(byte)) - 1;
        const Offset index = back - 1; // how many continuation bytes lie between the lead and pos
        if (index < absorbs)
            return {Location::Absorbed, pos - back};
        if (index == absorbs)
            return {Location::ItemStart, 0};
        return {Location::InRun, 0};
    }
    return pos == 0 ? Location{Location::ItemStart, 0} : Location{Location::InRun, 0};
}

Offset unitsStartingIn(Bytes data, const Item &group, Offset begin, Offset end)
{
    if (group.wellFormed)
        return 0;
    if (begin < group.offset)
        begin = group.offset;
    if (end > group.end())
        end = group.end();
    if (begin >= end)
        return 0;
    // Units start at group.offset and at every byte from group.offset + first onwards.
    const Offset first = static_cast<Offset>(firstSubpartLength(data, group));
    Offset count = 0;
    if (begin == group.offset)
        ++count;
    const Offset tailBegin = begin > group.offset + first ? begin : group.offset + first;
    if (end > tailBegin)
        count += end - tailBegin;
    return count;
}

} // namespace detail

namespace {

std::uint32_t leadPayload(std::uint8_t lead, int length)
{
    return length >= 2 && length <= 6 ? lead & (0x7Fu >> length) : lead;
}

} // namespace

Item decodeItemAt(Bytes data, Offset pos)
{
    Item item;
    item.offset = pos;
    const Offset size = data.size();
    if (pos >= size)
        return item;
    const std::uint8_t lead = data[pos];

    if (lead < 0x80) {
        item.length = 1;
        item.wellFormed = true;
        item.codePoint = lead;
        return item;
    }
    if (isContinuation(lead)) {
        item.length = detail::continuationRun(data, pos, size);
        item.kind = ErrorKind::UnexpectedContinuation;
        item.replacements = item.length;
        return item;
    }
    if (lead >= 0xFE) {
        item.length = 1;
        item.kind = ErrorKind::InvalidByte;
        item.replacements = 1;
        return item;
    }

    const int declared = declaredLength(lead);
    const Offset wanted = static_cast<Offset>(declared - 1);
    const Offset absorbed = detail::continuationRun(data, pos + 1, pos + 1 + wanted);
    item.length = 1 + absorbed;
    const bool complete = absorbed == wanted;

    std::uint32_t value = leadPayload(lead, declared);
    for (Offset i = 1; i <= absorbed; ++i)
        value = (value << 6) | (data[pos + i] & 0x3Fu);

    const std::optional<SecondByteRange> second = secondByteRange(lead);
    const bool validLead = second.has_value();
    const bool secondInRange = absorbed >= 1 && validLead && second->contains(data[pos + 1]);

    if (validLead && complete && secondInRange) {
        item.wellFormed = true;
        item.codePoint = static_cast<char32_t>(value);
        return item;
    }

    if (complete)
        item.decodesTo = value;
    if (lead >= 0xF8) {
        item.kind = ErrorKind::ObsoleteForm;
    } else if (lead == 0xC0 || lead == 0xC1 ||
               (absorbed >= 1 && !secondInRange && (lead == 0xE0 || lead == 0xF0))) {
        item.kind = ErrorKind::Overlong;
    } else if (lead == 0xED && absorbed >= 1 && !secondInRange) {
        item.kind = ErrorKind::Surrogate;
    } else if (lead >= 0xF5 || (lead == 0xF4 && absorbed >= 1 && !secondInRange)) {
        item.kind = ErrorKind::OutOfRange;
    } else {
        item.kind = ErrorKind::Truncated;
        item.atEnd = item.end() == size;
    }
    // A valid lead and the continuation bytes it accepts form one maximal subpart; every other
    // byte of the group is a replacement unit of its own.
    item.replacements = (validLead && (absorbed == 0 || secondInRange)) ? 1 : item.length;
    return item;
}

void forEachReplacementUnit(Bytes data, const Item &group,
                            const std::function<void(ReplacementUnit)> &f, Offset from, Offset to)
{
    if (group.wellFormed || group.length == 0)
        return;
    from = std::max(from, group.offset);
    to = std::min(to, group.end());
    const Offset firstEnd = group.offset + static_cast<Offset>(firstSubpartLength(data, group));
    if (from < firstEnd && to > group.offset)
        f({group.offset, firstEnd});
    for (Offset p = std::max(from, firstEnd); p < to; ++p)
        f({p, p + 1});
}

bool isItemStart(Bytes data, Offset pos)
{
    return detail::locate(data, pos).kind == detail::Location::ItemStart;
}

Offset itemStartContaining(Bytes data, Offset pos)
{
    const detail::Location where = detail::locate(data, pos);
    if (where.kind == detail::Location::ItemStart)
        return pos;
    if (where.kind == detail::Location::Absorbed)
        return where.owner;
    // Inside a run: walk back to the byte before the run, then forward past what it absorbed.
    Offset p = pos;
    while (p > 0 && isContinuation(data[p - 1]))
        --p;
    if (p == 0)
        return 0;
    const Offset lead = p - 1;
    return lead + static_cast<Offset>(declaredLength(data[lead]));
}

Offset itemStartAtOrAfter(Bytes data, Offset pos)
{
    return itemStartAtOrAfter(data, pos, data.size());
}

Offset itemStartAtOrAfter(Bytes data, Offset pos, Offset limit)
{
    if (limit > data.size())
        limit = data.size();
    if (pos >= limit)
        return limit;
    const detail::Location where = detail::locate(data, pos);
    switch (where.kind) {
    case detail::Location::ItemStart: return pos;
    case detail::Location::Absorbed: {
        const Offset end = decodeItemAt(data, where.owner).end();
        return end < limit ? end : limit;
    }
    case detail::Location::InRun: break;
    }
    const Offset end = pos + detail::continuationRun(data, pos, limit);
    return end < limit ? end : limit;
}

std::optional<NoticeKind> noticeFor(char32_t codePoint, Offset offset)
{
    const std::uint32_t cp = codePoint;
    if (cp == 0xFEFF)
        return offset == 0 ? NoticeKind::Bom : NoticeKind::Zwnbsp;
    if ((cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE)
        return NoticeKind::Noncharacter;
    if (cp >= 0x80 && cp <= 0x9F)
        return NoticeKind::C1Control;
    if (cp == 0xFFFD)
        return NoticeKind::ReplacementCharacter;
    if ((cp >= 0xE000 && cp <= 0xF8FF) || cp >= 0xF0000)
        return NoticeKind::PrivateUse;
    if ((cp < 0x20 && cp != 0x09 && cp != 0x0A && cp != 0x0D) || cp == 0x7F)
        return NoticeKind::Control;
    return std::nullopt;
}

} // namespace u8i
