// A bar above the views for messages that need attention: a file that could not be opened, or
// that changed or shrank on disk (with a Reload button).
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace u8i::ui {

class MessageBar : public QFrame {
    Q_OBJECT
  public:
    enum class Level { Info, Warning, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, Level level, bool offerReload);
    [[nodiscard]] QString text() const;
    [[nodiscard]] bool reloadOffered() const;
    [[nodiscard]] Level level() const { return m_level; }

  signals:
    void reloadRequested();

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void applyColors();

    QLabel *m_label = nullptr;
    QPushButton *m_reload = nullptr;
    Level m_level = Level::Info;
};

} // namespace u8i::ui
