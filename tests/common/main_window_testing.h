// For the suites that drive the whole main window: a shown window, optionally with a file open,
// and waiting for the open document's scan.
#pragma once

#include "background_task.h"
#include "document.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "posted_events.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace u8i::testing {

// Waits (up to 20 s) until the shown document is scanned; false when it is not by then.
[[nodiscard]] inline bool waitForScan(const ui::MainWindow &w)
{
    return QTest::qWaitFor([&w] { return w.document() && !w.document()->scanning(); }, 20000);
}

// Waits (up to 20 s) until nothing the window started can arrive any more: the scan is done, and
// every background task (the notices, the mojibake runs they start, the errors in text, the
// look-alikes) has settled, with nothing queued that starts another. False when it is not by then.
// What a layout is compared after: the mojibake offer's message bar takes room when it comes.
[[nodiscard]] inline bool waitForQuiet(const ui::MainWindow &w)
{
    const auto settled = [&w] {
        const QList<ui::BackgroundTask *> tasks = w.findChildren<ui::BackgroundTask *>();
        return std::all_of(tasks.begin(), tasks.end(),
                           [](const ui::BackgroundTask *task) { return task->settled(); });
    };
    return QTest::qWaitFor(
        [&] {
            // Every task has settled, so no thread is left to post: the drain then delivers
            // what is queued, which may start a task again (checked once more).
            return waitForScan(w) && settled() && drainPostedEvents() && settled();
        },
        20000);
}

// A main window of `size`, shown and active (so that shortcuts reach it), with `path` open and
// scanned when one is given; null when any of that fails.
[[nodiscard]] inline std::unique_ptr<ui::MainWindow> shownWindow(QSize size,
                                                                 const QString &path = {})
{
    auto w = std::make_unique<ui::MainWindow>();
    w->resize(size);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        return nullptr;
    if (!path.isEmpty() && (!w->openFile(path) || !waitForScan(*w)))
        return nullptr;
    return w;
}

// The frame of a suite that drives main windows: its settings kept apart from the user's, and a
// temporary folder for its files. The suite's initTestCase calls QVERIFY(isolate(its name)).
class WindowSuite : public QObject {
  protected:
    [[nodiscard]] bool isolate(const QString &suite)
    {
        return m_dir.isValid() && m_settings.isolate(suite);
    }
    QTemporaryDir m_dir;

  private:
    IsolatedSettings m_settings;
};

} // namespace u8i::testing
