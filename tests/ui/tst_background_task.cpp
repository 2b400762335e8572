// BackgroundTask: the work runs off the calling thread and its result comes back on it; a cancelled
// or superseded run never answers; cancelAndWait returns only when the work stopped; progress is
// readable while it runs; settled() holds once nothing it started can arrive any more. A result
// that owns memory, written on the task's thread, is freed safely on every path (run under
// ThreadSanitizer in CI's tsan step, where a free not ordered after its writes is a report).
#include "background_task.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>
#include <vector>

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

// A result that owns heap memory, written on the task's thread: its free is a write that has to
// come after every thread's use of it.
std::vector<Offset> filled(Offset size)
{
    std::vector<Offset> values(static_cast<std::size_t>(size));
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<Offset>(i);
    return values;
}

// Waits for work on the task's thread without handling events here, so that nothing queued to this
// thread is delivered meanwhile.
void waitWithoutEvents(const std::atomic<bool> &flag)
{
    while (!flag.load())
        QThread::yieldCurrentThread();
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

    // Each way a finished run's result ends, many times over, since which thread frees it last
    // (the task's thread, once Qt drops its reference to the queued call, or this one) varies.
    void resultsEndOnEveryPath_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("delivered") << "deliver";
        QTest::newRow("ready, then cancelled") << "cancel";
        QTest::newRow("ready, then superseded") << "supersede";
        QTest::newRow("ready, then the task destroyed") << "destroy ready";
        QTest::newRow("the task destroyed while it runs") << "destroy running";
    }

    void resultsEndOnEveryPath()
    {
        QFETCH(QString, how);
        const bool delivers = how == QLatin1String("deliver") || how == QLatin1String("supersede");
        for (int round = 0; round < 100; ++round) {
            auto task = std::make_unique<BackgroundTask>(QStringLiteral("Filling"));
            std::atomic<bool> ready{false};
            QList<Offset> sums;
            auto keep = [&sums](std::vector<Offset> values) {
                Offset sum = 0;
                for (const Offset v : values)
                    sum += v;
                sums.append(sum);
            };
            task->start(
                4096,
                [&ready, how](BackgroundTask::Control &c) {
                    if (how == QLatin1String("destroy running"))
                        countTo(c, 5);
                    std::vector<Offset> values = filled(4096);
                    ready = true;
                    return values;
                },
                keep);
            if (how != QLatin1String("deliver") && how != QLatin1String("destroy running"))
                waitWithoutEvents(ready); // the result is ready or on its way, not delivered
            if (how == QLatin1String("cancel"))
                task->cancel();
            else if (how == QLatin1String("supersede"))
                task->start(
                    1, [](BackgroundTask::Control &) { return filled(3); }, keep);
            if (how == QLatin1String("deliver") || how == QLatin1String("cancel") ||
                how == QLatin1String("supersede"))
                QTRY_VERIFY(task->settled());
            task.reset(); // a result still queued, if any, goes with the task
            QCOMPARE(sums.size(), delivers ? 1 : 0);
            if (delivers) // the superseded run never answers, the new one does
                QCOMPARE(sums.first(),
                         how == QLatin1String("deliver") ? Offset(4096 * 4095 / 2) : Offset(3));
        }
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_background_task.moc"
