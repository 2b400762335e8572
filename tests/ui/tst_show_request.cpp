// `--show NAME[=INPUT]`: the names and inputs it takes, the teaching tool or dock each opens
// (through the Learn menu's own showTool), the reason given for bad input; and the program itself
// with --screenshot: the PNG of the tool is written at the asked size and is not blank, and an
// unknown name or bad input exits with 2 and says why.
#include "byte_map.h"
#include "character_inspector.h"
#include "checksums/checksums_panel.h"
#include "decoder_stepper.h"
#include "encoder_tool.h"
#include "exercises.h"
#include "find_all/find_all_model.h"
#include "find_all/find_all_panel.h"
#include "isolated_settings.h"
#include "learn/learn_feature.h"
#include "main_window.h"
#include "mojibake/mojibake_panel.h"
#include "show_request.h"
#include "statistics/entropy_strip.h"
#include "statistics/statistics_panel.h"
#include "temp_file.h"

#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QScrollArea>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTreeWidget>

using namespace u8i::ui;

namespace {

struct Run {
    int code = -1;
    QByteArray err;
};

// Runs the program with a fresh configuration directory, so that no saved setting changes what it
// draws.
Run runProgram(const QStringList &args, const QString &configDir)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(U8I_PROGRAM), args);
    Run r;
    if (!p.waitForStarted(30000))
        return r;
    p.closeWriteChannel();
    // A generous limit only so that a hang fails the test instead of blocking it.
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = p.readAllStandardError();
    return r;
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

} // namespace

