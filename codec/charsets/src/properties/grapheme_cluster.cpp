// Grapheme clusters through ICU's character break iterator (UAX #29).
#include "u8i/charsets/normalization/normalization.h"

#include <unicode/ubrk.h>
#include <unicode/utf16.h>

#include <memory>
#include <vector>

namespace u8i::charsets {

std::pair<std::size_t, std::size_t> graphemeClusterAt(std::u32string_view text, std::size_t at)
{
    if (at >= text.size())
        return {at, at};
    std::u16string s;
    std::vector<std::size_t> indexOf; // UTF-16 index -> code point index (one more: the end)
    for (std::size_t i = 0; i < text.size(); ++i) {
        UChar units[2];
        int32_t length = 0;
        U16_APPEND_UNSAFE(units, length, static_cast<UChar32>(text[i]));
        for (int32_t u = 0; u < length; ++u) {
            s += static_cast<char16_t>(units[u]);
            indexOf.push_back(i);
        }
    }
    indexOf.push_back(text.size());
    std::size_t unit = 0;
    while (indexOf[unit] < at)
        ++unit;
    UErrorCode status = U_ZERO_ERROR;
    const std::unique_ptr<UBreakIterator, decltype(&ubrk_close)> it(
        ubrk_open(UBRK_CHARACTER, "", s.data(), static_cast<int32_t>(s.size()), &status),
        &ubrk_close);
    if (U_FAILURE(status))
        return {at, at + 1};
    const int32_t end = ubrk_following(it.get(), static_cast<int32_t>(unit));
    const int32_t begin = ubrk_preceding(it.get(), end);
    return {indexOf[static_cast<std::size_t>(begin)], indexOf[static_cast<std::size_t>(end)]};
}

} // namespace u8i::charsets
