// Reading a file in a legacy charset (View ▸ Show As): the characters of a range, from any start
// inside a line or a character; the text pane's window; the hex view's roles; the inspector's rows
// in both encodings; the hex view's character column, chosen from the menu; the menu and its
// shortcut back to UTF-8.
#include "byte_view.h"
#include "character_inspector.h"
#include "document_model.h"
#include "hex_view.h"
#include "legacy_reading.h"
#include "main_window.h"
#include "show_request.h"
#include "text_view.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

// A pointer, not a reference: GCC 14 takes a reference returned for a temporary argument for a
// dangling one (-Wdangling-reference).
const LegacyCharset *charsetNamed(const QString &name)
{
    const LegacyCharset *c = charsets::legacyCharset(name.toStdString());
    if (!c)
        qFatal("no charset %s", qPrintable(name));
    return c;
}

QByteArray encoded(const QString &text, const LegacyCharset &charset)
{
    const std::u32string u32 = text.toStdU32String();
    const std::optional<std::string> bytes = charset.encode(u32);
    if (!bytes)
        qFatal("%s cannot encode the sample", charset.name().c_str());
    return QByteArray::fromStdString(*bytes);
}

using u8i::testing::bytesOf;

// The text a window shows, without the pictures that stand for line feeds.
QString shown(const TextWindow &w)
{
    QString t = w.text;
    return t.remove(QChar(0x240A));
}

} // namespace

class TestLegacyReading : public QObject {
    Q_OBJECT
    static void addSamples();

  private slots:
    void windowShowsTheText_data() { addSamples(); }
    void windowShowsTheText();
    void charactersFromAnyStart_data() { addSamples(); }
    void charactersFromAnyStart();
    void hexRolesFollowCharacters_data() { addSamples(); }
    void hexRolesFollowCharacters();
    void hexCharacterColumnShowsTheCharset_data() { addSamples(); }
    void hexCharacterColumnShowsTheCharset();
    void undefinedBytes();
    void inspectorShowsBothEncodings();
    void inspectorBitsAreWhole();
    void menuAndShortcut();
    void showRequest();
};

void TestLegacyReading::addSamples()
{
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("text");
    const QString russian = QStringLiteral("Съешь же ещё этих мягких французских булок.\nДа!\n");
    QTest::newRow("Russian in Windows-1251") << "Windows-1251" << russian;
    QTest::newRow("Russian in KOI8-R") << "KOI8-R" << russian;
    QTest::newRow("Russian in CP866") << "CP866" << russian;
    QTest::newRow("Greek in ISO-8859-7")
        << "ISO-8859-7" << QStringLiteral("Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.\n");
    QTest::newRow("Czech in Windows-1250")
        << "Windows-1250" << QStringLiteral("Příliš žluťoučký kůň úpěl ďábelské ódy.\n");
    QTest::newRow("Japanese in Shift_JIS")
        << "Shift_JIS" << QStringLiteral("いろはにほへと ちりぬるを\n色は匂へど 散りぬるを\n");
    QTest::newRow("Japanese in EUC-JP")
        << "EUC-JP" << QStringLiteral("日本語のテキスト。\n二行目\n");
    QTest::newRow("Chinese in GB18030") << "GB18030" << QStringLiteral("上海的地铁非常方便。\n");
    QTest::newRow("Korean in EUC-KR") << "EUC-KR" << QStringLiteral("다람쥐 헌 쳇바퀴에 타고파\n");
    QTest::newRow("Thai in TIS-620") << "TIS-620" << QStringLiteral("ภาษาไทยง่ายนิดเดียว\n");
    QTest::newRow("French in UTF-16LE") << "UTF-16LE" << QStringLiteral("Voilà l'été, 🐚 !\n");
    QTest::newRow("French in UTF-32BE") << "UTF-32BE" << QStringLiteral("Où est le café ?\n");
}

void TestLegacyReading::windowShowsTheText()
{
    QFETCH(QString, charset);
    QFETCH(QString, text);
    const LegacyCharset &c = *charsetNamed(charset);
    const QByteArray data = encoded(text, c);
    const TextWindow w = buildLegacyTextWindow(bytesOf(data), 0, 1 << 16, c);
    QCOMPARE(shown(w), text);
    QCOMPARE(w.begin, Offset(0));
    QCOMPARE(w.end, Offset(data.size()));
    // Every text position maps back to the first byte of its character.
    const std::vector<LegacyCharacter> all =
        legacyCharacters(bytesOf(data), 0, static_cast<Offset>(data.size()), c);
    for (const LegacyCharacter &ch : all)
        QCOMPARE(w.offsetAt(w.positionOf(ch.offset)), ch.offset);
}

