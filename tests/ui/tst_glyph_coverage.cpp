// Which characters the text pane can draw with the fonts of this system: ASCII always, a private
// use character of plane 15 or an unassigned one never (no font has it), and a character that
// no font has is shown as its code point in the text window, not as an empty box.
#include "byte_view.h"
#include "glyph_coverage.h"
#include "text_window.h"

#include <QFontDatabase>
#include <QTest>

using u8i::ui::GlyphCoverage;

class TestGlyphCoverage : public QObject {
    Q_OBJECT

  private slots:
    void has_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<bool>("drawn");
        QTest::newRow("Latin A") << uint('A') << true;
        QTest::newRow("euro sign") << uint(0x20AC) << true;
        QTest::newRow("plane 15 private use") << uint(0xFFFFD) << false;
        QTest::newRow("unassigned in plane 3") << uint(0x3FFFD) << false;
    }

    void has()
    {
        QFETCH(uint, codePoint);
        QFETCH(bool, drawn);
        GlyphCoverage glyphs(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        QCOMPARE(glyphs.has(char32_t(codePoint)), drawn);
        QCOMPARE(glyphs.has(char32_t(codePoint)), drawn); // remembered, the same
    }

    void textWindowLabelsWhatNoFontHas()
    {
        GlyphCoverage glyphs(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        const QByteArray data("a\xF3\xBF\xBF\xBD"
                              "b"); // a, U+FFFFD, b
        const u8i::ui::TextWindow w =
            u8i::ui::buildTextWindow(u8i::testing::bytesOf(data), 0, 1024, true,
                                     [&glyphs](char32_t c) { return glyphs.has(c); });
        QCOMPARE(w.text, QString::fromUtf8("a‹U+FFFFD›b"));
    }
};

QTEST_MAIN(TestGlyphCoverage)
#include "tst_glyph_coverage.moc"
