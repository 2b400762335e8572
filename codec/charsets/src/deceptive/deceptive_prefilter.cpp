// Tables for the quick test, one byte per BMP code point each, from ICU: what the rules may look
// at, and the script family of word characters. Characters beyond the BMP are asked of ICU.
#include "deceptive/deceptive_prefilter.h"

#include "deceptive/deceptive_line.h"

#include "deceptive/deceptive_skip.h"

#include "u8i/simd/isa.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/utf8_rules.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
        c.family = static_cast<std::uint8_t>(kFirstFamily + detail::scriptFamily(script) % 250);
    return c;
}

// Values of Tables::merged beside the families: a line feed, and a character a rule looks at.
constexpr std::uint8_t kLineFeed = 254;
constexpr std::uint8_t kSuspect = 255;
static_assert(kFirstFamily + 250 <= kLineFeed);

std::uint8_t wantedFlags(NormalizationForm form)
{
    switch (form) {
    case NormalizationForm::Nfc: return kCandidate | kNotNfc;
    case NormalizationForm::Nfd: return kCandidate | kNotNfd;
    case NormalizationForm::None: break;
    }
    return kCandidate;
}

// One byte per character for the line skipper: kSuspect when a rule looks at it, else its family.
std::uint8_t mergedClass(Classes c, std::uint8_t wanted)
{
    return (c.flags & wanted) != 0 ? kSuspect : c.family;
}

struct Tables {
    std::array<std::uint8_t, 0x10000> flags{};
    std::array<std::uint8_t, 0x10000> family{};
    // mergedClass() for each normalization form (NormalizationForm's values), '\n' as kLineFeed.
    std::array<std::array<std::uint8_t, 0x10000>, 3> merged{};
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
        for (const NormalizationForm form :
             {NormalizationForm::None, NormalizationForm::Nfc, NormalizationForm::Nfd}) {
            auto &m = merged[static_cast<std::size_t>(form)];
            const std::uint8_t wanted = wantedFlags(form);
            for (std::size_t cp = 0; cp < m.size(); ++cp)
                m[cp] = mergedClass({flags[cp], family[cp]}, wanted);
            m['\n'] = kLineFeed;
        }
    }
    SkipTables skip; // for form None
    std::array<std::uint8_t, 0x10000> skipBmp{};
    [[nodiscard]] Classes at(char32_t cp) const
    {
        if (cp < 0x10000)
            return {flags[cp], family[cp]};
        return classify(static_cast<UChar32>(cp), nfc, nfd);
    }
};

const Tables &tables();

// The skip kernel's class of a character of merged class `m` (form None).
std::uint8_t skipClass(std::uint8_t m)
{
    switch (m) {
    case kNoWord: return kSkipBreak;
    case kNoScript: return 0;
    case kLineFeed: return kSkipBreak;
    default: return m; // a family, or kSuspect == kSkipAsk
    }
}

// One class for the characters [first, first + count): a family when their letters are all of
// it (the others, taken as that family's letters too, can only make a line be kept), 0 with no
// letters but some word characters, kSkipBreak when none is; kSkipAsk when the characters
// differ more, or a rule looks at one, or more than `maxBreaks` of them end a word among word
// characters (taken as letters, punctuation would keep lines for nothing).
std::uint8_t groupClass(const Tables &t, char32_t first, char32_t count,
                        char32_t maxBreaks = 0x10000)
{
    std::uint8_t family = 0;
    bool word = false;
    char32_t breaks = 0;
    for (char32_t cp = first; cp < first + count; ++cp) {
        const std::uint8_t m = mergedClass(t.at(cp), kCandidate);
        if (m == kSuspect)
            return kSkipAsk;
        if (m == kNoScript)
            word = true;
        else if (m == kNoWord && u_charType(static_cast<UChar32>(cp)) != U_UNASSIGNED)
            ++breaks;
        else if (m >= kFirstFamily && family != 0 && m != family)
            return kSkipAsk;
        else if (m >= kFirstFamily)
            family = m;
    }
    if (breaks > maxBreaks && (family != 0 || word))
        return kSkipAsk;
    return family != 0 ? family : word ? 0 : kSkipBreak;
}

