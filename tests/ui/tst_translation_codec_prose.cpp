// The German GUI is German throughout. A user opens broken UTF-8, a garbled CSV, a Windows-1251
// file, UTF-8 with Latin-1 runs and a binary in the German main window; none of the texts it shows
// (the verdict and its evidence, the message bar, the Diagnostics rows, the inspector on the first
// error, the Mojibake dock's rows, tooltips and detail, the repair preview) holds a phrase of the
// codec's English sentences. The phrases are taken from every template of message_templates.h, so
// a new sentence left untranslated fails here. F1 opens the German guide, with no sentence of the
// English one; the inspector names a character's category in German, and every text names a
// Unicode script in German ("100 % Kyrillisch" in the evidence of a Windows-1251 reading), and the
// decoder stepper's state, which --explain writes in English, is German.
#include "character_inspector.h"
#include "decoder_stepper.h"
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "encoder_tool.h"
#include "encoding_offer/encoding_offer.h"
#include "encoding_offer/encoding_offer_feature.h"
#include "main_window.h"
#include "message_bar.h"
#include "mojibake/mojibake_feature.h"
#include "mojibake/mojibake_panel.h"
#include "mojibake/mojibake_repair_offer.h"
#include "mojibake/mojibake_repair_preview.h"
#include "notices_model.h"
#include "script_names.h"
#include "translations.h"
#include "unicode_info.h"
#include "user_guide.h"

#include "background_task.h"
#include "main_window_testing.h"
#include "temp_file.h"

#include "u8i/charsets/properties/character_properties.h"
#include "u8i/utf8/message_templates.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>

using namespace u8i;
using u8i::ui::MainWindow;

namespace {

// The English phrases of the codec's sentences and its teaching prose: each template's pieces
// between its %1, %2, … that hold two words of three letters or more ("encoded back as", "the data
// is not UTF-8").
QStringList englishPhrases()
{
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    static const QRegularExpression word(QStringLiteral("\\b[a-z]{3,}\\b"));
    static const QRegularExpression ends(QStringLiteral("^[^A-Za-z0-9]+|[^A-Za-z0-9]+$"));
    std::vector<MessageTemplate> all(kMessageTemplates.begin(), kMessageTemplates.end());
    all.insert(all.end(), kTeachTemplates.begin(), kTeachTemplates.end());
    QStringList phrases;
    for (const MessageTemplate &t : all)
        for (const QString &piece : QString::fromUtf8(t.text).split(placeholder)) {
            const QString phrase = QString(piece).remove(ends);
            if (phrase.count(word) >= 2 && !phrases.contains(phrase))
                phrases << phrase;
        }
    return phrases;
}

// The prose lines of the English guide: five words or more, no command line.
QStringList englishGuideLines()
{
    QFile file(QStringLiteral(":/u8i/help/guide.html"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QTextDocument doc;
    doc.setHtml(QString::fromUtf8(file.readAll()));
    static const QRegularExpression word(QStringLiteral("\\b[a-z]{3,}\\b"));
    QStringList lines;
    for (const QString &line : doc.toPlainText().split(QLatin1Char('\n')))
        if (line.count(word) >= 5 && !line.contains(QLatin1String("--")))
            lines << line.trimmed();
    return lines;
}

// The display texts and tooltips of a model's rows (the first 200).
void addModelTexts(const QAbstractItemModel *model, QStringList &out)
{
    for (int row = 0; row < std::min(model->rowCount(), 200); ++row)
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            out << index.data().toString() << index.data(Qt::ToolTipRole).toString();
        }
}

void addTreeTexts(const QTreeWidget *tree, QStringList &out)
{
    for (int row = 0; row < tree->topLevelItemCount(); ++row)
        for (int column = 0; column < tree->columnCount(); ++column)
            out << tree->topLevelItem(row)->text(column)
                << tree->topLevelItem(row)->toolTip(column);
}

void addLabelTexts(const QWidget *widget, QStringList &out)
{
    for (const QLabel *label : widget->findChildren<QLabel *>())
        out << label->text() << label->toolTip();
}

// The first text of `shown` that holds one of `phrases`, as "text ← phrase"; empty when none does.
QString firstEnglish(const QStringList &shown, const QStringList &phrases)
{
    for (const QString &text : shown)
        for (const QString &phrase : phrases)
            if (text.contains(phrase))
                return text + QStringLiteral("  ←  ") + phrase;
    return {};
}

} // namespace

class TestTranslationCodecProse : public testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QVERIFY(isolate(QStringLiteral("tst_translation_codec_prose")));
        QCOMPARE(ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
    }
    void cleanupTestCase() { ui::installTranslations(QStringLiteral("en")); }

