// The command line reading streams, run as a real program (U8I_PROGRAM): named pipes, /proc files
// and stdin give the same output as the same bytes read from a regular (mapped) file, whatever the
// size of the pieces the stream arrives in, across the 1 MiB stream chunk, 64 KiB blocks and 1 MiB
// super-blocks.
#include "ci_skip.h"
#include "cli_run.h"
#include "cli_samples.h"
#include "sanitizer_build.h"
#include "simd_implementations.h"
#include "temp_file.h"

#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <vector>

namespace {

// More than the 1 MiB stream chunk, with characters and ill-formed groups across every
// position of the 1 MiB boundary.
QByteArray bigSample()
{
    QByteArray s;
    const QByteArray line = "line \xC3\xA9\xE2\x82\xAC\xF0\x9F\x90\x9A ok\n";
    while (s.size() < (1 << 20) - 64)
        s += line;
    s.resize((1 << 20) - 7, 'x');
    s += "\xF0\x9F\x90\x9A\xE2\x82\xAC"; // a 4-byte then a 3-byte character ending at 1 MiB
    s += "\xE2\x82\xC0\xAF\xED\xA0\xBD\xED\xB8\x80\x80\x80\n";
    while (s.size() < (1 << 20) + (1 << 18))
        s += line + "bad \xE2\x82 \xC0\xAF\n";
    s += "\xF0\x9F";
    return s;
}

// Over several 64 KiB blocks, a few ill-formed groups per block (the sparse listing path),
// some straddling block boundaries, between lines of multi-byte text.
QByteArray sparseSample()
{
    QByteArray s;
    const QByteArray line = "sparse \xC3\xA9t\xC3\xA9 \xE2\x82\xAC line\n";
    int n = 0;
    while (s.size() < 5 * 65536) {
        s += line;
        if (++n % 700 == 0)
            s += "x\xC0\xAFy\n";
        const qsizetype toBoundary = 65536 - s.size() % 65536;
        if (toBoundary < 40 && toBoundary > 2) {
            s += QByteArray(toBoundary - 1, 'z');
            s += n % 2 ? "\xE2\x82\n" : "\xF0\x9F\x90\x9A\xED\xA0\x80\n"; // across the boundary
        }
    }
    return s;
}

// About 3.2 MiB over four 1 MiB super-blocks of the scan index: errors far apart (each one's line
// and column found from its super-block's start), groups at and across super-block boundaries, a
// block dense with groups, notices among errors, and a line longer than a super-block.
QByteArray superBlockSample()
{
    constexpr qsizetype kMiB = 1 << 20;
    QByteArray s;
    const QByteArray line = "super \xC3\xA9t\xC3\xA9 \xE2\x82\xAC line\n";
    while (s.size() < 3 * kMiB + 200000)
        s += line;
    for (qsizetype i = kMiB + 400000; i < 2 * kMiB + 600000; ++i)
        if (s[i] == '\n')
            s[i] = ' ';
    for (const qsizetype at : {qsizetype(300000), 2 * kMiB + 1000, 3 * kMiB + 150000})
        s[at] = '\xC0';
    for (qsizetype k = 1; k <= 3; ++k) {
        s[k * kMiB - 2] = '\xF0'; // truncated, across the boundary
        s[k * kMiB - 1] = '\x9F';
        s[k * kMiB] = '\xFF';
    }
    for (qsizetype at = 40 * 65536; at < 41 * 65536; at += 500)
        s[at] = '\x80';
    for (qsizetype at = 10 * 65536 + 77; at < 11 * 65536; at += 9000)
        s[at] = at % 2 ? '\x01' : '\xFE';
    return s;
}

// Seams that the stream windows must get right: a byte order mark at offset 0 and U+FEFF later,
// runs of continuation bytes longer than the window keeps (some after a lead), NUL and other
// controls in runs, and notices next to errors, over several 64 KiB blocks.
QByteArray seamsSample()
{
    QByteArray s = "\xEF\xBB\xBF"
                   "bom first\n";
    const QByteArray words = "w\xC3\xB6rd \xD1\x81\xD0\xBB\xD0\xBE\xD0\xB2\xD0\xBE "
                             "\xE4\xB8\xAD \xF0\x9F\x98\x80 ";
    for (int n = 0; s.size() < 4 * 65536; ++n) {
        s += words;
        if (n % 97 == 0)
            s += QByteArray(40 + n % 300, '\0') + "\n";
        if (n % 211 == 0)
            s += (n % 2 ? "\xE2" : "") + QByteArray(70 + n % 1500, '\x80') + "\n";
        if (n % 389 == 0)
            s += "\xEF\xBB\xBF\x01\x7F\xC2\x85\xEE\x80\x80\xF4\x8F\xBF\xBF\xC0\n";
    }
    return s;
}

// Runs of one control byte over the scan's 4 MiB ranges (a mapped file's listing extends a run
// over a range that is that byte throughout without reading it again): a range of NUL, a range of
// U+0001, NUL broken by a letter, a run that ends one byte before a range does, an ill-formed byte.
constexpr qsizetype kRange = qsizetype(4) << 20;
QByteArray controlRunsSample()
{
    QByteArray s(3 * kRange + 100, '\0');
    for (qsizetype i = kRange; i < 2 * kRange; ++i)
        s[i] = '\x01';
    s[2 * kRange + kRange / 2] = 'x';
    s[3 * kRange - 1] = '\x02';
    return s + "tail\xFF\n";
}

// Over a 4 MiB range of the scan (a mapped file's deceptive text is analysed range by range) and
// four 1 MiB stream chunks: lines whose script changes word by word, with look-alikes (Latin i in
// a Cyrillic word, Cyrillic a in a Latin one), a no-break space and a bidi override now and then,
// and a line of look-alikes across the range's boundary and across each chunk's.
QByteArray deceptiveSample()
{
    constexpr qsizetype kMiB = 1 << 20;
    static const char *const words[] = {"файл", "λόγος", "单词", "한국어", "word", "ことば", "s에"};
    QByteArray s;
    for (int n = 0; s.size() < 4 * kMiB + 300000; ++n) {
        QByteArray line;
        for (int w = 0; w < 6 + n % 13; ++w)
            line += QByteArray(words[(n + w * 3) % 7]) + ' ';
        if (n % 97 == 0)
            line += QStringLiteral("локалiзацiї sаy").toUtf8();
        if (n % 389 == 0)
            line += QStringLiteral("a\u00A0b \u202Eabc").toUtf8();
        const qsizetype toMiB = kMiB - s.size() % kMiB;
        if (toMiB < 200) // a line of look-alikes from before the boundary to after it
            line = QByteArray(toMiB % 7 + 1, 'x') + QStringLiteral(" слоwо ").toUtf8().repeated(40);
        s += line + '\n';
    }
    return s + "an ill-formed byte at the end: \xC0\n";
}

// The rows over files larger than 1 MiB, which cross the 1 MiB stream chunk and super-block and
// the 4 MiB range, some of them once per SIMD implementation.
void addRowsOverLargeFiles()
{
    QTest::newRow("errors over super-blocks, chunks of 4 KiB + 1")
        << "superblocks.txt" << QByteArray("4097") << QStringList{"--check"} << QString();
    QTest::newRow("errors over super-blocks, json, default chunk")
        << "superblocks.txt" << QByteArray() << QStringList{"--check", "--json"} << QString();
    QTest::newRow("errors over super-blocks, decode")
        << "superblocks.txt" << QByteArray("4097") << QStringList{"--decode"} << QString();
    QTest::newRow("errors over super-blocks, decode escape")
        << "superblocks.txt" << QByteArray() << QStringList{"--decode", "--errors=escape"}
        << QString();
    QTest::newRow("big file, default 1 MiB chunk")
        << "big.txt" << QByteArray() << QStringList{"--check"} << QString();
    QTest::newRow("big file json, 4 KiB + 1 chunks")
        << "big.txt" << QByteArray("4097") << QStringList{"--check", "--json"} << QString();
    QTest::newRow("big file decode, default chunk")
        << "big.txt" << QByteArray() << QStringList{"--decode"} << QString();
    for (const u8i::simd::Isa isa : u8i::testing::testedImplementations()) {
        const QString name = u8i::testing::isaName(isa);
        for (const char *chunk : {"7", "4097", ""})
            QTest::addRow("deceptive over a 4 MiB range, %s, chunks of %s", qPrintable(name), chunk)
                << "deceptive.txt" << QByteArray(chunk) << QStringList{"--check"} << name;
        QTest::addRow("deceptive json, %s", qPrintable(name))
            << "deceptive.txt" << QByteArray() << QStringList{"--check", "--json"} << name;
        QTest::addRow("errors over super-blocks, %s", qPrintable(name))
            << "superblocks.txt" << QByteArray("4097") << QStringList{"--check"} << name;
    }
}

} // namespace

