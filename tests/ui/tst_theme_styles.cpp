// styleOf, the one function from a role, a kind or a notice to its look: in the light and the dark
// built-in palettes every diagnostic kind has its own hue (far from every other), its own dash
// pattern and its own glyph; roles and notices take the palette's colours the views paint with.
#include "builtin_palettes.h"
#include "styles.h"

#include <QApplication>
#include <QtTest>

#include <set>

using namespace u8i;
using namespace u8i::ui;

namespace {

int hueDistance(const QColor &a, const QColor &b)
{
    const int d = std::abs(a.hsvHue() - b.hsvHue()) % 360;
    return std::min(d, 360 - d);
}

} // namespace

class TestThemeStyles : public QObject {
    Q_OBJECT
  private slots:
    void kindsAreFarApart_data()
    {
        QTest::addColumn<QString>("theme");
        for (const QString &name : builtinThemeNames())
            QTest::newRow(qPrintable(name)) << name;
        QTest::newRow("application palette") << QString();
    }

    void kindsAreFarApart()
    {
        QFETCH(QString, theme);
        const QPalette palette = builtinPalette(theme, QApplication::palette());
        const RoleColors colors = RoleColors::fromPalette(palette);
        std::set<QList<qreal>> dashes;
        std::set<QChar> glyphs;
        for (int a = 0; a < kErrorKindCount; ++a) {
            const Style sa = styleOf(static_cast<ErrorKind>(a), colors);
            dashes.insert(sa.dashes);
            glyphs.insert(sa.glyph);
            QVERIFY(!sa.glyph.isNull());
            for (int b = a + 1; b < kErrorKindCount; ++b) {
                const Style sb = styleOf(static_cast<ErrorKind>(b), colors);
                QVERIFY2(hueDistance(sa.colour, sb.colour) >= 45,
                         qPrintable(QStringLiteral("%1 and %2: %3 degrees apart")
                                        .arg(a)
                                        .arg(b)
                                        .arg(hueDistance(sa.colour, sb.colour))));
            }
        }
        QCOMPARE(dashes.size(), std::size_t(kErrorKindCount));
        QCOMPARE(glyphs.size(), std::size_t(kErrorKindCount));
    }

    void rolesUseThePalette()
    {
        const RoleColors colors = RoleColors::fromPalette(QApplication::palette());
        QCOMPARE(styleOf(ByteRole::Lead, colors).fill, colors.unitFill);
        QCOMPARE(styleOf(ByteRole::Continuation, colors).colour, colors.multibyte);
        QCOMPARE(styleOf(ByteRole::Invalid, colors).fill, colors.invalidFill);
        QVERIFY(!styleOf(ByteRole::Ascii, colors).fill.isValid()); // ASCII has no background
        QCOMPARE(styleOf(NoticeKind::Bom, colors).colour, colors.notice);
        const QPen pen = styleOf(ErrorKind::Overlong, colors).pen(2);
        QCOMPARE(pen.style(), Qt::CustomDashLine);
        QCOMPARE(styleOf(ErrorKind::InvalidByte, colors).pen(2).style(), Qt::SolidLine);
    }
};

QTEST_MAIN(TestThemeStyles)
#include "tst_theme_styles.moc"
