// The byte map's facts: every byte value's class, the code points a lead starts, the second-byte
// ranges of Table 3-7, and why C0, C1 and F5-FF are never valid; cross-checked with the encoder
// and the decoder stepper over the length boundaries.
#include "u8i/utf8/byte_facts.h"
#include "u8i/utf8/explain.h"

#include <QtTest>

#include <optional>
#include <vector>

using namespace u8i;

Q_DECLARE_METATYPE(u8i::ByteClass)
Q_DECLARE_METATYPE(std::optional<u8i::ErrorKind>)

class TestByteFacts : public QObject {
    Q_OBJECT
  private slots:
    void facts_data();
    void facts();
    void continuationFollows_data();
    void continuationFollows();
    void everyLeadStartsItsRange();
    void everyContinuationFollowsTheLeadsListed();
    void boundaries_data();
    void boundaries();
};

void TestByteFacts::facts_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<ByteClass>("byteClass");
    QTest::addColumn<int>("markerBits");
    QTest::addColumn<int>("declaredLength");
    QTest::addColumn<uint>("first"); // firstCodePoint, or wouldFirst for a never-valid lead
    QTest::addColumn<uint>("last");
    QTest::addColumn<int>("secondLow");
    QTest::addColumn<int>("secondHigh");
    QTest::addColumn<std::optional<ErrorKind>>("kind");

    const std::optional<ErrorKind> none;
    QTest::newRow("00 NUL") << 0x00 << ByteClass::AsciiControl << 1 << 0 << 0u << 0u << 0 << 0
                            << none;
    QTest::newRow("09 TAB") << 0x09 << ByteClass::AsciiControl << 1 << 0 << 0u << 0u << 0 << 0
                            << none;
    QTest::newRow("20 space") << 0x20 << ByteClass::AsciiSpace << 1 << 0 << 0u << 0u << 0 << 0
                              << none;
    QTest::newRow("2F slash") << 0x2F << ByteClass::AsciiPunctuation << 1 << 0 << 0u << 0u << 0 << 0
                              << none;
    QTest::newRow("30 digit") << 0x30 << ByteClass::AsciiDigit << 1 << 0 << 0u << 0u << 0 << 0
                              << none;
    QTest::newRow("41 A") << 0x41 << ByteClass::AsciiLetter << 1 << 0 << 0u << 0u << 0 << 0 << none;
    QTest::newRow("7A z") << 0x7A << ByteClass::AsciiLetter << 1 << 0 << 0u << 0u << 0 << 0 << none;
    QTest::newRow("7E tilde") << 0x7E << ByteClass::AsciiPunctuation << 1 << 0 << 0u << 0u << 0 << 0
                              << none;
    QTest::newRow("7F DEL") << 0x7F << ByteClass::AsciiControl << 1 << 0 << 0u << 0u << 0 << 0
                            << none;
    QTest::newRow("80 first continuation")
        << 0x80 << ByteClass::Continuation << 2 << 0 << 0u << 0u << 0 << 0 << none;
    QTest::newRow("BF last continuation")
        << 0xBF << ByteClass::Continuation << 2 << 0 << 0u << 0u << 0 << 0 << none;
    QTest::newRow("C0 overlong") << 0xC0 << ByteClass::NeverValid << 3 << 2 << 0x00u << 0x3Fu << 0
                                 << 0 << std::optional(ErrorKind::Overlong);
    QTest::newRow("C1 overlong") << 0xC1 << ByteClass::NeverValid << 3 << 2 << 0x40u << 0x7Fu << 0
                                 << 0 << std::optional(ErrorKind::Overlong);
    QTest::newRow("C2 first 2-byte lead")
        << 0xC2 << ByteClass::Lead2 << 3 << 2 << 0x80u << 0xBFu << 0x80 << 0xBF << none;
    QTest::newRow("DF last 2-byte lead")
        << 0xDF << ByteClass::Lead2 << 3 << 2 << 0x7C0u << 0x7FFu << 0x80 << 0xBF << none;
    QTest::newRow("E0 restricted 3-byte lead")
        << 0xE0 << ByteClass::Lead3 << 4 << 3 << 0x800u << 0xFFFu << 0xA0 << 0xBF << none;
    QTest::newRow("E1 3-byte lead")
        << 0xE1 << ByteClass::Lead3 << 4 << 3 << 0x1000u << 0x1FFFu << 0x80 << 0xBF << none;
    QTest::newRow("ED before surrogates")
        << 0xED << ByteClass::Lead3 << 4 << 3 << 0xD000u << 0xD7FFu << 0x80 << 0x9F << none;
    QTest::newRow("EE after surrogates")
        << 0xEE << ByteClass::Lead3 << 4 << 3 << 0xE000u << 0xEFFFu << 0x80 << 0xBF << none;
    QTest::newRow("EF last 3-byte lead")
        << 0xEF << ByteClass::Lead3 << 4 << 3 << 0xF000u << 0xFFFFu << 0x80 << 0xBF << none;
    QTest::newRow("F0 restricted 4-byte lead")
        << 0xF0 << ByteClass::Lead4 << 5 << 4 << 0x10000u << 0x3FFFFu << 0x90 << 0xBF << none;
    QTest::newRow("F3 4-byte lead")
        << 0xF3 << ByteClass::Lead4 << 5 << 4 << 0xC0000u << 0xFFFFFu << 0x80 << 0xBF << none;
    QTest::newRow("F4 last lead") << 0xF4 << ByteClass::Lead4 << 5 << 4 << 0x100000u << 0x10FFFFu
                                  << 0x80 << 0x8F << none;
    QTest::newRow("F5 above U+10FFFF")
        << 0xF5 << ByteClass::NeverValid << 5 << 4 << 0x140000u << 0x17FFFFu << 0 << 0
        << std::optional(ErrorKind::OutOfRange);
    QTest::newRow("F7 above U+10FFFF")
        << 0xF7 << ByteClass::NeverValid << 5 << 4 << 0x1C0000u << 0x1FFFFFu << 0 << 0
        << std::optional(ErrorKind::OutOfRange);
    QTest::newRow("F8 obsolete 5-byte")
        << 0xF8 << ByteClass::NeverValid << 6 << 5 << 0x200000u << 0xFFFFFFu << 0 << 0
        << std::optional(ErrorKind::ObsoleteForm);
    QTest::newRow("FB obsolete 5-byte")
        << 0xFB << ByteClass::NeverValid << 6 << 5 << 0x3000000u << 0x3FFFFFFu << 0 << 0
        << std::optional(ErrorKind::ObsoleteForm);
    QTest::newRow("FC obsolete 6-byte")
        << 0xFC << ByteClass::NeverValid << 7 << 6 << 0x4000000u << 0x3FFFFFFFu << 0 << 0
        << std::optional(ErrorKind::ObsoleteForm);
    QTest::newRow("FD obsolete 6-byte")
        << 0xFD << ByteClass::NeverValid << 7 << 6 << 0x40000000u << 0x7FFFFFFFu << 0 << 0
        << std::optional(ErrorKind::ObsoleteForm);
    QTest::newRow("FE never used") << 0xFE << ByteClass::NeverValid << 8 << 0 << 0u << 0u << 0 << 0
                                   << std::optional(ErrorKind::InvalidByte);
    QTest::newRow("FF never used") << 0xFF << ByteClass::NeverValid << 8 << 0 << 0u << 0u << 0 << 0
                                   << std::optional(ErrorKind::InvalidByte);
}