class TestCliStreams : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void namedPipe();
    void procFileReadAsStream();
    void streamMatchesMapped_data();
    void streamMatchesMapped();
    void controlRunsCountEveryByte();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliStreams::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    write(QStringLiteral("mixed.txt"), mixedSample());
    write(QStringLiteral("big.txt"), bigSample());
    write(QStringLiteral("sparse.txt"), sparseSample());
    write(QStringLiteral("superblocks.txt"), superBlockSample());
    write(QStringLiteral("seams.txt"), seamsSample());
    write(QStringLiteral("runs.bin"), controlRunsSample());
    write(QStringLiteral("deceptive.txt"), deceptiveSample());
}

// A named pipe (as <(zcat x.gz) gives) is read as a stream, like stdin.
void TestCliStreams::namedPipe()
{
    const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QByteArray content = mixedSample();
    QProcess p;
    p.start(QStringLiteral(U8I_PROGRAM), {QStringLiteral("--check"), fifo});
    QVERIFY(p.waitForStarted());
    QFile writer(fifo);
    QVERIFY(writer.open(QIODevice::WriteOnly)); // returns once the program opened the pipe
    QCOMPARE(writer.write(content), content.size());
    writer.close();
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1);
    const Run mapped =
        run({QStringLiteral("--check"), m_dir.filePath(QStringLiteral("mixed.txt"))});
    QByteArray expected = mapped.out;
    expected.replace(m_dir.filePath(QStringLiteral("mixed.txt")).toUtf8(), fifo.toUtf8());
    QCOMPARE(p.readAllStandardOutput(), expected);
}

