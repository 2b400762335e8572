// Find All: every match of a generated file with known matches, in each find mode (table-driven),
// through the find bar's own searches; none missed at the seams of the windows it searches in; the
// cap; and the dock in the main window: Ctrl+Alt+F focuses its input, Enter lists the matches with
// their count, the filter narrows them, choosing a row selects the bytes, the mode is remembered,
// and Stop on a large sparse file.
#include "byte_view.h"
#include "find_all/find_all_model.h"
#include "find_all/find_all_panel.h"
#include "find_all/find_all_search.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "sparse_file.h"
#include "task_stopping.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

Q_DECLARE_METATYPE(u8i::ui::SearchMode)

namespace {

// "Grüße €" every 10,007 bytes (crossing the search's growing windows at many points), with an
// overlong C0 AF every 30,011 bytes, in ASCII filler: 3 MiB.
QByteArray generated()
{
    QByteArray data(3 << 20, 'a');
    const QByteArray word = QStringLiteral("Grüße €").toUtf8();
    for (qsizetype at = 5; at + word.size() < data.size(); at += 10007)
        data.replace(at, word.size(), word);
    for (qsizetype at = 9000; at + 2 < data.size(); at += 30011) {
        data[at] = char(0xC0);
        data[at + 1] = char(0xAF);
    }
    return data;
}

qsizetype countOf(const QByteArray &data, const QByteArray &what)
{
    qsizetype n = 0;
    for (qsizetype at = data.indexOf(what); at >= 0; at = data.indexOf(what, at + what.size()))
        ++n;
    return n;
}

} // namespace

