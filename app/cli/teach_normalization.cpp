#include "cli/teach_normalization.h"

#include "u8i/charsets/normalization.h"
#include "u8i/message.h"

#include <algorithm>

namespace u8i::cli {

namespace {

std::string row(const char *label, const std::u32string &text)
{
    std::string bytes;
    for (const char32_t c : text)
        bytes += encodeUtf8(c);
    const Bytes raw(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    std::string s = std::string("  ") + label;
    s.resize(12, ' ');
    std::string spelled = charsets::spelledOut(text);
    spelled.resize(std::max<std::size_t>(spelled.size() + 2, 24), ' ');
    return s + spelled + hexBytes(raw, 0, raw.size(), 64) + " (" + std::to_string(raw.size()) +
           " bytes)\n";
}

} // namespace

std::string normalizationLines(const std::vector<std::uint32_t> &values)
{
    std::u32string text;
    for (const std::uint32_t v : values) {
        if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
            return {};
        text += static_cast<char32_t>(v);
    }
    const std::u32string nfc = charsets::normalized(text, charsets::NormalizationForm::Nfc);
    const std::u32string nfd = charsets::normalized(text, charsets::NormalizationForm::Nfd);
    if (nfc == text && nfd == text)
        return {};
    return "\nThe same text composed and decomposed (Unicode normalization), byte by byte:\n" +
           row("as given", text) + row("NFC", nfc) + row("NFD", nfd) +
           "They look the same but are different bytes: compare text after normalizing it.\n";
}

} // namespace u8i::cli
