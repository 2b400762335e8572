// The teaching explanations: the encoder's bit layout over every length boundary, the decoder
// stepper against the Unicode Standard's maximal-subpart examples, and the input parsers.
#include "u8i/utf8/explain.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace u8i;

namespace {

QByteArray hex(const std::vector<std::uint8_t> &bytes)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()))
        .toHex(' ')
        .toUpper();
}

QByteArray bytesOf(const EncodeExplanation &e)
{
    std::vector<std::uint8_t> v;
    for (const ByteBits &b : e.bytes)
        v.push_back(b.value);
    return hex(v);
}

QStringList groupsOf(const EncodeExplanation &e)
{
    QStringList l;
    for (const std::string &g : e.groups)
        l << QString::fromStdString(g);
    return l;
}

QList<uint> codePoints(const std::vector<char32_t> &v)
{
    QList<uint> l;
    for (const char32_t c : v)
        l << uint(c);
    return l;
}

std::vector<std::uint8_t> fromHex(const char *text)
{
    const QByteArray b = QByteArray::fromHex(text);
    return {b.begin(), b.end()};
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
  private slots:
    void encode_data();
    void encode();
    void encodeBitsAddUp_data();
    void encodeBitsAddUp();
    void decode_data();
    void decode();
    void decodeExercise();
    void decodeRejectedContinuationIsReprocessed();
    void decodeTruncatedAtEnd();
    void decodeInvalidBytesSayWhatTheyWouldMean_data();
    void decodeInvalidBytesSayWhatTheyWouldMean();
    void parseHexBytes_data();
    void parseHexBytes();
    void parseCodePoint_data();
    void parseCodePoint();
};

void TestExplain::encode_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<int>("bitsNeeded");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("encodable");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("groups");
    QTest::addColumn<QString>("binary");

    QTest::newRow("U+0000") << 0x0u << 1 << 1 << true << QByteArray("00") << QStringList{"0"}
                            << "0000000";
    QTest::newRow("U+0041") << 0x41u << 7 << 1 << true << QByteArray("41") << QStringList{"1000001"}
                            << "1000001";
    QTest::newRow("U+007F last 1-byte")
        << 0x7Fu << 7 << 1 << true << QByteArray("7F") << QStringList{"1111111"} << "1111111";
    QTest::newRow("U+0080 first 2-byte") << 0x80u << 8 << 2 << true << QByteArray("C2 80")
                                         << QStringList{"10", "000000"} << "00010000000";
    QTest::newRow("U+07FF last 2-byte") << 0x7FFu << 11 << 2 << true << QByteArray("DF BF")
                                        << QStringList{"11111", "111111"} << "11111111111";
    QTest::newRow("U+0800 first 3-byte")
        << 0x800u << 12 << 3 << true << QByteArray("E0 A0 80")
        << QStringList{"0", "100000", "000000"} << "0000100000000000";
    QTest::newRow("U+D7FF before surrogates")
        << 0xD7FFu << 16 << 3 << true << QByteArray("ED 9F BF")
        << QStringList{"1101", "011111", "111111"} << "1101011111111111";
    QTest::newRow("U+D800 first surrogate")
        << 0xD800u << 16 << 3 << false << QByteArray("ED A0 80")
        << QStringList{"1101", "100000", "000000"} << "1101100000000000";
    QTest::newRow("U+DFFF last surrogate")
        << 0xDFFFu << 16 << 3 << false << QByteArray("ED BF BF")
        << QStringList{"1101", "111111", "111111"} << "1101111111111111";
    QTest::newRow("U+E000 after surrogates")
        << 0xE000u << 16 << 3 << true << QByteArray("EE 80 80")
        << QStringList{"1110", "000000", "000000"} << "1110000000000000";
    QTest::newRow("U+FFFF last 3-byte")
        << 0xFFFFu << 16 << 3 << true << QByteArray("EF BF BF")
        << QStringList{"1111", "111111", "111111"} << "1111111111111111";
    QTest::newRow("U+10000 first 4-byte")
        << 0x10000u << 17 << 4 << true << QByteArray("F0 90 80 80")
        << QStringList{"0", "10000", "000000", "000000"} << "000010000000000000000";
    QTest::newRow("U+1F41A spiral shell")
        << 0x1F41Au << 17 << 4 << true << QByteArray("F0 9F 90 9A")
        << QStringList{"0", "11111", "010000", "011010"} << "000011111010000011010";
    QTest::newRow("U+10FFFF last code point")
        << 0x10FFFFu << 21 << 4 << true << QByteArray("F4 8F BF BF")
        << QStringList{"100", "001111", "111111", "111111"} << "100001111111111111111";
    QTest::newRow("U+110000 above the range")
        << 0x110000u << 21 << 4 << false << QByteArray("F4 90 80 80")
        << QStringList{"100", "010000", "000000", "000000"} << "100010000000000000000";
    QTest::newRow("U+200000 obsolete 5-byte")
        << 0x200000u << 22 << 5 << false << QByteArray("F8 88 80 80 80")
        << QStringList{"0", "1000", "000000", "000000", "000000"} << "00001000000000000000000000";
    QTest::newRow("U+7FFFFFFF obsolete 6-byte")
        << 0x7FFFFFFFu << 31 << 6 << false << QByteArray("FD BF BF BF BF BF")
        << QStringList{"1", "111111", "111111", "111111", "111111", "111111"}
        << "1111111111111111111111111111111";
    QTest::newRow("0x80000000 no form at all")
        << 0x80000000u << 32 << 0 << false << QByteArray()
        << QStringList{"10000000000000000000000000000000"} << "10000000000000000000000000000000";
}

