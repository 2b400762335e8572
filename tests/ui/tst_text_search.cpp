// The Find bar's meaning searches (text_search.h) and the byte comparison (byte_compare.h), below
// the widgets: a regular expression or text in any case over decoded windows of several MiB, with
// matches planted at and across the seams of the 1 MiB windows, forward, backward and wrapping;
// characters by name; ill-formed groups by kind, with and without the scan index; and differences
// between two buffers against a byte-by-byte count.
#include "byte_compare.h"
#include "text_search.h"

#include "byte_view.h"
#include "random_utf8.h"

#include <u8i/charsets/properties/character_names.h>
#include <u8i/scan/scan.h>

#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

constexpr Offset kMiB = Offset{1} << 20;

// About `size` bytes of well-formed random text without the letters the needles use.
QByteArray filler(std::uint64_t seed, Offset size)
{
    std::mt19937_64 rng(seed);
    const auto bytes = u8i::testing::randomUtf8(rng, static_cast<std::size_t>(size), 0.0);
    QByteArray out(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
    for (char &c : out)
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            c = '.';
    return out;
}

// Puts `needle` at `offset` (moved forward to a character start).
Offset plant(QByteArray &data, Offset offset, const QByteArray &needle)
{
    while (offset < Offset(data.size()) &&
           (static_cast<std::uint8_t>(data[qsizetype(offset)]) & 0xC0) == 0x80)
        ++offset;
    // The bytes overwritten end on a character boundary too: pad the cut character with dots.
    Offset end = offset + Offset(needle.size());
    data.replace(qsizetype(offset), needle.size(), needle);
    while (end < Offset(data.size()) &&
           (static_cast<std::uint8_t>(data[qsizetype(end)]) & 0xC0) == 0x80)
        data[qsizetype(end++)] = '.';
    return offset;
}

using u8i::testing::bytesOf;

MeaningQuery query(const QString &input, SearchMode mode)
{
    QString error;
    const auto q = meaningQuery(input, mode, error);
    if (!q)
        qFatal("no query: %s", qPrintable(error));
    return *q;
}

} // namespace

class TestTextSearch : public QObject {
    Q_OBJECT
  private slots:
    void regexAtWindowSeams_data()
    {
        QTest::addColumn<qulonglong>("at");
        QTest::newRow("at the start") << 0ULL;
        QTest::newRow("across the first seam") << qulonglong(kMiB - 4);
        QTest::newRow("right after the first seam") << qulonglong(kMiB);
        QTest::newRow("across the second seam") << qulonglong(2 * kMiB - 1);
        QTest::newRow("near the end") << qulonglong(3 * kMiB - 20);
    }
    // One match in 3 MiB of random text: found forward from the start, backward from the end,
    // and, from just after it, by wrapping around.
    void regexAtWindowSeams()
    {
        QFETCH(qulonglong, at);
        QByteArray data = filler(at + 1, 3 * kMiB);
        const QByteArray needle("Order 4711-\xc3\xa9t\xc3\xa9;");
        const Offset where = plant(data, at, needle);
        const Bytes bytes = bytesOf(data);
        const MeaningQuery q =
            query(QStringLiteral("order \\d{4}-\\w+"), SearchMode::RegularExpression);
        MeaningQuery caseless = q;
        caseless.pattern.setPatternOptions(q.pattern.patternOptions() |
                                           QRegularExpression::CaseInsensitiveOption);
        const TextMatch forward = findMeaning(bytes, nullptr, caseless, 0, true);
        QCOMPARE(forward.offset, where);
        QCOMPARE(forward.length, Offset(needle.size() - 1)); // without the ';' that ends \w+
        QCOMPARE(findMeaning(bytes, nullptr, caseless, bytes.size() - 1, false).offset, where);
        QCOMPARE(findMeaning(bytes, nullptr, caseless, where + 1, true).offset, where); // wraps
        QVERIFY(
            !findMeaning(bytes, nullptr, q, 0, true).found()); // case matters without the option
    }

