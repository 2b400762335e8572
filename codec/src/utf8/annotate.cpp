// Windowed annotation: start at the item that contains `begin` (found by looking back), then
// decode item by item until `end`.
#include "u8i/utf8/annotate.h"

namespace u8i {

namespace {

std::uint8_t capped(Offset value)
{
    return static_cast<std::uint8_t>(value > 255 ? 255 : value);
}

void annotateItem(Bytes data, const Item &item, Window &window)
{
    const Offset from = item.offset > window.begin ? item.offset : window.begin;
    const Offset to = item.end() < window.end ? item.end() : window.end;
    for (Offset p = from; p < to; ++p) {
        ByteAnnotation &a = window.bytes[p - window.begin];
        const Offset index = p - item.offset;
        a.sequenceLength = capped(item.length);
        a.index = capped(index);
        a.unitStart = index == 0;
        if (!item.wellFormed)
            a.role = ByteRole::Invalid;
        else if (item.length == 1)
            a.role = ByteRole::Ascii;
        else
            a.role = index == 0 ? ByteRole::Lead : ByteRole::Continuation;
    }
    // An ill-formed group is one U+FFFD per replacement unit.
    forEachReplacementUnit(
        data, item,
        [&](ReplacementUnit unit) {
            if (unit.begin >= from)
                window.bytes[unit.begin - window.begin].unitStart = true;
        },
        from, to);
}

} // namespace

Window annotate(Bytes data, Offset begin, Offset end)
{
    Window window;
    if (end > data.size())
        end = data.size();
    if (begin > end)
        begin = end;
    window.begin = begin;
    window.end = end;
    window.bytes.resize(end - begin);
    if (begin == end)
        return window;

    Offset pos = itemStartContaining(data, begin);
    while (pos < end) {
        const Item item = decodeItemAt(data, pos);
        annotateItem(data, item, window);
        if (item.wellFormed) {
            if (const auto kind = noticeFor(item.codePoint, item.offset))
                window.notices.push_back({item.offset, item.length, *kind, item.codePoint});
        }
        window.items.push_back(item);
        pos = item.end();
    }
    return window;
}

} // namespace u8i
