// The Mojibake dock and the "View as" panel on real widgets: findings, the two texts with the
// changed bytes marked, the repaired document, saving, and other encodings side by side.
#include "mojibake/mojibake_panel.h"
#include "mojibake/view_as_panel.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextEdit>
#include <QTreeWidget>

using namespace u8i;
using u8i::ui::MojibakePanel;
using u8i::ui::ViewAsPanel;

namespace {

// UTF-8 read as ISO-8859-1 and written back as UTF-8 (Qt does it; no garbled literals here).
QByteArray garble(const QString &text)
{
    return QString::fromLatin1(text.toUtf8()).toUtf8();
}

// The text of a view's fragments that have a background, joined.
QString marked(const QTextEdit *view)
{
    QString out;
    for (QTextBlock b = view->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().hasProperty(QTextFormat::BackgroundBrush))
                out += it.fragment().text();
    return out;
}

QByteArray encoded(const char *charset, const std::u32string &text)
{
    const auto bytes = charsets::legacyCharset(charset)->encode(text);
    if (!bytes)
        qFatal("%s cannot encode the text", charset);
    return QByteArray(bytes->data(), static_cast<qsizetype>(bytes->size()));
}

} // namespace

class TestMojibakePanel : public QObject {
    Q_OBJECT

  private slots:
    void showsFindingsAndMarksBothTexts_data();
    void showsFindingsAndMarksBothTexts();
    void saysWhenThereIsNothing();
    void choosingAFindingExplainsAndEmits();
    void repairsARangeOfTheDocument();
    void writesANewFile();
    void savesTheRepairedFileStreaming_data();
    void savesTheRepairedFileStreaming();
    void viewAsDecodesEachCharset_data();
    void viewAsDecodesEachCharset();
    void viewAsMarksUndefinedBytes();
    void viewAsOffersEveryCharset();
};

void TestMojibakePanel::showsFindingsAndMarksBothTexts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("findings");
    QTest::addColumn<QString>("markedRepaired");
    QTest::newRow("French") << "Le café est très bon" << 2 << "éè";
    QTest::newRow("quotes") << "It’s “fine”" << 3 << "’“”";
    QTest::newRow("Cyrillic word") << "Это слово" << 2 << "Этослово";
    QTest::newRow("emoji") << "ok 😀 ok" << 1 << "😀";
}

void TestMojibakePanel::showsFindingsAndMarksBothTexts()
{
    QFETCH(QString, text);
    QFETCH(int, findings);
    QFETCH(QString, markedRepaired);
    MojibakePanel panel;
    const QByteArray garbled = garble(text);
    panel.setBytes(garbled);
    QCOMPARE(panel.findingsView()->topLevelItemCount(), findings);
    QVERIFY(panel.summaryLabel()->text().contains(QString::number(findings)));
    QCOMPARE(panel.repairedView()->toPlainText(), text);
    QCOMPARE(panel.originalView()->toPlainText(), QString::fromUtf8(garbled));
    QCOMPARE(marked(panel.repairedView()), markedRepaired);
    QVERIFY(!marked(panel.originalView()).isEmpty());
    QCOMPARE(panel.repairedRange(), text.toUtf8());
    QVERIFY(panel.findChild<QPushButton *>("saveRange")->isEnabled());
    QVERIFY(panel.findingsView()->topLevelItem(0)->text(2).contains("UTF-8 → decoded as"));
}

void TestMojibakePanel::saysWhenThereIsNothing()
{
    MojibakePanel panel;
    panel.setBytes(QString("Le café, 日本語, 😀").toUtf8());
    QCOMPARE(panel.findingsView()->topLevelItemCount(), 0);
    QVERIFY(panel.summaryLabel()->text().contains("No mojibake"));
    QVERIFY(marked(panel.originalView()).isEmpty());
    QVERIFY(!panel.findChild<QPushButton *>("saveRange")->isEnabled());
    panel.setBytes(QByteArray());
    QVERIFY(panel.summaryLabel()->text().contains("Nothing to analyse"));
}

