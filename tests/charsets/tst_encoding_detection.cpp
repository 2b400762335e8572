// The encoding detector over languages, encodings and lengths (one line, a paragraph, a page), the
// Unicode encoding forms with and without a byte order mark, UTF-8 with and without errors, and
// binary data that must never be called text. The sentences are our own.
#include "byte_view.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/file_type.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace u8i;
using namespace u8i::charsets;

namespace {

struct Language {
    const char *name;      // as the verdict names it
    const char *sentences; // UTF-8, one per line
};

// A few plain sentences per language, written for this test.
const Language kLanguages[] = {
    {"Czech", "Na zahradě rostou jablka a švestky.\nDěti běží přes louku k řece.\n"
              "Včera pršelo, dnes je krásný slunečný den.\n"},
    {"Hungarian", "A kertben almák és körték nőnek.\nA gyerekek átfutnak a réten a folyóhoz.\n"
                  "Tegnap esett az eső, ma szép napos idő van.\n"},
    {"Polish", "W ogrodzie rosną jabłka i śliwki.\nDzieci biegną przez łąkę nad rzekę.\n"
               "Wczoraj padał deszcz, dziś jest piękny słoneczny dzień.\n"},
    {"Russian", "В саду растут яблоки и сливы.\nДети бегут через луг к реке.\n"
                "Вчера шёл дождь, а сегодня прекрасный солнечный день.\n"},
    {"Ukrainian", "У саду ростуть яблука і сливи.\nДіти біжать через луг до річки.\n"
                  "Учора йшов дощ, а сьогодні гарний сонячний день, її ґанок сяє.\n"},
    {"Bulgarian", "В градината растат ябълки и сливи.\nДецата тичат през поляната към реката.\n"
                  "Вчера валя дъжд, а днес е хубав слънчев ден.\n"},
    {"Greek", "Στον κήπο φυτρώνουν μήλα και δαμάσκηνα.\nΤα παιδιά τρέχουν στο λιβάδι.\n"
              "Χθες έβρεχε, σήμερα είναι μια όμορφη ηλιόλουστη μέρα.\n"},
    {"Turkish", "Bahçede elmalar ve erikler yetişiyor.\nÇocuklar çayırdan nehre koşuyor.\n"
                "Dün yağmur yağdı, bugün güzel güneşli bir gün.\n"},
    {"Hebrew", "בגן גדלים תפוחים ושזיפים.\nהילדים רצים דרך האחו אל הנהר.\n"
               "אתמול ירד גשם, היום יום שמשי ויפה.\n"},
    {"Arabic", "في الحديقة ينمو التفاح والبرقوق.\nيركض الأطفال عبر المرج إلى النهر.\n"
               "أمس أمطرت، واليوم يوم مشمس جميل.\n"},
    {"Lithuanian", "Sode auga obuoliai ir slyvos.\nVaikai bėga per pievą prie upės.\n"
                   "Vakar lijo, šiandien graži saulėta diena.\n"},
    {"Thai", "ในสวนมีต้นแอปเปิ้ลและต้นพลัม\nเด็กๆ วิ่งข้ามทุ่งหญ้าไปที่แม่น้ำ\n"
             "เมื่อวานฝนตก วันนี้อากาศแจ่มใส\n"},
    {"German",
     "Im Garten wachsen Äpfel und Pflaumen.\nDie Kinder laufen über die Wiese zum Fluss.\n"
     "Gestern hat es geregnet, heute ist ein schöner sonniger Tag.\n"},
    {"French", "Dans le jardin poussent des pommes et des prunes.\n"
               "Les enfants courent à travers le pré jusqu'à la rivière.\n"
               "Hier il a plu, aujourd'hui c'est une belle journée ensoleillée.\n"},
    {"Japanese", "庭にはりんごとすももが育っています。\n子供たちは野原を走って川へ行きます。\n"
                 "昨日は雨でしたが、今日はよく晴れた日です。\n"},
    {"Chinese",
     "花园里长着苹果和李子。\n孩子们跑过草地来到河边。\n昨天下雨了，今天是晴朗的好天气。\n"},
    {"Korean", "정원에는 사과와 자두가 자랍니다.\n아이들은 풀밭을 지나 강으로 달려갑니다.\n"
               "어제는 비가 왔지만 오늘은 맑은 날입니다.\n"},
};

struct Encoding {
    const char *language;
    const char *charset;
};

// Each language in the legacy encodings it is written in.
const Encoding kEncodings[] = {
    {"Czech", "Windows-1250"},     {"Czech", "ISO-8859-2"},     {"Hungarian", "Windows-1250"},
    {"Polish", "Windows-1250"},    {"Russian", "Windows-1251"}, {"Russian", "KOI8-R"},
    {"Russian", "CP866"},          {"Russian", "ISO-8859-5"},   {"Russian", "MacCyrillic"},
    {"Ukrainian", "Windows-1251"}, {"Ukrainian", "KOI8-U"},     {"Bulgarian", "Windows-1251"},
    {"Greek", "Windows-1253"},     {"Greek", "ISO-8859-7"},     {"Turkish", "Windows-1254"},
    {"Hebrew", "Windows-1255"},    {"Arabic", "Windows-1256"},  {"Lithuanian", "Windows-1257"},
    {"Thai", "TIS-620"},           {"German", "Windows-1252"},  {"German", "MacRoman"},
    {"German", "CP850"},           {"French", "Windows-1252"},  {"French", "ISO-8859-15"},
    {"Japanese", "Shift_JIS"},     {"Japanese", "EUC-JP"},      {"Chinese", "GB18030"},
    {"Korean", "EUC-KR"},
};

const Language &language(const char *name)
{
    for (const Language &l : kLanguages)
        if (qstrcmp(l.name, name) == 0)
            return l;
    qFatal("no language %s", name);
}

QByteArray encoded(const QString &text, const char *charset)
{
    const LegacyCharset *c = legacyCharset(charset);
    if (!c)
        qFatal("no charset %s", charset);
    const std::optional<std::string> bytes = c->encode(text.toStdU32String());
    if (!bytes)
        qFatal("%s cannot encode the %s sample", charset, qPrintable(text.left(20)));
    return QByteArray::fromStdString(*bytes);
}

using u8i::testing::bytesOf;

// The two encodings read these bytes as the same text.
bool sameText(const QByteArray &bytes, const std::string &a, const std::string &b)
{
    const LegacyCharset *x = legacyCharset(a);
    const LegacyCharset *y = legacyCharset(b);
    return x && y && x->decode(bytesOf(bytes)).text == y->decode(bytesOf(bytes)).text;
}

QByteArray randomBytes(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    QByteArray out(static_cast<qsizetype>(n), '\0');
    for (char &c : out)
        c = static_cast<char>(rng() & 0xFF);
    return out;
}

} // namespace

