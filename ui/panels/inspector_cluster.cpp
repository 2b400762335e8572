// The inspector's view of the text around a character: its grapheme cluster with every code
// point's name, the cluster's NFC and NFD forms with their bytes, and whether the text around is
// in NFC (ICU through the charsets library).
#include "character_inspector.h"

#include <u8i/charsets/normalization/normalization.h>
#include <u8i/charsets/normalization/normalization_forms.h>
#include <u8i/charsets/properties/character_properties.h>

#include <QCoreApplication>
#include <QStringList>

namespace u8i::ui {

namespace {

// Characters read on each side of the caret, on its line.
constexpr int kAround = 32;

// "é   U+00E9   C3 A9": one form of the cluster, as charsets::compareNormalizationForms gives it.
QString codePointsWithBytes(const charsets::NormalizationFormRow &row)
{
    QStringList cps;
    for (const charsets::CodePointBytes &c : row.characters)
        cps << QStringLiteral("U+%1").arg(uint(c.codePoint), 4, 16, QLatin1Char('0')).toUpper();
    return QString::fromUcs4(row.text.data(), static_cast<qsizetype>(row.text.size())) +
           QStringLiteral("   ") + cps.join(QLatin1Char(' ')) + QStringLiteral("   ") +
           QString::fromStdString(row.hex());
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
    // Rows: as given, NFC, NFD; when normalization matters here, both forms are shown.
    const charsets::NormalizationComparison forms = charsets::compareNormalizationForms(cluster);
    if (forms.differs) {
        r.nfc = codePointsWithBytes(forms.rows[1]);
        r.nfd = codePointsWithBytes(forms.rows[2]);
    }
    r.textNfc = charsets::isNormalized(text, NormalizationForm::Nfc)
                    ? QCoreApplication::translate("CharacterInspector", "yes")
                    : QCoreApplication::translate("CharacterInspector",
                                                  "no: NFC changes the text around the caret");
}

} // namespace u8i::ui
