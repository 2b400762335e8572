// Display lines of bounded length: where the soft breaks go, how marked ranges move with them,
// and the cut at the most lines.
#include "display_lines.h"

#include <QTest>

using u8i::ui::DisplayLines;
using u8i::ui::splitForDisplay;
using Ranges = QList<QPair<qsizetype, qsizetype>>;

class TestDisplayLines : public QObject {
    Q_OBJECT

  private slots:
    void splits_data();
    void splits();
    void marksFollowTheBreaks_data();
    void marksFollowTheBreaks();
    void controlsBecomeVisible();
};

void TestDisplayLines::splits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxLine");
    QTest::addColumn<int>("maxLines");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<int>("softBreaks");
    QTest::addColumn<bool>("cut");
    const QString pair = QString::fromUcs4(U"\U0001F600");
    QTest::newRow("short lines kept")
        << "ab\ncd" << 4 << 10 << QStringList{"ab", "cd"} << 0 << false;
    QTest::newRow("final line feed") << "ab\n" << 4 << 10 << QStringList{"ab", ""} << 0 << false;
    QTest::newRow("empty") << "" << 4 << 10 << QStringList{""} << 0 << false;
    QTest::newRow("one long line")
        << "aaaaaaaaaa" << 4 << 10 << QStringList{"aaaa", "aaaa", "aa"} << 2 << false;
    QTest::newRow("exactly the limit")
        << "aaaa\nbb" << 4 << 10 << QStringList{"aaaa", "bb"} << 0 << false;
    QTest::newRow("surrogate pair kept whole")
        << "aaa" + pair + "b" << 4 << 10 << QStringList{"aaa" + pair, "b"} << 1 << false;
    QTest::newRow("cut at the most lines")
        << "a\nb\nc\nd" << 4 << 2 << QStringList{"a", "b"} << 0 << true;
    QTest::newRow("the most lines, then nothing") << "a\nb\n"
                                                  << 4 << 2 << QStringList{"a", "b"} << 0 << false;
    QTest::newRow("cut inside a long line")
        << "aaaaaaaaaa" << 4 << 2 << QStringList{"aaaa", "aaaa"} << 1 << true;
}

void TestDisplayLines::splits()
{
    QFETCH(QString, text);
    QFETCH(int, maxLine);
    QFETCH(int, maxLines);
    QFETCH(QStringList, lines);
    QFETCH(int, softBreaks);
    QFETCH(bool, cut);
    const DisplayLines d = splitForDisplay(text, {}, maxLine, maxLines);
    QCOMPARE(d.lines, lines);
    QCOMPARE(d.softBreaks, qsizetype(softBreaks));
    QCOMPARE(d.cut, cut);
    // What is shown is the start of the text with the soft breaks added.
    const QString shown = d.lines.join(QLatin1Char('\n'));
    QCOMPARE(shown.size(), d.shownLength + d.softBreaks);
    QCOMPARE(QString(shown).remove(QLatin1Char('\n')),
             text.left(d.shownLength).remove(QLatin1Char('\n')));
}

void TestDisplayLines::marksFollowTheBreaks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Ranges>("marks");
    QTest::addColumn<QStringList>("markedTexts"); // each mark's text in the joined lines
    QTest::newRow("before any break") << "abcdefghij" << Ranges{{1, 2}} << QStringList{"bc"};
    QTest::newRow("after a break") << "abcdefghij" << Ranges{{5, 2}} << QStringList{"fg"};
    QTest::newRow("starting at a break") << "abcdefghij" << Ranges{{4, 1}} << QStringList{"e"};
    QTest::newRow("ending at a break") << "abcdefghij" << Ranges{{2, 2}} << QStringList{"cd"};
    QTest::newRow("across a break") << "abcdefghij" << Ranges{{3, 3}} << QStringList{"d\nef"};
    QTest::newRow("two marks") << "abcdefghij" << Ranges{{0, 1}, {9, 1}} << QStringList{"a", "j"};
    QTest::newRow("beyond the cut")
        << QString(20, QLatin1Char('x')) << Ranges{{19, 1}} << QStringList{};
}

void TestDisplayLines::marksFollowTheBreaks()
{
    QFETCH(QString, text);
    QFETCH(Ranges, marks);
    QFETCH(QStringList, markedTexts);
    const DisplayLines d = splitForDisplay(text, marks, 4, 3);
    const QString joined = d.lines.join(QLatin1Char('\n'));
    QStringList got;
    for (const auto &[first, length] : d.marks)
        got << joined.mid(first, length);
    QCOMPARE(got, markedTexts);
}

void TestDisplayLines::controlsBecomeVisible()
{
    QCOMPARE(u8i::ui::withVisibleControls(QString::fromLatin1("a\x01\tb\n\x1b", 6)),
             QString::fromUtf8("a\u2401\tb\n\u241B"));
}

QTEST_GUILESS_MAIN(TestDisplayLines)
#include "tst_display_lines.moc"