class TestEncodingDetection : public QObject {
    Q_OBJECT
  private slots:
    void legacyText_data();
    void legacyText();
    void textThatLibmagicMisnames_data();
    void textThatLibmagicMisnames();
    void unicodeForms_data();
    void unicodeForms();
    void utf8_data();
    void utf8();
    void binaryIsNeverText_data();
    void binaryIsNeverText();
    void largeFileIsSampled();
    void describeNamesIt();
    void evidenceCountsInNumber_data();
    void evidenceCountsInNumber();
    void readingCountsInNumber_data();
    void readingCountsInNumber();
};

void TestEncodingDetection::legacyText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("language");
    for (const Encoding &e : kEncodings) {
        const QString all = QString::fromUtf8(language(e.language).sentences);
        // One line: the first with three characters beyond ASCII (fewer tell too little).
        QString line;
        for (const QString &l : all.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (line.isEmpty() &&
                std::count_if(l.begin(), l.end(), [](QChar c) { return c.unicode() > 0x7F; }) >= 3)
                line = l + QLatin1Char('\n');
        QString page;
        while (page.size() < 3000)
            page += all;
        if (!line.isEmpty())
            QTest::addRow("%s in %s, one line", e.language, e.charset)
                << line << e.charset << e.language;
        QTest::addRow("%s in %s, a paragraph", e.language, e.charset)
            << all << e.charset << e.language;
        QTest::addRow("%s in %s, a page", e.language, e.charset) << page << e.charset << e.language;
    }
}

// The encoding is found (or one that reads the bytes as the very same text), and the language.
void TestEncodingDetection::legacyText()
{
    QFETCH(QString, text);
    QFETCH(QString, charset);
    QFETCH(QString, language);
    const QByteArray bytes = encoded(text, charset.toLatin1().constData());
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(v.kind, EncodingClass::Legacy);
    QVERIFY2(v.encoding == charset.toStdString() ||
                 sameText(bytes, v.encoding, charset.toStdString()),
             (v.encoding + " instead of " + charset.toStdString()).c_str());
    QCOMPARE(QString::fromStdString(v.language), language);
    QVERIFY(v.confidence > 0.5);
    QVERIFY(!v.evidence.empty());
}

