// A status bar widget for work running in the background: a line of progress text and a button
// that stops the work, e.g. "Reading standard input… 12.3 MB [Cancel]". Hidden until shown, or,
// tracking a BackgroundTask, until the task has run for a moment ("Searching… 40% [Stop]").
#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace u8i::ui {

class BackgroundTask;

class StatusTask : public QWidget {
    Q_OBJECT
  public:
    // `name` is the widget's object name; the button is named `name` + "Button".
    StatusTask(const QString &name, const QString &buttonText, const QString &buttonTip,
               QWidget *parent);

    void setText(const QString &text);
    // Shows `task` while it runs (after a moment: a quick one never flashes), with its
    // description and progress; the button cancels it.
    void track(BackgroundTask *task);

  signals:
    void stopClicked();

  private:
    QLabel *m_label = nullptr;
    QToolButton *m_button = nullptr;
};

} // namespace u8i::ui
