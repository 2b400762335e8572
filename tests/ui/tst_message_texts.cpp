// The codec's messages in the German GUI (ui/document/message_texts.h): for every kind of error and
// notice, the Diagnostics list's row, the inspector's "Why" or "Notice" and the status verdict hold
// no sentence of the English renderer (u8i::englishText, what the CLI writes), and the English GUI
// shows exactly the CLI's text.
#include "byte_view.h"
#include "character_inspector.h"
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "document_model.h"
#include "findings_table_model.h"
#include "isolated_settings.h"
#include "message_texts.h"
#include "notices_model.h"
#include "translations.h"
#include "verdict.h"

#include "u8i/charsets/deceptive/deceptive_text.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/scan/scan.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QTest>

using namespace u8i;
using u8i::ui::CharacterInspector;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::DocumentModel;
using u8i::ui::FindingsTableModel;

namespace {

using u8i::testing::bytesOf;

// The item at `offset` and its message, as the codec finds it.
Message messageAt(const QByteArray &data, Offset offset, bool notice)
{
    const Item item = decodeItemAt(bytesOf(data), offset);
    if (notice)
        return noticeMessage(
            Notice{offset, item.length, *noticeFor(item.codePoint, offset), item.codePoint});
    return groupMessage(bytesOf(data), item);
}

// The English words of a message's sentence: its pieces between the %1, %2, … that hold a word
// of three letters or more ("is never used in UTF-8", not ": ").
QStringList englishPieces(const Message &message)
{
    QStringList pieces;
    const QString sentence = QString::fromLatin1(messageTemplate(message.id));
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    static const QRegularExpression word(QStringLiteral("[a-z]{3,}"));
    for (const QString &piece : sentence.split(placeholder, Qt::SkipEmptyParts)) {
        if (piece.contains(word))
            pieces << piece.trimmed();
    }
    return pieces;
}

void verifyNoEnglish(const QString &shown, const Message &message, const char *where)
{
    QVERIFY2(!shown.isEmpty(), where);
    for (const QString &piece : englishPieces(message))
        QVERIFY2(
            !shown.contains(piece),
            qPrintable(
                QStringLiteral("%1: \"%2\" holds \"%3\"").arg(QLatin1String(where), shown, piece)));
}

QString inspectorText(const QByteArray &data, Offset offset, bool notice)
{
    DocumentModel model;
    CharacterInspector inspector(&model);
    model.setBytes(data);
    model.setCaret(offset);
    auto *label = inspector.findChild<QLabel *>(notice ? QStringLiteral("notice")
                                                       : QStringLiteral("message"));
    return label != nullptr ? label->text() : QString();
}

// The message column of the Diagnostics list's first row: the errors, or the notices once listed.
QString diagnosticsRow(const QByteArray &data, bool notice)
{
    DocumentModel document;
    DiagnosticsPanel panel(&document);
    document.setBytes(data);
    if (!QTest::qWaitFor([&] { return document.index() != nullptr; }, 20000))
        return {};
    const QAbstractItemModel *model =
        notice ? static_cast<const QAbstractItemModel *>(panel.noticesModel())
               : static_cast<const QAbstractItemModel *>(panel.model());
    if (!QTest::qWaitFor([&] { return model->rowCount() > 0; }, 20000))
        return {};
    return model->index(0, FindingsTableModel::MessageColumn).data().toString();
}

} // namespace

class TestMessageTexts : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_message_texts"))); }
    void cleanup() { u8i::ui::installTranslations(QStringLiteral("en")); }

    void germanHasNoEnglishProse_data();
    void germanHasNoEnglishProse();
    void englishIsTheCliText_data() { germanHasNoEnglishProse_data(); }
    void englishIsTheCliText();
    void deceptiveTextIsGerman_data();
    void deceptiveTextIsGerman();
    void everySentenceIsTranslated();
    void verdictCountsInGerman_data();
    void verdictCountsInGerman();
};

