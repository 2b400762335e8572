// --check on deceptive text: the Trojan Source-style samples of resources/demo/deceptive (written
// for this project by tools/make-deceptive-samples.py), each notice counted in the summary, the
// human and JSON lines, the same lines from a file and from a pipe, --normalization, and the
// exit code (warnings: 0).
#include "cli_run.h"
#include "mo_catalogs.h"
#include "temp_file.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using u8i::testing::catalogText;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(U8I_SOURCE_DIR "/resources/demo/deceptive/") + QLatin1String(name);
}

// The "notices" object of the file's summary (the last JSON line), without the zero counts.
QVariantMap noticeCounts(const Run &r)
{
    const QList<QByteArray> lines = r.lines();
    if (lines.isEmpty())
        return {};
    QVariantMap counts = QJsonDocument::fromJson(lines.last())
                             .object()
                             .value(QStringLiteral("notices"))
                             .toObject()
                             .toVariantMap();
    for (auto it = counts.begin(); it != counts.end();)
        it = it.value().toInt() == 0 ? counts.erase(it) : std::next(it);
    return counts;
}

// The lines with the file's path spelled as a stream's label.
QList<QByteArray> asStdin(QList<QByteArray> lines, const QString &path)
{
    for (QByteArray &l : lines)
        l.replace(path.toUtf8(), "<stdin>");
    return lines;
}

} // namespace

class TestCliDeceptive : public QObject {
    Q_OBJECT

