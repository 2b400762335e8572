// Which characters the strings finder (u8i/strings/strings.h) takes as text, and in which script
// family each is, as one byte per code point: kNotText, or a family (kAnyFamily for characters that
// go with any script: spaces, digits, punctuation, combining marks).
//
// The rule for ASCII has its home here and holds whatever the classifier says: printable ASCII
// (20-7E) and TAB are text, every other control (LF and CR included) ends a string, as in GNU
// strings. Characters beyond ASCII are what the classifier says. The codec has no Unicode data:
// withoutUnicodeData() takes every code point except C1 controls, line and paragraph separators,
// surrogates, noncharacters, private use and the unassigned planes 4-13. With ICU,
// u8i/charsets/properties/text_classes.h gives the full rule (graphic characters and format
// characters, by general category) and script families.
//
// A reader that takes arbitrary bytes for text easily (UTF-16, where any two bytes are a code
// unit) may also ask whether a whole string reads as text (plausible()); the judge comes with
// the classes (null: every string does).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace u8i {

class CharacterClasses {
  public:
    static constexpr std::uint8_t kNotText = 0xFF;
    static constexpr std::uint8_t kAnyFamily = 0;
    // The class of a code point beyond ASCII.
    using Classify = std::uint8_t (*)(char32_t codePoint);
    // Whether a string of characters that are text (UTF-8) reads as text as a whole.
    using Judge = bool (*)(std::string_view utf8);

    // Tabulates the Basic Multilingual Plane (64 KiB) once; the planes above are asked of
    // `classify` as they come.
    explicit CharacterClasses(Classify classify, Judge judge = nullptr);

    // The rule without Unicode data (see above); every character in kAnyFamily.
    [[nodiscard]] static const CharacterClasses &withoutUnicodeData();

    [[nodiscard]] std::uint8_t of(char32_t codePoint) const
    {
        return codePoint < m_bmp.size() ? m_bmp[codePoint] : m_classify(codePoint);
    }
    [[nodiscard]] bool isText(char32_t codePoint) const { return of(codePoint) != kNotText; }
    // Whether a string read with these classes reads as text as a whole.
    [[nodiscard]] bool plausible(std::string_view utf8) const
    {
        return m_judge == nullptr || m_judge(utf8);
    }

  private:
    std::vector<std::uint8_t> m_bmp;
    Classify m_classify;
    Judge m_judge;
};

// The ASCII rule: printable ASCII and TAB.
[[nodiscard]] constexpr bool isTextAscii(std::uint8_t byte)
{
    return byte == 0x09 || (byte >= 0x20 && byte <= 0x7E);
}

} // namespace u8i