void TestExplain::encode()
{
    QFETCH(uint, codePoint);
    QFETCH(int, bitsNeeded);
    QFETCH(int, length);
    QFETCH(bool, encodable);
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, groups);
    QFETCH(QString, binary);

    const EncodeExplanation e = explainEncode(codePoint);
    QCOMPARE(e.codePoint, codePoint);
    QCOMPARE(e.bitsNeeded, bitsNeeded);
    QCOMPARE(e.length, length);
    QCOMPARE(e.encodable, encodable);
    QCOMPARE(e.whyNot.empty(), encodable);
    QCOMPARE(bytesOf(e), bytes);
    QCOMPARE(groupsOf(e), groups);
    QCOMPARE(QString::fromStdString(e.binary), binary);
}

void TestExplain::encodeBitsAddUp_data()
{
    QTest::addColumn<uint>("codePoint");
    const uint values[] = {0x0,    0x24,   0x7F,    0x80,    0xA2,    0x6CD,
                           0x7FF,  0x800,  0x2331,  0x20AC,  0xD7FF,  0xE000,
                           0xFFFD, 0xFFFF, 0x10000, 0x12500, 0x1F41A, 0x10FFFF};
    for (const uint v : values)
        QTest::newRow(qPrintable(QStringLiteral("U+%1").arg(v, 4, 16, QLatin1Char('0')).toUpper()))
            << v;
}

// Whatever the value: every byte is its marker followed by its payload, the payloads in order
// spell `binary`, each group ends its byte's payload, and the bytes are what QString encodes.
void TestExplain::encodeBitsAddUp()
{
    QFETCH(uint, codePoint);
    const EncodeExplanation e = explainEncode(codePoint);
    std::string payloads;
    for (std::size_t i = 0; i < e.bytes.size(); ++i) {
        const ByteBits &b = e.bytes[i];
        QCOMPARE(b.markerBits + b.payloadBits, 8);
        QCOMPARE(b.group, int(i));
        const std::string all = b.marker() + b.payload();
        QCOMPARE(std::stoi(all, nullptr, 2), int(b.value));
        payloads += b.payload();
        const std::string &g = e.groups[i];
        QVERIFY2(b.payload().size() >= g.size(), g.c_str());
        if (g != "0" || b.payload().find('1') != std::string::npos)
            QCOMPARE(b.payload().substr(b.payload().size() - g.size()), g);
    }
    QCOMPARE(payloads, e.binary);
    const char32_t c = char32_t(codePoint);
    const QByteArray expected = QString::fromUcs4(&c, 1).toUtf8();
    QCOMPARE(bytesOf(e), expected.toHex(' ').toUpper());
}