void TestMojibakePanel::choosingAFindingExplainsAndEmits()
{
    MojibakePanel panel;
    const QByteArray garbled = "abc " + garble(garble("naïve"));
    panel.setBytes(garbled);
    QCOMPARE(panel.findingsView()->topLevelItemCount(), 1);
    QSignalSpy spy(&panel, &MojibakePanel::findingActivated);
    panel.findingsView()->setCurrentItem(panel.findingsView()->topLevelItem(0));
    QCOMPARE(spy.count(), 1);
    const MojibakeFinding &f = panel.report().findings.front();
    QCOMPARE(spy.at(0).at(0).value<Offset>(), f.offset);
    QCOMPARE(spy.at(0).at(1).value<Offset>(), f.length);
    QCOMPARE(garbled.mid(qsizetype(f.offset), qsizetype(f.length)),
             QByteArray(f.original.data(), qsizetype(f.original.size())));
    QVERIFY2(
        panel.detailLabel()->text().contains("decoded as ISO-8859-1 → encoded as UTF-8 (twice)"),
        qPrintable(panel.detailLabel()->text()));
    QVERIFY(panel.detailLabel()->text().contains("Evidence:"));
}

void TestMojibakePanel::repairsARangeOfTheDocument()
{
    const QByteArray head = garble("première ligne\n");
    const QByteArray middle = garble("deuxième ligne\n");
    const QByteArray tail = garble("troisième ligne\n");
    const QByteArray whole = head + middle + tail;
    MojibakePanel panel;
    panel.setDocument(
        Bytes(reinterpret_cast<const std::uint8_t *>(whole.constData()), std::size_t(whole.size())),
        QStringLiteral("/tmp/example.txt"));
    panel.setRange(Offset(head.size()), Offset(head.size() + middle.size()));
    QCOMPARE(panel.repairedRange(), QString("deuxième ligne\n").toUtf8());
    QCOMPARE(panel.documentWithRepairedRange(), head + QString("deuxième ligne\n").toUtf8() + tail);
    QSignalSpy spy(&panel, &MojibakePanel::findingActivated);
    panel.findingsView()->setCurrentItem(panel.findingsView()->topLevelItem(0));
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<Offset>() >= Offset(head.size())); // offsets in the document
    // The whole file is repaired off the GUI thread, streamed into a new file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("whole.txt");
    QSignalSpy saved(&panel, &MojibakePanel::repairedFileSaved);
    panel.startSavingRepaired(path);
    QVERIFY(panel.repairTask()->running());
    QTRY_COMPARE(saved.count(), 1);
    QCOMPARE(saved.at(0).at(0).toString(), path);
    QVERIFY2(saved.at(0).at(1).toString().isEmpty(), qPrintable(saved.at(0).at(1).toString()));
    QCOMPARE(saved.at(0).at(2).value<quint64>(), quint64(3));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()),
             QString("première ligne\ndeuxième ligne\ntroisième ligne\n"));
}

void TestMojibakePanel::savesTheRepairedFileStreaming_data()
{
    QTest::addColumn<int>("lines");
    QTest::addColumn<bool>("cancel");
    QTest::newRow("10,000 lines") << 10000 << false;
    QTest::newRow("300,000 lines, more than one slice") << 300000 << false;
    QTest::newRow("cancelled: no file") << 300000 << true;
}

void TestMojibakePanel::savesTheRepairedFileStreaming()
{
    QFETCH(int, lines);
    QFETCH(bool, cancel);
    QByteArray clean;
    QByteArray data;
    for (int i = 0; i < lines; ++i) {
        const QByteArray line = QString("%1;Zürich;café crème\n").arg(i).toUtf8();
        clean += line;
        data += i % 20 == 7 ? garble(QString::fromUtf8(line)) : line;
    }
    MojibakePanel panel;
    panel.setDocument(
        Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()), std::size_t(data.size())));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("repaired.csv");
    QSignalSpy saved(&panel, &MojibakePanel::repairedFileSaved);
    panel.startSavingRepaired(path);
    if (cancel) {
        panel.repairTask()->cancelAndWait();
        QCOMPARE(saved.count(), 0);
        QVERIFY(!QFile::exists(path));
        return;
    }
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 60000);
    QCOMPARE(saved.at(0).at(2).value<quint64>(), quint64((lines + 12) / 20 * 3)); // ü, é, è
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll() == clean);
}

