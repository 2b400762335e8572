// Syntax highlighting through KSyntaxHighlighting (compiled and run only in builds that have it):
// a JSON file's text view gets highlighted formats from the JSON definition, picked by file name or
// by content; the replacement markers are drawn over the highlighting; the default theme follows
// the palette; changing the theme changes the formats and the role colours.
#include "appearance.h"
#include "document_model.h"
#include "role_colors.h"
#include "text_formats.h"
#include "text_view.h"

#include <QApplication>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace u8i;
using u8i::ui::Appearance;
using u8i::ui::DocumentModel;
using u8i::ui::RoleColors;
using u8i::ui::TextView;

namespace {

const QByteArray kJson = "{\n  \"name\": \"Caf\xC3\xA9\",\n  \"count\": 42,\n  \"ok\": true,\n  "
                         "\"bad\": \"\xC0\xAF\"\n}\n";

// Every distinct foreground colour the highlighter set, over the whole document.
QSet<QRgb> foregrounds(const TextView &view)
{
    QSet<QRgb> colours;
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next())
        for (const QTextLayout::FormatRange &r : b.layout()->formats())
            if (r.format.hasProperty(QTextFormat::ForegroundBrush))
                colours.insert(r.format.foreground().color().rgba());
    return colours;
}

int formatRanges(const TextView &view)
{
    int n = 0;
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next())
        n += static_cast<int>(b.layout()->formats().size());
    return n;
}

std::optional<QTextCharFormat> formatAt(const TextView &view, int position)
{
    return u8i::testing::formatAt(*view.document(), position);
}

} // namespace

class TestHighlighting : public QObject {
    Q_OBJECT
  private slots:
    void available() { QVERIFY(Appearance::hasSyntaxHighlighting()); }

    void definitionChosen_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QString>("definition");
        QTest::newRow("json by name")
            << QStringLiteral("data.json") << kJson << QStringLiteral("JSON");
        QTest::newRow("python by name")
            << QStringLiteral("x.py") << QByteArray("print(1)\n") << QStringLiteral("Python");
        QTest::newRow("xml by content, no extension")
            << QStringLiteral("noext") << QByteArray("<?xml version=\"1.0\"?>\n<a/>\n")
            << QStringLiteral("XML");
        QTest::newRow("shell by shebang")
            << QStringLiteral("script") << QByteArray("#!/bin/sh\necho hi\n")
            << QStringLiteral("Bash");
        QTest::newRow("plain text: none")
            << QStringLiteral("notes.txt") << QByteArray("hello\n") << QString();
        QTest::newRow("binary: none")
            << QStringLiteral("blob.bin") << QByteArray("\x00\x01\xFF\xFE", 4) << QString();
    }
    void definitionChosen()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, head);
        QFETCH(QString, definition);
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(head);
        appearance.documentOpened(fileName, head);
        QCOMPARE(appearance.syntax(), definition);
    }

    void jsonTextViewHasHighlightedFormats()
    {
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(kJson);
        const int markersOnly = formatRanges(view);
        const QSet<QRgb> plainColours = foregrounds(view);
        appearance.documentOpened(QStringLiteral("data.json"), kJson);
        QCOMPARE(appearance.syntax(), QStringLiteral("JSON"));
        // Keys, strings, numbers and keywords get formats of their own, in several colours.
        QVERIFY2(formatRanges(view) > markersOnly + 4,
                 qPrintable(QString::number(formatRanges(view))));
        QVERIFY(foregrounds(view).size() >= plainColours.size() + 2);
        // The number 42 is formatted, and differently from the key "count".
        const int number = static_cast<int>(view.window().text.indexOf(QLatin1String("42")));
        const int key = static_cast<int>(view.window().text.indexOf(QLatin1String("\"count\"")));
        QVERIFY(formatAt(view, number).has_value());
        QVERIFY(formatAt(view, key).has_value());
        QVERIFY(formatAt(view, number)->foreground() != formatAt(view, key)->foreground());
        // Switching highlighting off leaves the markers only.
        appearance.setSyntax({});
        QCOMPARE(formatRanges(view), markersOnly);
    }

    void markersAreDrawnOverHighlighting()
    {
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(kJson);
        appearance.documentOpened(QStringLiteral("data.json"), kJson);
        const auto marker = std::find_if(
            view.window().markers.begin(), view.window().markers.end(),
            [](const ui::TextMarker &m) { return m.kind == ui::TextMarker::Kind::Replacement; });
        QVERIFY(marker != view.window().markers.end());
        const auto format = formatAt(view, marker->position);
        QVERIFY(format.has_value());
        QCOMPARE(format->foreground().color(), appearance.roleColors().invalid);
        QCOMPARE(format->background().color(), appearance.roleColors().invalidFill);
    }

    void defaultThemeFollowsPalette()
    {
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        appearance.setTheme({});
        const bool paletteDark = QApplication::palette().color(QPalette::Base).lightness() <
                                 QApplication::palette().color(QPalette::Text).lightness();
        QVERIFY(!appearance.effectiveTheme().isEmpty());
        QCOMPARE(appearance.effectiveTheme().contains(QLatin1String("Dark")), paletteDark);
    }

    void changingThemeChangesRoleColoursAndFormats_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("Breeze Light to Breeze Dark")
            << QStringLiteral("Breeze Light") << QStringLiteral("Breeze Dark");
        QTest::newRow("Breeze Dark to Solarized Light")
            << QStringLiteral("Breeze Dark") << QStringLiteral("Solarized Light");
        QTest::newRow("GitHub Light to Monokai")
            << QStringLiteral("GitHub Light") << QStringLiteral("Monokai");
    }
    void changingThemeChangesRoleColoursAndFormats()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QVERIFY2(Appearance::themeNames().contains(from), qPrintable(from));
        QVERIFY2(Appearance::themeNames().contains(to), qPrintable(to));
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(kJson);
        appearance.documentOpened(QStringLiteral("data.json"), kJson);

        appearance.setTheme(from);
        QCOMPARE(appearance.effectiveTheme(), from);
        const RoleColors before = appearance.roleColors();
        const QSet<QRgb> formatsBefore = foregrounds(view);
        appearance.setTheme(to);
        QCOMPARE(appearance.effectiveTheme(), to);
        const RoleColors after = appearance.roleColors();

        QVERIFY(before.text != after.text);
        QVERIFY(before.multibyte != after.multibyte);
        QVERIFY(before.invalid != after.invalid);
        QVERIFY(before.unitFill != after.unitFill);
        QVERIFY(foregrounds(view) != formatsBefore);
        // The view's palette is the theme's: its background is the theme's editor background.
        QCOMPARE(RoleColors::fromPalette(view.palette()).text, after.text);
        appearance.setTheme({});
    }
};

QTEST_MAIN(TestHighlighting)
#include "tst_highlighting.moc"