void TestExplain::decode_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QList<uint>>("output");
    QTest::addColumn<int>("reprocessed");

    const uint R = 0xFFFD;
    QTest::newRow("empty") << QByteArray("") << QList<uint>{} << 0;
    QTest::newRow("euro sign") << QByteArray("E282AC") << QList<uint>{0x20AC} << 0;
    QTest::newRow("U+007F U+0080") << QByteArray("7FC280") << QList<uint>{0x7F, 0x80} << 0;
    QTest::newRow("U+07FF U+0800") << QByteArray("DFBFE0A080") << QList<uint>{0x7FF, 0x800} << 0;
    QTest::newRow("U+FFFF U+10000")
        << QByteArray("EFBFBFF0908080") << QList<uint>{0xFFFF, 0x10000} << 0;
    QTest::newRow("U+10FFFF") << QByteArray("F48FBFBF") << QList<uint>{0x10FFFF} << 0;
    QTest::newRow("U+110000 refused") << QByteArray("F4908080") << QList<uint>{R, R, R, R} << 1;
    QTest::newRow("U+D7FF then U+E000")
        << QByteArray("ED9FBFEE8080") << QList<uint>{0xD7FF, 0xE000} << 0;
    QTest::newRow("surrogate U+D800") << QByteArray("EDA080") << QList<uint>{R, R, R} << 1;
    QTest::newRow("surrogate U+DFFF") << QByteArray("EDBFBF") << QList<uint>{R, R, R} << 1;
    QTest::newRow("overlong C0 AF") << QByteArray("C0AF") << QList<uint>{R, R} << 0;
    QTest::newRow("overlong E0 80 AF") << QByteArray("E080AF") << QList<uint>{R, R, R} << 1;
    QTest::newRow("truncated then ASCII") << QByteArray("E28241") << QList<uint>{R, 0x41} << 1;
    QTest::newRow("truncated at end") << QByteArray("F09F98") << QList<uint>{R} << 0;
    QTest::newRow("FF FE") << QByteArray("FFFE") << QList<uint>{R, R} << 0;
    QTest::newRow("lone continuations") << QByteArray("8080") << QList<uint>{R, R} << 0;
    QTest::newRow("exercise F8 93 EA 80 B2 5C 00")
        << QByteArray("F893EA80B25C00") << QList<uint>{R, R, 0xA032, 0x5C, 0x00} << 0;
    // The examples of the Unicode Standard, chapter 3, "U+FFFD Substitution of Maximal Subparts".
    QTest::newRow("Unicode table 3-8")
        << QByteArray("61F18080E180C2628063 80BF64").replace(' ', "")
        << QList<uint>{0x61, R, R, R, 0x62, R, 0x63, R, R, 0x64} << 3;
    QTest::newRow("Unicode table 3-8 (non-shortest)")
        << QByteArray("C0AFE080BFF0818241") << QList<uint>{R, R, R, R, R, R, R, R, 0x41} << 2;
    QTest::newRow("Unicode table 3-9 (surrogates)")
        << QByteArray("EDA080EDBFBFEDAF41") << QList<uint>{R, R, R, R, R, R, R, R, 0x41} << 3;
    QTest::newRow("Unicode table 3-10 (out of range)")
        << QByteArray("F4919293FF4180BF42") << QList<uint>{R, R, R, R, R, 0x41, R, R, 0x42} << 1;
    QTest::newRow("Unicode table 3-11 (truncated)")
        << QByteArray("E180E2F09192F1BF41") << QList<uint>{R, R, R, R, 0x41} << 4;
}

