// The go-to feature driven as a user would: Go ▸ Go to Line (Ctrl+L and its dialog) lands where
// --check reports the line and column, and malformed input is refused with a message.
#include "goto/go_to_line.h"
#include "goto/goto_feature.h"
#include "main_window.h"

#include "gui_driving.h"
#include "main_window_testing.h"
#include "random_utf8.h"
#include "temp_file.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <random>

using u8i::Offset;
using u8i::testing::answerNextDialog;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

// Random lines of text of every kind (seeded), with some ill-formed bytes, joined by LF.
QByteArray randomLines(std::uint64_t seed, int lines)
{
    std::mt19937_64 rng(seed);
    QByteArray out;
    for (int i = 0; i < lines; ++i) {
        auto line = u8i::testing::randomUtf8(rng, 80 + rng() % 120, 0.05);
        for (auto &b : line)
            if (b == '\n')
                b = ' ';
        out += QByteArray(reinterpret_cast<const char *>(line.data()), qsizetype(line.size()));
        out += '\n';
    }
    return out;
}

} // namespace

class TestFeatureGoTo : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_feature_goto"))); }

    void goToLine_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qulonglong>("line");
        QTest::addColumn<qulonglong>("column");
        QTest::newRow("a line") << QStringLiteral("40") << 40ULL << 1ULL;
        QTest::newRow("line:column") << QStringLiteral("123:17") << 123ULL << 17ULL;
        QTest::newRow("line,column") << QStringLiteral("7, 3") << 7ULL << 3ULL;
        QTest::newRow("the last line") << QStringLiteral("300:1") << 300ULL << 1ULL;
    }
    // Ctrl+L asks for a line (and column), and the caret lands on the character that --check
    // would report there: its line and column, from the index, are the ones typed.
    void goToLine()
    {
        QFETCH(QString, typed);
        QFETCH(qulonglong, line);
        QFETCH(qulonglong, column);
        const QByteArray text = randomLines(line * 31 + column, 300);
        const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("lines.txt"), text);
        auto w = u8i::testing::shownWindow({1200, 760});
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QVERIFY(waitForScan(*w));
        QSignalSpy arrived(w->feature<u8i::ui::GoToFeature>()->goToLine(),
                           &u8i::ui::GoToLine::arrived);
        answerNextDialog(typed);
        QTest::keyClick(w.get(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(arrived.wait(5000) || arrived.count() == 1);
        const Offset caret = w->model()->caret();
        const auto bytes = w->model()->bytes();
        const u8i::LineColumn at = w->model()->index()->lineColumnAt(bytes, caret);
        QCOMPARE(at.line, Offset(line));
        QCOMPARE(at.column, Offset(column));
        QCOMPARE(QSettings().value(QStringLiteral("go/lastLineColumn")).toString(),
                 typed.trimmed());
    }

    void goToLineRefusesMalformedInput()
    {
        MainWindow w;
        w.openBytes(QByteArray("a\nb\n"), QStringLiteral("short"));
        QVERIFY(waitForScan(w));
        QSignalSpy message(w.feature<u8i::ui::GoToFeature>()->goToLine(),
                           &u8i::ui::GoToLine::message);
        QVERIFY(!w.feature<u8i::ui::GoToFeature>()->goToLine()->goTo(QStringLiteral("two")));
        QCOMPARE(message.count(), 1);
        QVERIFY(message.at(0).at(0).toString().contains(QStringLiteral("“two”")));
    }
};

QTEST_MAIN(TestFeatureGoTo)
#include "tst_feature_goto.moc"
