// The comparison feature driven as a user would: File ▸ Compare With… counts the differing bytes
// in the dock, F7 and Shift+F7 select the runs, and the hex view marks them.
#include "compare/compare_feature.h"
#include "compare/compare_session.h"
#include "hex_view.h"
#include "main_window.h"

#include "main_window_testing.h"
#include "temp_file.h"

#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestFeatureCompare : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_feature_compare"))); }

    // File ▸ Compare With… on a copy of a program from /usr/bin with bytes changed: the dock
    // counts them, F7 and Shift+F7 select the runs in order, and the hex view marks them.
    void compareWithAnotherFile()
    {
        QFile program(QStringLiteral("/usr/bin/env"));
        QVERIFY(program.open(QIODevice::ReadOnly));
        const QByteArray original = program.readAll();
        QVERIFY(original.size() > 20000);
        QByteArray changed = original;
        const QList<qsizetype> runs{100, 5000, 5001, 5002, original.size() - 1};
        for (const qsizetype at : runs)
            changed[at] = char(changed[at] ^ 0x20);
        const QString a = u8i::testing::writeTempFile(m_dir, QStringLiteral("a.bin"), original);
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("b.bin"), changed);
        auto w = u8i::testing::shownWindow({1200, 760});
        QVERIFY(w);
        QVERIFY(w->openFile(a));
        u8i::ui::CompareSession *compare = w->feature<u8i::ui::CompareFeature>()->session();
        QSignalSpy counted(compare, &u8i::ui::CompareSession::counted);
        QVERIFY(compare->compareWith(b));
        QVERIFY(counted.wait(10000) || counted.count() == 1);
        QCOMPARE(compare->count().bytes, Offset(5));
        QCOMPARE(compare->count().runs, Offset(3));
        QVERIFY(compare->summary().contains(QStringLiteral("5 bytes differ")));
        QVERIFY(compare->dock()->isVisible());
        QSignalSpy moved(compare, &u8i::ui::CompareSession::moved);
        const QList<Offset> expected{100, 5000, Offset(original.size() - 1)};
        for (const Offset at : expected) {
            QTest::keyClick(w.get(), Qt::Key_F7);
            QVERIFY(moved.wait(5000));
            QCOMPARE(moved.last().at(0).value<Offset>(), at);
            QCOMPARE(w->model()->selectionBegin(), at);
            QVERIFY(w->hexView()->marked(QStringLiteral("differences"), at));
        }
        QVERIFY(w->model()->selectionEnd() - w->model()->selectionBegin() == 1);
        QTest::keyClick(w.get(), Qt::Key_F7, Qt::ShiftModifier);
        QVERIFY(moved.wait(5000));
        QCOMPARE(w->model()->selectionBegin(), Offset(5000));
        QCOMPARE(w->model()->selectionEnd(), Offset(5003));
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 99));
        compare->stop();
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 100));
    }

    // Issue 27: a comparison belongs to its tab. A third tab shows neither its count nor its
    // marks, and F7 there asks for a comparison; back in the compared tab both come back. The
    // dock is a row as wide as the window, not a column beside Diagnostics.
    void comparisonStaysInItsTab()
    {
        const QByteArray text(4000, 'a');
        QByteArray other = text;
        other[10] = 'b';
        const QString a = u8i::testing::writeTempFile(m_dir, QStringLiteral("a.txt"), text);
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("b.txt"), other);
        const QString c = u8i::testing::writeTempFile(m_dir, QStringLiteral("c.txt"), "third\n");
        auto w = u8i::testing::shownWindow({1200, 760}, a);
        QVERIFY(w);
        u8i::ui::CompareSession *compare = w->feature<u8i::ui::CompareFeature>()->session();
        QVERIFY(compare->compareWith(b));
        QTRY_VERIFY(compare->summary().contains(QStringLiteral("1 bytes differ from b.txt")));
        QTRY_VERIFY(compare->dock()->isVisible());
        QCOMPARE(w->dockWidgetArea(compare->dock()), Qt::TopDockWidgetArea);
        QVERIFY2(compare->dock()->width() > w->width() * 3 / 4,
                 qPrintable(QString::number(compare->dock()->width())));
        QVERIFY(w->hexView()->marked(QStringLiteral("differences"), 10));

        QVERIFY(w->openFile(c)); // a tab of its own
        QVERIFY(u8i::testing::waitForScan(*w));
        QTRY_VERIFY(!compare->dock()->isVisible());
        QVERIFY(compare->summary().isEmpty());
        QVERIFY(!compare->comparing());
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 0));
        QSignalSpy said(compare, &u8i::ui::CompareSession::message);
        QTest::keyClick(w.get(), Qt::Key_F7);
        QCOMPARE(said.count(), 1);
        QVERIFY(said.last().at(0).toString().startsWith(QStringLiteral("Compare with a file")));

        QTest::keyClick(w.get(), Qt::Key_Tab, Qt::ControlModifier); // back: two tabs
        QTRY_COMPARE(w->document()->displayName(), QStringLiteral("a.txt"));
        QTRY_VERIFY(compare->dock()->isVisible());
        QVERIFY(compare->comparing());
        QTRY_VERIFY(compare->summary().contains(QStringLiteral("1 bytes differ from b.txt")));
        QVERIFY(w->hexView()->marked(QStringLiteral("differences"), 10));
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 11));
    }
};

QTEST_MAIN(TestFeatureCompare)
#include "tst_feature_compare.moc"
