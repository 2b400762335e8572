// Deceptive text in the text pane: look-alike letters, invisible characters and the reach of an
// unterminated override are marked with a wavy warning underline in the theme's deceptive colour,
// unlike the error marker; a bidi control is a badge, never applied to the text, so it cannot
// reorder the display; tooltips give the finding's message.
#include "document_model.h"
#include "role_colors.h"
#include "text_formats.h"
#include "text_view.h"

#include <QTest>

using namespace u8i;
using u8i::ui::DocumentModel;
using u8i::ui::RoleColors;
using u8i::ui::TextView;

namespace {

const QString kText = QStringLiteral("let sayНello = 1;\n"
                                     "/* \u202E } if (admin) { */ x\n"
                                     "bad \xC0 ok\n"
                                     "Привет world\n");

QByteArray bytes()
{
    QByteArray b = kText.toUtf8();
    b.replace("\xC3\x80", "\xC0"); // an ill-formed byte for the error marker
    return b;
}

} // namespace

class TestTextDeceptive : public QObject {
    Q_OBJECT

  private slots:
    void marks_data()
    {
        QTest::addColumn<QString>("at");     // text that starts at the position looked at
        QTest::addColumn<bool>("deceptive"); // wavy warning underline there
        QTest::newRow("the Cyrillic letter") << QStringLiteral("Нello") << true;
        QTest::newRow("the Latin letters beside it") << QStringLiteral("ello =") << false;
        QTest::newRow("text after an open override, to the end of its line")
            << QStringLiteral("*/ x") << true;
        QTest::newRow("text inside the override's reach") << QStringLiteral("admin") << true;
        QTest::newRow("the next line") << QStringLiteral("bad") << false;
        QTest::newRow("a Russian word beside an English one") << QStringLiteral("Привет") << false;
    }
    void marks()
    {
        QFETCH(QString, at);
        QFETCH(bool, deceptive);
        DocumentModel model;
        TextView view(&model);
        view.resize(800, 400);
        view.show();
        model.setBytes(bytes());
        QTRY_VERIFY(!view.window().text.isEmpty());
        const int position = static_cast<int>(view.window().text.indexOf(at));
        QVERIFY2(position >= 0, qPrintable(view.window().text));
        const RoleColors colors = RoleColors::fromPalette(view.palette());
        const auto format = testing::formatAt(*view.document(), position);
        const bool wavy = format && format->underlineStyle() == QTextCharFormat::WaveUnderline &&
                          format->underlineColor() == colors.deceptive;
        QCOMPARE(wavy, deceptive);
    }

    void errorMarkerIsDistinct()
    {
        DocumentModel model;
        TextView view(&model);
        view.show();
        model.setBytes(bytes());
        QTRY_VERIFY(!view.window().text.isEmpty());
        const int bad = static_cast<int>(view.window().text.indexOf(QChar(0xFFFD)));
        QVERIFY(bad >= 0);
        const auto format = testing::formatAt(*view.document(), bad);
        QVERIFY(format);
        QVERIFY(format->underlineStyle() != QTextCharFormat::WaveUnderline);
        const RoleColors colors = RoleColors::fromPalette(view.palette());
        QVERIFY(colors.deceptive != colors.invalid);
    }

    void bidiControlIsNotInTheText()
    {
        DocumentModel model;
        TextView view(&model);
        model.setBytes(bytes());
        QTRY_VERIFY(!view.window().text.isEmpty());
        for (const QChar c : view.window().text)
            QVERIFY2(!(c.unicode() >= 0x202A && c.unicode() <= 0x202E) &&
                         !(c.unicode() >= 0x2066 && c.unicode() <= 0x2069),
                     "a bidi control reached the text layout");
        bool unterminated = false;
        for (const auto &mark : view.window().deceptive)
            unterminated = unterminated || mark.kind == NoticeKind::BidiUnterminated;
        QVERIFY(unterminated);
    }
};

QTEST_MAIN(TestTextDeceptive)
#include "tst_text_deceptive.moc"