class TestShowRequest : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isolate(QStringLiteral("tst_show_request")));
        QVERIFY(m_dir.isValid());
    }

    void parse_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("input");
        QTest::newRow("name alone") << "byte-map"
                                    << "byte-map"
                                    << "";
        QTest::newRow("name and input") << "encoder=U+1F41A"
                                        << "encoder"
                                        << "U+1F41A";
        QTest::newRow("input with spaces and a step") << "stepper=F8 93 EA 80 B2 5C 00@5"
                                                      << "stepper"
                                                      << "F8 93 EA 80 B2 5C 00@5";
        QTest::newRow("input with '=' in it") << "encoder=="
                                              << "encoder"
                                              << "=";
        QTest::newRow("empty input") << "exercises="
                                     << "exercises"
                                     << "";
    }
    void parse()
    {
        QFETCH(QString, value);
        const ShowRequest request = parseShowRequest(value);
        QTEST(request.name, "name");
        QTEST(request.input, "input");
    }

    void names()
    {
        const QStringList names = showableNames();
        for (const char *name : {"byte-map", "encoder", "stepper", "exercises", "mojibake", "as",
                                 "data-inspector", "find-all", "checksums", "statistics"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
    }

    // Each tool opens in its own (floating) dock, with the input applied.
    void tools_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected"); // what the tool shows, see tools()
        QTest::newRow("encoder") << "encoder=U+1F41A"
                                 << "F0 9F 90 9A";
        QTest::newRow("encoder, a character") << "encoder=é"
                                              << "C3 A9";
        QTest::newRow("stepper runs to the end") << "stepper=F8 93 EA 80 B2 5C 00"
                                                 << "7 of 7";
        QTest::newRow("stepper to a step") << "stepper=F8 93 EA 80 B2 5C 00@5"
                                           << "5 of 7";
        QTest::newRow("stepper at the start") << "stepper=E2 82 AC@0"
                                              << "0 of 3";
        QTest::newRow("byte map") << "byte-map=C0"
                                  << "192";
        QTest::newRow("byte map, 0x") << "byte-map=0xf5"
                                      << "245";
        QTest::newRow("byte map, no byte") << "byte-map"
                                           << "-1";
        QTest::newRow("exercise") << "exercises=2"
                                  << "1";
        QTest::newRow("exercise with a wrong answer") << "exercises=2:D9 8E"
                                                      << "1 wrong";
        QTest::newRow("exercise with the right answer") << "exercises=1:41"
                                                        << "0 right";
    }
    void tools()
    {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        MainWindow window;
        QString error;
        QWidget *shown = showInWindow(window, parseShowRequest(value), error);
        QVERIFY2(shown, qPrintable(error));
        QVERIFY(error.isEmpty());
        auto *dock = qobject_cast<QDockWidget *>(shown);
        QVERIFY2(dock, "a tool is shot in its own dock window");
        QVERIFY(dock->isFloating());
        QVERIFY(!dock->isHidden());
        // The tool sits in a scroll area inside its dock.
        auto *area = qobject_cast<QScrollArea *>(dock->widget());
        QVERIFY(area);
        QWidget *tool = area->widget();
        if (auto *encoder = qobject_cast<EncoderTool *>(tool)) {
            QVERIFY2(encoder->shownText(QStringLiteral("result")).contains(expected),
                     qPrintable(encoder->shownText(QStringLiteral("result"))));
        } else if (auto *stepper = qobject_cast<DecoderStepper *>(tool)) {
            QCOMPARE(
                QStringLiteral("%1 of %2").arg(stepper->currentStep()).arg(stepper->stepCount()),
                expected);
        } else if (auto *map = qobject_cast<ByteMap *>(tool)) {
            QCOMPARE(QString::number(map->selectedByte()), expected);
        } else if (auto *exercises = qobject_cast<Exercises *>(tool)) {
            const QStringList want = expected.split(QLatin1Char(' '));
            QCOMPARE(QString::number(exercises->current()), want[0]);
            if (want.size() > 1)
                QCOMPARE(exercises->solvedCount() == 1 ? QStringLiteral("right")
                                                       : QStringLiteral("wrong"),
                         want[1]);
            else
                QVERIFY(exercises->verdictText().isEmpty());
        } else {
            QFAIL("not a teaching tool");
        }
    }

    // Bad input opens nothing and says why.
    // The binary tools: each dock shown, its work done, as a screenshot would show it.
    void binaryTools()
    {
        MainWindow window;
        QVERIFY(
            window.openFile(QStringLiteral(U8I_SOURCE_DIR "/resources/demo/deceptive/billing.py")));
        window.show();
        QString error;
        QCOMPARE(
            showInWindow(window, parseShowRequest(QStringLiteral("data-inspector=0x10")), error),
            &window);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("dataInspectorDock"))->isVisible());
        QCOMPARE(window.model()->caret(), u8i::Offset(0x10));
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("find-all=def")), error),
                 &window);
        auto *findAll = window.findChild<FindAllPanel *>();
        QVERIFY(findAll->model()->rowCount() > 0);
        QCOMPARE(window.model()->selectionBegin(), findAll->model()->match(0).offset);
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("checksums")), error),
                 &window);
        QCOMPARE(window.findChild<ChecksumsPanel *>()->value(ChecksumKind::Crc32).size(), 8);
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("statistics")), error),
                 &window);
        QCOMPARE(window.findChild<StatisticsPanel *>()->statistics().size(),
                 window.model()->size());
        QVERIFY(!window.findChild<EntropyStrip *>()->profile().empty());
    }
    void badInput_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason"); // a part of the message
        QTest::newRow("unknown tool") << "bytemap"
                                      << "no tool named 'bytemap'";
        QTest::newRow("byte map, two bytes") << "byte-map=C0 AF"
                                             << "one byte in hex";
        QTest::newRow("byte map, too large") << "byte-map=100"
                                             << "one byte in hex";
        QTest::newRow("stepper, not hex") << "stepper=zz"
                                          << "'z'";
        QTest::newRow("stepper, a step past the end") << "stepper=E2 82 AC@4"
                                                      << "3 steps";
        QTest::newRow("stepper, a step that is no number") << "stepper=E2 82 AC@x"
                                                           << "3 steps";
        QTest::newRow("encoder, not a value") << "encoder=U+XYZ"
                                              << "XYZ";
        QTest::newRow("exercise 0") << "exercises=0"
                                    << "from 1 to";
        QTest::newRow("exercise past the last") << "exercises=99"
                                                << "not '99'";
        QTest::newRow("mojibake with input") << "mojibake=x"
                                             << "takes no input";
        QTest::newRow("at, no file open") << "at=0x10"
                                          << "no offset in the open file (it has 0 bytes)";
        QTest::newRow("at, not an offset") << "at=here"
                                           << "'here' is no offset";
        QTest::newRow("data inspector, no file open") << "data-inspector=0x10"
                                                      << "no offset in the open file";
    }
    void badInput()
    {
        QFETCH(QString, value);
        QFETCH(QString, reason);
        MainWindow window;
        QString error;
        QVERIFY(!showInWindow(window, parseShowRequest(value), error));
        QVERIFY2(error.contains(reason), qPrintable(error));
    }

    // The Mojibake dock is raised over Diagnostics, its first finding chosen, its bytes selected.
    void mojibake()
    {
        const QString path = u8i::testing::writeTempFile(
            m_dir, QStringLiteral("cafe.txt"), QByteArray("The Caf\xC3\x83\xC2\xA9 is open.\n"));
        MainWindow window;
        QVERIFY(window.openFile(path));
        window.show();
        QString error;
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("mojibake")), error),
                 &window);
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("mojibakeDock"));
        QVERIFY(dock);
        QVERIFY(dock->isVisible());
        QVERIFY(!dock->visibleRegion().isEmpty());
        auto *panel = window.findChild<MojibakePanel *>(QStringLiteral("mojibakePanel"));
        QVERIFY(panel);
        QVERIFY(!panel->report().findings.empty());
        QCOMPARE(panel->findingsView()->indexOfTopLevelItem(panel->findingsView()->currentItem()),
                 0);
        QVERIFY2(panel->detailLabel()->text().contains(QStringLiteral("Windows-1252")),
                 qPrintable(panel->detailLabel()->text()));
        QVERIFY(panel->repairedView()->toPlainText().contains(QStringLiteral("The Café is open.")));
    }

    // "at=OFFSET" puts the caret there, and the inspector shows the character's look-alikes.
    void caretAtAnOffset()
    {
        MainWindow window;
        QVERIFY(
            window.openFile(QStringLiteral(U8I_SOURCE_DIR "/resources/demo/deceptive/billing.py")));
        window.show();
        QString error;
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("at=0xe8")), error), &window);
        QCOMPARE(window.model()->caret(), u8i::Offset(0xe8));
        QCOMPARE(window.inspector()->shown().codePoint, QStringLiteral("U+0430"));
        // Looked up in the background (the first look-up reads all of Unicode).
        QTRY_VERIFY_WITH_TIMEOUT(
            window.inspector()->shown().looksLike.contains(QStringLiteral("U+0061")), 30000);
    }

    // "as=NAME" reads the file in the charset of any of its names, as --decode --from does (the
    // lower-case name was refused, and the refusal went under the encoding offer's bar).
    void showAsAnyName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("display name") << "Windows-1251";
        QTest::newRow("lower case") << "windows-1251";
        QTest::newRow("an alias") << "cp1251";
    }
    void showAsAnyName()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(QStringLiteral("cyrillic.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\xCF\xF0\xE8\xE2\xE5\xF2"); // "Привет" in Windows-1251
        file.close();
        MainWindow window;
        QVERIFY(window.openFile(path));
        window.show();
        QString error;
        QCOMPARE(showInWindow(window, parseShowRequest(QStringLiteral("as=") + name), error),
                 &window);
        QVERIFY(error.isEmpty());
        QVERIFY(window.model()->reading());
        QCOMPARE(window.model()->reading()->name(), std::string("Windows-1251"));
        QCOMPARE(window.inspector()->shown().codePoint, QStringLiteral("U+041F"));
    }

    // The program: --screenshot with --show writes the tool's PNG at the asked size.
    void screenshot_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QSize>("size");
        QTest::newRow("encoder") << QStringList{QStringLiteral("--show"),
                                                QStringLiteral("encoder=U+00E9"),
                                                QStringLiteral("--size"), QStringLiteral("640x480")}
                                 << QSize(640, 480);
        QTest::newRow("stepper, --show=")
            << QStringList{QStringLiteral("--show=stepper=F8 93 EA 80 B2 5C 00@5"),
                           QStringLiteral("--size=700x500")}
            << QSize(700, 500);
        QTest::newRow("main window at a size")
            << QStringList{QStringLiteral("--size"), QStringLiteral("800x600")} << QSize(800, 600);
    }
    void screenshot()
    {
        QFETCH(QStringList, args);
        QFETCH(QSize, size);
        const QString out = m_dir.filePath(
            QStringLiteral("%1.png").arg(QString::fromLatin1(QTest::currentDataTag())
                                             .replace(QLatin1Char(' '), QLatin1Char('_'))));
        const Run r =
            runProgram(QStringList{QStringLiteral("--screenshot"), out} + args, m_dir.path());
        QVERIFY2(r.code == 0, r.err.constData());
        const QImage image(out);
        QVERIFY2(!image.isNull(), "the screenshot is a PNG");
        QCOMPARE(image.size(), size);
        // Text, bit cells and frames, not one flat colour.
        QVERIFY2(distinctColours(image) > 20, qPrintable(QString::number(distinctColours(image))));
    }

    // Usage errors exit with 2, say why on stderr and write no file.
    void screenshotErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown name")
            << QStringList{QStringLiteral("--show"), QStringLiteral("teapot")}
            << "nothing named 'teapot'";
        QTest::newRow("--show without a name")
            << QStringList{QStringLiteral("--show")} << "--show needs a name";
        QTest::newRow("bad input")
            << QStringList{QStringLiteral("--show"), QStringLiteral("byte-map=XYZ")}
            << "one byte in hex";
        QTest::newRow("unknown charset")
            << QStringList{QStringLiteral("--show"), QStringLiteral("as=EBCDIC-42")}
            << "no charset named 'EBCDIC-42'";
        QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("wide")}
                                  << "--size needs";
    }
    void screenshotErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        const QString out = m_dir.filePath(QStringLiteral("error.png"));
        QFile::remove(out);
        const Run r =
            runProgram(QStringList{QStringLiteral("--screenshot"), out} + args, m_dir.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

  private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestShowRequest)
#include "tst_show_request.moc"
