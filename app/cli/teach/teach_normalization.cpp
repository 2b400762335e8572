#include "cli/teach/teach_normalization.h"

#include "u8i/charsets/normalization/normalization_forms.h"

#include <algorithm>

namespace u8i::cli {

namespace {

const char *labelOf(charsets::NormalizationForm form)
{
    switch (form) {
    case charsets::NormalizationForm::Nfc: return "NFC";
    case charsets::NormalizationForm::Nfd: return "NFD";
    case charsets::NormalizationForm::None: break;
    }
    return "as given";
}

// "  NFD       e + U+0301              65 CC 81 (3 bytes: 65 | CC 81)"
std::string line(const charsets::NormalizationFormRow &row)
{
    std::string s = std::string("  ") + labelOf(row.form);
    s.resize(12, ' ');
    std::string spelled = row.spelled;
    spelled.resize(std::max<std::size_t>(spelled.size() + 2, 24), ' ');
    const std::size_t bytes = row.bytes().size();
    s += spelled + row.hex() + " (" + std::to_string(bytes) + " bytes";
    if (row.characters.size() > 1) {
        std::string perCharacter;
        for (const charsets::CodePointBytes &c : row.characters) {
            perCharacter += (perCharacter.empty() ? ": " : " | ") + c.hex();
        }
        s += perCharacter;
    }
    return s + ")\n";
}

} // namespace

std::string normalizationLines(std::u32string_view text)
{
    const charsets::NormalizationComparison c = charsets::compareNormalizationForms(text);
    if (!c.differs)
        return {};
    std::string s =
        "\nThe same text composed and decomposed (Unicode normalization), byte by byte:\n";
    for (const charsets::NormalizationFormRow &row : c.rows)
        s += line(row);
    return s + "They look the same but are different bytes: compare text after normalizing it.\n";
}

} // namespace u8i::cli
