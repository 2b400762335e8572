#include "unicode_info.h"

#include <u8i/charsets/properties/character_properties.h>
#include <u8i/hex_text.h>

namespace u8i::ui {

namespace {

QString fromUtf8(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QString codePointLabel(char32_t codePoint)
{
    return QString::fromStdString(u8i::codePointLabel(codePoint));
}

UnicodeInfo unicodeInfo(char32_t codePoint)
{
    const charsets::CharacterProperties p = charsets::characterProperties(codePoint);
    return {
        p.codePoint,       fromUtf8(p.name),   fromUtf8(p.categoryName), fromUtf8(p.categoryCode),
        fromUtf8(p.block), fromUtf8(p.script), fromUtf8(p.age)};
}

} // namespace u8i::ui
