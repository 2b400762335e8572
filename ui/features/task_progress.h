// A background task's progress in a dock: a progress bar and a Stop button, shown while the task
// runs and hidden when it ends. The tools of this folder (Find All, Checksums, Statistics) each
// put one beside their controls.
#pragma once

#include <QWidget>

class QProgressBar;
class QPushButton;
class QTimer;

namespace u8i::ui {

class BackgroundTask;

class TaskProgress : public QWidget {
    Q_OBJECT
  public:
    explicit TaskProgress(BackgroundTask *task, QWidget *parent = nullptr);

    [[nodiscard]] QPushButton *stopButton() const { return m_stop; }

  private:
    BackgroundTask *m_task;
    QProgressBar *m_bar;
    QPushButton *m_stop;
    QTimer *m_poll;
};

} // namespace u8i::ui
