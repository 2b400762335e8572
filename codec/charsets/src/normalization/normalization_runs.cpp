// Normalization (UAX #15) through ICU's unorm2: the runs of a line that NFC or NFD changes, each
// from the normalization boundary before the first character that fails the quick check to the
// boundary after it ("é is e + U+0301; NFC is U+00E9").
#include "deceptive/deceptive_line.h"
#include "u8i/charsets/normalization/normalization.h"
#include "u8i/hex_text.h"

#include <unicode/unorm2.h>
#include <unicode/utf16.h>

namespace u8i::charsets {

namespace {

const UNormalizer2 *normalizer(NormalizationForm form)
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = form == NormalizationForm::Nfd ? unorm2_getNFDInstance(&status)
                                                           : unorm2_getNFCInstance(&status);
    return U_SUCCESS(status) ? n : nullptr;
}

std::u16string toUtf16(std::u32string_view text)
{
    std::u16string s;
    for (const char32_t c : text) {
        if (c >= 0x10000) {
            s += static_cast<char16_t>(U16_LEAD(c));
            s += static_cast<char16_t>(U16_TRAIL(c));
        } else {
            s += static_cast<char16_t>(c);
        }
    }
    return s;
}

std::u32string toUtf32(const std::u16string &s)
{
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        UChar32 c = 0;
        U16_NEXT(s.data(), i, s.size(), c);
        out += static_cast<char32_t>(c);
    }
    return out;
}

const char *formName(NormalizationForm form)
{
    return form == NormalizationForm::Nfd ? "NFD" : "NFC";
}

} // namespace

std::u32string normalized(std::u32string_view text, NormalizationForm form)
{
    const UNormalizer2 *n = normalizer(form);
    if (form == NormalizationForm::None || n == nullptr)
        return std::u32string(text);
    const std::u16string in = toUtf16(text);
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length = static_cast<int32_t>(in.size());
    const int32_t needed = unorm2_normalize(n, in.data(), length, nullptr, 0, &status);
    std::u16string out(static_cast<std::size_t>(needed), u'\0');
    status = U_ZERO_ERROR;
    unorm2_normalize(n, in.data(), length, out.data(), needed, &status);
    return U_SUCCESS(status) ? toUtf32(out) : std::u32string(text);
}

bool isNormalized(std::u32string_view text, NormalizationForm form)
{
    const UNormalizer2 *n = normalizer(form);
    if (form == NormalizationForm::None || n == nullptr)
        return true;
    const std::u16string in = toUtf16(text);
    UErrorCode status = U_ZERO_ERROR;
    return unorm2_isNormalized(n, in.data(), static_cast<int32_t>(in.size()), &status) != 0;
}

std::string spelledOut(std::u32string_view text)
{
    std::string s;
    for (const char32_t c : text) {
        s += s.empty() ? "" : " + ";
        if (c > 0x20 && c < 0x7F) {
            s += static_cast<char>(c);
        } else {
            s += codePointLabel(c);
        }
    }
    return s;
}

namespace detail {

namespace {

bool boundaryBefore(const UNormalizer2 *n, char32_t c)
{
    return unorm2_hasBoundaryBefore(n, static_cast<UChar32>(c)) != 0;
}

// The first character at or after `from` that fails the quick check (chars.size() when none).
std::size_t firstNotYes(const UNormalizer2 *n, const std::vector<LineChar> &chars, std::size_t from)
{
    for (std::size_t i = from; i < chars.size(); ++i) {
        if (chars[i].cp < 0xC0 || !chars[i].wellFormed)
            continue; // below U+00C0 nothing changes in NFC or NFD
        UChar one[2];
        int32_t len = 0;
        U16_APPEND_UNSAFE(one, len, static_cast<UChar32>(chars[i].cp));
        UErrorCode status = U_ZERO_ERROR;
        if (unorm2_quickCheck(n, one, len, &status) != UNORM_YES)
            return i;
    }
    return chars.size();
}

} // namespace

void findDenormalized(const Line &line, NormalizationForm form, Findings &out)
{
    const UNormalizer2 *n = normalizer(form);
    const std::vector<LineChar> &chars = line.chars;
    if (n == nullptr)
        return;
    std::size_t from = 0;
    while ((from = firstNotYes(n, chars, from)) < chars.size()) {
        std::size_t begin = from;
        while (begin > 0 && !boundaryBefore(n, chars[begin].cp))
            --begin;
        std::size_t end = from + 1;
        while (end < chars.size() && !boundaryBefore(n, chars[end].cp))
            ++end;
        std::u32string original;
        for (std::size_t i = begin; i < end; ++i)
            original += chars[i].cp;
        const std::u32string result = normalized(original, form);
        if (result != original) {
            std::string text;
            for (const char32_t c : original)
                appendUtf8(text, c);
            Message message{MessageId::NotNormalized,
                            {verbatimArg(std::move(text)), verbatimArg(spelledOut(original)),
                             verbatimArg(formName(form)), verbatimArg(spelledOut(result))}};
            out.push_back(
                findingFor(chars[begin], chars[end - 1],
                           form == NormalizationForm::Nfd ? NoticeKind::NotNfd : NoticeKind::NotNfc,
                           std::move(message)));
        }
        from = end;
    }
}

} // namespace detail

} // namespace u8i::charsets
