// One long operation off the GUI thread, with what every such operation needs: a cancel flag the
// work polls, a progress counter it advances, a generation so that the result of a superseded or
// cancelled run is dropped, and a way to wait for the work before the bytes it reads go away.
// The status bar shows a running task (StatusTask::track in ui/shell); nothing here knows widgets.
//
//   m_task->start(total, [=](BackgroundTask::Control &c) { return work(bytes, c.cancel, c.done); },
//                 [this](Result r) { show(r); });
#pragma once

#include <u8i/types.h>

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace u8i::ui {

class BackgroundTask : public QObject {
    Q_OBJECT
  public:
    // What the work sees: it polls `cancel` and stores how far it got in `done` (of the total).
    struct Control {
        std::atomic<bool> cancel{false};
        std::atomic<Offset> done{0};
    };

    // `description` is what the status bar says while it runs ("Searching").
    explicit BackgroundTask(QString description, QObject *parent = nullptr);
    ~BackgroundTask() override; // cancels the work and waits for it

    // Runs `work(Control &) -> R` on the task's own thread, then `done(R)` on this object's thread
    // unless the run was cancelled or superseded meanwhile. A running run is cancelled first; the
    // new one starts when it stopped. `total` is the progress counter's full value.
    template <class Work, class Done> void start(Offset total, Work work, Done done)
    {
        using Result = std::invoke_result_t<Work &, Control &>;
        auto result = std::make_shared<std::optional<Result>>();
        launch(
            total, [work = std::move(work), result](Control &c) mutable { *result = work(c); },
            [done = std::move(done), result]() mutable { done(std::move(**result)); });
    }

    void cancel();        // the running work stops soon; finished(true) is emitted now
    void cancelAndWait(); // cancel(), and return once the work stopped (its inputs may go then)
    [[nodiscard]] bool running() const { return m_running; }
    // No work on the task's thread and no result on its way here, not even a dropped one: nothing
    // this task started will arrive any more (for tests: "nothing else arrives" after this).
    [[nodiscard]] bool settled() const { return m_inFlight == 0; }
    [[nodiscard]] QString description() const { return m_description; }
    void setDescription(const QString &description) { m_description = description; }
    [[nodiscard]] Offset total() const { return m_total; }
    [[nodiscard]] Offset done() const;

  signals:
    void started();
    void finished(bool cancelled); // after done() ran, or at once on cancel()

  private:
    struct Run; // one run's work, its result and its delivery, shared with the task's thread

    void launch(Offset total, std::function<void(Control &)> work, std::function<void()> deliver);
    void runOnPool(const std::shared_ptr<Run> &run); // on the task's thread
    void arrive(Run &run);                           // back on this object's thread

    QThreadPool m_pool; // its own thread: the global pool may be busy with the scan
    QString m_description;
    std::shared_ptr<Run> m_run; // the latest run
    quint64 m_generation = 0;
    Offset m_total = 0;
    bool m_running = false;
    int m_inFlight = 0; // runs whose result (delivered or dropped) has not come back yet
};

} // namespace u8i::ui
