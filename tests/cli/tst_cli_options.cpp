// The options table (app/cli/options), read row by row: every mode and option shows in --help, in
// the man page and in the bash, zsh and fish completions; every option is taken in its modes and
// refused in the others with one line that names them; docs/cli.md is what the table gives; the
// man page renders without a warning and the completion scripts parse (and bash's completes).
#include "ci_skip.h"
#include "cli/options.h"
#include "cli/options/option_table.h"
#include "cli_run.h"

#include <QtTest>

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <map>

using namespace u8i::cli;

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A value each kind of argument accepts, by the argument's name in the table.
QString sampleValue(const OptionSpec &o)
{
    if (!o.choices.empty())
        return qs(o.choices.substr(0, o.choices.find(' ')));
    static const std::map<std::string_view, const char *> samples = {{"N", "1"},
                                                                     {"GLOB", "*.c"},
                                                                     {"FILE|-", "list.txt"},
                                                                     {"KIND,...", "bom"},
                                                                     {"OFFSET", "0x10"},
                                                                     {"ENCODING|auto", "auto"},
                                                                     {"LIST", "utf-8"},
                                                                     {"OUT.png", "a.png"},
                                                                     {"NAME[=INPUT]", "encoder"},
                                                                     {"WxH", "800x600"},
                                                                     {"FILE.sarif", "base.sarif"},
                                                                     {"FILE", "a.txt"}};
    const auto it = samples.find(o.argument);
    return it == samples.end() ? QString() : QString::fromLatin1(it->second);
}

// The operands a mode needs.
QStringList operandsOf(Mode mode)
{
    switch (mode) {
    case Mode::Explain: return {"E2 82 AC"};
    case Mode::Encode: return {"U+1F41A"};
    case Mode::Generate: return {"man"};
    case Mode::Help:
    case Mode::Version:
    case Mode::None: return {};
    default: return {"x.txt"};
    }
}

// The first mode of an option's row, to tell the rows of one name apart.
const char *firstModeOf(const OptionSpec &o)
{
    for (const ModeSpec &m : modeSpecs())
        if ((o.modes & modeBit(m.mode)) != 0)
            return m.mode == Mode::None ? "the GUI" : m.flag.data();
    return "";
}

QString refusal(std::string_view name)
{
    return qs(name) + QStringLiteral(" goes with ") + QString::fromStdString(modesOf(name));
}

QString pattern(const QString &before, const QString &name, const QString &after)
{
    return before + QRegularExpression::escape(name) + after;
}

QString roffName(QString name)
{
    return name.replace(QLatin1Char('-'), QLatin1String("\\-"));
}

// Every mode flag and option name (aliases too).
QStringList everyName()
{
    QStringList names;
    for (const ModeSpec &m : modeSpecs())
        if (!m.hidden)
            names << qs(m.flag) << qs(m.alias);
    for (const OptionSpec &o : optionSpecs())
        names << qs(o.name) << qs(o.alias);
    names.removeAll(QString());
    names.removeDuplicates();
    return names;
}

} // namespace

class TestCliOptions : public QObject {
    Q_OBJECT

    std::map<QString, QByteArray> m_texts; // by --generate kind, and "help"
    QTemporaryDir m_dir;

