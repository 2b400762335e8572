#include "cli/dump/dump_row_tails.h"
#include "u8i/hex_text.h"

#include "u8i/charsets/properties/character_properties.h"
#include "u8i/utf8/message.h"

#include <algorithm>
#include <array>

namespace u8i::cli {

namespace {

char roleLetter(ByteRole role)
{
    switch (role) {
    case ByteRole::Ascii: return 'A';
    case ByteRole::Lead: return 'L';
    case ByteRole::Continuation: return 'C';
    case ByteRole::Invalid: return 'X';
    }
    return '?';
}

// Appends a field of `chars` characters and spaces up to `width` (at least one).
void field(std::string &tail, std::string_view text, std::size_t chars, std::size_t width)
{
    tail += text;
    tail.append(chars < width ? width - chars : 1, ' ');
}

// The bytes and roles columns. Four bytes fit the column; longer groups show three and an
// ellipsis (one character, 3 bytes).
void bytesAndRoles(std::string &tail, const ItemView &view)
{
    const Item &item = view.item;
    const Offset shown = item.length > 4 ? 3 : item.length;
    const bool cut = item.length > shown;
    const Bytes bytes = view.bytes();
    std::string text;
    for (Offset i = 0; i < shown; ++i) {
        if (i > 0)
            text += ' ';
        appendHexByte(text, bytes[i]);
    }
    const std::size_t chars = text.size() + (cut ? 2 : 0);
    if (cut)
        text += " …";
    field(tail, text, chars, 13);
    text.clear();
    for (Offset i = 0; i < shown; ++i) {
        if (i > 0)
            text += ' ';
        text += roleLetter(roleOf(item, i));
    }
    const std::size_t roleChars = text.size() + (cut ? 2 : 0);
    if (cut)
        text += " …";
    field(tail, text, roleChars, 10);
}

} // namespace

ByteRole roleOf(const Item &item, Offset index)
{
    if (!item.wellFormed)
        return ByteRole::Invalid;
    if (item.length == 1)
        return ByteRole::Ascii;
    return index == 0 ? ByteRole::Lead : ByteRole::Continuation;
}

std::string formatRowTail(const ItemView &view)
{
    const Item &item = view.item;
    std::string tail;
    tail.reserve(128); // most rows, in one allocation
    bytesAndRoles(tail, view);
    if (item.wellFormed) {
        const std::string text = codePointLabel(item.codePoint);
        field(tail, text, text.size(), 12);
        tail += charsets::characterName(item.codePoint);
        if (const auto notice = noticeFor(item.codePoint, item.offset)) {
            tail += "  [";
            tail += u8i::name(*notice);
            tail += ']';
        }
    } else {
        if (item.replacements == 1) {
            field(tail, "U+FFFD", 6, 12);
        } else {
            const std::string count = std::to_string(item.replacements);
            field(tail, "U+FFFD×" + count, 7 + count.size(), 12);
        }
        tail += name(item.kind);
        tail += ": ";
        tail += describe(view.context, view.local());
    }
    tail += '\n';
    return tail;
}

std::string_view DumpRowTails::uncached(const ItemView &view)
{
    m_uncached = formatRowTail(view);
    return m_uncached;
}

// A character's row depends on its code point alone, but for U+FEFF at offset 0 (a BOM).
std::string_view DumpRowTails::character(const ItemView &view)
{
    const char32_t codePoint = view.item.codePoint;
    if (codePoint == 0xFEFF && view.item.offset == 0)
        return uncached(view);
    CharacterSlot &slot = m_characters[codePoint & (m_characters.size() - 1)];
    if (slot.codePoint != codePoint) {
        slot.codePoint = codePoint;
        slot.tail = formatRowTail(view);
    }
    return slot.tail;
}

std::string_view DumpRowTails::fillAscii(std::uint8_t byte)
{
    ItemView view;
    view.context = Bytes(&byte, 1);
    view.item.length = 1;
    view.item.wellFormed = true;
    view.item.codePoint = byte;
    return character(view);
}

// Which bytes around a group its tail depends on, and how. Truncated groups and runs of
// unexpected continuation bytes (not at offset 0) show some of their bytes, and the byte after a
// truncated group, only as hex digits: those bytes stay out of the key and their digits are
// patched into the cached tail. The other bytes that describe() looks at are part of the key.
DumpRowTails::GroupShape DumpRowTails::shapeOf(const ItemView &view)
{
    const Item &item = view.item;
    const Bytes data = view.context;
    GroupShape shape;
    shape.begin = item.offset - view.contextStart;
    const Offset end = shape.begin + item.length;
    const bool truncated = item.kind == ErrorKind::Truncated;
    const bool patched = shape.begin != 0 && item.length <= kMaxPatched &&
                         (truncated || item.kind == ErrorKind::UnexpectedContinuation);
    Offset keyed = 0; // bytes in the key
    if (patched) {
        keyed = truncated ? 1 : 0;
        shape.patchedEnd = truncated && !item.atEnd && end < data.size() ? end + 1 : end;
    } else {
        const bool next = shape.begin == 0 || truncated;
        keyed = std::min<Offset>(end + (next ? 1 : 0), data.size()) - shape.begin;
        shape.patchedBegin = shape.patchedEnd = shape.begin;
    }
    if (item.kind == ErrorKind::Surrogate || keyed > 3 || item.length > 0xFF)
        return shape; // not cacheable
    shape.key = (static_cast<std::uint64_t>(item.kind) << 48) | (item.replacements << 40) |
                (item.length << 32) | (std::uint64_t{patched} << 30) |
                (std::uint64_t{item.atEnd} << 29) | (std::uint64_t{shape.begin == 0} << 28) |
                (std::uint64_t{shape.patchedEnd > end} << 27) | (keyed << 24);
    for (Offset i = 0; i < keyed; ++i)
        shape.key |= std::uint64_t{data[shape.begin + i]} << (8 * i);
    if (patched)
        shape.patchedBegin = shape.begin + keyed;
    return shape;
}

// Where the hex digits of each patched byte go in `tail`: the tail is made again with the group
// moved into a small buffer after one letter, once as it is (it must come out the same) and once
// per patched byte with both of its hex digits changed (the tails must differ in exactly those
// digits). False when they differ otherwise (then the tail is not kept).
bool DumpRowTails::findPatches(const ItemView &view, const GroupShape &shape, GroupSlot &slot)
{
    slot.patches.clear();
    if (shape.patchedBegin == shape.patchedEnd)
        return true;
    std::array<std::uint8_t, kMaxPatched + 2> bytes{};
    bytes[0] = 'a';
    // The group and the byte after it, if any: kMaxPatched + 1 at most (shapeOf).
    const Bytes around = view.context.subspan(
        shape.begin, std::min<Offset>(shape.patchedEnd - shape.begin, bytes.size() - 1));
    std::copy(around.begin(), around.end(), bytes.begin() + 1);
    ItemView moved;
    moved.item = view.item;
    moved.item.offset = 1;
    moved.context = Bytes(bytes.data(), 1 + around.size());
    if (formatRowTail(moved) != slot.tail)
        return false;
    for (Offset at = shape.patchedBegin; at < shape.patchedEnd; ++at) {
        std::uint8_t &byte = bytes[1 + at - shape.begin];
        const std::uint8_t was = byte;
        byte ^= 0x11; // a continuation byte or not, as before; both hex digits change
        const std::string other = formatRowTail(moved);
        byte = was;
        if (other.size() != slot.tail.size())
            return false;
        const char digits[] = {kUpperHexDigits[was >> 4], kUpperHexDigits[was & 0xF],
                               kUpperHexDigits[(was ^ 0x11) >> 4],
                               kUpperHexDigits[(was ^ 0x11) & 0xF]};
        for (std::size_t p = 0; p < other.size(); ++p) {
            if (other[p] == slot.tail[p])
                continue;
            if (p + 2 > other.size() || slot.tail.compare(p, 2, digits, 2) != 0 ||
                other.compare(p, 2, digits + 2, 2) != 0)
                return false;
            slot.patches.push_back({static_cast<std::uint16_t>(at - shape.begin), p});
            ++p;
        }
    }
    return true;
}

std::string_view DumpRowTails::group(const ItemView &view)
{
    const GroupShape shape = shapeOf(view);
    if (shape.key == kNoKey)
        return uncached(view);
    GroupSlot &slot = m_groups[(shape.key * 0x9E3779B97F4A7C15ULL) >> (64 - kGroupBits)];
    if (slot.key != shape.key) {
        slot.tail = formatRowTail(view);
        slot.key = findPatches(view, shape, slot) ? shape.key : kNoKey;
        if (slot.key == kNoKey)
            return slot.tail; // made for these bytes, and not kept
    }
    for (const Patch &patch : slot.patches) {
        const std::uint8_t byte = view.context[shape.begin + patch.byte];
        slot.tail[patch.at] = kUpperHexDigits[byte >> 4];
        slot.tail[patch.at + 1] = kUpperHexDigits[byte & 0xF];
    }
    return slot.tail;
}

} // namespace u8i::cli
