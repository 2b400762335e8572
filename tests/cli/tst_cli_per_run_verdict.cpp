// The command line on the files users bring first (issue 23), run as a real program: UTF-8 with a
// broken byte or two, UTF-8 with a field another program wrote in a legacy encoding, a file of
// one byte repeated, Markus Kuhn's UTF-8-test.txt, and the Windows names of the East Asian
// encodings.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

class TestCliPerRunVerdict : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void damagedUtf8_data();
    void damagedUtf8();
    void legacyField();
    void legacyWordBesideUtf8_data();
    void legacyWordBesideUtf8();
    void cesu8PairsAlone_data();
    void cesu8PairsAlone();
    void uniformSparseFile();
    void kuhnTestFile();
    void windowsNames_data();
    void windowsNames();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliPerRunVerdict::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
}

void TestCliPerRunVerdict::damagedUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("overlong and surrogate")
        << QByteArray("Caf\xC3\xA9 \xC0\xAF und \xED\xA0\x80 Ende");
    QTest::newRow("overlong on the second line")
        << QByteArray("caf\xC3\xA9 first part\nsecond part \xC0\xAF");
    QTest::newRow("overlong in a sentence")
        << QByteArray("Die Datei enth\xC3\xA4lt \xC0\xAF einen Fehler.");
    QTest::newRow("euro cut at the end") << QByteArray("Preis: 10 \xE2\x82");
    // One byte in a word that reads as a letter neither the text nor its language writes.
    QTest::newRow("de: F8 inside a word (ø)") << QByteArray("Die Br\xC3\xBC"
                                                            "cke parlo\xF8rs steht.\n");
    QTest::newRow("de: FF inside an English word (ÿ)") << QByteArray("Gr\xC3\xBC\xC3\x9F"
                                                                     "e an spa cap\xFF"
                                                                     "ability.\n");
    QTest::newRow("es: FF inside a word (ÿ)") << QByteArray("canci\xC3\xB3n y ma\xC3\xB1"
                                                            "ana, tubular dia\xFFtom.\n");
    QTest::newRow("es: F5 after a word's first letter (õ)")
        << QByteArray("ma\xC3\xB1"
                      "ana less service\xF5men ribbon.\n");
    QTest::newRow("pl: FE inside a word (ţ)") << QByteArray("ksi\xC4\x85\xC5\xBC"
                                                            "ka Kat\xFE"
                                                            "alizatorze stoi.\n");
    QTest::newRow("cs: F5 inside a word (ő)")
        << QByteArray("\xC5\xBElu\xC5\xA5ou\xC4\x8Dk\xC3\xBD taje\xF5mno k\xC5\xAF\xC5\x88.\n");
    QTest::newRow("hu: FE inside a word (ţ)")
        << QByteArray("\xC3\xA1rv\xC3\xADzt\xC5\xB1r\xC5\x91 damnati\xFEon.\n");
    // One byte glued to a Latin word that reads as a Cyrillic letter.
    QTest::newRow("bg: E2 at a Latin word's end (в)")
        << QByteArray("\xD0\xBF\xD1\x80\xD0\xB5\xD0\xBF\xD0\xB8\xD0\xB2\xD0\xB0\xD0\xBD\xD0\xB5 "
                      "tipped pings\xE2 tireless.\n");
    QTest::newRow("uk: FB at a Latin word's start (ы)")
        << QByteArray("\xD0\x9A\xD0\xB8\xD1\x97\xD0\xB2 \xFB"
                      "endlessly here.\n");
    // Pieces of UTF-8 that Windows-1255 reads as Hebrew points on Latin letters.
    QTest::newRow("fr: Hebrew points on Latin letters (Windows-1255)")
        << QByteArray("\xC3\x89mulsionne meringuerons rem\xC0"
                      "ballerai rep\xBF"
                      "loyer "
                      "d\xC3\xA9go\xC3\xBBtants effleurions.\n");
    // A CESU-8 pair of an emoji glued to the start of a word, at the start of a line.
    QTest::newRow("cs: CESU-8 pair at a line's start")
        << QByteArray("Huckov\xC3\xA1.\n\xED\xA0\xBD\xED\xB8\x80Rozemnut\xC3\xAD "
                      "\xC5\xBEhav\xC3\xBD.\n");
    // A byte in a word that also holds a form only a UTF-8 encoder writes: a program that writes
    // Latin-1 writes the whole word in it, so the letter it would be is damage, even one of the
    // language (ü in German).
    QTest::newRow("de: FC after a CESU-8 pair in the word (ü)")
        << QByteArray("Die gew\xC3\xA4hl\xED\xA0\xBD\xED\xB8\x80te\xFCs tiefgr\xC3\xBCn.\n");
    QTest::newRow("de: F8 at the end of a word with an overlong form (ø)")
        << QByteArray("Die Br\xC3\xBC"
                      "cke parlo\xF0\x80\x80\xAFrs\xF8 oppressor.\n");
    // Broken UTF-8 elsewhere (an overlong form reads as three Cyrillic letters in Windows-1251)
    // is no legacy word: the one-letter run is still judged against the language's letters.
    QTest::newRow("es: FF inside a word, an overlong form elsewhere (ÿ)")
        << QByteArray("\xE0\x80\xAF crisom\xC3\xA9lido y canci\xC3\xB3n tubular dia\xFFtom.\n");
    QTest::newRow("hu: FE inside a word, an overlong form elsewhere (þ)")
        << QByteArray("fr\xC3\xB6"
                      "csk\xC3\xB6lt \xC5\xB1r\xC5\x91 \xE0\x80\xAF multitudes "
                      "damnati\xFEon.\n");
    QTest::newRow("pl: FE at a word's start, an overlong form elsewhere (þ)")
        << QByteArray("Kat\xFE"
                      "alizatorze \xC5\x82\xC3\xB3"
                      "d\xC5\xBA \xF0\x80\x80\xAF.\n");
    // Spanish is known by two letters: the union of every alphabet that has them (Welsh: ÿ) is
    // not the language's.
    QTest::newRow("es: FF at a word's end (ÿ, Welsh's, not Spanish's)")
        << QByteArray("cagarrache bribonzuela espedo\xFF catalineta, cami\xC3\xB3n r\xC3\xADo.\n");
    // A lone E2 is the lead of a UTF-8 quotation mark or dash cut short, not MacRoman's "‚".
    QTest::newRow("hu: E2 at the file's start")
        << QByteArray("\xE2Nagyothallan \xC3\xA1ll\xC3\xB3 \xC5\x91.\n");
    QTest::newRow("uk: E2 before a Latin word")
        << QByteArray("Showiest \xE2totem storage \xD0\x9A\xD0\xB8\xD1\x97\xD0\xB2.\n");
    // A CESU-8 pair in a file with other broken UTF-8: no CESU-8 encoder wrote the file.
    QTest::newRow("es: CESU-8 pair at the end, an overlong form elsewhere")
        << QByteArray("santol lech\xE0\x80\xAF"
                      "ar canci\xC3\xB3n.\n\xED\xA0\xBD\xED\xB8\x80");
    QTest::newRow("cs: CESU-8 pair after a word, an overlong form elsewhere")
        << QByteArray("Narrates disarrayed wasting\xED\xA0\xBD\xED\xB8\x80 answers "
                      "\xE0\x80\xAF\xC5\xBEhav\xC3\xBD.\n");
}

