// utf8-inspector --fix-mojibake [--explain] FILE, run as a process: the repaired text, the
// findings with --explain, and the exit codes (0 repaired, 1 nothing to repair, 2 errors).
#include <QLocale>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    QByteArray out;
    QByteArray err;
    int code = -1;
};

Run run(const QStringList &args, const QByteArray &stdinData = {})
{
    QProcess p;
    p.start(QStringLiteral(U8I_PROGRAM), args);
    if (!p.waitForStarted())
        qFatal("cannot start %s", U8I_PROGRAM);
    p.write(stdinData);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("%s did not finish", U8I_PROGRAM);
    return Run{p.readAllStandardOutput(), p.readAllStandardError(), p.exitCode()};
}

} // namespace

class TestFixMojibake : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void repairs_data();
    void repairs();
    void explains_data();
    void explains();
    void readsStdin();
    void streamsLargeInput_data();
    void streamsLargeInput();
    void refusesBadInput_data();
    void refusesBadInput();
    void neverRepairsBinary_data();
    void neverRepairsBinary();

  private:
    QString write(const QByteArray &data)
    {
        const QString path = m_dir.filePath(QString("input-%1.txt").arg(++m_files));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestFixMojibake::repairs_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("code");
    // The mojibake is made by Qt here: UTF-8 read as ISO-8859-1 (C1 controls and all), twice.
    const QByteArray quotes = QString("It’s “quoted” — isn’t it…\n").toUtf8();
    const QByteArray once = QString::fromLatin1(quotes).toUtf8();
    QTest::newRow("ISO-8859-1 once") << once << quotes << 0;
    QTest::newRow("ISO-8859-1 twice") << QString::fromLatin1(once).toUtf8() << quotes << 0;
    QTest::newRow("C1 controls read as Windows-1252")
        << QByteArray("\xC2\x84Handwerk\xC2\x93 ok\n") << QString("„Handwerk“ ok\n").toUtf8() << 0;
    QTest::newRow("CESU-8") << QByteArray("hi \xED\xA0\xBD\xED\xB8\x80!")
                            << QByteArray("hi \xF0\x9F\x98\x80!") << 0;
    QTest::newRow("UTF-16LE with BOM")
        << QByteArray("\xFF\xFEo\0k\0\n\0", 8) << QByteArray("ok\n") << 0;
    QTest::newRow("correct text: exit 1, unchanged")
        << QString("Le café, 日本語, 😀\n").toUtf8() << QString("Le café, 日本語, 😀\n").toUtf8()
        << 1;
    QTest::newRow("empty: exit 1") << QByteArray() << QByteArray() << 1;
}

void TestFixMojibake::repairs()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    QFETCH(int, code);
    const Run r = run({"--fix-mojibake", write(input)});
    QCOMPARE(r.out, output);
    QCOMPARE(r.code, code);
    if (code == 1)
        QVERIFY(r.err.contains("no mojibake found"));
}

void TestFixMojibake::explains_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("--fix-mojibake --explain") << QStringList{"--fix-mojibake", "--explain"};
    QTest::newRow("--explain --fix-mojibake") << QStringList{"--explain", "--fix-mojibake"};
}

void TestFixMojibake::explains()
{
    QFETCH(QStringList, flags);
    const QByteArray twice =
        QString::fromLatin1(QString::fromLatin1(QString("It’s fine\n").toUtf8()).toUtf8()).toUtf8();
    const QString path = write(twice);
    const Run r = run(flags << path);
    QCOMPARE(r.code, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains("misdecoded: UTF-8 → decoded as ISO-8859-1 → encoded as UTF-8 (twice)"),
             qPrintable(text));
    QVERIFY(text.contains("repaired: \"’\""));
    QVERIFY(text.contains("evidence: "));
    QVERIFY(text.contains("1 finding, 1 repaired, 0 reported only"));
}

void TestFixMojibake::readsStdin()
{
    const QByteArray once = QString::fromLatin1(QString("Crème brûlée\n").toUtf8()).toUtf8();
    const Run r = run({"--fix-mojibake", "-"}, once);
    QCOMPARE(QString::fromUtf8(r.out), QString("Crème brûlée\n"));
    QCOMPARE(r.code, 0);
}

