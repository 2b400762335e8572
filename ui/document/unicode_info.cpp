#include "unicode_info.h"

#include <QStringList>

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

// ICU gives C0 and C1 controls no name (only "<control-000A>"); these are their ISO 6429 names,
// which are also their name aliases in the Unicode Character Database.
const char *controlName(char32_t c)
{
    static constexpr std::array<const char *, 32> c0{"NULL",
                                                     "START OF HEADING",
                                                     "START OF TEXT",
                                                     "END OF TEXT",
                                                     "END OF TRANSMISSION",
                                                     "ENQUIRY",
                                                     "ACKNOWLEDGE",
                                                     "ALERT",
                                                     "BACKSPACE",
                                                     "CHARACTER TABULATION",
                                                     "LINE FEED",
                                                     "LINE TABULATION",
                                                     "FORM FEED",
                                                     "CARRIAGE RETURN",
                                                     "SHIFT OUT",
                                                     "SHIFT IN",
                                                     "DATA LINK ESCAPE",
                                                     "DEVICE CONTROL ONE",
                                                     "DEVICE CONTROL TWO",
                                                     "DEVICE CONTROL THREE",
                                                     "DEVICE CONTROL FOUR",
                                                     "NEGATIVE ACKNOWLEDGE",
                                                     "SYNCHRONOUS IDLE",
                                                     "END OF TRANSMISSION BLOCK",
                                                     "CANCEL",
                                                     "END OF MEDIUM",
                                                     "SUBSTITUTE",
                                                     "ESCAPE",
                                                     "INFORMATION SEPARATOR FOUR",
                                                     "INFORMATION SEPARATOR THREE",
                                                     "INFORMATION SEPARATOR TWO",
                                                     "INFORMATION SEPARATOR ONE"};
    static constexpr std::array<const char *, 32> c1{"PADDING CHARACTER",
                                                     "HIGH OCTET PRESET",
                                                     "BREAK PERMITTED HERE",
                                                     "NO BREAK HERE",
                                                     "INDEX",
                                                     "NEXT LINE",
                                                     "START OF SELECTED AREA",
                                                     "END OF SELECTED AREA",
                                                     "CHARACTER TABULATION SET",
                                                     "CHARACTER TABULATION WITH JUSTIFICATION",
                                                     "LINE TABULATION SET",
                                                     "PARTIAL LINE FORWARD",
                                                     "PARTIAL LINE BACKWARD",
                                                     "REVERSE LINE FEED",
                                                     "SINGLE SHIFT TWO",
                                                     "SINGLE SHIFT THREE",
                                                     "DEVICE CONTROL STRING",
                                                     "PRIVATE USE ONE",
                                                     "PRIVATE USE TWO",
                                                     "SET TRANSMIT STATE",
                                                     "CANCEL CHARACTER",
                                                     "MESSAGE WAITING",
                                                     "START OF GUARDED AREA",
                                                     "END OF GUARDED AREA",
                                                     "START OF STRING",
                                                     "SINGLE GRAPHIC CHARACTER INTRODUCER",
                                                     "SINGLE CHARACTER INTRODUCER",
                                                     "CONTROL SEQUENCE INTRODUCER",
                                                     "STRING TERMINATOR",
                                                     "OPERATING SYSTEM COMMAND",
                                                     "PRIVACY MESSAGE",
                                                     "APPLICATION PROGRAM COMMAND"};
    if (c < 0x20)
        return c0[c];
    if (c == 0x7F)
        return "DELETE";
    if (c >= 0x80 && c < 0xA0)
        return c1[c - 0x80];
    return nullptr;
}

// ICU's long block names capitalise every word ("Miscellaneous_Symbols_And_Pictographs"); the
// Unicode block names keep the little words in lower case.
QString blockName(const char *icuName)
{
    QStringList words = spaced(icuName).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < words.size(); ++i) {
        static const QStringList little{QStringLiteral("And"), QStringLiteral("For"),
                                        QStringLiteral("Of"), QStringLiteral("To"),
                                        QStringLiteral("With")};
        if (little.contains(words[i]))
            words[i] = words[i].toLower();
    }
    return words.join(QLatin1Char(' '));
}

QString charName(UChar32 c, UCharNameChoice choice)
{
    std::array<char, 128> buffer{};
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length =
        u_charName(c, choice, buffer.data(), static_cast<int32_t>(buffer.size()), &status);
    if (U_FAILURE(status) || length <= 0)
        return {};
    return QString::fromLatin1(buffer.data(), length);
}

} // namespace

QString codePointLabel(char32_t codePoint)
{
    return QStringLiteral("U+%1")
        .arg(static_cast<qulonglong>(codePoint), 4, 16, QLatin1Char('0'))
        .toUpper();
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
    if (const char *control = controlName(codePoint); info.name.isEmpty() && control != nullptr)
        info.name = QString::fromLatin1(control);
    if (info.name.isEmpty())
        info.name = charName(c, U_EXTENDED_CHAR_NAME);

    const int category = u_charType(c);
    info.categoryName =
        spaced(u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_LONG_PROPERTY_NAME));
    info.categoryCode = QString::fromLatin1(
        u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_SHORT_PROPERTY_NAME));

    const int block = ublock_getCode(c);
    info.block = blockName(u_getPropertyValueName(UCHAR_BLOCK, block, U_LONG_PROPERTY_NAME));

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
