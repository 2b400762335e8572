// The command line on UTF-8 with one byte that no UTF-8 form uses (FE, FF, C0, C1, F5-F7) or a
// lone continuation byte, beside well-formed words such as "Müller" (issue 23, item 2): the file
// is UTF-8 with errors, not a legacy encoding as a whole, and --fix-mojibake and
// --decode --from auto keep every well-formed UTF-8 run byte for byte. And the negatives: a whole
// legacy file stays that encoding, whole-file mojibake is still repaired.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

struct Sample {
    const char *language;
    const char *text;
};

// Sentences with several letters beyond ASCII, and mostly ASCII ones with one or two.
const Sample kSamples[] = {
    {"de", "Herr M\xC3\xBCller wohnt in der Stra\xC3\x9F"
           "e am Fluss."},
    {"cs", "P\xC5\x99\xC3\xADli\xC5\xA1 \xC5\xBElu\xC5\xA5ou\xC4\x8Dk\xC3\xBD k\xC5\xAF\xC5\x88 "
           "\xC3\xBAp\xC4\x9Bl \xC4\x8F\xC3\xA1"
           "belsk\xC3\xA9 \xC3\xB3"
           "dy."},
    {"tr", "T\xC3\xBCrk\xC3\xA7"
           "e bir a\xC4\x9F"
           "a\xC3\xA7 ve \xC5\x9F"
           "ehir g\xC3\xB6rd\xC3\xBCk."},
    {"fr", "Un \xC3\xA9t\xC3\xA9 \xC3\xA0 la for\xC3\xAAt, tr\xC3\xA8s agr\xC3\xA9"
           "able."},
    {"pl", "Za\xC5\xBC\xC3\xB3\xC5\x82\xC4\x87 g\xC4\x99\xC5\x9Bl\xC4\x85 ja\xC5\xBA\xC5\x84, "
           "powiedzia\xC5\x82 \xC5\x81ukasz."},
    {"vi", "Ti\xE1\xBA\xBFng Vi\xE1\xBB\x87t c\xC3\xB3 d\xE1\xBA\xA5u r\xE1\xBA\xA5t "
           "\xC4\x91\xE1\xBA\xB9p."},
    {"json", "{\"name\": \"M\xC3\xBCller\", \"city\": \"Berlin\"}"},
    {"de, mostly ASCII", "Gruss an Herrn M\xC3\xBCller"},
    {"tr, mostly ASCII", "Merhaba Ay\xC5\x9F"
                         "e, nasilsin"},
    {"fr, mostly ASCII", "Le caf\xC3\xA9 est ouvert"},
    {"cs, mostly ASCII", "Pan Nov\xC3\xA1k prijde zitra"},
    {"pl, mostly ASCII", "Pan Wa\xC5\x82"
                         "esa mowi"},
    {"vi, mostly ASCII", "Xin ch\xC3\xA0o ban"},
};

const unsigned char kOddBytes[] = {0xFE, 0xFF, 0xC0, 0xC1, 0xF5, 0xF6, 0xF7, 0x80, 0x9F, 0xBF};

// Where inside an ASCII word of the text a byte goes: between the first two ASCII letters that
// follow another ASCII letter ("wo|hnt").
qsizetype insideWord(const QByteArray &text)
{
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    for (qsizetype i = 2; i < text.size(); ++i)
        if (letter(text[i - 2]) && letter(text[i - 1]) && letter(text[i]))
            return i;
    return 0;
}

} // namespace

class TestCliUtf8BesideOddByte : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void oddByteBesideUtf8_data();
    void oddByteBesideUtf8();
    void wholeLegacyFile_data();
    void wholeLegacyFile();
    void wholeFileMojibake();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliUtf8BesideOddByte::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
}

