// The fast block summary against the reference (item by item from decodeItemAt), on every
// instruction set this CPU has, over seeded random inputs of many families and every alignment of
// the block to the 64-byte chunks; and scan() results that do not depend on the thread count. The
// families reach every way a chunk can be counted (ASCII, valid by the validator, dense runs of
// chunks with errors, bit-parallel) and every switch between them: text whose script changes word
// by word, all NUL, dense controls, binary data between islands of text.
#include "scan/block_summary_reference.h"
#include "simd/block_summary_fast.h"
#include "simd_implementations.h"
#include "u8i/scan/scan.h"

#include <QTest>

#include <random>
#include <string>
#include <vector>

using namespace u8i;
using Data = std::vector<std::uint8_t>;

namespace {

// Pieces the text families are made of.
// clang-format off
const std::vector<std::string> kScripts = {
    "plain ASCII words, ", "fin.\n", "\t", "\r\n",                       // ASCII
    "\xC3\xA9t\xC3\xA9 d\xC3\xA9j\xC3\xA0 ", "\xC3\x9C" "ber ",            // Latin
    "\xD0\xBF\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 ",                    // Cyrillic
    "\xCE\xB1\xCE\xB2\xCE\xB3 ",                                              // Greek
    "\xE4\xB8\xAD\xE6\x96\x87\xEF\xBC\x8C",                                   // CJK, fullwidth comma
    "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E",                                   // Japanese
    "\xF0\x9F\x98\x80\xF0\x9F\x8E\x89",                                       // emoji
    "\xC2\xA0\xC2\xAB\xC2\xBB",                                               // NBSP and guillemets
};

// One piece of every ill-formed kind, truncations and continuation runs included.
const std::vector<std::string> kErrors = {
    "\xC0\xAF", "\xC1", "\xE0\x80\x80", "\xE0\x9F", "\xF0\x80\x80\x80", "\xF0\x8F",       // overlong
    "\xED\xA0\x80", "\xED\xBF\xBF",                                                         // surrogate
    "\xF4\x90\x80\x80", "\xF5", "\xF7\xBF\xBF\xBF",                                         // out of range
    "\xF8\x88\x80\x80\x80", "\xFB", "\xFC\x84\x80\x80\x80\x80", "\xFD\x80",                 // obsolete
    "\xFE", "\xFF", "\xFF\xFE",                                                             // invalid byte
    "\xE2\x82", "\xF0\x9F\x98", "\xC3", "\xF1\x80", "\xE1",                                 // truncated
    "\x80", "\xBF\x80\xBF", "\x80\x80\x80\x80\x80\x80\x80",                                 // continuation
};

// Well-formed characters that are notices, and some near misses that are not.
const std::vector<std::string> kNotices = {
    "\xEF\xBB\xBF", "\xC2\x80", "\xC2\x9F", "\xEE\x80\x80", "\xEF\xA3\xBF", "\xEF\xB7\x90",
    "\xEF\xB7\xAF", "\xEF\xBF\xBD", "\xEF\xBF\xBE", "\xEF\xBF\xBF", "\xF0\x9F\xBF\xBE",
    "\xF3\xB0\x80\x80", "\xF4\x8F\xBF\xBD", "\xF4\x8F\xBF\xBF", "\x01", "\x1B", "\x7F", "\x0C",
    "\xC2\xA0", "\xEF\xBC\x8C", "\xEF\xB7\xB0", "\xF3\xA0\x80\x81", "\xC2\xBF\xC2\xBE",
};
// clang-format on

void append(Data &out, const std::string &piece)
{
    out.insert(out.end(), piece.begin(), piece.end());
}

template <typename Rng> const std::string &pick(Rng &rng, const std::vector<std::string> &from)
{
    return from[rng() % from.size()];
}

// Text of every script, with an ill-formed piece every `errorEvery` pieces on average (0: none)
// and a notice every `noticeEvery` pieces (0: none).
Data text(std::mt19937_64 &rng, std::size_t size, unsigned errorEvery, unsigned noticeEvery)
{
    Data out;
    while (out.size() < size) {
        if (errorEvery && rng() % errorEvery == 0)
            append(out, pick(rng, kErrors));
        else if (noticeEvery && rng() % noticeEvery == 0)
            append(out, pick(rng, kNotices));
        else
            append(out, pick(rng, kScripts));
    }
    out.resize(size);
    return out;
}

Data randomBytes(std::mt19937_64 &rng, std::size_t size)
{
    Data out(size);
    for (auto &b : out)
        b = static_cast<std::uint8_t>(rng());
    return out;
}

// Bytes drawn from the values where the rules change (leads, second-byte limits, FE/FF).
Data edgeBytes(std::mt19937_64 &rng, std::size_t size)
{
    static const std::uint8_t values[] = {0x00, 0x0A, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F,
                                          0xA0, 0xBB, 0xBE, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                          0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF3, 0xF4,
                                          0xF5, 0xF7, 0xF8, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF};
    Data out(size);
    for (auto &b : out)
        b = values[rng() % sizeof values];
    return out;
}

// Text with continuation runs long enough to cross chunks and 64 KiB blocks.
Data continuationRuns(std::mt19937_64 &rng, std::size_t size)
{
    Data out;
    while (out.size() < size) {
        append(out, pick(rng, kScripts));
        if (rng() % 8 == 0) {
            const std::size_t run = 1 + rng() % (rng() % 4 == 0 ? 150000 : 300);
            for (std::size_t i = 0; i < run; ++i)
                out.push_back(static_cast<std::uint8_t>(0x80 | (rng() & 0x3F)));
        }
    }
    out.resize(size);
    return out;
}

// Text in which a multi-byte piece (well-formed or not) straddles every 64 KiB block boundary and
// many 64-byte chunk boundaries, at every distance.
Data straddling(std::mt19937_64 &rng, std::size_t size)
{
    Data out = text(rng, size, 0, 0);
    std::vector<std::string> pieces = kErrors;
    pieces.insert(pieces.end(), kNotices.begin(), kNotices.end());
    pieces.push_back("\xF0\x9F\x98\x80");
    pieces.push_back("\xE2\x82\xAC");
    for (std::size_t boundary = 64; boundary < size;
         boundary += boundary % kBlockSize == 0 ? 64 : 64 * 37) {
        const std::string &piece = pick(rng, pieces);
        const std::size_t back = 1 + rng() % 6;
        if (boundary < back || boundary - back + piece.size() > size)
            continue;
        std::copy(piece.begin(), piece.end(),
                  out.begin() + static_cast<std::ptrdiff_t>(boundary - back));
    }
    return out;
}

// 5- and 6-byte forms with any number of continuation bytes, among ASCII and text.
Data obsoleteForms(std::mt19937_64 &rng, std::size_t size)
{
    Data out;
    while (out.size() < size) {
        out.push_back(static_cast<std::uint8_t>(0xF8 + rng() % 6));
        const unsigned conts = static_cast<unsigned>(rng() % 8);
        for (unsigned i = 0; i < conts; ++i)
            out.push_back(static_cast<std::uint8_t>(0x80 | (rng() & 0x3F)));
        append(out, pick(rng, kScripts));
    }
    out.resize(size);
    return out;
}

Data asciiOnly(std::mt19937_64 &rng, std::size_t size)
{
    Data out(size);
    for (auto &b : out)
        b = rng() % 50 == 0 ? '\n' : static_cast<std::uint8_t>(0x20 + rng() % 0x5F);
    return out;
}

// The script changing word by word: no 64-byte stretch is one script, so chunks of ASCII, of
// valid multi-byte text and of notices alternate all the time.
Data interleavedWords(std::mt19937_64 &rng, std::size_t size, unsigned noticeEvery)
{
    // clang-format off
    static const std::vector<std::string> words = {
        "word ", "and ", "\xC3\xA9t\xC3\xA9 ", "\xD0\xBC\xD0\xB8\xD1\x80 ", "\xCE\xB1\xCE\xB2 ",
        "\xE4\xB8\xAD\xE6\x96\x87", "\xEF\xBC\x8C", "\xF0\x9F\x98\x80 ", "\n", "\t",
    };
    // clang-format on
    Data out;
    while (out.size() < size) {
        if (noticeEvery && rng() % noticeEvery == 0)
            append(out, pick(rng, kNotices));
        else
            append(out, pick(rng, words));
    }
    out.resize(size);
    return out;
}

// ASCII controls (NUL included) in runs and alone, among text and a few errors.
Data controlsDense(std::mt19937_64 &rng, std::size_t size)
{
    Data out;
    while (out.size() < size) {
        const unsigned what = static_cast<unsigned>(rng() % 10);
        if (what < 3)
            out.insert(out.end(), 1 + rng() % 200, static_cast<std::uint8_t>(rng() % 2 ? 0 : 0x1B));
        else if (what < 6)
            out.push_back(static_cast<std::uint8_t>(rng() % 0x20 == 0 ? 0x7F : rng() % 0x20));
        else if (what < 9)
            append(out, pick(rng, kScripts));
        else
            append(out, pick(rng, kErrors));
    }
    out.resize(size);
    return out;
}

// Binary data (random bytes) in stretches from a byte to a few thousand, between islands of valid
// text and of ASCII: runs of chunks with errors of every length, left at text (a chunk without an
// ill-formed group) or ASCII and entered again after them, with characters across the seams.
Data binaryWithTextIslands(std::mt19937_64 &rng, std::size_t size)
{
    Data out;
    while (out.size() < size) {
        const std::size_t binary = 1 + rng() % (rng() % 3 == 0 ? 5000 : 300);
        for (std::size_t i = 0; i < binary; ++i)
            out.push_back(static_cast<std::uint8_t>(rng()));
        const std::size_t island = 1 + rng() % 400;
        const bool ascii = rng() % 2 == 0;
        for (std::size_t end = out.size() + island; out.size() < end;)
            append(out, ascii ? "plain words, " : pick(rng, kScripts));
    }
    out.resize(size);
    return out;
}

enum class Family {
    Empty,
    Words,
    WordsNotices,
    AllNul,
    Controls,
    Ascii,
    Text,
    TextErrors,
    Notices,
    Random,
    Edge,
    Runs,
    Straddling,
    Obsolete,
    Bom,
    Islands
};

Data make(Family family, std::uint64_t seed, std::size_t size)
{
    std::mt19937_64 rng(seed);
    switch (family) {
    case Family::Empty: return {};
    case Family::Ascii: return asciiOnly(rng, size);
    case Family::Words: return interleavedWords(rng, size, 0);
    case Family::WordsNotices: return interleavedWords(rng, size, 300);
    case Family::AllNul: return Data(size, 0);
    case Family::Controls: return controlsDense(rng, size);
    case Family::Text: return text(rng, size, 0, 0);
    case Family::TextErrors: return text(rng, size, 300, 0);
    case Family::Notices: return text(rng, size, 0, 40);
    case Family::Random: return randomBytes(rng, size);
    case Family::Edge: return edgeBytes(rng, size);
    case Family::Runs: return continuationRuns(rng, size);
    case Family::Straddling: return straddling(rng, size);
    case Family::Obsolete: return obsoleteForms(rng, size);
    case Family::Islands: return binaryWithTextIslands(rng, size);
    case Family::Bom: {
        Data out = text(rng, size, 500, 200);
        const std::string bom = "\xEF\xBB\xBF";
        out.insert(out.begin(), bom.begin(), bom.end());
        return out;
    }
    }
    return {};
}

QString describe(const char *what, simd::Isa isa, Offset begin, Offset end)
{
    return QStringLiteral("%1 on %2, block [%3, %4)")
        .arg(QLatin1String(what), testing::isaName(isa))
        .arg(begin)
        .arg(end);
}

std::vector<simd::Isa> isas()
{
    return testing::testedImplementations();
}

Offset firstErrorByReference(Bytes data)
{
    const BlockSummary s = summarizeBlockReference(data, 0, data.size());
    return s.firstDiagnostic == kNoOffset ? data.size() : s.firstDiagnostic;
}

} // namespace