void TestLegacyReading::charactersFromAnyStart()
{
    QFETCH(QString, charset);
    QFETCH(QString, text);
    const LegacyCharset &c = *charsetNamed(charset);
    const QByteArray data = encoded(text, c);
    const Bytes bytes = bytesOf(data);
    const std::vector<LegacyCharacter> all = legacyCharacters(bytes, 0, bytes.size(), c);
    QCOMPARE(QString::fromUcs4(std::u32string([&] {
                                   std::u32string s;
                                   for (const LegacyCharacter &ch : all)
                                       s += ch.codePoint;
                                   return s;
                               }())
                                   .c_str()),
             text);
    // From every start (inside a character too), the characters are the same ones.
    for (Offset begin = 0; begin < bytes.size(); ++begin) {
        const std::vector<LegacyCharacter> part = legacyCharacters(bytes, begin, bytes.size(), c);
        QVERIFY(!part.empty());
        const auto first = std::find_if(all.begin(), all.end(), [&](const LegacyCharacter &ch) {
            return ch.offset + ch.length > begin;
        });
        QCOMPARE(part.size(), static_cast<std::size_t>(all.end() - first));
        QCOMPARE(part.front().offset, first->offset);
        QCOMPARE(part.front().codePoint, first->codePoint);
    }
}

void TestLegacyReading::hexRolesFollowCharacters()
{
    QFETCH(QString, charset);
    QFETCH(QString, text);
    const LegacyCharset &c = *charsetNamed(charset);
    const QByteArray data = encoded(text, c);
    const Bytes bytes = bytesOf(data);
    const Window w = annotateLegacy(bytes, 0, bytes.size(), c);
    for (const LegacyCharacter &ch : legacyCharacters(bytes, 0, bytes.size(), c)) {
        const bool ascii = ch.length == 1 && ch.codePoint < 0x80;
        for (Offset i = 0; i < ch.length; ++i) {
            const ByteAnnotation &a = w.at(ch.offset + i);
            QCOMPARE(a.role, ascii    ? ByteRole::Ascii
                             : i == 0 ? ByteRole::Lead
                                      : ByteRole::Continuation);
            QCOMPARE(Offset(a.sequenceLength), ch.length);
            QCOMPARE(Offset(a.index), i);
        }
    }
}