// UTF-8 with errors, no run read as a legacy encoding, and nothing "repaired" into letters.
void TestCliPerRunVerdict::damagedUtf8()
{
    QFETCH(QByteArray, bytes);
    const QString path = write(QStringLiteral("damaged.txt"), bytes);
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    QCOMPARE(o.value("verdict").toString(), QStringLiteral("UTF-8 with errors"));
    QVERIFY(o.value("runs").toArray().isEmpty());
    const Run fix = run({QStringLiteral("--fix-mojibake"), path});
    QCOMPARE(fix.code, 1);
    QCOMPARE(fix.out, bytes);
    QVERIFY2(fix.err.contains("no mojibake found"), fix.err.constData());
}

// One field in Latin-1 beside UTF-8: the run is named, converted, and the UTF-8 kept.
void TestCliPerRunVerdict::legacyField()
{
    const QByteArray bytes("{\"name\": \"M\xC3\xBCller\", \"city\": \"K\xF6ln\"}");
    const QByteArray utf8("{\"name\": \"M\xC3\xBCller\", \"city\": \"K\xC3\xB6ln\"}");
    const QString path = write(QStringLiteral("field.json"), bytes);
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    QCOMPARE(o.value("verdict").toString(),
             QStringLiteral("UTF-8 with errors; 1 run reads as Windows-1252"));
    const QJsonArray runs = o.value("runs").toArray();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].toObject().value("offset").toInt(), bytes.indexOf("K\xF6ln"));
    QCOMPARE(runs[0].toObject().value("length").toInt(), 4);
    QCOMPARE(runs[0].toObject().value("encoding").toString(), QStringLiteral("Windows-1252"));
    for (const QString &mode : {QStringLiteral("--fix-mojibake"), QStringLiteral("--decode")}) {
        QStringList args{mode};
        if (mode == QLatin1String("--decode"))
            args << QStringLiteral("--from") << QStringLiteral("auto");
        const Run fixed = run(args << path);
        QCOMPARE(fixed.code, 0);
        QCOMPARE(fixed.out, utf8);
    }
}

