// A bar above the views for messages that need attention: a file that could not be opened, that
// changed or shrank on disk (with a Reload button), or that is not UTF-8 (with the actions that
// read or convert it). Each action is a button with the action's text and object name.
#pragma once

#include <QFrame>
#include <QList>

class QAction;
class QLabel;
class QPushButton;

namespace u8i::ui {

class MessageBar : public QFrame {
    Q_OBJECT
  public:
    enum class Level { Info, Warning, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    // Replaces the message and its buttons; `actions` are not owned.
    void showMessage(const QString &text, Level level, bool offerReload,
                     const QList<QAction *> &actions = {});
    [[nodiscard]] QString text() const;
    [[nodiscard]] bool reloadOffered() const;
    // The buttons of the actions offered, in order.
    [[nodiscard]] QList<QPushButton *> actionButtons() const { return m_actionButtons; }
    [[nodiscard]] Level level() const { return m_level; }

  signals:
    void reloadRequested();

  protected:
    // A new palette (a theme switched while the bar is up) mixes the bar's tint again: Qt tells
    // a child widget by PaletteChange, not ApplicationPaletteChange.
    void changeEvent(QEvent *event) override;

  private:
    void applyColors();

    QLabel *m_label = nullptr;
    QPushButton *m_reload = nullptr;
    QList<QPushButton *> m_actionButtons;
    Level m_level = Level::Info;
    bool m_mixing = false; // applyColors() is setting the palette
};

} // namespace u8i::ui
