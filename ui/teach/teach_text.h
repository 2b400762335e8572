// Words shared by the teaching tools: code points, bytes, and the encoder's steps, all through
// tr(). The teaching prose that the CLI writes too (why a value has no UTF-8 form, what a decoder
// does with each byte) is the codec's (u8i/utf8/teach_templates.h), shown by messageText().
#pragma once

#include <u8i/utf8/explain.h>

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

class QLabel;
class QWidget;

namespace u8i::ui {

// A selectable, word-wrapped rich-text label, as every teaching tool shows its explanations.
[[nodiscard]] QLabel *makeTeachLabel(const QString &objectName, QWidget *parent);

class TeachText {
    Q_DECLARE_TR_FUNCTIONS(TeachText)
  public:
    // "U+00E9"
    [[nodiscard]] static QString uPlus(std::uint32_t codePoint);
    // "U+00E9 'é'", or "U+000A (line feed)" for controls, or just "U+D800" when not a character.
    [[nodiscard]] static QString codePointWithChar(std::uint32_t codePoint);
    // "F0 9F 90 9A"
    [[nodiscard]] static QString hexBytes(const std::vector<std::uint8_t> &bytes);
    [[nodiscard]] static QString hexByte(std::uint8_t byte);
    // "11110000"
    [[nodiscard]] static QString binaryByte(std::uint8_t byte);
    // The low `width` bits of `value`: bits(0x3, 4) == "0011" (u8i::bitString).
    [[nodiscard]] static QString bits(std::uint32_t value, int width);
    // The bytes of an explanation.
    [[nodiscard]] static std::vector<std::uint8_t> bytesOf(const EncodeExplanation &e);
    // The encoder's steps, one string each (rich text: bit strings in a fixed-pitch font).
    [[nodiscard]] static QStringList encodeSteps(const EncodeExplanation &e);
    // The length table, with the row for `length` marked (HTML, colours from the application
    // palette).
    [[nodiscard]] static QString lengthTableHtml(int length);
};

} // namespace u8i::ui
