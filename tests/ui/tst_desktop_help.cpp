// Help ▸ About and Help ▸ User Guide: the About text names the program's version, the licence, the
// Qt and ICU versions in use and whether the build has KSyntaxHighlighting; the user guide loads
// the bundled page and its table of contents leads to sections that exist.
#include "about_dialog.h"
#include "appearance.h"
#include "user_guide.h"

#include <unicode/uvernum.h>

#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using u8i::ui::AboutDialog;
using u8i::ui::Appearance;
using u8i::ui::UserGuide;

namespace {

QString plain(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace

class TestDesktopHelp : public QObject {
    Q_OBJECT
  private slots:
    void aboutNames_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::newRow("program version")
            << QStringLiteral("UTF-8 Inspector ") + AboutDialog::programVersion();
        QTest::newRow("licence") << QStringLiteral("MIT");
        QTest::newRow("Qt runtime version")
            << QStringLiteral("Qt %1").arg(QString::fromLatin1(qVersion()));
        QTest::newRow("ICU build version") << QStringLiteral(U_ICU_VERSION);
        QTest::newRow("highlighting status") << Appearance::highlightingStatus();
    }
    void aboutNames()
    {
        QFETCH(QString, expected);
        QVERIFY2(plain(AboutDialog::aboutText()).contains(expected),
                 qPrintable(plain(AboutDialog::aboutText())));
    }

    void versionIsTheProjects()
    {
        QVERIFY(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"))
                    .match(AboutDialog::programVersion())
                    .hasMatch());
    }

    void highlightingStatusSaysWhichBuild()
    {
        const QString status = Appearance::highlightingStatus();
        QCOMPARE(status.contains(QLatin1String("not available")),
                 !Appearance::hasSyntaxHighlighting());
        QVERIFY(status.contains(QLatin1String("KSyntaxHighlighting")));
    }

    void aboutDialogShowsTheText()
    {
        AboutDialog dialog;
        auto *label = dialog.findChild<QLabel *>(QStringLiteral("aboutText"));
        QVERIFY(label);
        QCOMPARE(label->text(), AboutDialog::aboutText());
    }

    void guideLoads()
    {
        UserGuide guide;
        const QString text = guide.browser()->toPlainText();
        QVERIFY2(text.contains(QLatin1String("UTF-8 Inspector")), qPrintable(text.left(200)));
        QVERIFY(text.contains(QLatin1String("overlong")));
        QVERIFY(text.contains(QLatin1String("--check")));
    }

    void guideContentsLinksResolve_data()
    {
        QTest::addColumn<QString>("anchor");
        UserGuide guide;
        const QTextDocument *doc = guide.browser()->document();
        int links = 0;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (const QString href = it.fragment().charFormat().anchorHref();
                    href.startsWith(QLatin1Char('#'))) {
                    QTest::newRow(qPrintable(href)) << href.mid(1);
                    ++links;
                }
        if (links == 0)
            QTest::newRow("no links found") << QString();
    }
    void guideContentsLinksResolve()
    {
        QFETCH(QString, anchor);
        QVERIFY2(!anchor.isEmpty(), "the guide has a linked table of contents");
        UserGuide guide;
        const QTextDocument *doc = guide.browser()->document();
        bool found = false;
        for (QTextBlock b = doc->begin(); b.isValid() && !found; b = b.next())
            for (auto it = b.begin(); !it.atEnd() && !found; ++it)
                found = it.fragment().charFormat().anchorNames().contains(anchor);
        QVERIFY2(found, qPrintable(anchor));
    }
};

QTEST_MAIN(TestDesktopHelp)
#include "tst_desktop_help.moc"
