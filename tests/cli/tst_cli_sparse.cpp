// --check on sparse files, run as a real program (U8I_PROGRAM): the holes of a file are not read
// but counted as the zeros they read as, so every finding is what reading the zeros gives. The
// same file is checked with its zeros written, then with holes punched where they lie (at the
// start, to the end, right after a lead byte, on 64 KiB block edges, across the 4 MiB a scan
// thread takes at a time), and through a pipe in chunks of several sizes; the outputs are equal.
// A sparse file that shrinks while it is read is reported, and what was written before stays.
#include "cli_run.h"
#include "sanitizer_build.h"
#include "temp_file.h"

#include <QtTest>

#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

namespace {

using Holes = QList<QPair<qint64, qint64>>;
constexpr qint64 kPage = 4096;
constexpr qint64 kBlock = 65536;
constexpr qint64 kChunk = 64 * kBlock;

// Under a sanitizer the program checks such text about 35 times slower (AddressSanitizer at -O0:
// 21 s of CPU a MiB), so there only one line in 16 has findings, the others are plain ASCII
// (checked as fast as zeros), and the row across a thread's chunk is 4.5 MiB instead of 12: the
// holes and the lead bytes before them stay where they are.
constexpr int kFindingsEvery = u8i::testing::kUnderSanitizer ? 16 : 1;
constexpr qint64 kAcrossSize = u8i::testing::kUnderSanitizer ? kChunk + 8 * kBlock : 3 * kChunk;

// Lines of text with notices and ill-formed groups, and now and then a look-alike letter and a
// bidi override (few enough that a stream holds every finding), `size` bytes, with zeros in
// `holes` and a lead byte cut short right before each hole.
QByteArray contentWithZeros(qint64 size, const Holes &holes)
{
    const QByteArray line =
        "random \xC3\xA9t\xC3\xA9 \x01 bad \xC0\xAF \xE2\x82\xAC \xE4\xB8\xAD\xE6\x96\x87\n";
    const QByteArray deceptive = "r\xD0\xB0ndom \xE2\x80\xAE text\n";
    const QByteArray plain = "plain text, nothing to report here\n";
    QByteArray s;
    s.reserve(size);
    for (int n = 0; s.size() < size; ++n)
        s += n % kFindingsEvery != 0 ? plain : n % (97 * kFindingsEvery) == 0 ? deceptive : line;
    s.resize(size);
    for (const auto &[begin, end] : holes) {
        s.replace(begin, end - begin, QByteArray(end - begin, '\0'));
        if (begin > 0)
            s[begin - 1] = '\xE2';
    }
    return s;
}

// Punches `holes` into the file; false when the file system keeps no hole there.
bool punch(const QString &path, const Holes &holes)
{
    const int fd = ::open(path.toLocal8Bit().constData(), O_RDWR);
    if (fd < 0)
        return false;
    bool ok = true;
    for (const auto &[begin, end] : holes) {
        ok = ok &&
             ::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, begin, end - begin) == 0;
        ok = ok && ::lseek(fd, begin, SEEK_HOLE) == begin;
    }
    ::close(fd);
    return ok;
}

} // namespace

class TestCliSparse : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void holesReadAsZeros_data();
    void holesReadAsZeros();
    void shrinkingSparseFile();

  private:
    QTemporaryDir m_dir;
};

void TestCliSparse::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCliSparse::holesReadAsZeros_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<Holes>("holes");
    QTest::addColumn<QStringList>("args");
    const QStringList check{QStringLiteral("--check")};
    const QStringList all{QStringLiteral("--check"), QStringLiteral("--all")};
    QTest::newRow("all holes") << 3 * kChunk << Holes{{0, 3 * kChunk}} << check;
    QTest::newRow("all holes, every finding")
        << kChunk + kBlock << Holes{{0, kChunk + kBlock}} << all;
    QTest::newRow("at the start") << 2 * kChunk << Holes{{0, kChunk + 3 * kBlock}} << all;
    QTest::newRow("to the end, odd size")
        << kChunk + 12345 << Holes{{5 * kPage, kChunk + 12345}} << all;
    QTest::newRow("after a lead byte, inside blocks")
        << 3 * kBlock << Holes{{kPage, 2 * kBlock + 3 * kPage}} << all;
    QTest::newRow("on block edges")
        << 12 * kBlock << Holes{{2 * kBlock, 5 * kBlock}, {7 * kBlock, 9 * kBlock}} << all;
    QTest::newRow("across a thread's chunk")
        << kAcrossSize << Holes{{kChunk - 5 * kBlock - kPage, kChunk + 7 * kBlock + kPage}}
        << check;
    QTest::newRow("many small ones") << 40 * kBlock
                                     << Holes{{kBlock, kBlock + kPage},
                                              {9 * kBlock + kPage, 11 * kBlock},
                                              {30 * kBlock, 39 * kBlock + 7 * kPage}}
                                     << all;
}

// The output with holes is the output with the zeros written, and the output of the same bytes
// through a pipe in chunks of 1 MiB, 64 KiB + 1 and 4093 bytes.
void TestCliSparse::holesReadAsZeros()
{
    QFETCH(qint64, size);
    QFETCH(Holes, holes);
    QFETCH(QStringList, args);
    const QByteArray content = contentWithZeros(size, holes);
    const QString path = u8i::testing::writeTempFile(
        m_dir, QString::fromLatin1(QTest::currentDataTag()).replace(' ', '_') + ".txt", content);
    const Run written = run(args + QStringList{path});
    QVERIFY(written.finished);
    QVERIFY2(written.code == 0 || written.code == 1, written.err.constData());
    QVERIFY(punch(path, holes));
    const Run sparse = run(args + QStringList{path});
    QCOMPARE(sparse.code, written.code);
    QCOMPARE(sparse.err, written.err);
    QCOMPARE(sparse.out, written.out);
    for (const QByteArray &chunk :
         {QByteArray("1048576"), QByteArray("65537"), QByteArray("4093")}) {
        const Run piped = run(args + QStringList{QStringLiteral("-")}, ::piped(content, chunk));
        QCOMPARE(piped.code, written.code);
        QCOMPARE(QByteArray(piped.out).replace("<stdin>", path.toUtf8()), written.out);
    }
}

// The file is cut to 64 KiB right after it was mapped: the rest, a hole that is never read, is
// gone. The file is reported as unreadable (exit 2), the file before it stays listed.
void TestCliSparse::shrinkingSparseFile()
{
    const QString ok = u8i::testing::writeTempFile(m_dir, QStringLiteral("ok.txt"), "fine\n");
    const QString big = u8i::testing::writeTempFile(
        m_dir, QStringLiteral("shrinks.txt"), contentWithZeros(2 * kChunk, {{kBlock, 2 * kChunk}}));
    QVERIFY(punch(big, {{kBlock, 2 * kChunk}}));
    RunSetup in;
    in.env << QStringLiteral("U8I_TEST_SHRINK_MAPPED=65536:") + big;
    const Run r = run({QStringLiteral("--check"), ok, big}, {}, in);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.out.startsWith((ok + QStringLiteral(": valid UTF-8")).toUtf8()), r.out.constData());
    QVERIFY2(r.err.contains((big + QStringLiteral(": the file shrank or became unreadable while "
                                                  "it was being read"))
                                .toUtf8()),
             r.err.constData());
    QCOMPARE(r.lines().last(), QByteArray("2 files: 1 valid, 0 not valid, 1 not readable"));
    QCOMPARE(QFileInfo(big).size(), kBlock); // the hook did cut it
}

QTEST_GUILESS_MAIN(TestCliSparse)
#include "tst_cli_sparse.moc"
