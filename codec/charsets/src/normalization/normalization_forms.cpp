#include "u8i/charsets/normalization/normalization_forms.h"

#include "u8i/charsets/normalization/normalization.h"
#include "u8i/utf8/message.h"

namespace u8i::charsets {

namespace {

NormalizationFormRow rowOf(NormalizationForm form, std::u32string text)
{
    NormalizationFormRow row;
    row.form = form;
    row.spelled = spelledOut(text);
    for (const char32_t c : text) {
        const std::string utf8 = encodeUtf8(c);
        row.characters.push_back({c, std::vector<std::uint8_t>(utf8.begin(), utf8.end())});
    }
    row.text = std::move(text);
    return row;
}

std::string hexOf(const std::vector<std::uint8_t> &bytes)
{
    return hexBytes(Bytes(bytes.data(), bytes.size()), 0, bytes.size(), bytes.size());
}

bool isScalarValue(char32_t c)
{
    return c <= 0x10FFFF && !(c >= 0xD800 && c <= 0xDFFF);
}

} // namespace

std::string CodePointBytes::hex() const
{
    return hexOf(bytes);
}

std::vector<std::uint8_t> NormalizationFormRow::bytes() const
{
    std::vector<std::uint8_t> all;
    for (const CodePointBytes &c : characters)
        all.insert(all.end(), c.bytes.begin(), c.bytes.end());
    return all;
}

std::string NormalizationFormRow::hex() const
{
    return hexOf(bytes());
}

NormalizationComparison compareNormalizationForms(std::u32string_view text)
{
    NormalizationComparison result;
    for (const char32_t c : text)
        if (!isScalarValue(c))
            return result;
    std::u32string nfc = normalized(text, NormalizationForm::Nfc);
    std::u32string nfd = normalized(text, NormalizationForm::Nfd);
    if (nfc == text && nfd == text)
        return result;
    result.differs = true;
    result.rows.push_back(rowOf(NormalizationForm::None, std::u32string(text)));
    result.rows.push_back(rowOf(NormalizationForm::Nfc, std::move(nfc)));
    result.rows.push_back(rowOf(NormalizationForm::Nfd, std::move(nfd)));
    return result;
}

} // namespace u8i::charsets
