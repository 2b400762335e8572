// The codec against every public UTF-8 test vector in ../shared/testdata/utf8 (see its README.md):
// the Unicode Standard's tables, web-platform-tests, CPython, Rust, Flenniken's utf8tests.txt,
// wakaba's Encoding Standard tests and Kuhn's stress test with WHATWG margins. One row per vector;
// every row goes through corpus::checkVector, which holds decodeToUtf8, decodeItemAt/forEachItem,
// the replacement units and the stream decoder to what the source says and to each other.
#include "ci_skip.h"
#include "corpus_loaders.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <array>

using corpus::Named;
using corpus::Vector;
using corpus::WellFormedRow;

Q_DECLARE_METATYPE(WellFormedRow)

class TestCorpus : public QObject {
    Q_OBJECT

  private:
    static void addRows(const QList<Named> &rows, const char *source)
    {
        QTest::addColumn<Vector>("vector");
        if (rows.isEmpty())
            QFAIL(qPrintable(QStringLiteral("no vector read from %1 in %2")
                                 .arg(QLatin1String(source), corpus::dataDir())));
        for (const Named &row : rows)
            QTest::newRow(qPrintable(row.name)) << row.vector;
    }

    static void check()
    {
        QFETCH(Vector, vector);
        corpus::checkVector(vector);
    }

  private slots:
    void initTestCase()
    {
        // In CI (CI=true) the corpora must be there; elsewhere the suite may skip without them.
        if (!QDir(corpus::dataDir()).exists())
            U8I_SKIP_OUTSIDE_CI(qPrintable(
                QStringLiteral("the test corpora are not here: %1").arg(corpus::dataDir())));
    }

    void unicodeSubstitution_data()
    {
        addRows(corpus::unicodeSubstitutionExamples(), "unicode_utf8_tables.json");
    }
    void unicodeSubstitution() { check(); }

    void wpt_data() { addRows(corpus::wptVectors(), "wpt_utf8_decoding.json"); }
    void wpt() { check(); }

    void cpython_data() { addRows(corpus::cpythonVectors(), "cpython_utf8_vectors.json"); }
    void cpython() { check(); }

    void rust_data() { addRows(corpus::rustVectors(), "rust_utf8error_vectors.json"); }
    void rust() { check(); }

    void flenniken_data() { addRows(corpus::flennikenVectors(), "utf8tests.txt"); }
    void flenniken() { check(); }

    void wakaba_data() { addRows(corpus::wakabaVectors(), "wakaba-encodings/*.dat"); }
    void wakaba() { check(); }

    void kuhn_data() { addRows(corpus::kuhnLines(), "UTF-8-test.vte-whatwg-margins.txt"); }
    void kuhn() { check(); }

    // The codec and Qt's validator agree on which lines of Kuhn's file are ill-formed; the README
    // of the corpus counts 68 such lines that end in '|'.
    void kuhnVerdicts()
    {
        const std::optional<QByteArray> text =
            corpus::readFile(QStringLiteral("UTF-8-test.vte-whatwg-margins.txt"));
        QVERIFY(text);
        int illFormedWithMargin = 0;
        const QList<QByteArray> lines = text->split('\n');
        for (qsizetype n = 0; n < lines.size(); ++n) {
            const std::vector<u8i::Item> items = corpus::itemsOf(corpus::bytesOf(lines[n]));
            const bool codecValid = std::all_of(items.begin(), items.end(),
                                                [](const u8i::Item &i) { return i.wellFormed; });
            QVERIFY2(codecValid == QByteArrayView(lines[n]).isValidUtf8(),
                     qPrintable(QStringLiteral("line %1: the codec says %2")
                                    .arg(n + 1)
                                    .arg(codecValid ? "valid" : "ill-formed")));
            illFormedWithMargin += !codecValid && lines[n].endsWith('|');
        }
        QCOMPARE(illFormedWithMargin, 68);
    }