class TestFindAll : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_find_all"))); }

    void everyMatch_data()
    {
        const QByteArray data = generated();
        const qsizetype words = countOf(data, QStringLiteral("Grüße €").toUtf8());
        const qsizetype overlongs = countOf(data, QByteArray("\xC0\xAF"));
        QTest::addColumn<SearchMode>("mode");
        QTest::addColumn<QString>("query");
        QTest::addColumn<qsizetype>("expected");
        QTest::addColumn<qsizetype>("length");
        QTest::newRow("text") << SearchMode::Text << QStringLiteral("Grüße €") << words
                              << qsizetype(11);
        QTest::newRow("hex bytes")
            << SearchMode::Hex << QStringLiteral("E2 82 AC") << words << qsizetype(3);
        QTest::newRow("code point")
            << SearchMode::CodePoint << QStringLiteral("U+00DF") << words << qsizetype(2);
        QTest::newRow("text in any case")
            << SearchMode::TextIgnoringCase << QStringLiteral("GRÜSSE") << qsizetype(0)
            << qsizetype(0);
        QTest::newRow("text in any case, same letters")
            << SearchMode::TextIgnoringCase << QStringLiteral("grüße") << words << qsizetype(7);
        QTest::newRow("regular expression")
            << SearchMode::RegularExpression << QStringLiteral("Gr.ße\\s€") << words
            << qsizetype(11);
        QTest::newRow("character name")
            << SearchMode::CharacterName << QStringLiteral("EURO SIGN") << words << qsizetype(3);
        QTest::newRow("error kind")
            << SearchMode::ErrorKind << QStringLiteral("overlong") << overlongs << qsizetype(2);
        QTest::newRow("any error kind")
            << SearchMode::ErrorKind << QStringLiteral("any") << overlongs << qsizetype(2);
    }

    void everyMatch()
    {
        QFETCH(SearchMode, mode);
        QFETCH(QString, query);
        QFETCH(qsizetype, expected);
        QFETCH(qsizetype, length);
        const QByteArray data = generated();
        QString error;
        const auto q = findAllQuery(query, mode, error);
        QVERIFY2(q, qPrintable(error));
        std::atomic<Offset> done{0};
        FindAllControl control;
        control.done = &done;
        const FindAllResult result = findAll(testing::bytesOf(data), nullptr, *q, control);
        QVERIFY(!result.cancelled);
        QVERIFY(!result.capped);
        QCOMPARE(qsizetype(result.matches.size()), expected);
        for (std::size_t i = 0; i < result.matches.size(); ++i) {
            QCOMPARE(qsizetype(result.matches[i].length), length);
            if (i > 0) // in order, none overlapping
                QVERIFY(result.matches[i].offset >= result.matches[i - 1].offset + length);
        }
        if (expected > 0 && mode != SearchMode::ErrorKind)
            QCOMPARE(done.load(), Offset(data.size()));
    }

    void badQuerySaysWhy()
    {
        QString error;
        QVERIFY(!findAllQuery(QStringLiteral("ZZ"), SearchMode::Hex, error));
        QVERIFY(error.startsWith(QStringLiteral("Not hex bytes")));
        QVERIFY(!findAllQuery(QStringLiteral("("), SearchMode::RegularExpression, error));
        QVERIFY(!error.isEmpty());
    }

    void capped()
    {
        const QByteArray data(5000, 'x');
        QString error;
        FindAllControl control;
        control.maxMatches = 100;
        const FindAllResult r =
            findAll(testing::bytesOf(data), nullptr,
                    *findAllQuery(QStringLiteral("x"), SearchMode::Text, error), control);
        QCOMPARE(r.matches.size(), std::size_t(100));
        QVERIFY(r.capped);
    }

    void dockListsFiltersAndSelects()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        w->openBytes(QByteArray("one cat") + QByteArray(20, '.') + " two cats" +
                         QByteArray(20, '.') + " three cats\n",
                     QStringLiteral("pets"));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::AltModifier);
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("findAllDock"));
        QTRY_VERIFY(dock->isVisible());
        auto *panel = dock->findChild<FindAllPanel *>();
        QTRY_VERIFY(panel->input()->hasFocus()); // typed text is not lost
        panel->mode()->setCurrentIndex(panel->mode()->findData(int(SearchMode::Text)));
        QTest::keyClicks(panel->input(), QStringLiteral("cat"));
        QSignalSpy searched(panel, &FindAllPanel::searched);
        QTest::keyClick(panel->input(), Qt::Key_Return);
        QTRY_COMPARE(searched.count(), 1);
        QCOMPARE(panel->model()->rowCount(), 3);
        QCOMPARE(panel->summary(), QStringLiteral("3 matches"));
        QCOMPARE(panel->model()->match(1).offset, Offset{32});

        // The filter narrows the list by context.
        QTest::keyClicks(panel->filter(), QStringLiteral("three"));
        QCOMPARE(panel->view()->model()->rowCount(), 1);
        QCOMPARE(panel->summary(), QStringLiteral("3 matches, 1 shown"));

        // Choosing the row selects the match's bytes; the caret at its start.
        QTableView *view = panel->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(0, 2)).center());
        QTRY_COMPARE(w->model()->selectionBegin(), Offset{63});
        QCOMPARE(w->model()->selectionEnd(), Offset{66});
        QCOMPARE(w->model()->caret(), Offset{63});
    }

    void modeIsRemembered()
    {
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        auto *panel = w->findChild<FindAllPanel *>();
        QComboBox *mode = panel->mode();
        mode->setFocus();
        mode->setCurrentIndex(0);
        QTest::keyClick(mode, Qt::Key_Down); // Hex bytes, chosen as a user does
        QCOMPARE(QSettings().value(QStringLiteral("findAll/mode")).toInt(), int(SearchMode::Hex));
        auto again = testing::shownWindow({1200, 800});
        QCOMPARE(again->findChild<FindAllPanel *>()->mode()->currentData().toInt(),
                 int(SearchMode::Hex));
        QSettings().remove(QStringLiteral("findAll/mode"));
    }

    void stopOnALargeSparseFile()
    {
        QTemporaryDir dir;
        const QString path = testing::writeSparseFile(dir);
        auto w = testing::shownWindow({1200, 800});
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::AltModifier);
        auto *panel = w->findChild<FindAllPanel *>();
        QTRY_VERIFY(panel->isVisible());
        panel->setQuery(QStringLiteral("needle"), SearchMode::Text);
        panel->findAll();
        testing::stopWithButton(panel->task(), panel->stopButton());
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(panel->summary(), QStringLiteral("Stopped."));
    }

  private:
    testing::IsolatedSettings m_settings;
};

QTEST_MAIN(TestFindAll)
#include "tst_find_all.moc"
