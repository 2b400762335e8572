// The decoder stepper: enter bytes, then walk a standard (maximal-subpart) decoder through them
// one byte at a time, forward and back, seeing its state, the range Table 3-7 accepts for the
// next byte, the partial value, the moment a group turns out ill-formed and why, and each U+FFFD.
#pragma once

#include <u8i/utf8/explain.h>

#include <QWidget>

#include <cstdint>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace u8i::ui {

class BitLayoutView;
struct RoleColors;

class DecoderStepper : public QWidget {
    Q_OBJECT
  public:
    explicit DecoderStepper(QWidget *parent = nullptr);

    enum class InputMode { HexBytes, Text };
    void setInputMode(InputMode mode);
    // Sets the input field (hex bytes such as "F8 93 EA", or text when in text mode) and loads it.
    void setInput(const QString &text);
    // Loads bytes directly (the main window's selection, an exercise).
    void setBytes(const std::vector<std::uint8_t> &bytes);

    [[nodiscard]] int stepCount() const { return static_cast<int>(m_explanation.steps.size()); }
    [[nodiscard]] int currentStep() const { return m_current; } // steps taken: 0..stepCount()
    [[nodiscard]] const std::vector<std::uint8_t> &bytes() const { return m_bytes; }
    // What a label shows, as plain text: "state", "accepted", "partial", "event", "output",
    // "error", "byteStrip".
    [[nodiscard]] QString shownText(const QString &objectName) const;
    // The code points emitted by the steps taken so far.
    [[nodiscard]] std::vector<char32_t> outputSoFar() const;

  public slots:
    void stepForward();
    void stepBack();
    void stepTo(int step);
    void reset() { stepTo(0); }
    void runToEnd() { stepTo(stepCount()); }

  signals:
    void stepChanged(int step);

  private:
    void addInputRow(QVBoxLayout *outer);
    void addStepButtons(QVBoxLayout *outer);
    void addStepShortcuts();
    void addStateLabels(QVBoxLayout *outer);

    void load();
    void refresh();
    void showByteStrip(const DecodeStep *last, const RoleColors &colors);
    void showStep(const DecodeStep &last, const RoleColors &colors);
    void showPartialValue(const DecodeStep &last);
    void refreshHistory(const RoleColors &colors);

    QComboBox *m_mode = nullptr;
    QLineEdit *m_input = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_byteStrip = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_accepted = nullptr;
    QLabel *m_partial = nullptr;
    QLabel *m_event = nullptr;
    QLabel *m_output = nullptr;
    QListWidget *m_history = nullptr;
    BitLayoutView *m_bits = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_first = nullptr;
    QPushButton *m_last = nullptr;

    std::vector<std::uint8_t> m_bytes;
    DecodeExplanation m_explanation;
    int m_current = 0;
};

} // namespace u8i::ui
