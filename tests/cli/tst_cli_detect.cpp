// The command line on files that may not be UTF-8, run as a real program (U8I_PROGRAM): --detect
// (human and JSON), --decode --from ENCODING|auto (files and pipes), and the --check summary that
// names what a file likely is.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QString kRussian =
    QStringLiteral("В саду растут яблоки и сливы.\nДети бегут через луг к реке.\n");

QByteArray koi8r()
{
    // "В саду растут яблоки и сливы.\nДети бегут через луг к реке.\n" in KOI8-R.
    return QByteArray::fromHex("f720d3c1c4d520d2c1d3d4d5d420d1c2cccfcbc920c920d3ccc9d7d92e0a"
                               "e4c5d4c920c2c5c7d5d420dec5d2c5da20ccd5c720cb20d2c5cbc52e0a");
}

} // namespace

class TestCliDetect : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void detect_data();
    void detect();
    void detectJson();
    void decodeFrom_data();
    void decodeFrom();
    void decodeFromRefuses_data();
    void decodeFromRefuses();
    void checkNamesTheEncoding();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliDetect::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
    QCOMPARE(
        QString::fromUtf8(run({QStringLiteral("--decode"), QStringLiteral("--from"),
                               QStringLiteral("KOI8-R"), write(QStringLiteral("k.txt"), koi8r())})
                              .out),
        kRussian);
}

void TestCliDetect::detect_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("code");
    QTest::newRow("KOI8-R") << koi8r() << "not UTF-8: KOI8-R text (Russian)" << 1;
    QTest::newRow("UTF-8") << kRussian.toUtf8() << "UTF-8" << 0;
    QTest::newRow("UTF-16LE with BOM") << QByteArray("\xFF\xFE"
                                                     "h\0i\0\n\0",
                                                     8)
                                       << "not UTF-8: UTF-16LE text" << 1;
    QFile self(QCoreApplication::applicationFilePath());
    QVERIFY(self.open(QIODevice::ReadOnly));
    QTest::newRow("an executable") << self.read(1 << 16) << "binary data (ELF" << 1;
    QTest::newRow("empty") << QByteArray() << "empty" << 0;
}

void TestCliDetect::detect()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, verdict);
    QFETCH(int, code);
    const QString path = write(QStringLiteral("detect.bin"), bytes);
    const Run r = run({QStringLiteral("--detect"), path});
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.startsWith((path + QStringLiteral(": ") + verdict).toUtf8()), r.out.constData());
    QCOMPARE(r.out.count('\n'), 1);
    // A pipe gives the same verdict.
    const Run piped = run({QStringLiteral("--detect"), QStringLiteral("-")}, {bytes, true, {}, {}});
    QVERIFY2(piped.out.startsWith((QStringLiteral("<stdin>: ") + verdict).toUtf8()),
             piped.out.constData());
}

void TestCliDetect::detectJson()
{
    const QString a = write(QStringLiteral("a.txt"), koi8r());
    const QString b = write(QStringLiteral("b.txt"), kRussian.toUtf8());
    const Run r = run({QStringLiteral("--detect"), QStringLiteral("--json"), a, b});
    QCOMPARE(r.code, 1);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(first.value("file").toString(), a);
    QCOMPARE(first.value("class").toString(), QStringLiteral("legacy"));
    QCOMPARE(first.value("encoding").toString(), QStringLiteral("KOI8-R"));
    QCOMPARE(first.value("language").toString(), QStringLiteral("Russian"));
    QVERIFY(first.value("confidence").toDouble() > 0.5);
    QVERIFY(!first.value("evidence").toArray().isEmpty());
    QCOMPARE(QJsonDocument::fromJson(lines[1]).object().value("class").toString(),
             QStringLiteral("utf-8"));
}

void TestCliDetect::decodeFrom_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QByteArray>("chunk"); // U8I_STREAM_CHUNK for the piped run
    QTest::newRow("named") << "KOI8-R" << QByteArray();
    QTest::newRow("an alias") << "koi8r" << QByteArray("3");
    QTest::newRow("auto") << "auto" << QByteArray("7");
}

// The same UTF-8 from the file and from a pipe fed in small chunks.
void TestCliDetect::decodeFrom()
{
    QFETCH(QString, from);
    QFETCH(QByteArray, chunk);
    QByteArray big;
    while (big.size() < 3 << 20)
        big += koi8r();
    const QString path = write(QStringLiteral("big-koi8.txt"), big);
    const Run mapped = run({QStringLiteral("--decode"), QStringLiteral("--from"), from, path});
    QCOMPARE(mapped.code, 0);
    QCOMPARE(mapped.out.size(), big.size() / koi8r().size() * kRussian.toUtf8().size());
    QVERIFY(mapped.out.startsWith(kRussian.toUtf8()));
    const Run piped =
        run({QStringLiteral("--decode"), QStringLiteral("--from"), from, QStringLiteral("-")},
            {koi8r() + koi8r(), true, {}, chunk});
    QCOMPARE(piped.code, 0);
    QCOMPARE(QString::fromUtf8(piped.out), kRussian + kRussian);
    QCOMPARE(piped.err.contains("reading it as KOI8-R"), from == QLatin1String("auto"));
}

void TestCliDetect::decodeFromRefuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown encoding") << QStringList{"--decode", "--from", "EBCDIC-9", "x"} << 2
                                      << "no encoding named 'EBCDIC-9'";
    QTest::newRow("--errors with --from")
        << QStringList{"--decode", "--from", "KOI8-R", "--errors=strict", "x"} << 2
        << "--errors goes with --decode without --from";
    QTest::newRow("--from with --check")
        << QStringList{"--check", "--from", "KOI8-R", "x"} << 2 << "--from goes with --dump";
}

void TestCliDetect::decodeFromRefuses()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, reason);
    const Run r = run(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(reason.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliDetect::checkNamesTheEncoding()
{
    const Run r = run({QStringLiteral("--check"), QStringLiteral("--max"), QStringLiteral("0"),
                       write(QStringLiteral("c.txt"), koi8r())});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("; likely KOI8-R text (Russian);"), r.out.constData());
}

QTEST_GUILESS_MAIN(TestCliDetect)
#include "tst_cli_detect.moc"