void TestFixMojibake::streamsLargeInput_data()
{
    QTest::addColumn<bool>("fromStdin");
    QTest::addColumn<bool>("explain");
    QTest::newRow("a file") << false << false;
    QTest::newRow("standard input") << true << false;
    QTest::newRow("a file, --explain") << false << true;
}

// Several MiB, more than one block of the two-thread repair and many reads: every garbled line is
// repaired, every clean one kept, and --explain gives offsets into the whole input.
void TestFixMojibake::streamsLargeInput()
{
    QFETCH(bool, fromStdin);
    QFETCH(bool, explain);
    QByteArray clean;
    QByteArray input;
    int garbled = 0;
    for (int i = 0; input.size() < (5 << 20); ++i) {
        const QByteArray line = QString("%1;Zürich;café crème;naïve\n").arg(i).toUtf8();
        clean += line;
        const bool garble = i % 17 == 3;
        input += garble ? QString::fromLatin1(line).toUtf8() : line;
        garbled += garble ? 1 : 0;
    }
    QStringList args{"--fix-mojibake"};
    if (explain)
        args << "--explain";
    args << (fromStdin ? QStringLiteral("-") : write(input));
    const Run r = run(args, fromStdin ? input : QByteArray());
    QCOMPARE(r.code, 0);
    if (!explain) {
        QVERIFY(r.out == clean);
        return;
    }
    // Four repairs a garbled line (ü, é, è, ï); each finding's offset points at its bytes.
    const QList<QByteArray> lines = r.out.split('\n');
    int findings = 0;
    for (const QByteArray &l : lines) {
        const qsizetype at = l.indexOf(": offset 0x");
        if (at < 0 || !l.contains("misdecoded"))
            continue;
        bool ok = false;
        const qsizetype offset =
            l.mid(at + 11, l.indexOf(' ', at + 11) - at - 11).toLongLong(&ok, 16);
        QVERIFY(ok);
        QCOMPARE(input.mid(offset, 1), QByteArray("\xC3"));
        ++findings;
    }
    QCOMPARE(findings, garbled * 4);
    const QString count = QLocale(QLocale::English).toString(garbled * 4); // "15,420"
    QVERIFY(r.out.contains(QString("%1 findings, %1 repaired").arg(count).toUtf8()));
}

void TestFixMojibake::refusesBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing file") << QStringList{"--fix-mojibake", "/nonexistent/file"}
                                  << "nonexistent";
    QTest::newRow("directory") << QStringList{"--fix-mojibake", "/"} << "/";
    QTest::newRow("no file") << QStringList{"--fix-mojibake"} << "needs a FILE";
    QTest::newRow("two files") << QStringList{"--fix-mojibake", "a", "b"} << "takes one FILE";
    QTest::newRow("with --check") << QStringList{"--fix-mojibake", "--check", "a"}
                                  << "cannot be combined";
}

void TestFixMojibake::refusesBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestFixMojibake::neverRepairsBinary_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("type");
    QFile self(QCoreApplication::applicationFilePath());
    QVERIFY(self.open(QIODevice::ReadOnly));
    QTest::newRow("an executable") << self.read(1 << 18) << "ELF";
    QByteArray noise(8192, '\0');
    quint32 x = 12345;
    for (char &c : noise) {
        x = x * 1664525u + 1013904223u; // a fixed pseudo-random sequence
        c = static_cast<char>(x >> 24);
    }
    QTest::newRow("random bytes") << noise << "binary data";
    QTest::newRow("gzip data") << (QByteArray("\x1F\x8B\x08\x00\0\0\0\0\0\x03", 10) + noise)
                               << "gzip";
}

// Binary data gets "binary data, not text", exit 1 and no output.
void TestFixMojibake::neverRepairsBinary()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, type);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("data.bin")));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    f.close();
    const Run r = run({QStringLiteral("--fix-mojibake"), f.fileName()});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("not text: nothing to repair") && r.err.contains(type.toUtf8()),
             r.err.constData());
}

QTEST_GUILESS_MAIN(TestFixMojibake)
#include "tst_fix_mojibake.moc"
