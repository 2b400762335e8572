#include "normalization_note.h"

#include "teach_text.h"

#include <u8i/charsets/normalization/normalization_forms.h>

#include <QStringList>

namespace u8i::ui {

namespace {

using charsets::NormalizationForm;

QString formLabel(NormalizationForm form)
{
    switch (form) {
    case NormalizationForm::Nfc: return NormalizationNote::tr("NFC (composed)");
    case NormalizationForm::Nfd: return NormalizationNote::tr("NFD (decomposed)");
    case NormalizationForm::None: break;
    }
    return NormalizationNote::tr("as typed");
}

// "U+0065 'e' + U+0301": each code point, with the character itself where it shows alone.
QString codePoints(const charsets::NormalizationFormRow &row)
{
    QStringList parts;
    for (const charsets::CodePointBytes &c : row.characters)
        parts << TeachText::uPlus(c.codePoint);
    return parts.join(QStringLiteral(" + "));
}

// "65 | CC 81": the bytes of each code point, apart.
QString bytesByCodePoint(const charsets::NormalizationFormRow &row)
{
    QStringList parts;
    for (const charsets::CodePointBytes &c : row.characters)
        parts << TeachText::hexBytes(c.bytes);
    return parts.join(QStringLiteral(" | "));
}

} // namespace

QString NormalizationNote::html(std::u32string_view text)
{
    const charsets::NormalizationComparison c = charsets::compareNormalizationForms(text);
    if (!c.differs)
        return {};
    QString rows;
    for (const charsets::NormalizationFormRow &row : c.rows) {
        const QString shown =
            QString::fromUcs4(row.text.data(), static_cast<qsizetype>(row.text.size()));
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td><code>%4</code></td>"
                               "<td>%5</td></tr>")
                    .arg(formLabel(row.form), shown.toHtmlEscaped(), codePoints(row),
                         bytesByCodePoint(row),
                         tr("%1 bytes").arg(static_cast<qulonglong>(row.bytes().size())));
    }
    return QStringLiteral("<p><b>%1</b> %2</p><table cellspacing=\"0\" cellpadding=\"4\">%3</table>"
                          "<p>%4</p>")
        .arg(tr("Composed and decomposed."),
             tr("Unicode writes this text in two normal forms, byte by byte:"), rows,
             tr("They look the same but are different bytes: compare text only after normalizing "
                "it."));
}

} // namespace u8i::ui