class TestScanFast : public QObject {
    Q_OBJECT

  private slots:
    void fastEqualsReference_data();
    void fastEqualsReference();
    void everyAlignment_data();
    void everyAlignment();
    void validateFindsFirstError_data();
    void validateFindsFirstError();
    void scanIndependentOfThreads_data();
    void scanIndependentOfThreads();
};

void TestScanFast::fastEqualsReference_data()
{
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("size");
    QTest::newRow("empty") << int(Family::Empty) << 0;
    QTest::newRow("all-ascii") << int(Family::Ascii) << 300000;
    QTest::newRow("mixed-script-text") << int(Family::Text) << 300000;
    QTest::newRow("word-interleaved-scripts") << int(Family::Words) << 300000;
    QTest::newRow("word-interleaved-with-notices") << int(Family::WordsNotices) << 300000;
    QTest::newRow("all-nul") << int(Family::AllNul) << 200000;
    QTest::newRow("controls-dense") << int(Family::Controls) << 300000;
    QTest::newRow("text-with-errors-of-every-kind") << int(Family::TextErrors) << 300000;
    QTest::newRow("notices-of-every-kind") << int(Family::Notices) << 200000;
    QTest::newRow("bom-at-offset-0") << int(Family::Bom) << 100000;
    QTest::newRow("random-bytes") << int(Family::Random) << 300000;
    QTest::newRow("edge-byte-values") << int(Family::Edge) << 200000;
    QTest::newRow("long-continuation-runs") << int(Family::Runs) << 600000;
    QTest::newRow("straddling-block-boundaries") << int(Family::Straddling) << 400000;
    QTest::newRow("obsolete-5-and-6-byte-forms") << int(Family::Obsolete) << 100000;
    QTest::newRow("binary-with-text-islands") << int(Family::Islands) << 400000;
}