// Show As from the View menu: the character column shows the charset's characters under their
// first byte, the multi-byte ones too (it showed U+FFFD for every non-ASCII byte).
void TestLegacyReading::hexCharacterColumnShowsTheCharset()
{
    QFETCH(QString, charset);
    QFETCH(QString, text);
    const LegacyCharset &c = *charsetNamed(charset);
    const QByteArray data = encoded(text, c);
    MainWindow w;
    w.resize(1000, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openBytes(data, QStringLiteral("legacy.txt"));
    auto *showAs = w.findChild<QAction *>(QStringLiteral("showAs ") + charset);
    QVERIFY(showAs);
    showAs->trigger();
    QCOMPARE(w.model()->reading(), &c);
    const Bytes bytes = bytesOf(data);
    for (const LegacyCharacter &ch : legacyCharacters(bytes, 0, bytes.size(), c)) {
        if ((ch.codePoint < 0x80 && ch.length == 1) || !QChar::isPrint(ch.codePoint))
            continue; // ASCII as before; a control (UTF-16's line feed) shows a mark
        const QString cell = w.hexView()->characterCellAt(ch.offset).text;
        QVERIFY2(cell.contains(QString::fromUcs4(&ch.codePoint, 1)),
                 qPrintable(QStringLiteral("offset %1: '%2'").arg(ch.offset).arg(cell)));
    }
}

void TestLegacyReading::undefinedBytes()
{
    // 81 and 8D are holes in Windows-1252; 98 is one in Windows-1251.
    const QByteArray data("a\x81"
                          "b\x8D"
                          "c");
    const LegacyCharset &c = *charsetNamed(QStringLiteral("Windows-1252"));
    const TextWindow w = buildLegacyTextWindow(bytesOf(data), 0, 100, c);
    QCOMPARE(w.text, QStringLiteral("a\uFFFDb\uFFFDc"));
    QCOMPARE(w.markers.size(), std::size_t(2));
    QCOMPARE(w.markers[0].kind, TextMarker::Kind::Replacement);
    QCOMPARE(w.markers[0].itemOffset, Offset(1));
    QCOMPARE(annotateLegacy(bytesOf(data), 0, 5, c).at(3).role, ByteRole::Invalid);
    const InspectedItem item = inspectLegacyCharacterAt(bytesOf(data), 1, c);
    QVERIFY(item.present);
    QVERIFY(!item.wellFormed);
    QCOMPARE(item.legacyBytesHex, QStringLiteral("81"));
    QVERIFY2(item.message.contains(QStringLiteral("not defined in Windows-1252")),
             qPrintable(item.message));
}

void TestLegacyReading::inspectorShowsBothEncodings()
{
    DocumentModel model;
    CharacterInspector inspector(&model);
    const LegacyCharset &c = *charsetNamed(QStringLiteral("Windows-1251"));
    model.setBytes(encoded(QStringLiteral("Жук"), c));
    model.setReading(&c);
    model.setCaret(0);
    const auto text = [&](const char *name) {
        return inspector.findChild<QLabel *>(QString::fromLatin1(name))->text();
    };
    QCOMPARE(text("codePoint"), QStringLiteral("U+0416"));
    QCOMPARE(text("legacyBytes"), QStringLiteral("Windows-1251: C6"));
    QCOMPARE(text("bytes"), QStringLiteral("D0 96"));
    QCOMPARE(text("name"), QStringLiteral("CYRILLIC CAPITAL LETTER ZHE"));
    // Back to UTF-8: C6 is a lead byte without its continuation.
    model.setReading(nullptr);
    QCOMPARE(text("bytes"), QStringLiteral("C6"));
    QVERIFY(inspector.findChild<QLabel *>(QStringLiteral("legacyBytes"))->text().isEmpty());
}

// In the main window, read as Windows-1251: the inspector's Bits row gets all the height it asks
// for, once the look-alikes came too (its last line was cut off).
void TestLegacyReading::inspectorBitsAreWhole()
{
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LegacyCharset &c = *charsetNamed(QStringLiteral("Windows-1251"));
    w.openBytes(encoded(QStringLiteral("Съешь же ещё этих мягких французских булок.\n"), c),
                QStringLiteral("ru.txt"));
    w.findChild<QAction *>(QStringLiteral("showAs Windows-1251"))->trigger();
    w.model()->setCaret(0);
    auto *looksLike = w.inspector()->findChild<QLabel *>(QStringLiteral("looksLike"));
    auto *bits = w.inspector()->findChild<QLabel *>(QStringLiteral("bits"));
    QVERIFY(looksLike && bits);
    QTRY_VERIFY(!looksLike->text().isEmpty());
    QTRY_VERIFY(bits->isVisible());
    QTRY_VERIFY2(
        bits->height() >= bits->sizeHint().height(),
        qPrintable(QStringLiteral("%1 < %2").arg(bits->height()).arg(bits->sizeHint().height())));
}

void TestLegacyReading::menuAndShortcut()
{
    MainWindow w;
    w.resize(1000, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LegacyCharset &c = *charsetNamed(QStringLiteral("KOI8-R"));
    const QString text = QStringLiteral("Привет, мир\n");
    w.openBytes(encoded(text, c), QStringLiteral("koi8.txt"));
    QSignalSpy changed(w.model(), &DocumentModel::readingChanged);
    auto *koi8 = w.findChild<QAction *>(QStringLiteral("showAs KOI8-R"));
    QVERIFY(koi8);
    koi8->trigger();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(w.model()->reading(), &c);
    QVERIFY(koi8->isChecked());
    QCOMPARE(w.textView()->toPlainText().remove(QChar(0x240A)), text);

    QTest::keyClick(&w, Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(w.model()->reading(), nullptr);
    QVERIFY(w.findChild<QAction *>(QStringLiteral("showAs UTF-8"))->isChecked());
    QVERIFY(w.textView()->toPlainText().contains(QChar(0xFFFD)));

    // Another document is read as UTF-8 again.
    koi8->trigger();
    w.openBytes(QByteArray("plain"), QStringLiteral("plain.txt"));
    QCOMPARE(w.model()->reading(), nullptr);
    QVERIFY(!koi8->isChecked());
}

// --show as=NAME reads the open file in that charset; an unknown name says which ones there are.
void TestLegacyReading::showRequest()
{
    MainWindow w;
    w.openBytes(QByteArray("\xF0\xD2\xC9\xD7\xC5\xD4"), QStringLiteral("koi8.txt"));
    QString error;
    QCOMPARE(showInWindow(w, parseShowRequest(QStringLiteral("as=KOI8-R")), error), &w);
    QVERIFY(error.isEmpty());
    QCOMPARE(w.model()->reading(), charsetNamed(QStringLiteral("KOI8-R")));
    QCOMPARE(w.textView()->toPlainText(), QStringLiteral("Привет"));
    QCOMPARE(showInWindow(w, parseShowRequest(QStringLiteral("as=KOI9")), error), nullptr);
    QVERIFY2(error.contains(QStringLiteral("Windows-1251")), qPrintable(error));
}

QTEST_MAIN(TestLegacyReading)
#include "tst_legacy_reading.moc"