void TestExplain::decode()
{
    QFETCH(QByteArray, input);
    QFETCH(QList<uint>, output);
    QFETCH(int, reprocessed);

    const QByteArray raw = QByteArray::fromHex(input);
    const std::vector<std::uint8_t> bytes(raw.begin(), raw.end());
    const DecodeExplanation d = explainDecode(bytes);
    QCOMPARE(codePoints(d.output), output);

    // The steps emit exactly the output, each byte is read once plus once more if reprocessed,
    // and the offsets never go backwards.
    std::vector<char32_t> emitted;
    int reprocessedSteps = 0;
    Offset expectedOffset = 0;
    for (const DecodeStep &s : d.steps) {
        QCOMPARE(s.offset, expectedOffset);
        if (s.offset < bytes.size())
            QCOMPARE(s.byte, bytes[s.offset]);
        QVERIFY(!s.state.empty());
        QVERIFY(!s.why.empty());
        if (s.reprocessed) {
            ++reprocessedSteps;
            QVERIFY(!s.accepted_ok);
        } else {
            ++expectedOffset;
        }
        if (!s.accepted_ok)
            QVERIFY(!s.emitted.empty());
        emitted.insert(emitted.end(), s.emitted.begin(), s.emitted.end());
    }
    QCOMPARE(codePoints(emitted), output);
    QCOMPARE(reprocessedSteps, reprocessed);
    // One step per byte read, plus one at the end when the data stops inside a sequence.
    const bool endStep = !d.steps.empty() && d.steps.back().offset == bytes.size();
    QCOMPARE(int(d.steps.size()), int(bytes.size()) + reprocessed + (endStep ? 1 : 0));
}

void TestExplain::decodeExercise()
{
    const std::vector<std::uint8_t> bytes = fromHex("F893EA80B25C00");
    const DecodeExplanation d = explainDecode(bytes);
    QCOMPARE(d.steps.size(), std::size_t(7));

    const DecodeStep &f8 = d.steps[0];
    QCOMPARE(f8.state, std::string("start"));
    QVERIFY(!f8.accepted_ok);
    QVERIFY2(englishText(f8.why).find("obsolete 5-byte lead") != std::string::npos,
             englishText(f8.why).c_str());
    QCOMPARE(f8.bits.marker(), std::string("111110"));
    QCOMPARE(codePoints(f8.emitted), QList<uint>{0xFFFD});

    const DecodeStep &c93 = d.steps[1];
    QCOMPARE(c93.state, std::string("start"));
    QVERIFY(!c93.accepted_ok);
    QVERIFY2(englishText(c93.why).find("continuation") != std::string::npos,
             englishText(c93.why).c_str());
    QVERIFY2(englishText(c93.why).find("F8") != std::string::npos, englishText(c93.why).c_str());
    QCOMPARE(codePoints(c93.emitted), QList<uint>{0xFFFD});

    const DecodeStep &ea = d.steps[2];
    QVERIFY(ea.accepted_ok);
    QCOMPARE(ea.partialValue, 0xAu);
    QCOMPARE(ea.bits.marker(), std::string("1110"));
    QCOMPARE(ea.bits.payload(), std::string("1010"));
    QVERIFY(ea.emitted.empty());
    QVERIFY2(englishText(ea.why).find("3-byte") != std::string::npos, englishText(ea.why).c_str());

    const DecodeStep &c80 = d.steps[3];
    QCOMPARE(c80.state, std::string("expecting 2 more"));
    QCOMPARE(c80.accepted, std::string("80..BF"));
    QCOMPARE(c80.partialValue, 0x280u);
    QVERIFY(c80.emitted.empty());

    const DecodeStep &b2 = d.steps[4];
    QCOMPARE(b2.state, std::string("expecting 1 more"));
    QCOMPARE(b2.partialValue, 0xA032u);
    QCOMPARE(codePoints(b2.emitted), QList<uint>{0xA032});
    QVERIFY2(englishText(b2.why).find("U+A032") != std::string::npos, englishText(b2.why).c_str());

    QCOMPARE(codePoints(d.steps[5].emitted), QList<uint>{0x5C});
    QCOMPARE(codePoints(d.steps[6].emitted), QList<uint>{0x00});
}