// Every 64 KiB block as the scan cuts them, plus random windows, on every instruction set.
void TestScanFast::fastEqualsReference()
{
    QFETCH(int, family);
    QFETCH(int, size);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Data data = make(Family(family), seed * 7919 + static_cast<std::uint64_t>(family),
                               static_cast<std::size_t>(size));
        const Bytes bytes(data);
        std::vector<std::pair<Offset, Offset>> blocks;
        for (Offset b = 0; b < bytes.size(); b += kBlockSize)
            blocks.emplace_back(b, std::min<Offset>(b + kBlockSize, bytes.size()));
        blocks.emplace_back(0, bytes.size());
        std::mt19937_64 rng(seed);
        for (int i = 0; i < 40 && !bytes.empty(); ++i) {
            const Offset begin = rng() % bytes.size();
            blocks.emplace_back(begin,
                                begin + rng() % std::min<Offset>(bytes.size() - begin + 1, 5000));
        }
        for (const auto &[begin, end] : blocks) {
            const BlockSummary expected = summarizeBlockReference(bytes, begin, end);
            QVERIFY2(
                summarizeBlock(bytes, begin, end) == expected,
                qPrintable(QStringLiteral("summarizeBlock, block [%1, %2)").arg(begin).arg(end)));
            for (simd::Isa isa : isas())
                QVERIFY2(fast::summarizeBlock(isa, bytes, begin, end) == expected,
                         qPrintable(describe("fast summary", isa, begin, end)));
        }
    }
}

