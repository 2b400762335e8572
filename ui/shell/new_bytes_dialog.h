// File ▸ New from bytes: type or paste hex, escapes, code points or text; the preview shows the
// bytes (or why the input does not parse) before they are opened like a file.
#pragma once

#include "input_parsing.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace u8i::ui {

class NewBytesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewBytesDialog(QWidget *parent = nullptr);

    void setInput(const QString &text, ScratchMode mode);
    [[nodiscard]] QByteArray bytes() const { return m_bytes; }
    [[nodiscard]] bool inputValid() const { return m_valid; }

  private:
    void update();

    QComboBox *m_mode = nullptr;
    QPlainTextEdit *m_input = nullptr;
    QLabel *m_preview = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QByteArray m_bytes;
    bool m_valid = false;
};

} // namespace u8i::ui