    void textInAnyCase_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QByteArray>("planted");
        QTest::newRow("ASCII") << QStringLiteral("needle") << QByteArray("NeEdLe");
        QTest::newRow("accented capitals")
            << QStringLiteral("ÉCOLE") << QByteArray("\xc3\xa9\x63ole");
        QTest::newRow("Greek") << QStringLiteral("ΣΟΦΊΑ")
                               << QByteArray("\xcf\x83\xce\xbf\xcf\x86\xce\xaf\xce\xb1");
        QTest::newRow("regex characters are literal")
            << QStringLiteral("a.b*(c)") << QByteArray("A.B*(C)");
    }
    void textInAnyCase()
    {
        QFETCH(QString, typed);
        QFETCH(QByteArray, planted);
        QByteArray data = filler(7, 200'000);
        const Offset where = plant(data, 150'001, planted);
        const TextMatch m = findMeaning(bytesOf(data), nullptr,
                                        query(typed, SearchMode::TextIgnoringCase), 10, true);
        QCOMPARE(m.offset, where);
        QCOMPARE(m.length, Offset(planted.size()));
    }

    void characterNames_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QByteArray>("planted");
        QTest::newRow("exact name") << QStringLiteral("EURO SIGN") << QByteArray("\xe2\x82\xac");
        QTest::newRow("lower case")
            << QStringLiteral("spiral shell") << QByteArray("\xf0\x9f\x90\x9a");
        QTest::newRow("a format character")
            << QStringLiteral("zero width joiner") << QByteArray("\xe2\x80\x8d");
        QTest::newRow("words of names")
            << QStringLiteral("cuneiform sign") << QByteArray("\xf0\x92\x80\x80");
    }
    void characterNames()
    {
        QFETCH(QString, typed);
        QFETCH(QByteArray, planted);
        QByteArray data(100'000, '.');
        const Offset where = plant(data, 77'777, planted);
        const TextMatch m =
            findMeaning(bytesOf(data), nullptr, query(typed, SearchMode::CharacterName), 0, true);
        QCOMPARE(m.offset, where);
        QCOMPARE(m.length, Offset(planted.size()));
    }

    void namesThatMatchNothing()
    {
        QVERIFY(u8i::charsets::codePointsNamed("NO SUCH CHARACTER NAME XYZZY").empty());
        QString error;
        QVERIFY(!meaningQuery(QStringLiteral("xyzzy plugh"), SearchMode::CharacterName, error));
        QVERIFY(error.contains(QStringLiteral("xyzzy plugh")));
        QVERIFY(!meaningQuery(QStringLiteral("(unclosed"), SearchMode::RegularExpression, error));
        QVERIFY(error.startsWith(QStringLiteral("Not a regular expression")));
        QVERIFY(!meaningQuery(QStringLiteral("overlength"), SearchMode::ErrorKind, error));
        QVERIFY(error.contains(QStringLiteral("overlong")));
    }

    void errorKinds_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("withIndex");
        QTest::addColumn<int>("first"); // which of the planted groups is found first
        for (const bool index : {true, false}) {
            const char *how = index ? "with the index" : "reading the bytes";
            QTest::addRow("overlong, %s", how) << QStringLiteral("overlong") << index << 1;
            QTest::addRow("surrogate, %s", how) << QStringLiteral("surrogate") << index << 2;
            QTest::addRow("any, %s", how) << QStringLiteral("any") << index << 0;
        }
    }
    // Groups planted far apart in 2 MiB of clean text: a truncated one, an overlong one, a
    // surrogate; each kind found forward from the start, backward from the end, and wrapping.
    void errorKinds()
    {
        QFETCH(QString, kind);
        QFETCH(bool, withIndex);
        QFETCH(int, first);
        QByteArray data = filler(11, 2 * kMiB);
        const Offset at[] = {plant(data, 300'000, QByteArray("\xe2\x82!")),
                             plant(data, kMiB + 5, QByteArray("\xc0\xaf")),
                             plant(data, 2 * kMiB - 100, QByteArray("\xed\xa0\x80"))};
        const Bytes bytes = bytesOf(data);
        const ScanIndex index = scan(bytes).index;
        const ScanIndex *used = withIndex ? &index : nullptr;
        const MeaningQuery q = query(kind, SearchMode::ErrorKind);
        const TextMatch m = findMeaning(bytes, used, q, 0, true);
        QCOMPARE(m.offset, at[first]);
        QVERIFY(m.length >= 2);
        const Offset last = kind == QLatin1String("any") ? at[2] : at[first];
        QCOMPARE(findMeaning(bytes, used, q, bytes.size() - 1, false).offset, last);
        QCOMPARE(findMeaning(bytes, used, q, last + 1, true).offset, at[first]); // wraps
    }

    void cancelledSearchFindsNothing()
    {
        QByteArray data = filler(3, 2 * kMiB);
        plant(data, kMiB + 100, QByteArray("needle"));
        const std::atomic<bool> cancel{true};
        QVERIFY(!findMeaning(bytesOf(data), nullptr,
                             query(QStringLiteral("needle"), SearchMode::TextIgnoringCase), 0, true,
                             &cancel)
                     .found());
    }

    void differences_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("otherSize");
        QTest::addColumn<QList<int>>("changed"); // offsets changed in the other buffer
        QTest::newRow("identical") << 3'000'000 << 3'000'000 << QList<int>{};
        QTest::newRow("scattered bytes")
            << 3'000'000 << 3'000'000 << QList<int>{0, 17, 18, 19, 1'048'575, 1'048'576, 2'999'999};
        QTest::newRow("the other is longer") << 2'000'000 << 2'000'100 << QList<int>{5};
        QTest::newRow("the other is shorter") << 2'000'000 << 1'500'000 << QList<int>{1'499'999};
    }
    // Next and previous difference walk the runs both ways, and the count agrees with a
    // byte-by-byte comparison.
    void differences()
    {
        QFETCH(int, size);
        QFETCH(int, otherSize);
        QFETCH(QList<int>, changed);
        const QByteArray a = filler(5, Offset(size));
        QByteArray b = a.left(otherSize);
        if (otherSize > size)
            b += QByteArray(otherSize - size, 'z');
        for (const int at : changed)
            b[at] = char(b[at] ^ 0x55);
        std::vector<Offset> runStarts;
        Offset differing = 0;
        for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
            const bool d = i >= a.size() || i >= b.size() || a[i] != b[i];
            const bool before =
                i > 0 && (i - 1 >= a.size() || i - 1 >= b.size() || a[i - 1] != b[i - 1]);
            differing += d ? 1 : 0;
            if (d && !before)
                runStarts.push_back(Offset(i));
        }
        const DifferenceCount count = countDifferences(bytesOf(a), bytesOf(b));
        QCOMPARE(count.bytes, differing);
        QCOMPARE(count.runs, Offset(runStarts.size()));
        std::vector<Offset> forward;
        for (DifferenceRun r = nextDifference(bytesOf(a), bytesOf(b), 0); r.found();
             r = nextDifference(bytesOf(a), bytesOf(b), r.offset + r.length))
            forward.push_back(r.offset);
        QCOMPARE(forward, runStarts);
        std::vector<Offset> backward;
        for (DifferenceRun r = previousDifference(bytesOf(a), bytesOf(b), ~Offset{0} >> 1);
             r.found(); r = previousDifference(bytesOf(a), bytesOf(b), r.offset))
            backward.insert(backward.begin(), r.offset);
        QCOMPARE(backward, runStarts);
    }
};

QTEST_MAIN(TestTextSearch)
#include "tst_text_search.moc"
