#include "text_window.h"
#include "control_runs.h"
#include "emoji_sequence.h"
#include "text_window_builder.h"

#include <algorithm>

namespace u8i::ui {

void addCharacter(TextWindowBuilder &b, char32_t c, Offset offset)
{
    const int from = b.pos();
    if (c < 0x20 || c == 0x7F) {
        b.add(c == 0x7F ? char32_t{0x2421} : char32_t{0x2400 + c}, offset);
        b.marker(TextMarker::Kind::Control, from, offset, c);
        if (c == '\n')
            b.add(u"\n", offset);
        return;
    }
    // The codec's notice rules say which characters get a badge instead of themselves.
    const std::optional<NoticeKind> notice = noticeFor(c, offset);
    if (notice == NoticeKind::C1Control) {
        b.add(QStringLiteral("‹%1›").arg(static_cast<uint>(c), 2, 16, QLatin1Char('0')).toUpper(),
              offset);
        b.marker(TextMarker::Kind::Badge, from, offset, c);
        return;
    }
    // Noncharacters get a badge: QTextDocument itself uses U+FDD0 and U+FDD1 as frame markers.
    if (notice == NoticeKind::Noncharacter) {
        b.add(QStringLiteral("‹%1›").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper(),
              offset);
        b.marker(TextMarker::Kind::Badge, from, offset, c);
        return;
    }
    if (const QString badge = badgeName(c); !badge.isEmpty()) {
        b.add(QStringLiteral("‹%1›").arg(badge), offset);
        b.marker(TextMarker::Kind::Badge, from, offset, c);
        return;
    }
    if (!b.hasGlyph(c)) {
        b.add(QStringLiteral("‹%1›").arg(missingGlyphLabel(c)), offset);
        b.marker(TextMarker::Kind::Badge, from, offset, c);
        return;
    }
    b.add(c, offset);
    if (notice) // U+FFFD included: noticeFor calls it a replacement character
        b.marker(TextMarker::Kind::Notice, from, offset, c);
}

QString missingGlyphLabel(char32_t c)
{
    return QStringLiteral("U+%1").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper();
}

QString badgeName(char32_t c)
{
    switch (c) {
    case 0x00AD: return QStringLiteral("SHY");
    case 0x034F: return QStringLiteral("CGJ");
    case 0x061C: return QStringLiteral("ALM");
    case 0x180E: return QStringLiteral("MVS");
    case 0x200B: return QStringLiteral("ZWSP");
    case 0x200C: return QStringLiteral("ZWNJ");
    case 0x200D: return QStringLiteral("ZWJ");
    case 0x200E: return QStringLiteral("LRM");
    case 0x200F: return QStringLiteral("RLM");
    case 0x2028: return QStringLiteral("LS");
    case 0x2029: return QStringLiteral("PS");
    case 0x202A: return QStringLiteral("LRE");
    case 0x202B: return QStringLiteral("RLE");
    case 0x202C: return QStringLiteral("PDF");
    case 0x202D: return QStringLiteral("LRO");
    case 0x202E: return QStringLiteral("RLO");
    case 0x2060: return QStringLiteral("WJ");
    case 0x2061: return QStringLiteral("FA");
    case 0x2062: return QStringLiteral("IT");
    case 0x2063: return QStringLiteral("IS");
    case 0x2064: return QStringLiteral("IP");
    case 0x2066: return QStringLiteral("LRI");
    case 0x2067: return QStringLiteral("RLI");
    case 0x2068: return QStringLiteral("FSI");
    case 0x2069: return QStringLiteral("PDI");
    case 0xFEFF: return QStringLiteral("BOM");
    case 0xFFFC: return QStringLiteral("OBJ"); // QTextDocument's object placeholder
    default: return {};
    }
}

std::optional<WindowBounds> windowBounds(Bytes data, Offset around, Offset radius)
{
    const Offset size = data.size();
    if (size == 0)
        return std::nullopt;
    around = std::min(around, size - 1);
    const Offset hi = std::min(size, around + radius);
    const Offset lo = around > radius ? around - radius : 0;
    const Offset stop = lo > kLineSearch ? lo - kLineSearch : 0;
    for (Offset p = lo; p > stop; --p)
        if (data[p - 1] == '\n')
            return WindowBounds{p, hi};
    return WindowBounds{lo, hi};
}

namespace {

// Whether the ZWJ `item` joins the pictograph before it (at the end of `shown`) with the one
// after it in `data`.
bool joinsEmojiAt(Bytes data, const Item &item, const QString &shown)
{
    if (item.end() >= data.size())
        return false;
    const Item next =
        decodeItemAt(data.first(std::min<Offset>(data.size(), item.end() + 4)), item.end());
    return next.wellFormed && joinsEmoji(shown, next.codePoint);
}

} // namespace

TextWindow buildTextWindow(Bytes data, Offset around, Offset radius, bool compactControlRuns,
                           const GlyphCheck &hasGlyph, bool oneByteThroughout)
{
    TextWindow w;
    const std::optional<WindowBounds> bounds = windowBounds(data, around, radius);
    if (!bounds)
        return w;
    const Offset lo = bounds->lo;
    const Offset hi = bounds->hi;
    const Offset size = data.size();
    TextWindowBuilder b(w, hasGlyph);
    Offset pos = lo < size ? itemStartContaining(data, lo) : size;
    w.begin = pos;
    bool first = true;
    while (pos < hi) {
        const Item item = decodeItemAt(data, pos);
        if (item.wellFormed) {
            if (first)
                w.begin = item.offset;
            b.capLine(item.offset);
            if (const Offset run = compactControlRuns ? controlRunLength(data, pos, hi) : 0;
                run >= kCompactControlRun) {
                addControlRun(b, item.codePoint, item.offset,
                              oneByteThroughout ? ControlRunLength{size, false}
                                                : wholeControlRun(data, pos, run)); // "‹␀ × 4,096›"
                first = false;
                pos += run;
                continue;
            }
            if (item.codePoint == kZeroWidthJoiner && joinsEmojiAt(data, item, w.text))
                b.add(item.codePoint, item.offset); // inside one cluster: no badge splits it
            else
                addCharacter(b, item.codePoint, item.offset);
            first = false;
            pos = item.end();
            continue;
        }
        // One marker per replacement unit; units before `lo` (inside a long run) and from `hi`
        // on are left out, and the window goes on after the last unit shown.
        pos = item.end();
        bool shown = false;
        const auto show = [&](ReplacementUnit unit) {
            if (first)
                w.begin = unit.begin;
            first = false;
            b.capLine(unit.begin);
            b.addReplacement(unit.begin, item.offset);
            pos = unit.end;
            shown = true;
        };
        forEachReplacementUnit(data, item, show, lo, hi);
        if (!shown)
            pos = std::max(item.offset, std::min(item.end(), hi));
        if (pos < item.end())
            break; // stopped inside the group at `hi`
    }
    w.end = pos;
    w.offsets.push_back(w.end);
    return w;
}

Offset TextWindow::offsetAt(int position) const
{
    if (offsets.empty())
        return end;
    position = std::clamp(position, 0, static_cast<int>(offsets.size()) - 1);
    return offsets[static_cast<std::size_t>(position)];
}

int TextWindow::positionOf(Offset offset) const
{
    if (offsets.size() <= 1)
        return 0;
    // The last position whose unit starts at or before `offset`, then back to its first character.
    auto it = std::upper_bound(offsets.begin(), offsets.end() - 1, offset);
    if (it == offsets.begin())
        return 0;
    --it;
    const Offset unit = *it;
    it = std::lower_bound(offsets.begin(), it, unit);
    return static_cast<int>(it - offsets.begin());
}

int TextWindow::positionAfter(Offset offsetEnd) const
{
    if (offsets.size() <= 1)
        return 0;
    if (offsetEnd == 0)
        return 0;
    // The first position whose unit starts at or after offsetEnd; the text's end for a range that
    // runs past the window.
    const auto it = std::lower_bound(offsets.begin(), offsets.end() - 1, offsetEnd);
    return static_cast<int>(it - offsets.begin());
}

const TextMarker *TextWindow::markerAt(int position) const
{
    const auto it = std::upper_bound(markers.begin(), markers.end(), position,
                                     [](int p, const TextMarker &m) { return p < m.position; });
    if (it == markers.begin())
        return nullptr;
    const TextMarker &m = *(it - 1);
    return position < m.position + m.length ? &m : nullptr;
}

} // namespace u8i::ui
