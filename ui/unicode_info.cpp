#include "unicode_info.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include <array>

namespace u8i::ui {
namespace {

// The long property value names use underscores ("Other_Symbol"); the UI shows spaces.
QString spaced(const char *name)
{
    if (name == nullptr)
        return {};
    QString s = QString::fromLatin1(name);
    s.replace(QLatin1Char('_'), QLatin1Char(' '));
    return s;
}

QString charName(UChar32 c, UCharNameChoice choice)
{
    std::array<char, 128> buffer{};
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length = u_charName(c, choice, buffer.data(), static_cast<int32_t>(buffer.size()), &status);
    if (U_FAILURE(status) || length <= 0)
        return {};
    return QString::fromLatin1(buffer.data(), length);
}

} // namespace

QString codePointLabel(char32_t codePoint)
{
    return QStringLiteral("U+%1").arg(static_cast<qulonglong>(codePoint), 4, 16, QLatin1Char('0')).toUpper();
}

UnicodeInfo unicodeInfo(char32_t codePoint)
{
    UnicodeInfo info;
    info.codePoint = codePoint;
    if (codePoint > 0x10FFFF) {
        info.categoryName = QStringLiteral("Not a code point");
        return info;
    }
    const auto c = static_cast<UChar32>(codePoint);

    info.name = charName(c, U_UNICODE_CHAR_NAME);
    if (info.name.isEmpty())
        info.name = charName(c, U_CHAR_NAME_ALIAS);
    if (info.name.isEmpty())
        info.name = charName(c, U_EXTENDED_CHAR_NAME);

    const int category = u_charType(c);
    info.categoryName = spaced(u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_LONG_PROPERTY_NAME));
    info.categoryCode = QString::fromLatin1(
        u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_SHORT_PROPERTY_NAME));

    const int block = ublock_getCode(c);
    info.block = spaced(u_getPropertyValueName(UCHAR_BLOCK, block, U_LONG_PROPERTY_NAME));

    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &status);
    if (U_SUCCESS(status))
        info.script = spaced(uscript_getName(script));

    UVersionInfo age{};
    u_charAge(c, age);
    if (age[0] != 0 || age[1] != 0)
        info.age = QStringLiteral("%1.%2").arg(age[0]).arg(age[1]);
    return info;
}

} // namespace u8i::ui