void TestMessageTexts::germanHasNoEnglishProse_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("offset");
    QTest::addColumn<bool>("notice");
    // The data in hex: 61 is "a", 62 "b".
    const auto row = [](const char *name, const char *hex, int offset, bool notice) {
        QTest::newRow(name) << QByteArray::fromHex(hex) << offset << notice;
    };
    row("overlong", "61 C0 AF 62", 1, false);
    row("overlong lead alone", "61 E0 80 62", 1, false);
    row("surrogate", "61 ED A0 BD 62", 1, false);
    row("surrogate pair (CESU-8)", "61 ED A0 BD ED B2 A9 62", 1, false);
    row("low surrogate", "61 ED B2 A9 62", 1, false);
    row("out of range", "61 F4 90 80 80 62", 1, false);
    row("obsolete form", "61 F8 88 80 80 80 62", 1, false);
    row("obsolete form cut", "61 F8 88 62", 1, false);
    row("invalid byte", "61 FF 62", 1, false);
    row("truncated then", "61 E2 82 62", 1, false);
    row("truncated after one byte", "61 E2 62", 1, false);
    row("truncated at the end", "61 62 E2 82", 2, false);
    row("lone continuation", "61 80 62", 1, false);
    row("continuations", "61 80 80 80 62", 1, false);
    row("bom", "EF BB BF 61 62 63", 0, true);
    row("zwnbsp", "61 EF BB BF 62", 1, true);
    row("noncharacter", "61 EF B7 90 62", 1, true);
    row("c1-control", "61 C2 85 62", 1, true);
    row("replacement-character", "61 EF BF BD 62", 1, true);
    row("private-use", "61 EE 80 80 62", 1, true);
    row("control", "61 01 62", 1, true);
}

void TestMessageTexts::germanHasNoEnglishProse()
{
    QFETCH(QByteArray, data);
    QFETCH(int, offset);
    QFETCH(bool, notice);
    const Message message = messageAt(data, static_cast<Offset>(offset), notice);
    const QString englishVerdict =
        ui::verdictText(scan(bytesOf(data)).index.totals(), bytesOf(data));
    QCOMPARE(u8i::ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));

    verifyNoEnglish(u8i::ui::messageText(message), message, "message");
    verifyNoEnglish(diagnosticsRow(data, notice), message, "Diagnostics row");
    verifyNoEnglish(inspectorText(data, static_cast<Offset>(offset), notice), message, "inspector");
    const QString verdict = ui::verdictText(scan(bytesOf(data)).index.totals(), bytesOf(data));
    QVERIFY2(verdict != englishVerdict, qPrintable(verdict));
}

void TestMessageTexts::englishIsTheCliText()
{
    QFETCH(QByteArray, data);
    QFETCH(int, offset);
    QFETCH(bool, notice);
    const Message message = messageAt(data, static_cast<Offset>(offset), notice);
    const QString cli = QString::fromStdString(englishText(message));
    QCOMPARE(u8i::ui::messageText(message), cli);
    QCOMPARE(diagnosticsRow(data, notice), cli);
    QCOMPARE(inspectorText(data, static_cast<Offset>(offset), notice), cli);
}

void TestMessageTexts::deceptiveTextIsGerman_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("bidi-control") << QByteArray("a \xE2\x80\xAE"
                                                "b \xE2\x80\xAC"
                                                "c\n");
    QTest::newRow("bidi-unterminated") << QByteArray("a \xE2\x81\xA6"
                                                     "b c\n");
    QTest::newRow("invisible") << QByteArray("ab\xE2\x80\x8B"
                                             "cd\n");
    QTest::newRow("hidden tags") << QByteArray("a\xF3\xA0\x81\x88\xF3\xA0\x81\x89 b\n");
    QTest::newRow("confusable") << QByteArray("the p\xD0\xB0ypal account\n");
    QTest::newRow("nonstandard-space") << QByteArray("one\xE2\x80\x83two\n");
}