void TestExplain::decodeRejectedContinuationIsReprocessed()
{
    // E0 accepts only A0..BF next: 80 is refused, E0 becomes one U+FFFD, and 80 is read again.
    const DecodeExplanation d = explainDecode(fromHex("E080"));
    QCOMPARE(d.steps.size(), std::size_t(3));
    QCOMPARE(d.steps[1].offset, Offset(1));
    QCOMPARE(d.steps[1].accepted, std::string("A0..BF"));
    QVERIFY(d.steps[1].reprocessed);
    QVERIFY2(englishText(d.steps[1].why).find("overlong") != std::string::npos,
             englishText(d.steps[1].why).c_str());
    QCOMPARE(d.steps[2].offset, Offset(1));
    QCOMPARE(d.steps[2].state, std::string("start"));
    QVERIFY(!d.steps[2].reprocessed);
    QCOMPARE(codePoints(d.output), (QList<uint>{0xFFFD, 0xFFFD}));

    const DecodeExplanation surrogate = explainDecode(fromHex("EDA0"));
    QCOMPARE(surrogate.steps[1].accepted, std::string("80..9F"));
    QVERIFY(englishText(surrogate.steps[1].why).find("surrogate") != std::string::npos);
    const DecodeExplanation above = explainDecode(fromHex("F490"));
    QCOMPARE(above.steps[1].accepted, std::string("80..8F"));
    QVERIFY(englishText(above.steps[1].why).find("10FFFF") != std::string::npos);
}

void TestExplain::decodeTruncatedAtEnd()
{
    const DecodeExplanation d = explainDecode(fromHex("F09F98"));
    QCOMPARE(d.steps.size(), std::size_t(4));
    const DecodeStep &end = d.steps.back();
    QCOMPARE(end.offset, Offset(3));
    QCOMPARE(end.state, std::string("expecting 1 more"));
    QVERIFY(!end.accepted_ok);
    QVERIFY2(englishText(end.why).find("end of data") != std::string::npos,
             englishText(end.why).c_str());
    QCOMPARE(codePoints(end.emitted), QList<uint>{0xFFFD});
    QCOMPARE(d.steps[2].partialValue, (0x1FU << 6) | 0x18U);
}

void TestExplain::decodeInvalidBytesSayWhatTheyWouldMean_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("C0 overlong lead") << QByteArray("C0") << "overlong";
    QTest::newRow("C1 overlong lead") << QByteArray("C1") << "U+0040..U+007F";
    QTest::newRow("F5 above range") << QByteArray("F5") << "U+140000";
    QTest::newRow("F8 obsolete 5-byte") << QByteArray("F8") << "obsolete 5-byte lead";
    QTest::newRow("FC obsolete 6-byte") << QByteArray("FC") << "obsolete 6-byte lead";
    QTest::newRow("FE never used") << QByteArray("FE") << "never used";
    QTest::newRow("FF never used") << QByteArray("FF") << "never used";
    QTest::newRow("80 stray continuation") << QByteArray("80") << "no lead";
}