void TestCliUtf8BesideOddByte::oddByteBesideUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qsizetype>("at"); // where the odd byte is
    for (const Sample &s : kSamples) {
        for (const bool page : {false, true}) {
            QByteArray text = QByteArray(s.text) + '\n';
            if (page)
                text = text.repeated(40);
            const std::pair<const char *, qsizetype> positions[] = {
                {"start", 0}, {"end", text.size()}, {"inside a word", insideWord(text)}};
            for (const unsigned char odd : kOddBytes) {
                for (const auto &[where, at] : positions) {
                    QByteArray bytes = text;
                    bytes.insert(at, static_cast<char>(odd));
                    QTest::addRow("%s, %s: %02X at %s", s.language, page ? "page" : "line", odd,
                                  where)
                        << bytes << at;
                }
            }
        }
    }
}

void TestCliUtf8BesideOddByte::oddByteBesideUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qsizetype, at);
    const QString path = write(QStringLiteral("odd.txt"), bytes);
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    const QByteArray before = bytes.left(at);
    const QByteArray after = bytes.mid(at + 1);
    for (const QStringList &args :
         {QStringList{QStringLiteral("--fix-mojibake")},
          QStringList{QStringLiteral("--decode"), QStringLiteral("--from"),
                      QStringLiteral("auto")}}) {
        const Run out = run(QStringList(args) << path);
        // --decode --from auto refuses a file that is UTF-8 with no legacy run, and says so.
        if (out.code != 0 && out.err.contains("use --decode without --from for UTF-8")) {
            QVERIFY(out.out.isEmpty());
            continue;
        }
        QVERIFY2(out.out.startsWith(before), qPrintable(args.front() + ": " + out.out));
        QVERIFY2(out.out.endsWith(after), qPrintable(args.front() + ": " + out.out));
    }
}

void TestCliUtf8BesideOddByte::wholeLegacyFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("cs in Windows-1250")
        << QByteArray("P\xF8\xEDli\x9A \x9Elu\x9Dou\xE8k\xFD k\xF9\xF2 \xFAp\xECl \xEF\xE1"
                      "belsk\xE9 \xF3"
                      "dy.\nV\x9A"
                      "echny d\xECti b\xEC\x9E"
                      "ely p\xF8"
                      "es louku k \xF8"
                      "ece.\n")
        << QStringLiteral("Windows-1250");
    QTest::newRow("tr in Windows-1254")
        << QByteArray("B\xFCt\xFCn \xE7ocuklar a\xF0"
                      "a\xE7lar\xFDn alt\xFDnda \xFE"
                      "ark\xFD s\xF6yl\xFCyordu.\n\xD6\xF0retmen \xE7ok g\xFCzel bir "
                      "hik\xE2ye anlatt\xFD.\n")
        << QStringLiteral("Windows-1254");
}

// A file with no well-formed multi-byte UTF-8 that reads whole as a legacy encoding stays one.
void TestCliUtf8BesideOddByte::wholeLegacyFile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    const QString path = write(QStringLiteral("legacy.txt"), bytes);
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("legacy"));
    QVERIFY2(r.out.contains(encoding.toUtf8()), r.out.constData());
}

// Well-formed UTF-8 that is a chain of wrong decodings is still repaired.
void TestCliUtf8BesideOddByte::wholeFileMojibake()
{
    const QString path = write(QStringLiteral("mojibake.txt"),
                               QByteArray("Caf\xC3\x83\xC2\xA9 na\xC3\x83\xC2\xAFve, "
                                          "cr\xC3\x83\xC2\xA8me br\xC3\x83\xC2\xBBl\xC3\x83\xC2\xA9"
                                          "e.\n"));
    const Run fixed = run({QStringLiteral("--fix-mojibake"), path});
    QCOMPARE(fixed.code, 0);
    QCOMPARE(fixed.out, QByteArray("Caf\xC3\xA9 na\xC3\xAFve, cr\xC3\xA8me br\xC3\xBBl\xC3\xA9"
                                   "e.\n"));
}

QTEST_GUILESS_MAIN(TestCliUtf8BesideOddByte)
#include "tst_cli_utf8_beside_odd_byte.moc"