  private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QVariantMap>("counts");
        QTest::newRow("Python: override and isolates in a string, Cyrillic a, ZWSP")
            << sample("billing.py")
            << QVariantMap{{"bidi-control", 4},
                           {"bidi-unterminated", 2},
                           {"confusable", 1},
                           {"invisible", 1}};
        QTest::newRow("C: override in a comment, ZWJ in an identifier, no-break space")
            << sample("session.c")
            << QVariantMap{{"bidi-control", 2},
                           {"bidi-unterminated", 2},
                           {"invisible", 2},
                           {"nonstandard-space", 1}};
        QTest::newRow("JS: look-alike identifier, open isolate, hidden tag text")
            << sample("greeting.js")
            << QVariantMap{{"bidi-control", 1},
                           {"bidi-unterminated", 1},
                           {"confusable", 1},
                           {"invisible", 28}};
        QTest::newRow("Rust: Trojan Source condition, Cyrillic o, Russian beside English")
            << sample("config.rs")
            << QVariantMap{{"bidi-control", 4}, {"bidi-unterminated", 2}, {"confusable", 1}};
        QTest::newRow("Go: comment override, ZWSP run, emoji, Persian and Devanagari left alone")
            << sample("server.go")
            << QVariantMap{{"bidi-control", 4}, {"bidi-unterminated", 2}, {"invisible", 3}};
        QTest::newRow("Java: Cyrillic i, bytes hidden in selectors, open isolate; maths, Persian")
            << sample("Ledger.java")
            << QVariantMap{{"bidi-control", 1},
                           {"bidi-unterminated", 1},
                           {"confusable", 1},
                           {"invisible", 6}};
        QTest::newRow("shell: override in a string, soft hyphen, ZWJ; sentence in five scripts")
            << sample("deploy.sh")
            << QVariantMap{{"bidi-control", 4}, {"bidi-unterminated", 2}, {"invisible", 2}};
    }
    void samples()
    {
        QFETCH(QString, file);
        QFETCH(QVariantMap, counts);
        const Run r = run({"--check", "--json", file});
        QCOMPARE(r.code, 0); // warnings only
        QCOMPARE(noticeCounts(r), counts);
    }

    void humanLines()
    {
        const Run r = run({"--check", sample("billing.py")});
        QCOMPARE(r.code, 0);
        const QByteArray label = sample("billing.py").toUtf8();
        QVERIFY2(r.out.contains(label + ":4:30: warning: bidi-unterminated: U+202E RIGHT-TO-LEFT "
                                        "OVERRIDE is not closed before the end of its line"),
                 r.out);
        QVERIFY2(r.out.contains(label + ":6:8: warning: confusable: \xD0\xB0 U+0430 CYRILLIC SMALL "
                                        "LETTER A looks like a U+0061 in the Latin word"),
                 r.out);
        QVERIFY2(r.out.contains("valid UTF-8; 8 warnings (4 bidi-control, 2 bidi-unterminated, "
                                "1 invisible, 1 confusable)"),
                 r.out);
        // Bidi controls never reach the terminal raw.
        QVERIFY(!r.out.contains("\xE2\x80\xAE"));
    }

    void runIsOneLineWithItsCount()
    {
        const Run human = run({"--check", sample("server.go")});
        QVERIFY2(human.out.contains(": warning: invisible: 3 \xC3\x97 U+200B ZERO WIDTH SPACE at "),
                 human.out);
        const Run json = run({"--check", "--json", sample("server.go")});
        bool found = false;
        for (const QByteArray &line : json.lines()) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value("notice") == "invisible") {
                QCOMPARE(o.value("count").toInt(), 3);
                QCOMPARE(o.value("length").toInt(), 9);
                QCOMPARE(o.value("bytes").toString(), QStringLiteral("E2 80 8B"));
                QCOMPARE(o.value("decodes_to").toString(), QStringLiteral("U+200B"));
                found = true;
            }
        }
        QVERIFY(found);
    }

    void streamGivesTheSameLines_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("chunk");
        for (const char *name : {"billing.py", "session.c", "greeting.js", "config.rs", "server.go",
                                 "Ledger.java", "deploy.sh"}) {
            QTest::newRow(name) << sample(name) << QByteArray("3");
            QTest::newRow((std::string(name) + ", whole").c_str()) << sample(name) << QByteArray();
        }
    }
    void streamGivesTheSameLines()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, chunk);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        for (const char *format : {"--json", "--max=100"}) {
            const Run mapped = run({"--check", format, file});
            const Run piped = run({"--check", format, "-"}, ::piped(bytes, chunk));
            QVERIFY(mapped.lines().size() > 3);
            QCOMPARE(piped.lines(), asStdin(mapped.lines(), file));
        }
    }

    // A mapped file is analysed in ranges on the scan's threads (4 MiB each) and listed in order:
    // the same lines as a stream, analysed in one go, with findings on both sides of the seams,
    // and with more findings in a range than are held (that range is analysed again).
    void rangesGiveTheStreamsLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("max");
        const QByteArray filler =
            catalogText(QStringLiteral("/usr/share/locale/ru/LC_MESSAGES/coreutils.mo")) +
            catalogText(QStringLiteral("/usr/share/locale/el/LC_MESSAGES/coreutils.mo"));
        QByteArray samples;
        for (const char *name :
             {"billing.py", "session.c", "greeting.js", "config.rs", "server.go"}) {
            QFile f(sample(name));
            if (f.open(QIODevice::ReadOnly))
                samples += f.readAll();
        }
        QByteArray spread;
        for (int i = 0; spread.size() < 13 * 1024 * 1024; ++i)
            spread +=
                filler.mid((i * 7919) % std::max<qsizetype>(filler.size(), 1), 60000) + samples;
        QTest::newRow("samples among translations over 4 ranges") << spread << QByteArray("100000");
        QByteArray dense = filler;
        for (int i = 0; i < 40000; ++i)
            dense += "a\xE2\x80\xAE" // U+202E RIGHT-TO-LEFT OVERRIDE
                     "b\xE2\x80\xAC" // U+202C POP DIRECTIONAL FORMATTING
                     "c\n";
        QTest::newRow("more findings than are held") << dense + filler << QByteArray("60000");
        // Lines longer than a range and its reach are analysed after the scan, ranges of ASCII
        // without a line feed skipped unread: the seams fall inside them.
        // (text first: a head with NUL bytes would make the file binary data, listed briefly)
        const QByteArray many = filler + samples + samples + samples + samples;
        constexpr qsizetype kMiB = 1 << 20;
        QTest::newRow("an override before 13 MiB of NUL on its line, samples around")
            << many + "x = \xE2\x80\xAE" + QByteArray(13 * kMiB, '\0') + "\n" + many
            << QByteArray("100000");
        QTest::newRow("a look-alike word going on into 13 MiB of letters, --max 40")
            << many + "say\xD0\x9D" + QByteArray(13 * kMiB, 'e') + " x\xE2\x80\x8By\n" + many
            << QByteArray("40");
        // From 8 MiB on, a range of line feeds after a range with none: one byte throughout,
        // and yet not one line.
        QTest::newRow("9 MiB of empty lines from a range's start")
            << many + QByteArray(8 * kMiB - many.size(), 'a') + QByteArray(9 * kMiB, '\n') +
                   "x\xE2\x80\x8By\n" + many
            << QByteArray("100000");
        QTest::newRow("NUL, a hidden character, NUL, then an open isolate")
            << many + QByteArray(9 * kMiB, '\0') + "\xE2\x80\x8B" + QByteArray(5 * kMiB, '\0') +
                   "\xE2\x81\xA7" + QByteArray(kMiB, 'z') + "\n" + many
            << QByteArray("100000");
    }
    void rangesGiveTheStreamsLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, max);
        QTemporaryDir dir;
        const QString path = u8i::testing::writeTempFile(dir, "ranges.txt", text);
        // --all: a file that is mostly NUL is binary data, whose findings are otherwise cut short.
        const QStringList args = {"--check", "--json", "--all",
                                  "--max=" + QString::fromLatin1(max)};
        const Run mapped = run(args + QStringList{path});
        const Run piped = run(args + QStringList{"-"}, ::piped(text));
        QVERIFY2(mapped.lines().size() > std::min<qsizetype>(100, max.toLongLong()),
                 mapped.err.constData());
        QCOMPARE(piped.lines(), asStdin(mapped.lines(), path));
    }

    void normalization_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("off by default") << QStringList() << QByteArray("Cafe\xCC\x81\n") << 0
                                        << QByteArray("valid UTF-8; 7 bytes");
        QTest::newRow("nfc: decomposed e")
            << QStringList{"--normalization=nfc"} << QByteArray("Cafe\xCC\x81\n") << 0
            << QByteArray(":1:4: warning: not-nfc: e\xCC\x81 is e + U+0301; NFC is U+00E9");
        QTest::newRow("nfd: precomposed e")
            << QStringList{"--normalization", "nfd"} << QByteArray("Caf\xC3\xA9\n") << 0
            << QByteArray(":1:4: warning: not-nfd: \xC3\xA9 is U+00E9; NFD is e + U+0301");
        QTest::newRow("nfc: already NFC")
            << QStringList{"--normalization=nfc"} << QByteArray("Caf\xC3\xA9\n") << 0
            << QByteArray("valid UTF-8; 6 bytes");
        QTest::newRow("bad form") << QStringList{"--normalization=nfkc"} << QByteArray("x") << 2
                                  << QByteArray();
    }
    void normalization()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(QByteArray, expected);
        QTemporaryDir dir;
        const QString path = u8i::testing::writeTempFile(dir, "text.txt", text);
        const Run r = run(QStringList{"--check"} + options + QStringList{path});
        QCOMPARE(r.code, code);
        if (code == 2)
            QVERIFY2(r.err.contains("--normalization needs nfc or nfd, not 'nfkc'"), r.err);
        else
            QVERIFY2(r.out.contains(expected), r.out);
    }

    void normalizationGoesWithCheckOnly()
    {
        const Run r = run({"--decode", "--normalization=nfc", sample("server.go")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--normalization goes with --check"), r.err);
    }

    void binaryDataIsNotAnalysed()
    {
        // An executable: random-looking bytes decode to stray characters of every script, which
        // say nothing about deception; --check names the file's type instead.
        const Run r = run({"--check", "--json", "/usr/bin/ls"});
        QCOMPARE(r.code, 1);
        for (const char *kind : {"bidi-control", "invisible", "confusable", "nonstandard-space"})
            QCOMPARE(noticeCounts(r).value(kind).toInt(), 0);
        QVERIFY2(r.lines().last().contains("\"likely\""), r.lines().last());
    }

    void plainTextHasNoWarnings()
    {
        QTemporaryDir dir;
        const QString path = u8i::testing::writeTempFile(
            dir, "plain.txt",
            QStringLiteral("Привет, world. Ελληνικά και English. 東京　大阪 and مرحبا.\n"
                           "Silben\u00ADtrennung, 10\u00A0000 €, Bonjour\u202F!\n")
                .toUtf8());
        const Run r = run({"--check", path});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains("warning"), r.out);
    }

    // A line of 1 GiB of NUL (a sparse file) is analysed after the scan, its ASCII ranges read
    // only at their edges: its pages are released all the same, and the program's peak resident
    // memory stays far below the file's size. The peak is the program's alone, measured by a small
    // process between (child_peak_memory.c), not counting this suite's memory, which a child
    // spawned from here would (500 MB under AddressSanitizer).
    void aLongLineOfNulIsNotKeptInMemory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zeros.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(1) << 30));
        f.close();
        const QString peakFile = dir.filePath(QStringLiteral("peak"));
        RunSetup measured;
        measured.program = QStringLiteral(U8I_CHILD_PEAK_MEMORY);
        const Run r = run({peakFile, U8I_PROGRAM, "--check", "--max", "10", path}, {}, measured);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("1,073,741,824 \xC3\x97 U+0000 NULL"), r.out);
        QFile peak(peakFile);
        QVERIFY(peak.open(QIODevice::ReadOnly));
        bool isNumber = false;
        const qint64 peakKiB = peak.readAll().trimmed().toLongLong(&isNumber);
        QVERIFY(isNumber && peakKiB > 0);
        QVERIFY2(peakKiB < 256 * 1024, QByteArray::number(peakKiB) + " KiB");
    }
};

QTEST_GUILESS_MAIN(TestCliDeceptive)
#include "tst_cli_deceptive.moc"