    void phrasesComeFromEveryTemplate();
    void windowShowsNoEnglishProse_data();
    void windowShowsNoEnglishProse();
    void guideIsGerman();
    void categoryIsGerman();
    void scriptIsGerman_data();
    void scriptIsGerman();
    void everyScriptIcuReportsHasAName();
    void legacyEvidenceNamesScriptInGerman();
    void encoderSaysWhyNotInGerman_data();
    void encoderSaysWhyNotInGerman();
    void stepperStepsInGerman();
    void stepperStateInGerman_data();
    void stepperStateInGerman();
    void unreadableBytesInGerman_data();
    void unreadableBytesInGerman();

  private:
    [[nodiscard]] QStringList shownTexts(MainWindow &w);
    [[nodiscard]] QStringList openAndShow(const QByteArray &content);
};

// The list is the templates', so that the check covers each new sentence.
void TestTranslationCodecProse::phrasesComeFromEveryTemplate()
{
    const QStringList phrases = englishPhrases();
    QVERIFY(phrases.contains(QStringLiteral("encoded back as")));
    QVERIFY(phrases.contains(QStringLiteral("is never used in UTF-8")));
    QVERIFY2(phrases.size() > 100, qPrintable(QString::number(phrases.size())));
}

void TestTranslationCodecProse::windowShowsNoEnglishProse_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("inVerdict"); // a German word the verdict or its evidence holds
    QTest::newRow("broken UTF-8")
        << QByteArray::fromHex("4f 6e 65 20 C0 AF 20 74 77 6f 20 ED A0 80 20 74 68 72 65 65 0a"
                               "6c 61 73 74 20 E2 82")
        << QStringLiteral("Fehler");
    QTest::newRow("mojibake csv")
        << QByteArray("id,name,note\n1,Caf\xc3\x83\xc2\xa9,na\xc3\x83\xc2\xafve\n"
                      "2,Bob,don\xc3\xa2\xe2\x82\xac\xe2\x84\xa2t stop\n")
        << QStringLiteral("Mojibake");
    QTest::newRow("windows-1251")
        << QByteArray::fromHex(
               "cff0e8e2e5f22120ddf2ee20eee1fbf7edfbe920f0f3f1f1eae8e920f2e5eaf1f220e220f1f2e0f0eee"
               "9"
               "20eaeee4e8f0eee2eae52057696e646f77732d313235312e20ccfb20efe8f8e5ec20efe8f1fcecee20e"
               "4"
               "f0f3e3f320e820f0e0f1f1eae0e7fbe2e0e5ec20ee20efeee3eee4e52c20ee20f0e0e1eef2e520e820e"
               "e"
               "20eaede8e3e0f52c20eaeef2eef0fbe520eff0eef7e8f2e0ebe820fdf2e8ec20ebe5f2eeec2e0a")
        << QStringLiteral("Russisch");
    QTest::newRow("utf-8 with latin-1 runs")
        << QByteArray("Gr\xc3\xbc\xc3\x9f"
                      "e aus M\xc3\xbcnchen, sch\xc3\xb6ne Stra\xc3\x9f"
                      "e\nCaf\xe9 cr\xe8me br\xfbl\xe9"
                      "e, d\xe9j\xe0 vu, na\xefve fa\xe7"
                      "ade\n")
        << QStringLiteral("Fehler");
    QFile program(QCoreApplication::applicationFilePath());
    QVERIFY(program.open(QIODevice::ReadOnly));
    QTest::newRow("binary") << program.read(256 * 1024) << QStringLiteral("Binärdaten");
}

