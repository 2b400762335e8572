#include "legacy_reading.h"

#include "byte_description.h"
#include "text_window_builder.h"

#include <u8i/charsets/detection/charset_steps.h>

#include <u8i/utf8/message.h>

#include <algorithm>
#include <string_view>

#include <QObject>

namespace u8i::ui {

std::vector<LegacyCharacter> legacyCharacters(Bytes data, Offset begin, Offset end,
                                              const LegacyCharset &charset)
{
    std::vector<LegacyCharacter> out;
    end = std::min(end, data.size());
    if (begin >= end)
        return out;
    const Offset from = charsets::stepAtOrBefore(data, begin, charset);
    const Offset to = charsets::stepAtOrAfter(data, end, charset);
    const LegacyDecoding decoded = charset.decode(data.subspan(from, to - from));
    const std::size_t n = decoded.text.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Offset at = from + decoded.sourceOffsets[i];
        const Offset next = i + 1 < n ? from + decoded.sourceOffsets[i + 1] : to;
        if (next <= begin || next <= at)
            continue; // before the range, or a second character from the same bytes
        if (at >= end)
            break;
        const bool undefined = std::binary_search(decoded.undefinedBytes.begin(),
                                                  decoded.undefinedBytes.end(), at - from);
        out.push_back({at, next - at, decoded.text[i], undefined});
    }
    return out;
}

std::optional<LegacyCharacter> legacyCharacterAt(Bytes data, Offset offset,
                                                 const LegacyCharset &charset)
{
    if (offset >= data.size())
        return std::nullopt;
    const std::vector<LegacyCharacter> found = legacyCharacters(data, offset, offset + 1, charset);
    for (const LegacyCharacter &c : found)
        if (c.offset <= offset && offset < c.offset + c.length)
            return c;
    return std::nullopt;
}

QString legacyCharacterText(Bytes data, const LegacyCharacter &c, const LegacyCharset &charset)
{
    const QString bytes = QString::fromStdString(hexBytes(data, c.offset, c.length));
    const QString where = QStringLiteral("%1 (0x%2)").arg(c.offset).arg(c.offset, 0, 16);
    const QString charsetName = QString::fromStdString(charset.name());
    if (c.undefined)
        return QObject::tr("bytes %1 at offset %2: not defined in %3")
            .arg(bytes, where, charsetName);
    const char32_t cp[1] = {c.codePoint};
    const QByteArray utf8 = QString::fromUcs4(cp, 1).toUtf8();
    const Bytes utf8Bytes(reinterpret_cast<const std::uint8_t *>(utf8.constData()),
                          static_cast<std::size_t>(utf8.size()));
    return QObject::tr("%1 at offset %2: %3 bytes %4, UTF-8 bytes %5")
        .arg(codePointText(c.codePoint), where, charsetName, bytes,
             QString::fromStdString(hexBytes(utf8Bytes, 0, utf8Bytes.size())));
}

TextWindow buildLegacyTextWindow(Bytes data, Offset around, Offset radius,
                                 const LegacyCharset &charset)
{
    TextWindow w;
    const std::optional<WindowBounds> bounds = windowBounds(data, around, radius);
    if (!bounds)
        return w;
    const Offset lo = bounds->lo;
    const std::vector<LegacyCharacter> characters = legacyCharacters(data, lo, bounds->hi, charset);
    TextWindowBuilder b(w);
    w.begin = characters.empty() ? lo : characters.front().offset;
    for (const LegacyCharacter &c : characters) {
        b.capLine(c.offset);
        if (c.undefined)
            b.addReplacement(c.offset, c.offset);
        else
            addCharacter(b, c.codePoint, c.offset);
    }
    w.end = characters.empty() ? lo : characters.back().offset + characters.back().length;
    w.offsets.push_back(w.end);
    return w;
}

Window annotateLegacy(Bytes data, Offset begin, Offset end, const LegacyCharset &charset)
{
    Window w;
    end = std::min(end, data.size());
    w.begin = begin;
    w.end = std::max(begin, end);
    w.bytes.resize(w.end - w.begin);
    for (const LegacyCharacter &c : legacyCharacters(data, begin, end, charset)) {
        const bool ascii = c.length == 1 && c.codePoint < 0x80 && data[c.offset] == c.codePoint;
        for (Offset i = 0; i < c.length; ++i) {
            const Offset at = c.offset + i;
            if (at < begin || at >= end)
                continue;
            ByteAnnotation &a = w.bytes[at - begin];
            a.role = c.undefined ? ByteRole::Invalid
                     : ascii     ? ByteRole::Ascii
                     : i == 0    ? ByteRole::Lead
                                 : ByteRole::Continuation;
            a.sequenceLength = static_cast<std::uint8_t>(std::min<Offset>(c.length, 255));
            a.index = static_cast<std::uint8_t>(std::min<Offset>(i, 255));
            a.unitStart = i == 0;
        }
        // The character, for the character column to draw under its first byte.
        if (!c.undefined) {
            Item item;
            item.offset = c.offset;
            item.length = c.length;
            item.wellFormed = true;
            item.codePoint = c.codePoint;
            w.items.push_back(item);
        }
    }
    return w;
}

} // namespace u8i::ui
