#include "copy_formats.h"

#include "byte_description.h"

#include <u8i/scan/stream_decoder.h>

namespace u8i::ui {

namespace {

QString escaped(Bytes bytes, bool python)
{
    QString out;
    out.reserve(static_cast<qsizetype>(bytes.size() * 4 + 3));
    bool lastWasHexEscape = false;
    for (const std::uint8_t b : bytes) {
        const bool printable = b >= 0x20 && b < 0x7F;
        const bool hexDigit =
            (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F');
        if (b == '\\' || (b == '\'' && python) || (b == '"' && !python)) {
            out += QLatin1Char('\\');
            out += QLatin1Char(static_cast<char>(b));
            lastWasHexEscape = false;
        } else if (b == '\n') {
            out += QStringLiteral("\\n");
            lastWasHexEscape = false;
        } else if (b == '\t') {
            out += QStringLiteral("\\t");
            lastWasHexEscape = false;
        } else if (printable && !(lastWasHexEscape && hexDigit && !python)) {
            // In C a hex digit after \xHH would extend the escape; keep escaping then.
            out += QLatin1Char(static_cast<char>(b));
            lastWasHexEscape = false;
        } else {
            out += QStringLiteral("\\x%1").arg(b, 2, 16, QLatin1Char('0'));
            lastWasHexEscape = true;
        }
    }
    return python ? QStringLiteral("b'") + out + QLatin1Char('\'') : out;
}

} // namespace

QString formatBytes(Bytes bytes, CopyFormat format)
{
    switch (format) {
    case CopyFormat::Hex: {
        QString out;
        out.reserve(static_cast<qsizetype>(bytes.size() * 3));
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            if (i)
                out += QLatin1Char(' ');
            out += QStringLiteral("%1").arg(bytes[i], 2, 16, QLatin1Char('0')).toUpper();
        }
        return out;
    }
    case CopyFormat::Text: return QString::fromStdString(decodeToUtf8(bytes, ErrorMode::Replace));
    case CopyFormat::CEscapes: return escaped(bytes, false);
    case CopyFormat::PythonBytes: return escaped(bytes, true);
    }
    return {};
}

CopiedBytes copySelection(const DocumentModel &model, CopyFormat format, Offset maxBytes)
{
    const Bytes bytes = model.bytes();
    if (bytes.empty() || !model.checkAccess())
        return {};
    Offset begin = model.selectionBegin();
    Offset end = model.selectionEnd();
    if (begin == end) {
        const Item item = itemContaining(bytes, model.caret());
        begin = item.offset;
        end = item.end();
    }
    if (end - begin > maxBytes)
        return {{}, end - begin, true};
    return {formatBytes(bytes.subspan(begin, end - begin), format), end - begin, false};
}

} // namespace u8i::ui
