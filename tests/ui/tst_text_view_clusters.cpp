// The text pane of the main window, as the user meets it: an emoji ZWJ sequence such as
// 👨‍👩‍👧‍👦 is one grapheme cluster with no ‹ZWJ› badge, and a joiner elsewhere
// keeps its badge.
#include "main_window.h"
#include "text_view.h"

#include "main_window_testing.h"
#include "temp_file.h"

#include <QTest>
#include <QTextBoundaryFinder>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestTextViewClusters : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_text_view_clusters"))); }

    // 👨‍👩‍👧‍👦: one grapheme cluster in the text pane, no ‹ZWJ› badge; a
    // joiner elsewhere keeps its badge.
    void emojiZwjSequenceIsOneCluster_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("clusters");
        QTest::addColumn<int>("badges");
        QTest::newRow("family") << QStringLiteral("a 👨‍👩‍👧‍👦 b") << 5 << 0;
        QTest::newRow("rainbow flag") << QStringLiteral("🏳️‍🌈") << 1 << 0;
        // The badge ‹ZWJ› is five clusters of its own.
        QTest::newRow("between letters") << QStringLiteral("a\u200Db") << 7 << 1;
        QTest::newRow("at the end") << QStringLiteral("👨\u200D") << 6 << 1;
    }

    void emojiZwjSequenceIsOneCluster()
    {
        QFETCH(QString, text);
        QFETCH(int, clusters);
        QFETCH(int, badges);
        const QByteArray utf8 = text.toUtf8();
        auto w = u8i::testing::shownWindow(
            {1200, 800}, u8i::testing::writeTempFile(m_dir, QStringLiteral("emoji.txt"), utf8));
        QVERIFY(w);
        const QString shownText = w->textView()->toPlainText();
        QCOMPARE(shownText.count(QStringLiteral("‹ZWJ›")), badges);
        QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, shownText);
        int count = 0;
        while (finder.toNextBoundary() >= 0)
            ++count;
        QCOMPARE(count, clusters);
    }
};

QTEST_MAIN(TestTextViewClusters)
#include "tst_text_view_clusters.moc"
