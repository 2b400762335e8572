// A background task stopped by the user: while `task` runs, its Stop button shows; a click on it
// ends the task once, as cancelled. For the tools that read a whole file (checksums, statistics,
// Find All) on a file too large to finish during the test.
#pragma once

#include "background_task.h"

#include <QAbstractButton>
#include <QSignalSpy>
#include <QTest>

namespace u8i::testing {

// Call it while `task` runs; check QTest::currentTestFailed() after it.
inline void stopWithButton(ui::BackgroundTask *task, QAbstractButton *stop)
{
    QVERIFY(task->running());
    QSignalSpy finished(task, &ui::BackgroundTask::finished);
    QTRY_VERIFY(stop->isVisible());
    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_VERIFY(!task->running());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true); // cancelled
}

} // namespace u8i::testing