void TestByteFacts::facts()
{
    QFETCH(int, value);
    QFETCH(ByteClass, byteClass);
    QFETCH(int, markerBits);
    QFETCH(int, declaredLength);
    QFETCH(uint, first);
    QFETCH(uint, last);
    QFETCH(int, secondLow);
    QFETCH(int, secondHigh);
    QFETCH(std::optional<ErrorKind>, kind);

    const ByteFacts f = byteFacts(static_cast<std::uint8_t>(value));
    QCOMPARE(f.value, value);
    QCOMPARE(f.byteClass, byteClass);
    QCOMPARE(f.markerBits, markerBits);
    QCOMPARE(f.payloadBits, 8 - markerBits);
    QCOMPARE(f.declaredLength, declaredLength);
    const bool validLead = byteClass == ByteClass::Lead2 || byteClass == ByteClass::Lead3 ||
                           byteClass == ByteClass::Lead4;
    QCOMPARE(validLead ? f.firstCodePoint : f.wouldFirst, first);
    QCOMPARE(validLead ? f.lastCodePoint : f.wouldLast, last);
    QCOMPARE(int(f.secondLow), secondLow);
    QCOMPARE(int(f.secondHigh), secondHigh);
    QCOMPARE(f.neverValidKind, kind);
    QCOMPARE(f.secondAfter.empty(), byteClass != ByteClass::Continuation);
}

void TestByteFacts::continuationFollows_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("after");
    QTest::newRow("80: not after E0, F0") << 0x80 << "C2..DF, E1..EF, F1..F4";
    QTest::newRow("8F: not after E0, F0") << 0x8F << "C2..DF, E1..EF, F1..F4";
    QTest::newRow("90: not after E0, F4") << 0x90 << "C2..DF, E1..EF, F0..F3";
    QTest::newRow("93 of the exercise") << 0x93 << "C2..DF, E1..EF, F0..F3";
    QTest::newRow("9F: not after E0, F4") << 0x9F << "C2..DF, E1..EF, F0..F3";
    QTest::newRow("A0: not after ED, F4") << 0xA0 << "C2..DF, E0..EC, EE..EF, F0..F3";
    QTest::newRow("BF: not after ED, F4") << 0xBF << "C2..DF, E0..EC, EE..EF, F0..F3";
}

void TestByteFacts::continuationFollows()
{
    QFETCH(int, value);
    QFETCH(QString, after);
    const ByteFacts f = byteFacts(static_cast<std::uint8_t>(value));
    QCOMPARE(QString::fromStdString(f.secondAfter), after);
    QCOMPARE(f.payloadBits, 6);
    QCOMPARE(f.payload, uint(value & 0x3F));
}