std::uint8_t askSkipClass(const std::uint8_t *p)
{
    const Tables &t = tables();
    char32_t cp = 0;
    if (decodeWellFormed(Bytes(p, 4), 0, cp) == 0)
        return kSkipAsk;
    return skipClass(cp < 0x10000 ? t.merged[0][cp] : mergedClass(t.at(cp), kCandidate));
}

// The groups of 64 three-byte characters whose classes the AVX-512 kernel takes by their third
// byte: general punctuation (dashes, quotes, and spaces), CJK punctuation, fullwidth forms and
// currency signs, which text meets beside letters (each slot costs every block a lookup).
constexpr char32_t kThirdGroups[kThirdSlots] = {0x2000, 0x3000, 0xFF00, 0x2080};

// The second-level entries of the three-byte lead `lead`'s 64 groups.
void fillSecond(const Tables &t, SkipTables &k, std::uint8_t *entries, char32_t lead)
{
    for (char32_t s = 0; s < 64; ++s) {
        const char32_t first = lead << 12 | s << 6;
        entries[s] = kSkipAsk; // overlong and surrogate forms never come
        if (first < 0x800 || (first >= 0xD800 && first < 0xE000))
            continue;
        const auto *third = std::find(std::begin(kThirdGroups), std::end(kThirdGroups), first);
        if (third == std::end(kThirdGroups)) {
            // More than one in eight ending a word: the kernel asks (Devanagari's dandas, the
            // kana's sound marks pass, fullwidth punctuation does not).
            entries[s] = groupClass(t, first, 64, 8);
            continue;
        }
        const auto slot = static_cast<std::size_t>(third - std::begin(kThirdGroups));
        entries[s] = static_cast<std::uint8_t>(kSkipThird + slot);
        for (char32_t c = 0; c < 64; ++c)
            k.third[slot * 64 + c] = t.skipBmp[first | c];
    }
}

// The lead bytes of the punctuation, symbols and scripts that text meets most beside others, whose
// slots the AVX-512 kernel looks up in every block (the first kCommonSlots): Latin-1 punctuation,
// general punctuation, CJK punctuation and kana, fullwidth forms, emoji, Greek from U+03C0,
// Indic scripts and Thai, then Georgian, Hangul Jamo and Vietnamese.
constexpr std::array<int, kCommonSlots> kCommonLeads = {0xC2, 0xE2, 0xE3, 0xEF,
                                                        0xF0, 0xCF, 0xE0, 0xE1};

// The lead bytes C2..F0: first the common ones, then the others in order.
std::array<int, 0xF1 - 0xC2> leadOrder()
{
    std::array<int, 0xF1 - 0xC2> order{};
    std::copy(kCommonLeads.begin(), kCommonLeads.end(), order.begin());
    auto next = order.begin() + kCommonLeads.size();
    for (int b = 0xC2; b <= 0xF0; ++b)
        if (std::find(kCommonLeads.begin(), kCommonLeads.end(), b) == kCommonLeads.end())
            *next++ = b;
    return order;
}