// The texts a user sees once the file is open and analysed, with the caret on the first
// diagnostic, the Mojibake dock's first finding chosen and the repair preview open.
QStringList TestTranslationCodecProse::shownTexts(MainWindow &w)
{
    QStringList shown;
    shown << w.verdict() << w.messageBar()->text();
    if (auto *verdict = w.findChild<QLabel *>(QStringLiteral("verdict")))
        shown << verdict->toolTip();
    auto *diagnostics = w.findChild<ui::DiagnosticsPanel *>();
    addModelTexts(diagnostics->model(), shown);
    addModelTexts(diagnostics->noticesModel(), shown);
    QTest::keyClick(&w, Qt::Key_F8);
    auto *inspector = w.findChild<ui::CharacterInspector *>();
    addLabelTexts(inspector, shown);
    const auto *mojibake = w.feature<ui::MojibakeFeature>();
    QTreeWidget *findings = mojibake->mojibake()->findingsView();
    addTreeTexts(findings, shown);
    if (findings->topLevelItemCount() > 0)
        findings->setCurrentItem(findings->topLevelItem(0));
    addLabelTexts(mojibake->mojibake(), shown);
    if (mojibake->repairOffer()->repairs() > 0) {
        mojibake->repairOffer()->openPreview();
        if (const auto *preview = mojibake->repairOffer()->preview()) {
            addTreeTexts(preview->findChild<QTreeWidget *>(QStringLiteral("repairRuns")), shown);
            addLabelTexts(preview, shown);
        }
    }
    shown.removeAll(QString());
    return shown;
}

// Opens `content` in a German window and waits until every analysis is done: what shownTexts
// collects then; empty when the window did not settle.
QStringList TestTranslationCodecProse::openAndShow(const QByteArray &content)
{
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("file.txt"), content);
    auto w = testing::shownWindow({1400, 900});
    if (!w)
        return {};
    auto *diagnostics = w->findChild<ui::DiagnosticsPanel *>();
    QSignalSpy listed(diagnostics->mojibakeTask(), &ui::BackgroundTask::finished);
    if (!w->openFile(path) || !testing::waitForScan(*w))
        return {};
    const auto *offer = w->feature<ui::EncodingOfferFeature>()->offer();
    const auto *mojibake = w->feature<ui::MojibakeFeature>();
    if (!QTest::qWaitFor([&] { return !listed.isEmpty(); }, 20000) ||
        !QTest::qWaitFor([&] { return offer->verdict() || !offer->detection()->running(); },
                         20000) ||
        !QTest::qWaitFor([&] { return mojibake->settled(); }, 20000))
        return {};
    return shownTexts(*w);
}

void TestTranslationCodecProse::windowShowsNoEnglishProse()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, inVerdict);
    const QStringList shown = openAndShow(content);
    QVERIFY(!shown.isEmpty());
    const QString english = firstEnglish(shown, englishPhrases());
    QVERIFY2(english.isEmpty(), qPrintable(english));
    QVERIFY2(shown.join(QLatin1Char('\n')).contains(inVerdict),
             qPrintable(shown.join(QLatin1Char('\n'))));
}

void TestTranslationCodecProse::guideIsGerman()
{
    auto w = testing::shownWindow({1400, 900});
    QVERIFY(w);
    QTest::keyClick(w.get(), Qt::Key_F1);
    ui::UserGuide *guide = nullptr;
    QTRY_VERIFY((guide = w->findChild<ui::UserGuide *>()) != nullptr);
    const QString text = guide->browser()->toPlainText();
    QVERIFY2(text.contains(QLatin1String("Inhalt")), qPrintable(text.left(200)));
    const QStringList english = englishGuideLines();
    QVERIFY(english.size() > 20);
    QVERIFY2(firstEnglish({text}, english).isEmpty(), qPrintable(firstEnglish({text}, english)));
}

// The inspector's general category is in the user's language: ICU names it in English.
void TestTranslationCodecProse::categoryIsGerman()
{
    QCOMPARE(ui::unicodeInfo(U'A').categoryName, QStringLiteral("Großbuchstabe"));
    QCOMPARE(ui::unicodeInfo(U'€').categoryName, QStringLiteral("Währungssymbol"));
}

// A Unicode script, wherever the window names one: in a confusable letter's message (the script
// of its word) and in the inspector.
void TestTranslationCodecProse::scriptIsGerman_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("german");  // what a shown text holds
    QTest::addColumn<QString>("english"); // ICU's name, which no shown text holds as a word
    QTest::newRow("confusable letter in a latin word")
        << QByteArray("Please sign in at p\xd0\xb0ypal.com today\n")
        << QStringLiteral("der Schrift Lateinisch") << QStringLiteral("Latin");
    QTest::newRow("inspector: a cyrillic letter")
        << QByteArray("\xd0\x96\xd0\xb8\xd0\xb7\xd0\xbd\xd1\x8c\n") << QStringLiteral("Kyrillisch")
        << QStringLiteral("Cyrillic");
}

