// Contrast in both built-in themes (and the application's own palette): every colour a role, a
// kind, a notice, the selection or a teaching tool draws text or marks in reaches WCAG's 4.5:1
// against each background it is drawn on, computed with WCAG 2's formula. The formula itself is
// checked first on values from the WCAG documents.
#include "builtin_palettes.h"
#include "contrast.h"
#include "styles.h"
#include "teach_colors.h"

#include <QApplication>
#include <QtTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

QString describe(const QString &what, const QColor &ink, const QColor &background)
{
    return QStringLiteral("%1: %2 on %3 is %4:1")
        .arg(what, ink.name(), background.name())
        .arg(contrastRatio(ink, background), 0, 'f', 2);
}

} // namespace

class TestThemeContrast : public QObject {
    Q_OBJECT

    // Every (ink, background) pair the views paint, under `palette`.
    static QList<std::tuple<QString, QColor, QColor>> pairs(const QPalette &palette)
    {
        const RoleColors c = RoleColors::fromPalette(palette);
        const QColor base = palette.color(QPalette::Base);
        const QColor rows = palette.color(QPalette::AlternateBase);
        QList<std::tuple<QString, QColor, QColor>> out;
        const auto onBases = [&](const QString &what, const QColor &ink) {
            out.append({what + QStringLiteral(" on base"), ink, base});
            out.append({what + QStringLiteral(" on alternate rows"), ink, rows});
        };
        for (const ByteRole role :
             {ByteRole::Ascii, ByteRole::Lead, ByteRole::Continuation, ByteRole::Invalid}) {
            const Style s = styleOf(role, c);
            const QString what = QStringLiteral("role %1").arg(QLatin1String(name(role).data()));
            onBases(what, s.colour);
            if (s.fill.isValid())
                out.append({what + QStringLiteral(" on its fill"), s.colour, s.fill});
        }
        for (int k = 0; k < kErrorKindCount; ++k) {
            const auto kind = static_cast<ErrorKind>(k);
            const Style s = styleOf(kind, c);
            const QString what = QStringLiteral("kind %1").arg(QLatin1String(name(kind).data()));
            onBases(what, s.colour);
            out.append({what + QStringLiteral(" on its fill"), s.colour, s.fill});
        }
        for (int k = 0; k < kNoticeKindCount; ++k) {
            const auto kind = static_cast<NoticeKind>(k);
            const Style s = styleOf(kind, c);
            const QString what = QStringLiteral("notice %1").arg(QLatin1String(name(kind).data()));
            onBases(what, s.colour);
            out.append({what + QStringLiteral(" on its fill"), s.colour, s.fill});
        }
        onBases(QStringLiteral("dim (offsets, controls)"), c.dim);
        onBases(QStringLiteral("caret"), c.caret);
        out.append({QStringLiteral("selected bytes"), c.selectionText, c.selectionFill});
        for (int g = 0; g < 4; ++g)
            out.append({QStringLiteral("bit group %1 in the inspector").arg(g),
                        groupColor(palette, g).ink, base});
        for (int b = 0; b <= static_cast<int>(ByteClass::NeverValid); ++b) {
            const QColor fill = byteClassColor(palette, static_cast<ByteClass>(b)).fill;
            out.append({QStringLiteral("byte map class %1").arg(b), textOn(palette, fill), fill});
        }
        return out;
    }

  private slots:
    void formula_data()
    {
        QTest::addColumn<QColor>("a");
        QTest::addColumn<QColor>("b");
        QTest::addColumn<double>("ratio");
        QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
        QTest::newRow("same colour") << QColor(0x777777) << QColor(0x777777) << 1.0;
        // The grey that just misses AA on white, and the one that just reaches it.
        QTest::newRow("#777 on white") << QColor(0x777777) << QColor(Qt::white) << 4.48;
        QTest::newRow("#767676 on white") << QColor(0x767676) << QColor(Qt::white) << 4.54;
        QTest::newRow("pure red on black") << QColor(Qt::red) << QColor(Qt::black) << 5.25;
    }

    void formula()
    {
        QFETCH(QColor, a);
        QFETCH(QColor, b);
        QFETCH(double, ratio);
        QVERIFY2(qAbs(contrastRatio(a, b) - ratio) < 0.01,
                 qPrintable(QString::number(contrastRatio(a, b))));
        QCOMPARE(contrastRatio(a, b), contrastRatio(b, a));
    }

    void withContrastKeepsHue_data()
    {
        QTest::addColumn<QColor>("ink");
        QTest::addColumn<QColor>("background");
        QTest::newRow("red on dark red") << QColor(0xeb3b3b) << QColor(0x6a2a2c);
        QTest::newRow("light blue on white") << QColor(0x8fd0f0) << QColor(0xfcfcfc);
        QTest::newRow("already readable") << QColor(0x1b1e20) << QColor(0xfcfcfc);
    }

    void withContrastKeepsHue()
    {
        QFETCH(QColor, ink);
        QFETCH(QColor, background);
        const QColor fixed = withContrast(ink, {background});
        QVERIFY2(contrastRatio(fixed, background) >= kTextContrast,
                 qPrintable(describe(QStringLiteral("fixed"), fixed, background)));
        QVERIFY(qAbs(fixed.hsvHue() - ink.hsvHue()) <= 3);
        if (contrastRatio(ink, background) >= kTextContrast)
            QCOMPARE(fixed, ink);
    }

    void everyInkReadsOnItsBackground_data()
    {
        QTest::addColumn<QString>("theme");
        for (const QString &name : builtinThemeNames())
            QTest::newRow(qPrintable(name)) << name;
        QTest::newRow("application palette") << QString();
    }

    void everyInkReadsOnItsBackground()
    {
        QFETCH(QString, theme);
        const QPalette palette = builtinPalette(theme, QApplication::palette());
        QStringList failures;
        for (const auto &[what, ink, background] : pairs(palette))
            if (contrastRatio(ink, background) < kTextContrast)
                failures << describe(what, ink, background);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TestThemeContrast)
#include "tst_theme_contrast.moc"
