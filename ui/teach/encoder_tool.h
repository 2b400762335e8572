// The encoder: type a character, U+XXXX, 0x… or a decimal number and see, step by step, how the
// value becomes UTF-8 bytes. Values with no UTF-8 form are explained, not refused silently.
#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>
#include <string>

class QLabel;
class QLineEdit;

namespace u8i::ui {

class BitLayoutView;

class EncoderTool : public QWidget {
    Q_OBJECT
  public:
    explicit EncoderTool(QWidget *parent = nullptr);

    // Sets the input field's text (and shows the result).
    void setInput(const QString &text);
    [[nodiscard]] QString input() const;

    // How the input was read: the value, or nothing with the reason in `error`.
    struct Reading {
        std::optional<std::uint32_t> value;
        // The code points read: the value, or every code point of a combining sequence ("e" +
        // U+0301 is read as one character on screen; its value is its first code point).
        std::u32string text;
        QString how; // "the character 'A'", "hexadecimal U+0041", ...
        QString error;
    };
    [[nodiscard]] static Reading read(const QString &text);

    // What a label shows, as plain text ("" when hidden): "reading", "steps", "result", "whyNot",
    // "lengthTable", "normalization" (the text beside its NFC and NFD forms, byte by byte).
    [[nodiscard]] QString shownText(const QString &objectName) const;
    [[nodiscard]] BitLayoutView *bitLayout() const { return m_bits; }

  signals:
    void codePointChanged(quint32 codePoint);

  private:
    void update(const QString &text);

    QLineEdit *m_input = nullptr;
    QLabel *m_reading = nullptr;
    QLabel *m_whyNot = nullptr;
    QLabel *m_steps = nullptr;
    QLabel *m_lengthTable = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_normalization = nullptr;
    BitLayoutView *m_bits = nullptr;
};

} // namespace u8i::ui