// The first and last code point of every lead encode with that lead, and the values just outside
// do not; checked against the encoder rather than a copied table.
void TestByteFacts::everyLeadStartsItsRange()
{
    int leads = 0;
    for (int v = 0x80; v <= 0xFF; ++v) {
        const ByteFacts f = byteFacts(static_cast<std::uint8_t>(v));
        if (f.byteClass != ByteClass::Lead2 && f.byteClass != ByteClass::Lead3 &&
            f.byteClass != ByteClass::Lead4)
            continue;
        ++leads;
        for (const std::uint32_t cp : {f.firstCodePoint, f.lastCodePoint}) {
            const EncodeExplanation e = explainEncode(cp);
            QVERIFY2(e.encodable, qPrintable(QString::number(cp, 16)));
            QCOMPARE(int(e.bytes.front().value), v);
            QCOMPARE(e.length, f.declaredLength);
            QCOMPARE(int(e.bytes[1].value),
                     int(cp == f.firstCodePoint ? f.secondLow : f.secondHigh));
        }
        const EncodeExplanation before = explainEncode(f.firstCodePoint - 1);
        const EncodeExplanation after = explainEncode(f.lastCodePoint + 1);
        QVERIFY(before.bytes.front().value != v || !before.encodable);
        QVERIFY(after.bytes.front().value != v || !after.encodable);
    }
    QCOMPARE(leads, 0xF4 - 0xC2 + 1);
}

// A continuation byte listed after a lead is accepted there by the decoder stepper, and refused
// after every other lead.
void TestByteFacts::everyContinuationFollowsTheLeadsListed()
{
    for (int c = 0x80; c <= 0xBF; ++c) {
        const QString after =
            QString::fromStdString(byteFacts(static_cast<std::uint8_t>(c)).secondAfter);
        for (int lead = 0xC2; lead <= 0xF4; ++lead) {
            const std::vector<std::uint8_t> pair{static_cast<std::uint8_t>(lead),
                                                 static_cast<std::uint8_t>(c)};
            const DecodeExplanation d = explainDecode(pair);
            QVERIFY(d.steps.size() >= 2);
            bool listed = false;
            for (const QString &range : after.split(QStringLiteral(", "))) {
                const QStringList ends = range.split(QStringLiteral(".."));
                const int lo = ends.front().toInt(nullptr, 16);
                const int hi = ends.back().toInt(nullptr, 16);
                listed = listed || (lead >= lo && lead <= hi);
            }
            QVERIFY2(d.steps[1].accepted_ok == listed,
                     qPrintable(QStringLiteral("%1 %2").arg(lead, 0, 16).arg(c, 0, 16)));
        }
    }
}

// At every length boundary the lead's facts agree with the encoder: an encodable value lies in
// its lead's range; a surrogate's or U+110000's second byte is outside the lead's second range.
void TestByteFacts::boundaries_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<ByteClass>("leadClass");
    QTest::addColumn<bool>("encodable");
    QTest::newRow("U+007F") << 0x7Fu << ByteClass::AsciiControl << true;
    QTest::newRow("U+0080") << 0x80u << ByteClass::Lead2 << true;
    QTest::newRow("U+07FF") << 0x7FFu << ByteClass::Lead2 << true;
    QTest::newRow("U+0800") << 0x800u << ByteClass::Lead3 << true;
    QTest::newRow("U+D7FF") << 0xD7FFu << ByteClass::Lead3 << true;
    QTest::newRow("U+D800") << 0xD800u << ByteClass::Lead3 << false;
    QTest::newRow("U+DFFF") << 0xDFFFu << ByteClass::Lead3 << false;
    QTest::newRow("U+E000") << 0xE000u << ByteClass::Lead3 << true;
    QTest::newRow("U+FFFF") << 0xFFFFu << ByteClass::Lead3 << true;
    QTest::newRow("U+10000") << 0x10000u << ByteClass::Lead4 << true;
    QTest::newRow("U+10FFFF") << 0x10FFFFu << ByteClass::Lead4 << true;
    QTest::newRow("U+110000") << 0x110000u << ByteClass::Lead4 << false;
}

void TestByteFacts::boundaries()
{
    QFETCH(uint, codePoint);
    QFETCH(ByteClass, leadClass);
    QFETCH(bool, encodable);
    const EncodeExplanation e = explainEncode(codePoint);
    QCOMPARE(e.encodable, encodable);
    const ByteFacts lead = byteFacts(e.bytes.front().value);
    QCOMPARE(lead.byteClass, leadClass);
    if (e.bytes.size() == 1)
        return;
    const std::uint8_t second = e.bytes[1].value;
    QCOMPARE(second >= lead.secondLow && second <= lead.secondHigh, encodable);
    QCOMPARE(codePoint >= lead.firstCodePoint && codePoint <= lead.lastCodePoint, encodable);
    for (std::size_t i = 1; i < e.bytes.size(); ++i)
        QCOMPARE(byteFacts(e.bytes[i].value).byteClass, ByteClass::Continuation);
}

QTEST_APPLESS_MAIN(TestByteFacts)
#include "tst_byte_facts.moc"