// libmagic's weaker signatures fire on short legacy text: a line that starts with V then E1 is
// "MPEG-4 LOAS" to it, one that starts with B8 a "DOS executable". Every line of the samples in
// every encoding that libmagic misnames so, and two lines that it does, are still text.
void TestEncodingDetection::textThatLibmagicMisnames_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addRow("Hungarian in Windows-1250, starts V E1")
        << encoded(QString::fromUtf8("Válasszon SSH kiszolgálót\n"), "Windows-1250");
    QTest::addRow("Russian in ISO-8859-5, starts B8") << encoded(
        QString::fromUtf8("Инструкция не найдена\nНеправильное значение сдвига\n"), "ISO-8859-5");
    for (const Encoding &e : kEncodings)
        for (const QString &line :
             QString::fromUtf8(language(e.language).sentences).split('\n', Qt::SkipEmptyParts)) {
            const QByteArray bytes = encoded(line + '\n', e.charset);
            if (!fileTypeOf(bytesOf(bytes)).isText())
                QTest::addRow("%s in %s: %s", e.language, e.charset, qPrintable(line.left(20)))
                    << bytes;
        }
}

void TestEncodingDetection::textThatLibmagicMisnames()
{
    QFETCH(QByteArray, bytes);
    const FileType type = fileTypeOf(bytesOf(bytes));
    QVERIFY2(!type.isText(), "libmagic calls it text: the row proves nothing");
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QVERIFY2(v.kind == EncodingClass::Legacy, describe(v).c_str());
}

void TestEncodingDetection::unicodeForms_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    const QString text = QString::fromUtf8(language("French").sentences);
    const QString japanese = QString::fromUtf8(language("Japanese").sentences);
    for (const char *form : {"UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"}) {
        const QByteArray plain = encoded(text, form);
        const QByteArray bom = encoded(QStringLiteral("\uFEFF") + text, form);
        QTest::addRow("French in %s, no byte order mark", form) << plain << form;
        QTest::addRow("French in %s, byte order mark", form) << bom << form;
        QTest::addRow("Japanese in %s, byte order mark", form)
            << encoded(QStringLiteral("\uFEFF") + japanese, form) << form;
    }
}

void TestEncodingDetection::unicodeForms()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(v.kind, EncodingClass::Legacy);
    QCOMPARE(QString::fromStdString(v.encoding), encoding);
}

void TestEncodingDetection::utf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::newRow("ASCII") << QByteArray("plain text\n") << int(EncodingClass::Utf8);
    QTest::newRow("Russian in UTF-8")
        << QByteArray(language("Russian").sentences) << int(EncodingClass::Utf8);
    QTest::newRow("UTF-8 with a byte order mark")
        << (QByteArray("\xEF\xBB\xBF") + language("Greek").sentences) << int(EncodingClass::Utf8);
    QTest::newRow("UTF-8 with one Latin-1 byte")
        << (QByteArray(language("German").sentences) + "na\xEFve\n")
        << int(EncodingClass::Utf8WithErrors);
    QTest::newRow("empty") << QByteArray() << int(EncodingClass::Empty);
}

void TestEncodingDetection::utf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QCOMPARE(int(detectEncoding(bytesOf(bytes)).kind), kind);
}

void TestEncodingDetection::binaryIsNeverText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("type"); // a word of the type libmagic gives, or empty
    QFile self(QCoreApplication::applicationFilePath());
    QVERIFY(self.open(QIODevice::ReadOnly));
    QTest::newRow("this test program (ELF)") << self.read(1 << 20) << "ELF";
    const QByteArray png =
        QByteArray("\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0", 29) +
        randomBytes(4000, 1);
    QTest::newRow("PNG image") << png << "PNG";
    QTest::newRow("gzip data") << (QByteArray("\x1F\x8B\x08\x00\0\0\0\0\0\x03", 10) +
                                   randomBytes(4000, 2))
                               << "gzip";
    QTest::newRow("PDF") << (QByteArray("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n") + randomBytes(4000, 3))
                         << "PDF";
    for (const std::size_t n : {300, 4096, 70000}) // a dozen random bytes may well be text
        QTest::addRow("random bytes, %zu", n) << randomBytes(n, n) << "";
}