void TestScanFast::everyAlignment_data()
{
    QTest::addColumn<int>("family");
    QTest::newRow("mixed-script-text") << int(Family::Text);
    QTest::newRow("word-interleaved-with-notices") << int(Family::WordsNotices);
    QTest::newRow("all-nul") << int(Family::AllNul);
    QTest::newRow("controls-dense") << int(Family::Controls);
    QTest::newRow("text-with-errors-of-every-kind") << int(Family::TextErrors);
    QTest::newRow("notices-of-every-kind") << int(Family::Notices);
    QTest::newRow("random-bytes") << int(Family::Random);
    QTest::newRow("edge-byte-values") << int(Family::Edge);
    QTest::newRow("long-continuation-runs") << int(Family::Runs);
    QTest::newRow("obsolete-5-and-6-byte-forms") << int(Family::Obsolete);
    QTest::newRow("binary-with-text-islands") << int(Family::Islands);
}

// Blocks of several sizes cut at every offset modulo 64, so that every byte position meets
// every chunk boundary position, and the block ends fall in every place of a sequence.
void TestScanFast::everyAlignment()
{
    QFETCH(int, family);
    const Data data = make(Family(family), 99 + static_cast<std::uint64_t>(family), 20000);
    const Bytes bytes(data);
    for (Offset blockSize :
         {Offset{1}, Offset{5}, Offset{63}, Offset{64}, Offset{65}, Offset{200}, Offset{4096}}) {
        for (Offset shift = 0; shift < 64; ++shift) {
            for (Offset begin = shift; begin < bytes.size();
                 begin += blockSize * (blockSize < 64 ? 97 : 1)) {
                const Offset end = std::min<Offset>(begin + blockSize, bytes.size());
                const BlockSummary expected = summarizeBlockReference(bytes, begin, end);
                for (simd::Isa isa : isas())
                    QVERIFY2(fast::summarizeBlock(isa, bytes, begin, end) == expected,
                             qPrintable(describe("fast summary", isa, begin, end)));
            }
        }
    }
}

