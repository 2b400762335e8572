// The inspector's view of the text around a character: its grapheme cluster with every code
// point's name, the cluster's NFC and NFD forms with their bytes, and whether the text around is
// in NFC (ICU through the charsets library).
#include "character_inspector.h"

#include <u8i/charsets/character_properties.h>
#include <u8i/charsets/normalization.h>
#include <u8i/message.h>

#include <QCoreApplication>

namespace u8i::ui {

namespace {

// Characters read on each side of the caret, on its line.
constexpr int kAround = 32;

QString codePointsWithBytes(std::u32string_view text)
{
    QString cps;
    std::string utf8;
    for (const char32_t c : text) {
        cps += (cps.isEmpty() ? QString() : QStringLiteral(" ")) +
               QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
        utf8 += encodeUtf8(c);
    }
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(utf8.data()), utf8.size());
    return QString::fromUcs4(text.data(), static_cast<qsizetype>(text.size())) +
           QStringLiteral("   ") + cps + QStringLiteral("   ") +
           QString::fromStdString(hexBytes(bytes, 0, bytes.size(), 32));
}

} // namespace

void fillClusterAndForms(InspectedItem &r, Bytes window, Offset at)
{
    // The characters around, on the caret's line: back, then forward.
    std::vector<Offset> starts{at};
    for (int i = 0; i < kAround && starts.front() > 0; ++i) {
        const Offset prev = itemStartContaining(window, starts.front() - 1);
        const Item item = decodeItemAt(window, prev);
        if (!item.wellFormed || item.codePoint == '\n')
            break;
        starts.insert(starts.begin(), prev);
    }
    const std::size_t caret = starts.size() - 1;
    std::u32string text;
    for (const Offset s : starts)
        text += decodeItemAt(window, s).codePoint;
    Offset pos = decodeItemAt(window, at).end();
    for (int i = 0; i < kAround && pos < window.size(); ++i) {
        const Item item = decodeItemAt(window, pos);
        if (!item.wellFormed || item.codePoint == '\n')
            break;
        text += item.codePoint;
        pos = item.end();
    }
    using charsets::NormalizationForm;
    const auto [first, last] = charsets::graphemeClusterAt(text, caret);
    const std::u32string cluster = text.substr(first, last - first);
    if (cluster.size() > 1) {
        QStringList parts;
        for (const char32_t c : cluster)
            parts << QStringLiteral("U+%1 %2").arg(
                QStringLiteral("%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper(),
                QString::fromStdString(charsets::characterName(c)));
        r.cluster = parts.join(QStringLiteral(" + "));
    }
    const std::u32string nfc = charsets::normalized(cluster, NormalizationForm::Nfc);
    const std::u32string nfd = charsets::normalized(cluster, NormalizationForm::Nfd);
    if (nfc != nfd || nfc != cluster) { // normalization matters here: show both forms
        r.nfc = codePointsWithBytes(nfc);
        r.nfd = codePointsWithBytes(nfd);
    }
    r.textNfc = charsets::isNormalized(text, NormalizationForm::Nfc)
                    ? QCoreApplication::translate("CharacterInspector", "yes")
                    : QCoreApplication::translate("CharacterInspector",
                                                  "no: NFC changes the text around the caret");
}

} // namespace u8i::ui