void TestEncodingDetection::binaryIsNeverText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, type);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QVERIFY2(
        v.kind == EncodingClass::Binary,
        (describe(v) + ": " + (v.evidence.empty() ? std::string() : v.evidence.back())).c_str());
    QVERIFY2(QString::fromStdString(v.binaryType).contains(type), v.binaryType.c_str());
}

// A file larger than what is read: its head, middle and end are sampled, and the verdict is that
// of its text.
void TestEncodingDetection::largeFileIsSampled()
{
    const QByteArray page = encoded(QString::fromUtf8(language("Russian").sentences), "KOI8-R");
    QByteArray big;
    while (big.size() < 8 << 20)
        big += page;
    const EncodingVerdict v = detectEncoding(bytesOf(big));
    QCOMPARE(v.encoding, std::string("KOI8-R"));
    QVERIFY(v.sampled < Offset(big.size()));
    QVERIFY(v.sampled >= kDetectionHead);
}

void TestEncodingDetection::describeNamesIt()
{
    EncodingVerdict v;
    v.kind = EncodingClass::Legacy;
    v.encoding = "Windows-1251";
    v.language = "Bulgarian";
    QCOMPARE(describe(v), std::string("not UTF-8: Windows-1251 text (Bulgarian)"));
    v.kind = EncodingClass::Binary;
    v.binaryType = "ELF executable";
    QCOMPARE(describe(v), std::string("binary data (ELF executable)"));
}

// The verdict's first sentence says each count with its noun in the right number: "1 ill-formed
// run", never "1 ill-formed runs".
void TestEncodingDetection::evidenceCountsInNumber_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("evidence");
    const int errors = int(EncodingClass::Utf8WithErrors);
    QTest::newRow("one character, one run")
        << QByteArray("Caf\xC3\xA9 and \xC0\xAF here\n") << errors
        << "1 well-formed multi-byte character, beside 1 ill-formed run";
    QTest::newRow("two characters, two runs")
        << QByteArray("Caf\xC3\xA9 \xC0\xAF na\xC3\xAFve \xC0\xAF end\n") << errors
        << "2 well-formed multi-byte characters, beside 2 ill-formed runs";
    QTest::newRow("ASCII, one run of damage")
        << QByteArray("plain text \xC0\xAF here\n") << errors
        << "ASCII text with 1 ill-formed run, which is damage";
    QTest::newRow("ASCII, two runs of damage")
        << QByteArray("plain \xC0\xAF text \xE0\x80\xAF here\n") << errors
        << "ASCII text with 2 ill-formed runs, 2 of them damage";
    QTest::newRow("well-formed, one character")
        << QByteArray("Caf\xC3\xA9 here\n") << int(EncodingClass::Utf8)
        << "1 multi-byte character, well-formed";
    QTest::newRow("well-formed, two characters")
        << QByteArray("Caf\xC3\xA9 na\xC3\xAFve\n") << int(EncodingClass::Utf8)
        << "2 multi-byte characters, all well-formed";
}

void TestEncodingDetection::evidenceCountsInNumber()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(QString, evidence);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(int(v.kind), kind);
    QVERIFY(!v.evidence.empty());
    QCOMPARE(QString::fromStdString(v.evidence.front()), evidence);
}

void TestEncodingDetection::readingCountsInNumber_data()
{
    legacyText_data();
}

// The counts of a legacy reading and of the next best say a count of 1 with a singular noun ("1
// control or symbol", "1 odd word"), never "1 controls".
void TestEncodingDetection::readingCountsInNumber()
{
    QFETCH(QString, text);
    QFETCH(QString, charset);
    const QByteArray bytes = encoded(text, charset.toLatin1().constData());
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    static const QRegularExpression pluralOfOne(
        QStringLiteral("(^|[,:] )1 (non-ASCII characters|undefined bytes|controls|symbols|words|"
                       "odd words|letters)\\b"));
    bool countsSaid = false;
    for (const std::string &sentence : v.evidence) {
        const QString s = QString::fromStdString(sentence);
        countsSaid = countsSaid || s.contains(QStringLiteral(" read in "));
        QVERIFY2(!pluralOfOne.match(s).hasMatch(), qPrintable(s));
    }
    QVERIFY(countsSaid);
}

QTEST_GUILESS_MAIN(TestEncodingDetection)
#include "tst_encoding_detection.moc"