    QString written(const QString &kind)
    {
        const QString path = m_dir.filePath(kind);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(m_texts[kind]) != m_texts[kind].size())
            return {};
        return path;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const Run help = run({"--help"});
        QCOMPARE(help.code, 0);
        m_texts["help"] = help.out;
        for (const char *kind :
             {"man", "markdown", "complete-bash", "complete-zsh", "complete-fish"}) {
            const Run r = run({"--generate", kind});
            QCOMPARE(r.code, 0);
            QVERIFY(r.err.isEmpty());
            m_texts[QString::fromLatin1(kind)] = r.out;
        }
    }

    void everyNameInEveryText_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : everyName())
            QTest::newRow(name.toUtf8().constData()) << name;
    }
    void everyNameInEveryText()
    {
        QFETCH(QString, name);
        const QString edge = QStringLiteral("($|[\\s\\]=,|)'])");
        const std::map<QString, QString> patterns = {
            {"help", pattern(QStringLiteral("(^|[\\s\\[,|])"), name, edge)},
            {"markdown", pattern(QStringLiteral("[` ]"), name, QStringLiteral("[ `=,]"))},
            {"man", pattern(QStringLiteral("(^|[\\s\\[,]|\\\\fB)"), roffName(name),
                            QStringLiteral("($|[\\s\\]=,]|\\\\fR)"))},
            {"complete-bash", pattern(QStringLiteral("['\\s|]"), name, edge)},
            {"complete-zsh", pattern(QStringLiteral("'\\*?"), name, QStringLiteral("[\\[=+]"))},
            {"complete-fish",
             name.startsWith(QLatin1String("--"))
                 ? pattern(QStringLiteral(" -l "), name.mid(2), QStringLiteral(" "))
                 : pattern(QStringLiteral(" -s "), name.mid(1), QStringLiteral(" "))},
        };
        for (const auto &[text, re] : patterns)
            QVERIFY2(QRegularExpression(re).match(QString::fromUtf8(m_texts[text])).hasMatch(),
                     qPrintable(text + QStringLiteral(" lacks ") + name));
    }

    void docsAreCurrent()
    {
        QFile f(QStringLiteral(U8I_SOURCE_DIR "/docs/cli.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.readAll() == m_texts["markdown"],
                 "docs/cli.md is not what the options table gives; run: utf8-inspector "
                 "--generate markdown > docs/cli.md");
    }

    void optionFitsItsModes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("belongs");
        QTest::addColumn<QString>("refused");
        for (const OptionSpec &o : optionSpecs()) {
            const QString value = sampleValue(o);
            QVERIFY2(o.argument.empty() || !value.isEmpty(), o.name.data());
            for (const ModeSpec &m : modeSpecs()) {
                if (m.mode == Mode::None || m.flag == o.name)
                    continue; // the GUI's options never reach the parser
                QStringList args{qs(m.flag), qs(o.name)};
                if (!o.argument.empty())
                    args << value;
                // A name belongs to a mode when one of its rows does (--json has four).
                const bool belongs = findOption(o.name, m.mode) != nullptr;
                // An option that is also a mode flag (--explain) is refused as a second mode.
                const QString refused =
                    findMode(o.name) ? QStringLiteral("cannot be combined") : refusal(o.name);
                QTest::addRow("%s of %s, in %s", o.name.data(), firstModeOf(o), m.flag.data())
                    << args + operandsOf(m.mode) << belongs << refused;
            }
        }
    }
    void optionFitsItsModes()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, belongs);
        QFETCH(QString, refused);
        std::vector<std::string> strings{"utf8-inspector"};
        for (const QString &a : args)
            strings.push_back(a.toStdString());
        std::vector<char *> argv;
        for (std::string &s : strings)
            argv.push_back(s.data());
        Options options;
        std::string error;
        const bool ok = parseOptions(int(argv.size()), argv.data(), options, error);
        const QString said = QString::fromStdString(error);
        if (belongs) {
            QVERIFY2(!said.contains(refused) && !said.startsWith(QLatin1String("unknown option")),
                     qPrintable(said));
        } else {
            QVERIFY(!ok);
            QVERIFY2(said.contains(refused), qPrintable(said));
        }
    }

    // The program says a refusal in one line, with exit status 2.
    void refusalIsOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("--max with --dump")
            << QStringList{"--dump", "--max", "1", "x"} << refusal("--max");
        QTest::newRow("--json with --decode")
            << QStringList{"--decode", "--json", "x"} << refusal("--json");
        QTest::newRow("--from with --check")
            << QStringList{"--check", "--from", "0", "x"} << refusal("--from");
        QTest::newRow("--gaps with --detect")
            << QStringList{"--detect", "--gaps", "x"} << refusal("--gaps");
        QTest::newRow("a flag given a value")
            << QStringList{"--check", "--json=yes", "x"} << QStringLiteral("--json takes no value");
    }
    void refusalIsOneLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("utf8-inspector: ") + message + '\n');
        QVERIFY(r.out.isEmpty());
    }

    // Only the macros the page means to use, ASCII only (the rest is escaped), names in bold.
    void manPageStructure()
    {
        const QByteArray page = m_texts["man"];
        QVERIFY(page.startsWith(".\\\""));
        QVERIFY(page.contains("\n.TH UTF8\\-INSPECTOR 1 "));
        static const QRegularExpression macro(
            QStringLiteral("^(\\.\\\\\".*|\\.(TH|SH|SS) .+|\\.(PP|TP|IP|br|nh)|\\.ad l)$"));
        for (const QByteArray &line : page.split('\n')) {
            for (const char c : line)
                QVERIFY2(static_cast<unsigned char>(c) < 0x80, line.constData());
            if (line.startsWith('.') || line.startsWith('\''))
                QVERIFY2(macro.match(QString::fromLatin1(line)).hasMatch(), line.constData());
        }
    }

    void manPageRenders()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("man")).isEmpty())
            U8I_SKIP_OUTSIDE_CI("man is not installed (tools/install-deps.sh installs man-db)");
        RunSetup setup;
        setup.program = QStringLiteral("man");
        setup.env << QStringLiteral("MANWIDTH=80") << QStringLiteral("MAN_KEEP_FORMATTING=");
        const Run r =
            run({"--warnings", "-l", "-E", "UTF-8", written(QStringLiteral("man"))}, {}, setup);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.contains("EXIT STATUS"));
    }

    void completionsParse_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("kind");
        QTest::newRow("bash") << "bash"
                              << "complete-bash";
        QTest::newRow("zsh") << "zsh"
                             << "complete-zsh";
        QTest::newRow("fish") << "fish"
                              << "complete-fish";
    }
    void completionsParse()
    {
        QFETCH(QString, shell);
        QFETCH(QString, kind);
        if (QStandardPaths::findExecutable(shell).isEmpty())
            U8I_SKIP_OUTSIDE_CI("the shell is not installed (tools/install-deps.sh installs it)");
        RunSetup setup;
        setup.program = shell;
        const Run r = run({"-n", written(kind)}, {}, setup);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    }

    // bash's completion offers a mode's options, an option's choices and notice names.
    void bashCompletes_data()
    {
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("offered");
        QTest::addColumn<QString>("notOffered");
        QTest::newRow("options of --check") << "--check --f"
                                            << "--format --files-from"
                                            << "--from";
        QTest::newRow("options of --dump") << "--dump --"
                                           << "--from --length --json"
                                           << "--max";
        QTest::newRow("choices of --format") << "--check --format ''"
                                             << "human json sarif github"
                                             << "--max";
        QTest::newRow("notices of --error") << "--check --error b"
                                            << "bom bidi-control"
                                            << "overlong";
        QTest::newRow("second notice") << "--check --no-warn bom,c"
                                       << "bom,control bom,confusable"
                                       << "bom,bom";
    }
    void bashCompletes()
    {
        QFETCH(QString, words);
        QFETCH(QString, offered);
        QFETCH(QString, notOffered);
        const QString script = QStringLiteral("source '%1'; COMP_WORDS=(utf8-inspector %2); "
                                              "COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "
                                              "_utf8_inspector; printf '%s\\n' \"${COMPREPLY[@]}\"")
                                   .arg(written(QStringLiteral("complete-bash")), words);
        RunSetup setup;
        setup.program = QStringLiteral("bash");
        const Run r = run({"-c", script}, {}, setup);
        QCOMPARE(r.code, 0);
        const QStringList got = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
        for (const QString &w : offered.split(' '))
            QVERIFY2(got.contains(w), qPrintable(w + QStringLiteral(" not in ") + got.join(' ')));
        QVERIFY2(!got.contains(notOffered), qPrintable(got.join(' ')));
    }
};

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_cli_options.moc"