// Files in /proc report size 0 yet have content: they are read as a stream.
void TestCliStreams::procFileReadAsStream()
{
    const QString path = QStringLiteral("/proc/self/status");
    if (!QFileInfo::exists(path))
        U8I_SKIP_OUTSIDE_CI("no /proc here (a chroot needs /proc mounted)");
    const Run r = run({QStringLiteral("--check"), path});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith((path + QStringLiteral(": valid UTF-8; ")).toUtf8()),
             r.out.constData());
    QVERIFY2(!r.out.contains(": valid UTF-8; 0 bytes"), r.out.constData());
}

void TestCliStreams::streamMatchesMapped_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("chunk");
    QTest::addColumn<QStringList>("mode");
    QTest::addColumn<QString>("isa"); // U8I_FAST_ISA for both runs, when set

    // Under a sanitizer (the program 35 times slower: 21 s of CPU a MiB of dense findings under
    // AddressSanitizer at -O0) fewer chunk sizes, and none of the rows whose file must be larger
    // than 1 MiB to cross the boundaries they are about (the 1 MiB stream chunk and super-block,
    // the 4 MiB range); the plain builds run every row.
    const std::vector<const char *> smallChunks =
        u8i::testing::kUnderSanitizer
            ? std::vector<const char *>{"1", "3", "13"}
            : std::vector<const char *>{"1", "2", "3", "4", "5", "7", "13"};
    const std::vector<const char *> seamChunks = u8i::testing::kUnderSanitizer
                                                     ? std::vector<const char *>{"7", ""}
                                                     : std::vector<const char *>{"7", "4097", ""};
    for (const char *chunk : smallChunks) {
        QTest::addRow("check, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--check"} << QString();
        QTest::addRow("check json, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--check", "--json"} << QString();
        QTest::addRow("decode replace, chunks of %s bytes", chunk)
            << "mixed.txt" << QByteArray(chunk) << QStringList{"--decode"} << QString();
    }
    QTest::newRow("decode escape, chunks of 2")
        << "mixed.txt" << QByteArray("2") << QStringList{"--decode", "--errors=escape"}
        << QString();
    QTest::newRow("decode ignore, chunks of 3")
        << "mixed.txt" << QByteArray("3") << QStringList{"--decode", "--errors=ignore"}
        << QString();
    QTest::newRow("dump json, chunks of 3")
        << "mixed.txt" << QByteArray("3") << QStringList{"--dump", "--json"} << QString();
    QTest::newRow("dump window, chunks of 2")
        << "mixed.txt" << QByteArray("2") << QStringList{"--dump", "--from", "40", "--length", "30"}
        << QString();
    QTest::newRow("sparse errors over blocks, chunks of 4 KiB + 1")
        << "sparse.txt" << QByteArray("4097") << QStringList{"--check"} << QString();
    QTest::newRow("sparse errors over blocks, decode")
        << "sparse.txt" << QByteArray("4097") << QStringList{"--decode"} << QString();
    QTest::newRow("sparse errors over blocks, json, chunks of 5")
        << "sparse.txt" << QByteArray("5") << QStringList{"--check", "--json"} << QString();
    for (const char *chunk : seamChunks) {
        QTest::addRow("seams, chunks of %s", chunk)
            << "seams.txt" << QByteArray(chunk) << QStringList{"--check"} << QString();
        QTest::addRow("seams json, max 5, chunks of %s", chunk)
            << "seams.txt" << QByteArray(chunk) << QStringList{"--check", "--json", "--max", "5"}
            << QString();
        QTest::addRow("seams dump, chunks of %s", chunk)
            << "seams.txt" << QByteArray(chunk) << QStringList{"--dump"} << QString();
        QTest::addRow("seams dump window, chunks of %s", chunk)
            << "seams.txt" << QByteArray(chunk)
            << QStringList{"--dump", "--from", "100", "--length", "3000"} << QString();
    }
    QTest::newRow("control runs over ranges")
        << "runs.bin" << QByteArray() << QStringList{"--check"} << QString();
    QTest::newRow("control runs over ranges, json, max 3")
        << "runs.bin" << QByteArray("65537") << QStringList{"--check", "--json", "--max", "3"}
        << QString();
    if (!u8i::testing::kUnderSanitizer)
        addRowsOverLargeFiles();
}

