// Runs of one control byte in the text pane: 16 or more are one badge ("‹␀ × 4,096›") that maps
// back to the run's bytes; shorter runs stay one picture per byte.
#include "byte_view.h"
#include "text_window.h"

#include <QTest>

using namespace u8i;
using u8i::ui::TextMarker;

using u8i::testing::bytesOf;

class TestControlRuns : public QObject {
    Q_OBJECT
  private slots:
    void runs_data();
    void runs();
    void badgeMapsToTheRun();
    void badgeSaysTheWholeRun_data();
    void badgeSaysTheWholeRun();
};

void TestControlRuns::runs_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("text");
    QTest::newRow("4096 NULs") << ("abc" + QByteArray(4096, '\0') + "def")
                               << QStringLiteral("abc‹␀ × 4,096›def");
    QTest::newRow("16 DEL") << ("a" + QByteArray(16, '\x7F') + "b") << QStringLiteral("a‹␡ × 16›b");
    QTest::newRow("15 NULs stay pictures")
        << ("a" + QByteArray(15, '\0') + "b")
        << QStringLiteral("a") + QString(15, QChar(0x2400)) + QStringLiteral("b");
    QTest::newRow("two runs") << (QByteArray(20, '\x01') + QByteArray(30, '\0'))
                              << QStringLiteral("‹␁ × 20›‹␀ × 30›");
    QTest::newRow("tabs stay pictures") << QByteArray(20, '\t') << QString(20, QChar(0x2409));
}

void TestControlRuns::runs()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, text);
    const ui::TextWindow w = ui::buildTextWindow(bytesOf(data), 0, 1 << 16);
    QCOMPARE(w.text, text);
    QCOMPARE(w.end, static_cast<Offset>(data.size()));
}

void TestControlRuns::badgeMapsToTheRun()
{
    const QByteArray data = "abc" + QByteArray(4096, '\0') + "def";
    const ui::TextWindow w = ui::buildTextWindow(bytesOf(data), 0, 1 << 16);
    const int badge = static_cast<int>(w.text.indexOf(QStringLiteral("‹")));
    QCOMPARE(w.offsetAt(badge), Offset{3});
    QCOMPARE(w.positionOf(2000), badge); // a byte inside the run
    QCOMPARE(w.offsetAt(static_cast<int>(w.text.indexOf(QLatin1Char('d')))), Offset{4099});
    const TextMarker *m = w.markerAt(badge);
    QVERIFY(m);
    QCOMPARE(m->kind, TextMarker::Kind::Badge);
    QCOMPARE(m->codePoint, char32_t{0});
}

// Issue 27: the badge of a run longer than the window said the window's part ("‹␀ × 8,192›").
void TestControlRuns::badgeSaysTheWholeRun_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<Offset>("around");
    QTest::addColumn<bool>("oneByteThroughout");
    QTest::addColumn<QString>("badge");
    const QByteArray run(100'000, '\0');
    QTest::newRow("the window at its start")
        << ("ab" + run + "cd") << Offset{0} << false << QStringLiteral("‹␀ × 100,000›");
    QTest::newRow("the window inside it")
        << ("ab" + run + "cd") << Offset{50'000} << false << QStringLiteral("‹␀ × 100,000›");
    QTest::newRow("the window at its end")
        << ("ab" + run + "cd") << Offset{100'001} << false << QStringLiteral("‹␀ × 100,000›");
    // The window [2 MiB - 1,024, 2 MiB + 1,024) of 4 MiB, and 1 MiB looked at each side.
    const QByteArray longer(4 << 20, '\x01');
    QTest::newRow("longer than is looked at")
        << longer << Offset{2 << 20} << false << QStringLiteral("‹␁ × 2,099,200+›");
    QTest::newRow("one byte throughout, as detected")
        << longer << Offset{2 << 20} << true << QStringLiteral("‹␁ × 4,194,304›");
}

void TestControlRuns::badgeSaysTheWholeRun()
{
    QFETCH(QByteArray, data);
    QFETCH(Offset, around);
    QFETCH(bool, oneByteThroughout);
    QFETCH(QString, badge);
    const ui::TextWindow w =
        ui::buildTextWindow(bytesOf(data), around, 1024, true, {}, oneByteThroughout);
    QVERIFY2(w.text.contains(badge), qPrintable(w.text));
}

QTEST_GUILESS_MAIN(TestControlRuns)
#include "tst_control_runs.moc"
