// Character names and properties through ICU's uchar API.
#include "u8i/charsets/properties/character_properties.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string_view>

namespace u8i::charsets {

namespace {

// The long property value names use underscores ("Other_Symbol"); people read spaces.
std::string spaced(const char *name)
{
    if (name == nullptr)
        return {};
    std::string s(name);
    for (char &c : s)
        if (c == '_')
            c = ' ';
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
std::string blockName(const char *icuName)
{
    static constexpr std::array<std::string_view, 5> little{"And", "For", "Of", "To", "With"};
    std::string name;
    std::string_view rest = icuName == nullptr ? std::string_view{} : std::string_view(icuName);
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find('_'), rest.size());
        std::string word(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
        if (word.empty())
            continue;
        if (!name.empty() && std::find(little.begin(), little.end(), word) != little.end())
            word[0] = static_cast<char>(word[0] - 'A' + 'a');
        name += name.empty() ? word : " " + word;
    }
    return name;
}

std::string charName(char32_t c, UCharNameChoice choice)
{
    std::array<char, 128> buffer{};
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length = u_charName(static_cast<UChar32>(c), choice, buffer.data(),
                                      static_cast<int32_t>(buffer.size()), &status);
    if (U_FAILURE(status) || length <= 0)
        return {};
    return std::string(buffer.data(), static_cast<std::size_t>(length));
}

std::string versionString(const UVersionInfo info)
{
    std::array<char, U_MAX_VERSION_STRING_LENGTH> text{};
    u_versionToString(info, text.data());
    return text.data();
}

} // namespace

std::string icuRuntimeVersion()
{
    UVersionInfo info{};
    u_getVersion(info);
    return versionString(info);
}

std::string icuBuildVersion()
{
    return U_ICU_VERSION;
}

std::string unicodeVersion()
{
    UVersionInfo info{};
    u_getUnicodeVersion(info);
    return versionString(info);
}

std::string characterName(char32_t codePoint)
{
    if (codePoint > 0x10FFFF)
        return {};
    for (const UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_EXTENDED_CHAR_NAME})
        if (std::string name = charName(codePoint, choice); !name.empty())
            return name;
    return {};
}

CharacterProperties characterProperties(char32_t codePoint)
{
    CharacterProperties info;
    info.codePoint = codePoint;
    if (codePoint > 0x10FFFF) {
        info.categoryName = "Not a code point";
        return info;
    }
    const auto c = static_cast<UChar32>(codePoint);

    info.name = charName(codePoint, U_UNICODE_CHAR_NAME);
    if (info.name.empty())
        info.name = charName(codePoint, U_CHAR_NAME_ALIAS);
    if (const char *control = controlName(codePoint); info.name.empty() && control != nullptr)
        info.name = control;
    if (info.name.empty())
        info.name = charName(codePoint, U_EXTENDED_CHAR_NAME);

    const int category = u_charType(c);
    info.categoryName =
        spaced(u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_LONG_PROPERTY_NAME));
    if (const char *code =
            u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, category, U_SHORT_PROPERTY_NAME))
        info.categoryCode = code;

    const int block = ublock_getCode(c);
    info.block = blockName(u_getPropertyValueName(UCHAR_BLOCK, block, U_LONG_PROPERTY_NAME));

    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &status);
    if (U_SUCCESS(status))
        info.script = spaced(uscript_getName(script));

    UVersionInfo age{};
    u_charAge(c, age);
    if (age[0] != 0 || age[1] != 0)
        info.age = std::to_string(age[0]) + "." + std::to_string(age[1]);
    return info;
}

std::vector<std::string> blockNames()
{
    std::vector<std::string> names;
    const int last = u_getIntPropertyMaxValue(UCHAR_BLOCK);
    for (int block = u_getIntPropertyMinValue(UCHAR_BLOCK); block <= last; ++block)
        names.push_back(
            blockName(u_getPropertyValueName(UCHAR_BLOCK, block, U_LONG_PROPERTY_NAME)));
    return names;
}

} // namespace u8i::charsets