// The AVX-512 kernel's tables: each ASCII character, the lead bytes whose characters agree, and
// second-level slots for the others, the common ones first, while slots last.
void makeByteTables(const Tables &t, SkipTables &k)
{
    for (std::size_t b = 0; b < 0x80; ++b)
        k.byteClass[b] = t.skipBmp[b];
    std::fill(k.byteClass + 0x80, k.byteClass + 0x100, kSkipAsk);
    std::fill(k.byteClass + 0x80, k.byteClass + 0xC0, 0);
    std::fill(std::begin(k.second), std::end(k.second), kSkipAsk);
    int slots = 0;
    for (const int b : leadOrder()) {
        const std::uint8_t lead = b < 0xE0   ? k.lead2[b - 0xC0]
                                  : b < 0xF0 ? k.lead3[b - 0xE0]
                                             : kSkipAsk;
        k.byteClass[b] = lead;
        if (lead != kSkipAsk || slots == kSecondSlots)
            continue;
        std::uint8_t *entries = k.second + 64 * slots;
        k.byteClass[b] = static_cast<std::uint8_t>(kSkipSecond + slots++);
        if (b < 0xE0) { // each two-byte character
            for (char32_t s = 0; s < 64; ++s)
                entries[s] = t.skipBmp[static_cast<char32_t>(b & 0x1F) << 6 | s];
        } else if (b < 0xF0) {
            fillSecond(t, k, entries, static_cast<char32_t>(b & 0x0F));
        } else {
            entries[0x9F & 0x3F] = k.plane1; // the rest of the four-byte characters are asked
        }
    }
}

// The lead bytes whose characters the AVX2 kernel looks up by their second byte: Greek from
// U+03C0 (whose lead byte Coptic shares), the Indic scripts and Thai, Georgian and Hangul Jamo,
// kana, Arabic (a word each where the script changes word by word, which the one-by-one way asks
// for in most blocks).
constexpr std::array<std::uint8_t, kNarrowLeads> kNarrowLeadBytes = {0xCF, 0xE0, 0xE1, 0xE3, 0xD8};

// The entries of lead byte `lead` by its second byte: a two-byte character's class, or a group of
// 64 three-byte characters' as the AVX-512 kernel takes it (its groups taken by the third byte
// asked: the AVX2 kernel's three-byte prefixes come after).
void fillNarrowLead(const Tables &t, std::uint8_t *entries, std::uint8_t lead)
{
    for (char32_t s = 0; s < 64; ++s) {
        if (lead < 0xE0) {
            entries[s] = t.skipBmp[static_cast<char32_t>(lead & 0x1F) << 6 | s];
            continue;
        }
        const char32_t first = static_cast<char32_t>(lead & 0x0F) << 12 | s << 6;
        const bool third = std::find(std::begin(kThirdGroups), std::end(kThirdGroups), first) !=
                           std::end(kThirdGroups);
        entries[s] = first < 0x800 || (first >= 0xD800 && first < 0xE000) || third
                         ? kSkipAsk
                         : groupClass(t, first, 64, 8);
    }
}

// The AVX2 kernel's prefixes: the lead bytes above when their class is asked, then the first
// three groups the AVX-512 kernel takes by their third byte.
static_assert(kNarrowPrefixes - kNarrowLeads <= kThirdSlots);
void makeNarrowPrefixes(const Tables &t, SkipTables &k)
{
    static const std::array<std::uint8_t, 64> none = [] {
        std::array<std::uint8_t, 64> asks{};
        asks.fill(kSkipAsk);
        return asks;
    }();
    for (SkipTables::Prefix &x : k.narrow)
        x.entries = none.data();
    for (int n = 0; n < kNarrowLeads; ++n) {
        const std::uint8_t lead = kNarrowLeadBytes[static_cast<std::size_t>(n)];
        const std::uint8_t cls = lead < 0xE0 ? k.lead2[lead - 0xC0] : k.lead3[lead - 0xE0];
        if (cls != kSkipAsk)
            continue;
        std::uint8_t *entries = k.narrowLeads + 64 * n;
        fillNarrowLead(t, entries, lead);
        k.narrow[n] = {lead, 0, entries};
    }
    for (int slot = 0; slot + kNarrowLeads < kNarrowPrefixes; ++slot) {
        const char32_t first = kThirdGroups[slot];
        k.narrow[slot + kNarrowLeads] = {static_cast<std::uint8_t>(0xE0 | first >> 12),
                                         static_cast<std::uint8_t>(0x80 | (first >> 6 & 0x3F)),
                                         k.third + 64 * slot};
    }
}