void TestExplain::decodeInvalidBytesSayWhatTheyWouldMean()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, phrase);
    const QByteArray raw = QByteArray::fromHex(input);
    const DecodeExplanation d = explainDecode(std::vector<std::uint8_t>(raw.begin(), raw.end()));
    QCOMPARE(d.steps.size(), std::size_t(1));
    QVERIFY(!d.steps[0].accepted_ok);
    QVERIFY2(QString::fromStdString(englishText(d.steps[0].why)).contains(phrase),
             englishText(d.steps[0].why).c_str());
}

void TestExplain::parseHexBytes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("errorPhrase");

    QTest::newRow("spaced") << "E2 82 AC" << true << QByteArray("E2 82 AC") << "";
    QTest::newRow("packed lower case") << "e282ac" << true << QByteArray("E2 82 AC") << "";
    QTest::newRow("C escapes") << "\\xe2\\x82\\xac" << true << QByteArray("E2 82 AC") << "";
    QTest::newRow("0x prefixed") << "0xE2 0x82" << true << QByteArray("E2 82") << "";
    QTest::newRow("0x short") << "0x5" << true << QByteArray("05") << "";
    QTest::newRow("commas") << "F8,93, EA" << true << QByteArray("F8 93 EA") << "";
    QTest::newRow("exercise") << "F8 93 EA 80 B2 5C 00" << true
                              << QByteArray("F8 93 EA 80 B2 5C 00") << "";
    QTest::newRow("odd digits") << "E28" << false << QByteArray() << "odd number";
    QTest::newRow("not hex") << "E2 GG" << false << QByteArray() << "'G' at position 4";
    QTest::newRow("letter after digits") << "F8 9G" << false << QByteArray() << "'G' at position 5";
    QTest::newRow("empty") << "" << false << QByteArray() << "no bytes";
    QTest::newRow("only spaces") << "   " << false << QByteArray() << "no bytes";
    QTest::newRow("bare 0x") << "0x" << false << QByteArray() << "expected hex digits";
    QTest::newRow("bad escape") << "\\u20AC" << false << QByteArray() << "backslash";
    QTest::newRow("text") << "hello" << false << QByteArray() << "'h' at position 1";
}

void TestExplain::parseHexBytes()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, errorPhrase);

    std::vector<std::uint8_t> out{0x99};
    u8i::Message why;
    const std::string utf8 = text.toStdString();
    QCOMPARE(u8i::parseHexBytes(utf8, out, why), ok);
    const std::string error = u8i::englishText(why);
    if (ok) {
        QCOMPARE(hex(out), bytes);
        QCOMPARE(why, u8i::Message{});
    } else {
        QVERIFY2(QString::fromStdString(error).contains(errorPhrase), error.c_str());
    }
}

void TestExplain::parseCodePoint_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<uint>("value");

    QTest::newRow("U+20AC") << "U+20AC" << true << 0x20ACu;
    QTest::newRow("u+1f41a") << "u+1f41a" << true << 0x1F41Au;
    QTest::newRow("0x20AC") << "0x20AC" << true << 0x20ACu;
    QTest::newRow("decimal 8364") << "8364" << true << 8364u;
    QTest::newRow("decimal 128026") << "128026" << true << 128026u;
    QTest::newRow("zero") << "0" << true << 0u;
    QTest::newRow("spaces around") << " U+41 " << true << 0x41u;
    QTest::newRow("largest 32-bit") << "0xFFFFFFFF" << true << 0xFFFFFFFFu;
    QTest::newRow("too large") << "0x100000000" << false << 0u;
    QTest::newRow("text") << "A" << false << 0u;
    QTest::newRow("U+ alone") << "U+" << false << 0u;
    QTest::newRow("hex without prefix") << "20AC" << false << 0u;
    QTest::newRow("empty") << "" << false << 0u;
    QTest::newRow("negative") << "-5" << false << 0u;
}

void TestExplain::parseCodePoint()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(uint, value);
    std::uint32_t out = 0xDEADBEEF;
    QCOMPARE(u8i::parseCodePoint(text.toStdString(), out), ok);
    if (ok)
        QCOMPARE(out, value);
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
