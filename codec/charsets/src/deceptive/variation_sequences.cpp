#include "deceptive/variation_sequences.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>

#include <cstdint>
#include <mutex>
#include <unordered_map>

namespace u8i::charsets::detail {

namespace {

bool has(char32_t cp, UProperty property)
{
    return u_hasBinaryProperty(static_cast<UChar32>(cp), property) != 0;
}

std::int32_t categoryMask(char32_t cp)
{
    return U_GET_GC_MASK(static_cast<UChar32>(cp));
}

const UNormalizer2 *nfd()
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFDInstance(&status);
    return U_SUCCESS(status) ? n : nullptr;
}

// The unified ideograph that `cp` decomposes to canonically, or 0.
char32_t canonicalIdeograph(const UNormalizer2 *n, UChar32 cp)
{
    UChar d[4];
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length = unorm2_getRawDecomposition(n, cp, d, 4, &status);
    if (U_FAILURE(status) || length <= 0)
        return 0;
    int32_t i = 0;
    UChar32 c = 0;
    U16_NEXT(d, i, length, c);
    return i == length && has(static_cast<char32_t>(c), UCHAR_UNIFIED_IDEOGRAPH)
               ? static_cast<char32_t>(c)
               : 0;
}

// For each unified ideograph, how many CJK compatibility ideographs decompose to it (built once).
const std::unordered_map<char32_t, int> &compatibilityVariants()
{
    static std::unordered_map<char32_t, int> counts;
    static std::once_flag built;
    std::call_once(built, [] {
        const UNormalizer2 *n = nfd();
        UErrorCode status = U_ZERO_ERROR;
        USet *set = uset_openPattern(u"[[:Ideographic:]-[:Unified_Ideograph:]]", -1, &status);
        for (int32_t r = 0; n && U_SUCCESS(status) && r < uset_getRangeCount(set); ++r) {
            UChar32 first = 0, last = 0;
            uset_getItem(set, r, &first, &last, nullptr, 0, &status);
            for (UChar32 cp = first; cp <= last; ++cp)
                if (const char32_t base = canonicalIdeograph(n, cp))
                    ++counts[base];
        }
        uset_close(set);
    });
    return counts;
}

bool hasCanonicalDecomposition(char32_t cp)
{
    const UNormalizer2 *n = nfd();
    UChar d[8];
    UErrorCode status = U_ZERO_ERROR;
    return n != nullptr &&
           unorm2_getRawDecomposition(n, static_cast<UChar32>(cp), d, 8, &status) > 0;
}

bool standardizedVariantBase(char32_t selector, char32_t base)
{
    if (has(base, UCHAR_UNIFIED_IDEOGRAPH)) {
        const auto &counts = compatibilityVariants();
        const auto found = counts.find(base);
        return found != counts.end() && static_cast<int>(selector - 0xFE00) < found->second;
    }
    return has(base, UCHAR_MATH) || (categoryMask(base) & (U_GC_ND_MASK | U_GC_LO_MASK)) != 0;
}

} // namespace

bool isVariationBase(char32_t selector, char32_t base)
{
    constexpr std::int32_t graphic = U_GC_L_MASK | U_GC_N_MASK | U_GC_S_MASK | U_GC_P_MASK;
    if (base == 0 || (categoryMask(base) & graphic) == 0 || has(base, UCHAR_VARIATION_SELECTOR) ||
        hasCanonicalDecomposition(base))
        return false;
    if (selector == 0xFE0E || selector == 0xFE0F)
        return has(base, UCHAR_EMOJI);
    if (selector >= 0xE0100)
        return has(base, UCHAR_UNIFIED_IDEOGRAPH);
    if (selector >= 0x180B && selector <= 0x180F) {
        UErrorCode status = U_ZERO_ERROR;
        return (categoryMask(base) & U_GC_L_MASK) != 0 &&
               uscript_getScript(static_cast<UChar32>(base), &status) == USCRIPT_MONGOLIAN;
    }
    return selector >= 0xFE00 && selector <= 0xFE0D && standardizedVariantBase(selector, base);
}

} // namespace u8i::charsets::detail