// The kernel's tables, and whether its ASCII classes are the tables'.
void makeSkipTables(Tables &t)
{
    SkipTables &k = t.skip;
    k.latin = skipClass(t.merged[0]['a']);
    for (char32_t lead = 0; lead < 32; ++lead)
        k.lead2[lead] = lead < 2 ? kSkipAsk : groupClass(t, lead << 6, 64);
    for (char32_t lead = 0; lead < 16; ++lead)
        k.lead3[lead] = groupClass(t, lead == 0 ? 0x800 : lead << 12, lead == 0 ? 0x800 : 0x1000);
    k.plane1 = groupClass(t, 0x1F000, 0x1000);
    k.ask = askSkipClass;
    for (std::size_t cp = 0; cp < t.skipBmp.size(); ++cp)
        t.skipBmp[cp] = skipClass(t.merged[0][cp]);
    k.bmp = t.skipBmp.data();
    makeByteTables(t, k);
    makeNarrowPrefixes(t, k);
    // The markers must not be taken for families.
    k.usable = simd::active() >= simd::Isa::Avx2 &&
               u_getIntPropertyMaxValue(UCHAR_SCRIPT) + kFirstFamily <= kSkipLastFamily;
    k.wide = simd::active() == simd::Isa::Avx512;
    for (int c = 0; c < 0x80; ++c) {
        const bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
        const bool inWord = (c >= '0' && c <= '9') || c == '_';
        const std::uint8_t expected = letter ? k.latin : inWord ? 0 : kSkipBreak;
        if (skipClass(t.merged[0][static_cast<std::size_t>(c)]) != expected)
            k.usable = false;
    }
}

const Tables &tables()
{
    static const auto t = [] {
        auto made = std::make_unique<Tables>();
        makeSkipTables(*made);
        return made;
    }();
    return *t;
}

// mergedClass() of characters beyond the BMP, remembered per thread (emoji come back often).
std::uint8_t astralClass(const Tables &t, char32_t cp, NormalizationForm form)
{
    struct Cache {
        std::array<std::uint32_t, 4096> key{}; // cp | form << 24; 0 for none
        std::array<std::uint8_t, 4096> value{};
    };
    thread_local Cache cache;
    const std::uint32_t key = static_cast<std::uint32_t>(cp) | static_cast<std::uint32_t>(form)
                                                                   << 24;
    const std::size_t slot = cp & 4095;
    if (cache.key[slot] != key) {
        cache.value[slot] = mergedClass(t.at(cp), wantedFlags(form));
        cache.key[slot] = key;
    }
    return cache.value[slot];
}

// Takes the class of the character at s.pos; false when the line may hold a finding.
inline bool take(Skip &s, std::uint8_t cls, std::size_t next)
{
    if (cls == kSuspect ||
        (cls >= kFirstFamily && cls < kLineFeed && s.word != kNoScript && s.word != cls))
        return false;
    const bool lf = cls == kLineFeed;
    s.lineStart = lf ? next : s.lineStart;
    s.feeds += lf ? 1 : 0;
    s.word = cls == kNoWord || lf ? kNoScript : cls >= kFirstFamily ? cls : s.word;
    s.pos = next;
    return true;
}

// Any bytes to `end`, a character at a time, ill-formed groups ending a word.
void skipAny(Bytes bytes, std::size_t end, const Tables &t, const std::uint8_t *table,
             NormalizationForm form, Skip &s)
{
    while (s.pos < end) {
        std::uint8_t cls = kNoWord; // an ill-formed group ends a word
        char32_t cp = 0;
        std::size_t next = 0;
        if (const int length = decodeWellFormed(bytes, s.pos, cp); length > 0) {
            cls = cp < 0x10000 ? table[cp] : astralClass(t, cp, form);
            next = s.pos + static_cast<std::size_t>(length);
        } else {
            next = decodeItemAt(bytes, s.pos).end();
        }
        if (!take(s, cls, next)) {
            s.stopped = true;
            return;
        }
    }
}

