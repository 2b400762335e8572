// Golden files of the command line, on KSyntaxHighlighting's pattern (autotests/: input files and
// reference outputs). Each row runs the program in tests/cli/golden/inputs on the small files
// there and compares its standard output byte for byte with tests/cli/golden/<row>.out, and its
// exit code with the row's; a mismatch prints a unified diff (diff -u reference actual). A last
// test checks that every error kind and every notice of the codec's vocabulary appears as a
// finding in at least one golden --check --json output: a new kind needs a golden input.
//
// To rewrite the references after a change of output that is meant:
//     U8I_UPDATE_GOLDEN=1 ctest -R cli_tst_cli_golden
// then read `git diff tests/cli/golden` and commit the references with the change.
#include "cli_run.h"

#include "u8i/types.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

namespace {

QString goldenDir()
{
    return QStringLiteral(U8I_SOURCE_DIR "/tests/cli/golden");
}

QString referencePath(const QString &row)
{
    return goldenDir() + QLatin1Char('/') + row + QStringLiteral(".out");
}

bool updating()
{
    return qEnvironmentVariableIntValue("U8I_UPDATE_GOLDEN") == 1;
}

// `diff -u` of the reference and what the program printed, or a note when diff is missing.
QByteArray unifiedDiff(const QString &reference, const QByteArray &actual)
{
    QTemporaryDir dir;
    const QString actualPath = dir.filePath(QStringLiteral("actual"));
    QFile f(actualPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(actual) != actual.size())
        return "(could not write the actual output for diff)";
    f.close();
    QProcess diff;
    diff.start(QStringLiteral("diff"), {QStringLiteral("-u"), reference, actualPath});
    if (!diff.waitForFinished(30000))
        return "(diff did not run)";
    return diff.readAllStandardOutput();
}

void addRow(const QByteArray &name, const QStringList &args, int code)
{
    QTest::newRow(name.constData()) << QString::fromLatin1(name) << args << code;
}

} // namespace

class TestCliGolden : public QObject {
    Q_OBJECT

  private slots:
    void outputs_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        const QStringList inputs{"mixed.txt", "deceptive.py", "russian-1251.txt"};
        const QStringList nfc{"--normalization=nfc"};
        for (const char *format : {"human", "json", "sarif", "github"}) {
            const QStringList check{"--check", QStringLiteral("--format=") + format};
            const QByteArray stem = QByteArray("check-") + format;
            // mixed.txt is UTF-8 with errors: every finding is listed (--all changes nothing).
            addRow(stem + ".mixed", check + QStringList{"--all", "mixed.txt"}, 1);
            addRow(stem + ".deceptive-nfc", check + nfc + QStringList{"deceptive.py"}, 0);
            addRow(stem + ".russian-1251", check + QStringList{"--max", "3", "russian-1251.txt"},
                   1);
            // mojibake.txt is valid UTF-8 with runs that read as chains of wrong decodings.
            addRow(stem + ".mojibake", check + QStringList{"mojibake.txt"}, 0);
        }
        // Several files: the JSON total, the human summaries one after another.
        for (const char *format : {"human", "json"}) {
            const QStringList check{"--check", QStringLiteral("--format=") + format, "--max", "3"};
            addRow(QByteArray("check-") + format + ".files", check + inputs, 1);
        }
        addRow("check-json.deceptive-nfd",
               {"--check", "--json", "--normalization=nfd", "deceptive.py"}, 0);
        addRow("check-human.max-1", {"--check", "--max", "1", "mixed.txt"}, 1);
        // A project's rules (rules/.editorconfig): latin1 and utf-8-bom, inline allowances.
        const QStringList rules{"rules/latin1.txt", "rules/bom.txt", "rules/allow.txt"};
        addRow("check-json.rules", QStringList{"--check", "--json"} + rules, 1);
        addRow("check-human.rules", QStringList{"--check"} + rules, 1);
        // records.bin is binary data (NULs and controls are more than 5% of it): its first
        // findings are listed, then a summary.
        addRow("check-human.binary-summary", {"--check", "records.bin"}, 1);
        addRow("detect.binary", {"--detect", "records.bin"}, 1);
        addRow("dump.mixed", {"--dump", "mixed.txt"}, 1);
        addRow("dump-json.mixed", {"--dump", "--json", "mixed.txt"}, 1);
        addRow("dump.deceptive", {"--dump", "deceptive.py"}, 0);
        addRow("dump.range", {"--dump", "--from", "0x1f", "--length", "24", "mixed.txt"}, 1);
        addRow("detect.files", QStringList{"--detect"} + inputs, 1);
        addRow("detect-json.files", QStringList{"--detect", "--json"} + inputs, 1);
        addRow("explain.obsolete-and-more", {"--explain", "F8 93 EA 80 B2 5C 00"}, 1);
        addRow("explain.euro", {"--explain", "E2 82 AC"}, 0);
        addRow("explain.overlong-surrogate", {"--explain", "C0 AF ED A0 BD F4 90 80 80"}, 1);
        addRow("encode.code-point", {"--encode", "U+1F41A"}, 0);
        addRow("encode.text", {"--encode", "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x90\x9A"}, 0);
        addRow("help", {"--help"}, 0);
    }
    void outputs()
    {
        QFETCH(QString, row);
        QFETCH(QStringList, args);
        QFETCH(int, code);
        RunSetup setup;
        setup.workingDirectory = goldenDir() + QStringLiteral("/inputs");
        const Run r = run(args, {}, setup);
        QVERIFY(r.finished);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString reference = referencePath(row);
        if (updating()) {
            QFile f(reference);
            QVERIFY2(f.open(QIODevice::WriteOnly) && f.write(r.out) == r.out.size(),
                     qPrintable(reference));
            qInfo("rewrote %s", qPrintable(reference));
        }
        QCOMPARE(r.code, code);
        QFile f(reference);
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable(reference + QStringLiteral(" is missing; "
                                                       "U8I_UPDATE_GOLDEN=1 "
                                                       "writes it")));
        const QByteArray expected = f.readAll();
        if (r.out != expected) // the whole diff: QVERIFY2 would cut a long message short
            std::fputs(unifiedDiff(reference, r.out).constData(), stderr);
        QVERIFY2(r.out == expected, "the output differs from the reference (diff -u above)");
    }

    // Every kind of the vocabulary is a finding in some golden --check --json output.
    void everyKindHasAGoldenFinding()
    {
        QByteArray findings;
        const QDir dir(goldenDir());
        for (const QString &name :
             dir.entryList({QStringLiteral("check-json.*.out")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            findings += f.readAll();
        }
        QVERIFY(!findings.isEmpty());
        for (int k = 0; k < u8i::kErrorKindCount; ++k) {
            const std::string_view kind = u8i::name(static_cast<u8i::ErrorKind>(k));
            const QByteArray key =
                "\"kind\":\"" + QByteArray(kind.data(), qsizetype(kind.size())) + "\"";
            QVERIFY2(findings.contains(key), key.constData());
        }
        for (int k = 0; k < u8i::kNoticeKindCount; ++k) {
            const std::string_view notice = u8i::name(static_cast<u8i::NoticeKind>(k));
            const QByteArray key =
                "\"notice\":\"" + QByteArray(notice.data(), qsizetype(notice.size())) + "\"";
            QVERIFY2(findings.contains(key), key.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliGolden)
#include "tst_cli_golden.moc"