void TestCliPerRunVerdict::legacyWordBesideUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("utf8");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("pl: Gda<F1>sk beside łódź")
        << QByteArray("{\"a\": \"\xC5\x82\xC3\xB3"
                      "d\xC5\xBA\", \"b\": \"Gda\xF1sk\"}")
        << QByteArray("{\"a\": \"\xC5\x82\xC3\xB3"
                      "d\xC5\xBA\", \"b\": \"Gda\xC5\x84sk\"}")
        << "Windows-1250";
    QTest::newRow("es: a<F1>o beside canción")
        << QByteArray("canci\xC3\xB3n;a\xF1o;fin\n")
        << QByteArray("canci\xC3\xB3n;a\xC3\xB1o;fin\n") << "Windows-1252";
    QTest::newRow("fr: for<EA>t beside été")
        << QByteArray("\xC3\xA9t\xC3\xA9\nla for\xEAt\n")
        << QByteArray("\xC3\xA9t\xC3\xA9\nla for\xC3\xAAt\n") << "Windows-1252";
    QTest::newRow("tr: ba<FE>ka beside Türkçe ağaç") << QByteArray("T\xC3\xBCrk\xC3\xA7"
                                                                   "e a\xC4\x9F"
                                                                   "a\xC3\xA7,ba\xFEka\n")
                                                     << QByteArray("T\xC3\xBCrk\xC3\xA7"
                                                                   "e a\xC4\x9F"
                                                                   "a\xC3\xA7,ba\xC5\x9Fka\n")
                                                     << "Windows-1254";
}

// A word in the language's legacy encoding, one letter the UTF-8 text does not use: converted,
// the UTF-8 kept (the shape of a stray byte, but a letter of the language).
void TestCliPerRunVerdict::legacyWordBesideUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, utf8);
    QFETCH(QString, encoding);
    const QString path = write(QStringLiteral("word.txt"), bytes);
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    const QJsonArray runs = o.value("runs").toArray();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].toObject().value("encoding").toString(), encoding);
    const Run fixed = run({QStringLiteral("--fix-mojibake"), path});
    QCOMPARE(fixed.code, 0);
    QCOMPARE(fixed.out, utf8);
}

void TestCliPerRunVerdict::cesu8PairsAlone_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("utf8");
    QTest::newRow("after a word")
        << QByteArray("Narrates disarrayed wasting\xED\xA0\xBD\xED\xB8\x80 answers \xC5\xBE.\n")
        << QByteArray("Narrates disarrayed wasting\xF0\x9F\x98\x80 answers \xC5\xBE.\n");
    QTest::newRow("two pairs on two lines")
        << QByteArray("gr\xC3\xBC\xC3\x9F"
                      "e \xED\xA0\xBD\xED\xB8\x80\nund \xED\xA0\xBD\xED\xB8\x80!\n")
        << QByteArray("gr\xC3\xBC\xC3\x9F"
                      "e \xF0\x9F\x98\x80\nund \xF0\x9F\x98\x80!\n");
}

// A file whose only ill-formed bytes are CESU-8 pairs is what a CESU-8 encoder writes: the pairs
// are their characters still.
void TestCliPerRunVerdict::cesu8PairsAlone()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, utf8);
    const QString path = write(QStringLiteral("cesu.txt"), bytes);
    const Run fixed = run({QStringLiteral("--fix-mojibake"), path});
    QCOMPARE(fixed.code, 0);
    QCOMPARE(fixed.out, utf8);
}

// 16 GiB of nothing: said so, at once, through its data extents.
void TestCliPerRunVerdict::uniformSparseFile()
{
    const QString path = write(QStringLiteral("sparse.img"), QByteArray());
    const int fd = ::open(path.toLocal8Bit().constData(), O_RDWR);
    QVERIFY(fd >= 0);
    QCOMPARE(::ftruncate(fd, qint64{1} << 34), 0);
    ::close(fd);
    const Run r = run({QStringLiteral("--detect"), path});
    QCOMPARE(r.code, 1);
    QVERIFY2(
        r.out.startsWith((path + ": binary data: 17,179,869,184 bytes, all 00 (NUL)").toUtf8()),
        r.out.constData());
}

// One NUL among 22,781 bytes does not make it binary: text with 144 errors, every one listed.
void TestCliPerRunVerdict::kuhnTestFile()
{
    const QString path = QStringLiteral(U8I_TESTDATA "/utf8/UTF-8-test.txt");
    const Run detect = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    QCOMPARE(QJsonDocument::fromJson(detect.out).object().value("class").toString(),
             QStringLiteral("utf-8-with-errors"));
    const Run check = run({QStringLiteral("--check"), QStringLiteral("--all"), path});
    QVERIFY2(check.out.contains("144 errors"), check.out.constData());
    QCOMPARE(check.out.count(": error: "), 144);
}

void TestCliPerRunVerdict::windowsNames_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name :
         {"cp932", "windows-31j", "MS932", "cp949", "CP949", "big5-hkscs", "Big5-HKSCS"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// --decode --from takes Microsoft's names for its East Asian code pages.
void TestCliPerRunVerdict::windowsNames()
{
    QFETCH(QString, name);
    const QString path = write(QStringLiteral("ascii.txt"), QByteArray("plain ASCII\n"));
    const Run r = run({QStringLiteral("--decode"), QStringLiteral("--from"), name, path});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("plain ASCII\n"));
}

QTEST_GUILESS_MAIN(TestCliPerRunVerdict)
#include "tst_cli_per_run_verdict.moc"
