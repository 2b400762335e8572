// Help ▸ About: the program's version and licence, the Qt and ICU versions it runs with, and
// whether it was built with KSyntaxHighlighting.
#pragma once

#include <QDialog>

namespace u8i::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The dialog's text (rich text), also for tests.
    [[nodiscard]] static QString aboutText();
    // "0.1.0"
    [[nodiscard]] static QString programVersion();
};

} // namespace u8i::ui