// The kernels read windows of this many bytes without decoding them. They need not be well-formed:
// the kernels take a stray continuation byte for a character of no script and a bad lead byte's
// class from the bytes after it, and ask of those that the tables do not settle, so an ill-formed
// group, which ends a word for the rules, can only join words and keep a line.
constexpr std::size_t kWindow = 64 * 1024;

} // namespace

std::size_t skipLinesWithoutFindings(Bytes bytes, std::size_t pos, NormalizationForm form,
                                     Offset &feeds)
{
    const Tables &t = tables();
    const std::uint8_t *table = t.merged[static_cast<std::size_t>(form)].data();
    Skip s;
    s.lineStart = pos;
    s.pos = pos;
    // Only whole lines are read: up to the last line feed.
    const auto *last =
        static_cast<const std::uint8_t *>(memrchr(bytes.data() + pos, '\n', bytes.size() - pos));
    const std::size_t lines = last ? static_cast<std::size_t>(last - bytes.data()) + 1 : pos;
    while (!s.stopped && s.pos < lines) {
        std::size_t end = std::min(lines, s.pos + kWindow);
        for (int back = 0; back < 3 && end < lines && (bytes[end] & 0xC0) == 0x80; ++back)
            --end; // at a character's start
        if (form == NormalizationForm::None && t.skip.usable) {
            if (t.skip.wide)
                skipAvx512(bytes.data(), end, bytes.size(), t.skip, s);
            if (!s.stopped) // the rest of the window, 32 bytes at a time
                skipAvx2(bytes.data(), end, bytes.size(), t.skip, s);
            while (!s.stopped && s.pos < end && (bytes[s.pos] & 0xC0) == 0x80)
                ++s.pos; // the rest of a character taken
        }
        if (!s.stopped)
            skipAny(bytes, end, t, table, form, s);
    }
    feeds += s.feeds;
    return s.lineStart;
}

bool allAscii(Bytes bytes)
{
    const std::uint8_t *p = bytes.data();
    std::size_t n = bytes.size();
#if defined(__SSE2__)
    for (; n >= 64; p += 64, n -= 64) { // the high bits of 64 bytes, tested once
        const auto load = [p](int i) {
            return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        };
        const __m128i any =
            _mm_or_si128(_mm_or_si128(load(0), load(1)), _mm_or_si128(load(2), load(3)));
        if (_mm_movemask_epi8(any) != 0)
            return false;
    }
#endif
    std::uint8_t any = 0;
    for (std::size_t i = 0; i < n; ++i)
        any |= p[i];
    return any < 0x80;
}

bool hasBidiLineEnd(Bytes bytes)
{
    bool found = false; // no early exit: the loop is vectorized
    for (const std::uint8_t b : bytes)
        found |= b == '\r' || static_cast<std::uint8_t>(b - 0x1C) < 3;
    return found;
}

PieceRules rulesFor(Bytes piece, NormalizationForm form)
{
    if (allAscii(piece))
        return PieceRules::None;
    const Tables &t = tables();
    const std::uint8_t wanted = kCandidate | (form == NormalizationForm::Nfc   ? kNotNfc
                                              : form == NormalizationForm::Nfd ? kNotNfd
                                                                               : 0);
    std::uint8_t wordFamily = kNoScript; // the word's first script family so far
    bool mixedWord = false;
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
            return PieceRules::All;
        if (c.family == kNoWord)
            wordFamily = kNoScript;
        else if (c.family >= kFirstFamily && wordFamily != c.family) {
            mixedWord |= wordFamily != kNoScript; // a word of two scripts
            wordFamily = wordFamily == kNoScript ? c.family : wordFamily;
        }
    }
    return mixedWord ? PieceRules::Confusables : PieceRules::None;
}

} // namespace u8i::charsets::detail