void TestTranslationCodecProse::scriptIsGerman()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, german);
    QFETCH(QString, english);
    const QString shown = openAndShow(content).join(QLatin1Char('\n'));
    QVERIFY2(shown.contains(german), qPrintable(shown));
    const QRegularExpression word(QStringLiteral("\\b%1\\b(?!-)").arg(english));
    QVERIFY2(!shown.contains(word), qPrintable(shown));
}

// The table names every script ICU reports for a character (planes 0 to 3 and 14 hold them all).
void TestTranslationCodecProse::everyScriptIcuReportsHasAName()
{
    QStringList missing;
    for (char32_t c = 0; c < 0xE1000; c = c == 0x3FFFF ? 0xE0000 : c + 1) {
        const std::string script = charsets::characterProperties(c).script;
        if (!ui::hasScriptName(script) && !missing.contains(QString::fromStdString(script)))
            missing << QString::fromStdString(script);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QCOMPARE(ui::scriptName("Old_Italic"), QStringLiteral("Altitalisch"));
    QCOMPARE(ui::scriptName("an Indic script"), QStringLiteral("eine indische Schrift"));
}

// The Mojibake dock on bytes in Windows-1251: the whole-input finding's evidence names the script
// of its letters ("100 % Kyrillisch").
void TestTranslationCodecProse::legacyEvidenceNamesScriptInGerman()
{
    ui::MojibakePanel panel;
    panel.show();
    panel.setBytes(QByteArray::fromHex("cff0e8e2e5f22120ddf2ee20eee1fbf7edfbe920f0f3f1f1eae8e920f2"
                                       "e5eaf1f220e220f1f2e0f0eee920eaeee4e8f0eee2eae52e0a"));
    QTreeWidget *findings = panel.findingsView();
    QCOMPARE(findings->topLevelItemCount(), 1);
    findings->setCurrentItem(findings->topLevelItem(0));
    QStringList shown;
    addTreeTexts(findings, shown);
    addLabelTexts(&panel, shown);
    const QString all = shown.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("% Kyrillisch)")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("Cyrillic")), qPrintable(all));
}

// The encoder's "No UTF-8 form" box: the codec's teaching prose, which --encode writes in English.
void TestTranslationCodecProse::encoderSaysWhyNotInGerman_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("german");
    QTest::newRow("high surrogate") << "U+D800"
                                    << "hohes (vorangestelltes) UTF-16-Surrogat";
    QTest::newRow("above the last") << "U+110000"
                                    << "daher werden diese 4 Bytes";
    QTest::newRow("obsolete 6-byte form") << "U+7FFFFFFF"
                                          << "6-Byte-Form erlaubte RFC 2279";
    QTest::newRow("32 bits") << "0xFFFFFFFF"
                             << "braucht 32 Bits";
}

void TestTranslationCodecProse::encoderSaysWhyNotInGerman()
{
    QFETCH(QString, typed);
    QFETCH(QString, german);
    ui::EncoderTool tool;
    tool.show();
    QTest::keyClicks(tool.findChild<QLineEdit *>(QStringLiteral("encoderInput")), typed);
    const QString why = tool.shownText(QStringLiteral("whyNot"));
    QVERIFY2(why.contains(german), qPrintable(why));
    const QString english = firstEnglish({why}, englishPhrases());
    QVERIFY2(english.isEmpty(), qPrintable(english));
}