// Reading a pipe in chunks, with sequences split at every chunk boundary, gives the same output
// as the memory-mapped file: the same diagnostics, lines and columns.
void TestCliStreams::streamMatchesMapped()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, chunk);
    QFETCH(QStringList, mode);
    QFETCH(QString, isa);

    const QString path = m_dir.filePath(file);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray content = f.readAll();
    RunSetup setup;
    if (!isa.isEmpty())
        setup.env << QStringLiteral("U8I_FAST_ISA=") + isa;
    const Run mapped = run(mode + QStringList{path}, {}, setup);
    const Run streamed = run(mode + QStringList{QStringLiteral("-")}, piped(content, chunk), setup);
    QVERIFY(mapped.finished && streamed.finished);
    QCOMPARE(streamed.code, mapped.code);
    QVERIFY(mapped.code == 1);
    QVERIFY(!mapped.out.isEmpty());
    QByteArray expected = mapped.out;
    expected.replace(path.toUtf8() + ":", "<stdin>:");
    expected.replace(
        QJsonDocument(QJsonArray{path}).toJson(QJsonDocument::Compact).mid(1).chopped(1),
        "\"<stdin>\"");
    if (streamed.out != expected) {
        const QList<QByteArray> a = expected.split('\n'), b = streamed.out.split('\n');
        for (qsizetype i = 0; i < qMin(a.size(), b.size()); ++i)
            QCOMPARE(b[i], a[i]);
        QCOMPARE(b.size(), a.size());
    }
    // Mapped input given as stdin ('-' redirected from the file) is the same again.
    RunInput redirected;
    redirected.stdinFile = path;
    const Run viaFile = run(mode + QStringList{QStringLiteral("-")}, redirected, setup);
    QCOMPARE(viaFile.out, streamed.out);
}

// Each run of a control byte is one line with its exact count, whether its ranges were read again.
void TestCliStreams::controlRunsCountEveryByte()
{
    const Run r = run({QStringLiteral("--check"), m_dir.filePath(QStringLiteral("runs.bin"))});
    QCOMPARE(r.code, 1);
    QStringList counts;
    for (const QByteArray &line : r.out.split('\n'))
        if (line.contains(": warning: control: "))
            counts << QString::fromUtf8(line.mid(line.indexOf(": warning: control: ") + 20))
                          .section(QStringLiteral(": "), 0, 0);
    const QStringList expected = {
        "4,194,304 \u00D7 U+0000 NULL at 0x0\u20130x3fffff",
        "4,194,304 \u00D7 U+0001 START OF HEADING at 0x400000\u20130x7fffff",
        "2,097,152 \u00D7 U+0000 NULL at 0x800000\u20130x9fffff",
        "2,097,150 \u00D7 U+0000 NULL at 0xa00001\u20130xbffffe",
        "U+0002 is an ASCII control character (not TAB, LF or CR) [offset 0xbfffff]",
        "100 \u00D7 U+0000 NULL at 0xc00000\u20130xc00063"};
    QCOMPARE(counts, expected);
}

QTEST_GUILESS_MAIN(TestCliStreams)
#include "tst_cli_streams.moc"
