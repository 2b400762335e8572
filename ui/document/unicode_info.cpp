#include "unicode_info.h"

#include "block_names.h"
#include "script_names.h"

#include <u8i/charsets/properties/character_properties.h>
#include <u8i/hex_text.h>

#include <QCoreApplication>

namespace u8i::ui {

namespace {

QString fromUtf8(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The general categories as ICU names them (spaced), marked for translation: the inspector shows
// them in the user's language.
[[maybe_unused]] constexpr const char *kCategoryNames[] = {
    QT_TRANSLATE_NOOP("UnicodeCategory", "Uppercase Letter"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Lowercase Letter"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Titlecase Letter"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Modifier Letter"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Other Letter"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Nonspacing Mark"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Spacing Mark"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Enclosing Mark"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Decimal Number"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Letter Number"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Other Number"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Space Separator"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Line Separator"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Paragraph Separator"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Control"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Format"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Private Use"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Surrogate"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Unassigned"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Connector Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Dash Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Open Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Close Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Initial Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Final Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Other Punctuation"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Math Symbol"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Currency Symbol"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Modifier Symbol"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Other Symbol"),
    QT_TRANSLATE_NOOP("UnicodeCategory", "Not a code point"),
};

} // namespace

QString codePointLabel(char32_t codePoint)
{
    return QString::fromStdString(u8i::codePointLabel(codePoint));
}

UnicodeInfo unicodeInfo(char32_t codePoint)
{
    const charsets::CharacterProperties p = charsets::characterProperties(codePoint);
    return {p.codePoint,
            fromUtf8(p.name),
            QCoreApplication::translate("UnicodeCategory", p.categoryName.c_str()),
            fromUtf8(p.categoryCode),
            blockName(p.block),
            scriptName(p.script),
            fromUtf8(p.age)};
}

} // namespace u8i::ui