void TestScanFast::validateFindsFirstError_data()
{
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("size");
    QTest::newRow("empty") << int(Family::Empty) << 0;
    QTest::newRow("all-ascii") << int(Family::Ascii) << 100000;
    QTest::newRow("mixed-script-text") << int(Family::Text) << 100000;
    QTest::newRow("word-interleaved-scripts") << int(Family::Words) << 100000;
    QTest::newRow("controls-dense") << int(Family::Controls) << 100000;
    QTest::newRow("text-with-errors-of-every-kind") << int(Family::TextErrors) << 100000;
    QTest::newRow("notices-of-every-kind") << int(Family::Notices) << 100000;
    QTest::newRow("random-bytes") << int(Family::Random) << 1000;
    QTest::newRow("straddling-block-boundaries") << int(Family::Straddling) << 200000;
}

// validateFast is the offset of the first ill-formed group, wherever it lies.
void TestScanFast::validateFindsFirstError()
{
    QFETCH(int, family);
    QFETCH(int, size);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Data data = make(Family(family), seed, static_cast<std::size_t>(size));
        // Clean text: plant one error at a seed-dependent place (or none for seed 1).
        if (seed > 1 && !data.empty() && firstErrorByReference(data) == data.size())
            data[(seed * 104729) % data.size()] = 0xFF;
        const Bytes bytes(data);
        const Offset expected = firstErrorByReference(bytes);
        QCOMPARE(validateFast(bytes), expected);
        for (simd::Isa isa : isas())
            QVERIFY2(fast::validate(isa, bytes) == expected,
                     qPrintable(describe("validate", isa, 0, bytes.size())));
    }
}

void TestScanFast::scanIndependentOfThreads_data()
{
    QTest::addColumn<int>("family");
    QTest::newRow("empty") << int(Family::Empty);
    QTest::newRow("mixed-script-text") << int(Family::Text);
    QTest::newRow("word-interleaved-scripts") << int(Family::Words);
    QTest::newRow("all-nul") << int(Family::AllNul);
    QTest::newRow("text-with-errors-of-every-kind") << int(Family::TextErrors);
    QTest::newRow("random-bytes") << int(Family::Random);
    QTest::newRow("long-continuation-runs") << int(Family::Runs);
    QTest::newRow("straddling-block-boundaries") << int(Family::Straddling);
}

// The same index with 1, 2 and 7 threads, and block marks equal to the reference summaries.
void TestScanFast::scanIndependentOfThreads()
{
    QFETCH(int, family);
    const Data data =
        make(Family(family), 5, Family(family) == Family::Empty ? 0 : 9 * kBlockSize + 123);
    const Bytes bytes(data);
    std::vector<ScanIndex> results;
    for (unsigned threads : {1u, 2u, 7u}) {
        ScanOptions options;
        options.threads = threads;
        ScanResult result = scan(bytes, options);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.index.size(), Offset(bytes.size()));
        results.push_back(std::move(result.index));
    }
    QVERIFY(results[1] == results[0]);
    QVERIFY(results[2] == results[0]);
    QCOMPARE(results[0].blockCount(), Offset((bytes.size() + kBlockSize - 1) / kBlockSize));
    // Each block's mark is what the reference summary says.
    for (Offset b = 0; b < results[0].blockCount(); ++b) {
        const Offset begin = b * kBlockSize;
        const BlockSummary reference = summarizeBlockReference(
            bytes, begin, std::min<Offset>(begin + kBlockSize, bytes.size()));
        QCOMPARE(results[0].diagnosticsInBlock(b),
                 std::min(reference.diagnosticCount(), kBlockDiagnosticsCap));
        QCOMPARE(results[0].hasNoticesInBlock(b), reference.noticeCount() > 0);
    }
}

QTEST_GUILESS_MAIN(TestScanFast)
#include "tst_scan_fast.moc"