// The Diagnostics list's rows of deceptive text, which the charsets library finds in context.
void TestMessageTexts::deceptiveTextIsGerman()
{
    QFETCH(QByteArray, data);
    const std::vector<charsets::DeceptiveFinding> findings =
        charsets::findDeceptiveText(bytesOf(data));
    QVERIFY(!findings.empty());
    QCOMPARE(u8i::ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    DocumentModel document;
    DiagnosticsPanel panel(&document);
    document.setBytes(data);
    const ui::NoticesModel *notices = panel.noticesModel();
    QTRY_COMPARE_WITH_TIMEOUT(notices->listing().deceptiveCharacters() > 0, true, 20000);
    QVERIFY(notices->rowCount() > 0);
    for (int row = 0; row < notices->rowCount(); ++row) {
        const QString shown =
            notices->index(row, FindingsTableModel::MessageColumn).data().toString();
        for (const charsets::DeceptiveFinding &f : findings)
            verifyNoEnglish(shown, f.said, "Diagnostics row");
    }
    for (const charsets::DeceptiveFinding &f : findings)
        verifyNoEnglish(ui::messageText(f.said), f.said, "message");
}

// Every sentence of the codec (u8i/utf8/message_templates.h, and the teaching prose of
// teach_templates.h) has its German translation.
void TestMessageTexts::everySentenceIsTranslated()
{
    QCOMPARE(u8i::ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    std::vector<MessageTemplate> all(kMessageTemplates.begin(), kMessageTemplates.end());
    all.insert(all.end(), kTeachTemplates.begin(), kTeachTemplates.end());
    for (const MessageTemplate &t : all) {
        if (!QString::fromUtf8(t.text).contains(QRegularExpression(QStringLiteral("[a-z]"))))
            continue; // "%1", ", ": nothing to translate
        const QString german = QCoreApplication::translate(kMessagesContext, t.text);
        QVERIFY2(german != QString::fromUtf8(t.text), t.text);
    }
}

namespace {

// The bytes of a CLI golden input (tests/cli/golden/inputs).
QByteArray goldenInput(const char *name)
{
    QFile file(QStringLiteral(U8I_SOURCE_DIR "/tests/cli/golden/inputs/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void TestMessageTexts::verdictCountsInGerman_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("german");
    QTest::newRow("one multi-byte character")
        << QByteArray("Caf\xC3\xA9 here\n") << QStringLiteral("1 Mehrbyte-Zeichen, wohlgeformt");
    QTest::newRow("two multi-byte characters")
        << QByteArray("Caf\xC3\xA9 na\xC3\xAFve\n")
        << QStringLiteral("2 Mehrbyte-Zeichen, alle wohlgeformt");
    QTest::newRow("a reading's counts")
        << goldenInput("russian-1251.txt")
        << QStringLiteral("112 Nicht-ASCII-Zeichen in Windows-1251 gelesen: 0 nicht definierte "
                          "Bytes, 0 Steuerzeichen, 0 Symbole, 0 Wörter, die Schrift oder "
                          "Schreibung wechseln");
    QTest::newRow("the next best, one control or symbol")
        << goldenInput("russian-1251.txt")
        << QStringLiteral("zweitbeste, KOI8-R: 0 nicht definierte Bytes, 1 Steuerzeichen oder "
                          "Symbol, 3 seltsame Wörter, 0 Buchstaben außerhalb von Russisch");
}

// The encoding verdict's evidence in German, a count of one in the singular.
void TestMessageTexts::verdictCountsInGerman()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, german);
    QVERIFY(!data.isEmpty());
    const charsets::EncodingVerdict v = charsets::detectEncoding(bytesOf(data));
    QCOMPARE(u8i::ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    QStringList sentences;
    for (const std::vector<Message> &sentence : v.evidenceMessages)
        sentences << ui::messageText(sentence);
    QVERIFY2(sentences.contains(german), qPrintable(sentences.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestMessageTexts)
#include "tst_message_texts.moc"
