#include "u8i/utf8/character_classes.h"

namespace u8i {

namespace {

std::uint8_t classifyWithoutData(char32_t c)
{
    const bool c1 = c >= 0x80 && c <= 0x9F;
    const bool separator = c == 0x2028 || c == 0x2029;
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    const bool noncharacter = (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
    const bool privateUse = (c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000;
    const bool unassignedPlane = c >= 0x40000 && c < 0xE0000;
    if (c > 0x10FFFF || c1 || separator || surrogate || noncharacter || privateUse ||
        unassignedPlane)
        return CharacterClasses::kNotText;
    return CharacterClasses::kAnyFamily;
}

} // namespace

CharacterClasses::CharacterClasses(Classify classify, Judge judge)
    : m_bmp(0x10000), m_classify(classify), m_judge(judge)
{
    for (char32_t c = 0; c < 0x80; ++c)
        m_bmp[c] = isTextAscii(static_cast<std::uint8_t>(c)) ? kAnyFamily : kNotText;
    for (char32_t c = 0x80; c < 0x10000; ++c)
        m_bmp[c] = classify(c);
}

const CharacterClasses &CharacterClasses::withoutUnicodeData()
{
    static const CharacterClasses classes(classifyWithoutData);
    return classes;
}

} // namespace u8i