    // Table 3-7, exhaustively: every byte sequence of a row is one character, and the row's
    // sequences, in order, spell exactly the row's code points in order. Second bytes just outside
    // a restricted range (E0 A0, ED 9F, F0 90, F4 8F) are ill-formed.
    void wellFormedTable_data()
    {
        QTest::addColumn<WellFormedRow>("row");
        const auto rows = corpus::table37();
        if (rows.size() != 9)
            QFAIL("Table 3-7 should have 9 rows in unicode_utf8_tables.json");
        for (const auto &row : rows)
            QTest::newRow(qPrintable(row.first)) << row.second;
    }

    void wellFormedTable()
    {
        QFETCH(WellFormedRow, row);
        const qsizetype n = row.ranges.size();
        QVERIFY(n >= 1 && n <= 4);
        std::array<std::uint8_t, 4> bytes{};
        for (qsizetype i = 0; i < n; ++i)
            bytes[size_t(i)] = std::uint8_t(row.ranges[i].first);
        const u8i::Bytes seq(bytes.data(), size_t(n));
        char32_t expected = row.first;
        for (;;) {
            const u8i::Item item = u8i::decodeItemAt(seq, 0);
            if (!item.wellFormed || item.length != u8i::Offset(n) || item.codePoint != expected)
                QFAIL(qPrintable(QStringLiteral("%1 should be U+%2, is %3")
                                     .arg(QString::fromLatin1(corpus::hex(QByteArray(
                                         reinterpret_cast<const char *>(bytes.data()), n))))
                                     .arg(uint(expected), 4, 16, QLatin1Char('0'))
                                     .arg(QString::fromLatin1(corpus::describe(item)))));
            ++expected;
            qsizetype i = n - 1; // odometer: the last byte turns fastest
            while (i >= 0 && bytes[size_t(i)] == row.ranges[i].second) {
                bytes[size_t(i)] = std::uint8_t(row.ranges[i].first);
                --i;
            }
            if (i < 0)
                break;
            ++bytes[size_t(i)];
        }
        QCOMPARE(uint(expected - 1), uint(row.last));

        for (qsizetype i = 1; i < n; ++i) {
            for (int outside : {row.ranges[i].first - 1, row.ranges[i].second + 1}) {
                if (outside < 0x80 || outside > 0xBF)
                    continue;
                for (qsizetype j = 0; j < n; ++j)
                    bytes[size_t(j)] = std::uint8_t(row.ranges[j].first);
                bytes[size_t(i)] = std::uint8_t(outside);
                const u8i::Item item = u8i::decodeItemAt(seq, 0);
                QVERIFY2(
                    !item.wellFormed,
                    qPrintable(QStringLiteral("byte %1 at position %2 should make it ill-formed")
                                   .arg(outside, 2, 16)
                                   .arg(i + 1)));
            }
        }
    }

    // A byte that starts no row of Table 3-7 (80-BF, C0, C1, F5-FF) never starts a character,
    // whatever follows it.
    void bytesOutsideTable()
    {
        const auto rows = corpus::table37();
        QCOMPARE(rows.size(), 9);
        std::array<bool, 256> starts{};
        for (const auto &row : rows)
            for (int b = row.second.ranges[0].first; b <= row.second.ranges[0].second; ++b)
                starts[size_t(b)] = true;
        int outside = 0;
        for (int b = 0; b < 256; ++b) {
            if (starts[size_t(b)])
                continue;
            ++outside;
            const std::array<std::uint8_t, 4> bytes{std::uint8_t(b), 0x80, 0x80, 0x80};
            const u8i::Item item = u8i::decodeItemAt(u8i::Bytes(bytes.data(), bytes.size()), 0);
            QVERIFY2(
                !item.wellFormed,
                qPrintable(QStringLiteral("%1 80 80 80 decoded as a character").arg(b, 2, 16)));
        }
        QCOMPARE(outside, 64 + 2 + 11);
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