void TestMojibakePanel::writesANewFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("repaired.txt");
    QString error;
    QVERIFY(MojibakePanel::writeFile(path, "repaired\n", &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("repaired\n"));
    QVERIFY(!MojibakePanel::writeFile(dir.filePath("missing/dir/x.txt"), "x", &error));
    QVERIFY(!error.isEmpty());
}

void TestMojibakePanel::viewAsDecodesEachCharset_data()
{
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("text");
    QTest::newRow("Windows-1252") << "Windows-1252"
                                  << "Crème brûlée € 5";
    QTest::newRow("ISO-8859-15") << "ISO-8859-15"
                                 << "Crème € œ";
    QTest::newRow("Windows-1250") << "Windows-1250"
                                  << "Zażółć gęślą";
    QTest::newRow("Windows-1251") << "Windows-1251"
                                  << "Привет мир";
    QTest::newRow("KOI8-R") << "KOI8-R"
                            << "Привет мир";
    QTest::newRow("MacRoman") << "MacRoman"
                              << "Crème ∆ π";
    QTest::newRow("CP437") << "CP437"
                           << "Größe ░▒▓";
    QTest::newRow("CP850") << "CP850"
                           << "Größe ØÆ";
    QTest::newRow("Shift_JIS") << "Shift_JIS"
                               << "日本語のテキスト";
    QTest::newRow("GB18030") << "GB18030"
                             << "简体中文 😀";
    QTest::newRow("Big5") << "Big5"
                          << "正體中文";
    QTest::newRow("EUC-KR") << "EUC-KR"
                            << "한국어";
    QTest::newRow("UTF-16LE") << "UTF-16LE"
                              << "text é 😀";
    QTest::newRow("UTF-16BE") << "UTF-16BE"
                              << "text é 😀";
}

void TestMojibakePanel::viewAsDecodesEachCharset()
{
    QFETCH(QString, charset);
    QFETCH(QString, text);
    std::u32string u32;
    for (char32_t c : text.toUcs4())
        u32.push_back(c);
    const QByteArray bytes = encoded(charset.toLatin1().constData(), u32);
    ViewAsPanel panel;
    panel.setBytes(bytes);
    QVERIFY(panel.setCharset(charset));
    QCOMPARE(panel.charset(), charset);
    QCOMPARE(panel.legacyView()->toPlainText(), text);
    QVERIFY(panel.legacyView()->extraSelections().isEmpty());
    QVERIFY(panel.statusLabel()->text().contains(charset));
    if (bytes != text.toUtf8())
        QVERIFY(panel.utf8View()->toPlainText() != text);
}

void TestMojibakePanel::viewAsMarksUndefinedBytes()
{
    ViewAsPanel panel;
    QVERIFY(panel.setCharset("Windows-1252"));
    panel.setBytes(QByteArray("a\x81"
                              "b\x8D\x80"));
    QCOMPARE(panel.legacyView()->extraSelections().size(), 2);
    QVERIFY(panel.statusLabel()->text().contains("2 undefined"));
    QVERIFY(panel.legacyView()->toPlainText().endsWith(QChar(0x20AC)));
    QVERIFY(!panel.setCharset("no such charset"));
    QCOMPARE(panel.charset(), QString("Windows-1252"));
}

void TestMojibakePanel::viewAsOffersEveryCharset()
{
    ViewAsPanel panel;
    for (const char *name : {"Windows-1252", "ISO-8859-1", "ISO-8859-15", "Windows-1250",
                             "Windows-1251", "MacRoman", "CP437", "CP850", "KOI8-R", "Shift_JIS",
                             "GB18030", "Big5", "EUC-KR", "UTF-16LE", "UTF-16BE"})
        QVERIFY2(panel.charsetCombo()->findText(name) >= 0, name);
}

QTEST_MAIN(TestMojibakePanel)
#include "tst_mojibake_panel.moc"
