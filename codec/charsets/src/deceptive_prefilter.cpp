// Tables for the quick test, one byte per BMP code point each, from ICU: what the rules may look
// at, and the script family of word characters. Characters beyond the BMP are asked of ICU.
#include "deceptive_prefilter.h"

#include "u8i/item.h"
#include "u8i/utf8_rules.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>

#include <array>
#include <cstring>
#include <memory>

namespace u8i::charsets::detail {

namespace {

// Bits of Tables::flags.
constexpr std::uint8_t kCandidate = 1; // a rule looks at it (invisible, bidi, space)
constexpr std::uint8_t kNotNfc = 2;    // NFC quick check is not "yes"
constexpr std::uint8_t kNotNfd = 4;    // NFD quick check is not "yes"

// Values of Tables::family: not part of a word, part of a word but of no script (digits, marks,
// Common and Inherited letters, '_'), or kFirstFamily + the script family.
constexpr std::uint8_t kNoWord = 0;
constexpr std::uint8_t kNoScript = 1;
constexpr std::uint8_t kFirstFamily = 2;

int familyOfScript(int script)
{
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL:
    case USCRIPT_BOPOMOFO: return USCRIPT_HAN;
    default: return script;
    }
}

bool failsQuickCheck(const UNormalizer2 *n, UChar32 cp)
{
    if (n == nullptr)
        return false;
    UChar s[2];
    int32_t len = 0;
    U16_APPEND_UNSAFE(s, len, cp);
    UErrorCode status = U_ZERO_ERROR;
    return unorm2_quickCheck(n, s, len, &status) != UNORM_YES;
}

struct Classes {
    std::uint8_t flags = 0;
    std::uint8_t family = kNoWord;
};

Classes classify(UChar32 cp, const UNormalizer2 *nfc, const UNormalizer2 *nfd)
{
    Classes c;
    const bool space = cp != 0x20 && u_charType(cp) == U_SPACE_SEPARATOR;
    if (space || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
        c.flags |= kCandidate;
    if (failsQuickCheck(nfc, cp))
        c.flags |= kNotNfc;
    if (failsQuickCheck(nfd, cp))
        c.flags |= kNotNfd;
    const std::int32_t mask = U_GET_GC_MASK(cp);
    if ((mask & (U_GC_L_MASK | U_GC_M_MASK | U_GC_N_MASK | U_GC_PC_MASK)) == 0)
        return c;
    c.family = kNoScript;
    UErrorCode status = U_ZERO_ERROR;
    const int script = uscript_getScript(cp, &status);
    if ((mask & U_GC_L_MASK) != 0 && script != USCRIPT_COMMON && script != USCRIPT_INHERITED &&
        script != USCRIPT_UNKNOWN)
        c.family = static_cast<std::uint8_t>(kFirstFamily + familyOfScript(script) % 250);
    return c;
}

struct Tables {
    std::array<std::uint8_t, 0x10000> flags{};
    std::array<std::uint8_t, 0x10000> family{};
    const UNormalizer2 *nfc = nullptr;
    const UNormalizer2 *nfd = nullptr;

    Tables()
    {
        UErrorCode status = U_ZERO_ERROR;
        nfc = unorm2_getNFCInstance(&status);
        status = U_ZERO_ERROR;
        nfd = unorm2_getNFDInstance(&status);
        for (UChar32 cp = 0; cp < 0x10000; ++cp) {
            const Classes c = classify(cp, nfc, nfd);
            flags[static_cast<std::size_t>(cp)] = c.flags;
            family[static_cast<std::size_t>(cp)] = c.family;
        }
    }
    [[nodiscard]] Classes at(char32_t cp) const
    {
        if (cp < 0x10000)
            return {flags[cp], family[cp]};
        return classify(static_cast<UChar32>(cp), nfc, nfd);
    }
};

const Tables &tables()
{
    static const auto t = std::make_unique<Tables>();
    return *t;
}

} // namespace

bool allAscii(Bytes bytes)
{
    constexpr std::uint64_t high = 0x8080808080808080ULL;
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes.data() + i, 8);
        if ((w & high) != 0)
            return false;
    }
    for (; i < bytes.size(); ++i)
        if (bytes[i] >= 0x80)
            return false;
    return true;
}

bool mayHaveFindings(Bytes piece, NormalizationForm form)
{
    if (allAscii(piece))
        return false;
    const Tables &t = tables();
    const std::uint8_t wanted = kCandidate | (form == NormalizationForm::Nfc   ? kNotNfc
                                              : form == NormalizationForm::Nfd ? kNotNfd
                                                                               : 0);
    std::uint8_t wordFamily = kNoScript; // the word's first script family so far
    for (std::size_t pos = 0; pos < piece.size();) {
        Classes c; // an ill-formed group is no character and ends a word
        char32_t cp = 0;
        if (const int length = decodeWellFormed(piece, pos, cp); length > 0) {
            c = t.at(cp);
            pos += static_cast<std::size_t>(length);
        } else {
            pos = decodeItemAt(piece, pos).end();
        }
        if ((c.flags & wanted) != 0)
            return true;
        if (c.family == kNoWord)
            wordFamily = kNoScript;
        else if (c.family >= kFirstFamily && wordFamily != c.family) {
            if (wordFamily != kNoScript)
                return true; // a word of two scripts
            wordFamily = c.family;
        }
    }
    return false;
}

} // namespace u8i::charsets::detail
