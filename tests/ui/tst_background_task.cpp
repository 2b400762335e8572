// BackgroundTask: the work runs off the calling thread and its result comes back on it; a cancelled
// or superseded run never answers; cancelAndWait returns only when the work stopped; progress is
// readable while it runs; settled() holds once nothing it started can arrive any more.
#include "background_task.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>

using u8i::Offset;
using u8i::ui::BackgroundTask;

namespace {

// Work that counts up to `steps` (one step a millisecond) unless cancelled; returns how far it got.
Offset countTo(BackgroundTask::Control &c, Offset steps)
{
    for (Offset i = 0; i < steps; ++i) {
        if (c.cancel.load())
            return i;
        c.done.store(i);
        QThread::msleep(1);
    }
    return steps;
}

} // namespace

class TestBackgroundTask : public QObject {
    Q_OBJECT
  private slots:
    void deliversOnTheCallingThread()
    {
        BackgroundTask task(QStringLiteral("Counting"));
        QThread *worker = nullptr;
        Offset result = 0;
        QThread *deliveredOn = nullptr;
        QSignalSpy finished(&task, &BackgroundTask::finished);
        task.start(
            5,
            [&worker](BackgroundTask::Control &c) {
                worker = QThread::currentThread();
                return countTo(c, 5);
            },
            [&](Offset r) {
                result = r;
                deliveredOn = QThread::currentThread();
            });
        QVERIFY(task.running());
        QVERIFY(!task.settled());
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(result, Offset(5));
        QVERIFY(worker != QThread::currentThread());
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(!task.running());
        QVERIFY(task.settled());
    }

    void endings_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("cancel") << "cancel";
        QTest::newRow("cancel and wait") << "wait";
        QTest::newRow("superseded by a new run") << "supersede";
    }

    void endings()
    {
        QFETCH(QString, how);
        BackgroundTask task(QStringLiteral("Counting"));
        QSignalSpy finished(&task, &BackgroundTask::finished);
        std::atomic<int> stopped{0};
        QList<Offset> delivered;
        task.start(
            100000,
            [&stopped](BackgroundTask::Control &c) {
                const Offset r = countTo(c, 100000);
                stopped = 1;
                return r;
            },
            [&delivered](Offset r) { delivered.append(r); });
        QTRY_VERIFY(task.done() > 0); // progress is visible while it runs
        if (how == QLatin1String("cancel")) {
            task.cancel();
            QCOMPARE(finished.count(), 1);
            QCOMPARE(finished.at(0).at(0).toBool(), true);
            QTRY_COMPARE(stopped.load(), 1);
        } else if (how == QLatin1String("wait")) {
            task.cancelAndWait();
            QCOMPARE(stopped.load(), 1); // it has stopped by now, not later
            QVERIFY(!task.settled());    // its result is on its way, to be dropped
        } else {
            task.start(
                1, [](BackgroundTask::Control &) { return Offset(7); },
                [&delivered](Offset r) { delivered.append(r); });
            QTRY_COMPARE(delivered.size(), 1);
            QCOMPARE(delivered.first(), Offset(7)); // only the new run answers
        }
        QVERIFY(!task.running());
        QTRY_VERIFY(task.settled()); // every run's result has come back: nothing else arrives
        QCOMPARE(delivered.size(), how == QLatin1String("supersede") ? 1 : 0);
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_background_task.moc"