// The decoder stepper's event and history: the codec's teaching prose, which --explain writes in
// English, for every kind of step (refused lead, orphan continuation, lead, continuation, ASCII,
// a cut sequence and the end of the data).
void TestTranslationCodecProse::stepperStepsInGerman()
{
    ui::DecoderStepper stepper;
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")),
                     QStringLiteral("F8 93 EA 80 B2 5C ED A0 E2 82"));
    auto *next = stepper.findChild<QPushButton *>(QStringLiteral("stepForward"));
    QStringList shown;
    for (int i = 0; i < stepper.stepCount(); ++i) {
        QTest::mouseClick(next, Qt::LeftButton);
        shown << stepper.shownText(QStringLiteral("event"));
    }
    for (const QListWidget *history : stepper.findChildren<QListWidget *>())
        for (int row = 0; row < history->count(); ++row)
            shown << history->item(row)->text();
    const QString all = shown.join(QLatin1Char('\n'));
    for (const char *german :
         {"veraltetes 5-Byte-Startbyte", "ohne Startbyte", "beginnt eine", "ist Byte 2 von 3",
          "ist ASCII", "nach ED darf nur 80..9F", "Ende der Daten", "ein Standard-Decoder gibt"})
        QVERIFY2(all.contains(QString::fromUtf8(german)), qPrintable(all));
    const QString english = firstEnglish(shown, englishPhrases());
    QVERIFY2(english.isEmpty(), qPrintable(english));
}

// The stepper's State and Next byte rows after each step: what --explain writes in English as
// "state: expecting 2 more; accepts 80..BF", worded by the stepper through tr().
void TestTranslationCodecProse::stepperStateInGerman_data()
{
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<int>("steps"); // clicks on Step forward
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("accepted");
    QTest::newRow("after a 3-byte lead")
        << "E2 82 AC" << 1 << QStringLiteral("erwartet 2 weitere Folgebytes")
        << QStringLiteral("80..BF");
    QTest::newRow("one continuation left")
        << "E2 82 AC" << 2 << QStringLiteral("erwartet 1 weiteres Folgebyte")
        << QStringLiteral("80..BF");
    QTest::newRow("after ED, narrowed")
        << "ED 9F BF 41" << 1 << QStringLiteral("erwartet 2 weitere Folgebytes")
        << QStringLiteral(
               "80..9F (durch Tabelle 3-7 eingeschränkt: Der übliche Bereich ist 80..BF)");
    QTest::newRow("a character complete")
        << "E2 82 AC 41" << 3 << QStringLiteral("Start: Ein neues Zeichen beginnt")
        << QStringLiteral("00..7F, C2..DF, E0..EF, F0..F4 (ein Startbyte oder ASCII)");
    QTest::newRow("the last byte read")
        << "41" << 1 << QStringLiteral("Start: Ein neues Zeichen beginnt")
        << QStringLiteral("(Ende der Bytes)");
}

void TestTranslationCodecProse::stepperStateInGerman()
{
    QFETCH(QString, bytes);
    QFETCH(int, steps);
    QFETCH(QString, state);
    QFETCH(QString, accepted);
    ui::DecoderStepper stepper;
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")), bytes);
    auto *next = stepper.findChild<QPushButton *>(QStringLiteral("stepForward"));
    for (int i = 0; i < steps; ++i)
        QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(stepper.shownText(QStringLiteral("state")), state);
    QCOMPARE(stepper.shownText(QStringLiteral("accepted")), accepted);
}

// Hex bytes the stepper cannot read: the codec's reason, which --explain writes in English.
void TestTranslationCodecProse::unreadableBytesInGerman_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("german");
    QTest::newRow("odd digits") << "F8 9"
                                << "ungerade Anzahl von Hexadezimalziffern in „9“ an Position 4";
    QTest::newRow("not hex") << "E2 GG"
                             << "unerwartetes Zeichen „G“ an Position 4";
    QTest::newRow("letter after digits") << "F8 9G"
                                         << "unerwartetes Zeichen „G“ an Position 5 nach";
    QTest::newRow("bad escape") << "\\u20AC"
                                << "ein Backslash muss eine Escape-Sequenz \\xHH beginnen";
    QTest::newRow("bare 0x") << "0x"
                             << "Hexadezimalziffern am Ende erwartet";
}

void TestTranslationCodecProse::unreadableBytesInGerman()
{
    QFETCH(QString, typed);
    QFETCH(QString, german);
    ui::DecoderStepper stepper;
    stepper.show();
    QTest::keyClicks(stepper.findChild<QLineEdit *>(QStringLiteral("stepperInput")), typed);
    const QString error = stepper.shownText(QStringLiteral("error"));
    QVERIFY2(error.contains(german), qPrintable(error));
    const QString english = firstEnglish({error}, englishPhrases());
    QVERIFY2(english.isEmpty(), qPrintable(english));
}

QTEST_MAIN(TestTranslationCodecProse)
#include "tst_translation_codec_prose.moc"
