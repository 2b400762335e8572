// characterName through ICU's u_charName.
#include "u8i/charsets/character_name.h"

#include <unicode/uchar.h>

#include <initializer_list>

namespace u8i::charsets {

std::string characterName(char32_t codePoint)
{
    if (codePoint > 0x10FFFF)
        return {};
    char buffer[128];
    for (const UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_EXTENDED_CHAR_NAME}) {
        UErrorCode status = U_ZERO_ERROR;
        const int32_t n = u_charName(static_cast<UChar32>(codePoint), choice, buffer,
                                     static_cast<int32_t>(sizeof buffer), &status);
        if (U_SUCCESS(status) && n > 0)
            return std::string(buffer, static_cast<std::size_t>(n));
    }
    return {};
}

} // namespace u8i::charsets
