// The program built without the GUI (U8I_BUILD_GUI=OFF: the command line alone, as the sanitizer
// presets build it), asked for the GUI: one line that says this build has none and names the
// command-line modes, nothing on stdout, exit 2; the modes themselves still run. Built only
// there: with the GUI, these invocations start it (tst_cli_gui_without_display).
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QTemporaryDir>

class TestCliWithoutGui : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void guiRefused_data();
    void guiRefused();
    void modesStillRun();

  private:
    QString m_ok;
    QTemporaryDir m_dir;
};

void TestCliWithoutGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_ok = u8i::testing::writeTempFile(m_dir, QStringLiteral("ok.txt"), "caf\xC3\xA9 ok\n");
}

void TestCliWithoutGui::guiRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("env");
    QTest::newRow("no argument") << QStringList{} << QStringList{};
    QTest::newRow("a file") << QStringList{m_ok} << QStringList{};
    QTest::newRow("stdin") << QStringList{"-"} << QStringList{};
    QTest::newRow("a file after --") << QStringList{"--", m_ok} << QStringList{};
    QTest::newRow("-platform offscreen") << QStringList{"-platform", "offscreen"} << QStringList{};
    QTest::newRow("--screenshot") << QStringList{"--screenshot",
                                                 m_dir.filePath(QStringLiteral("shot.png")), m_ok}
                                  << QStringList{};
    QTest::newRow("--show=strings") << QStringList{"--show=strings", m_ok} << QStringList{};
    QTest::newRow("a display there")
        << QStringList{m_ok} << QStringList{"QT_QPA_PLATFORM=offscreen", "DISPLAY=:0"};
}

void TestCliWithoutGui::guiRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, env);
    RunSetup setup;
    setup.env = env;
    const Run r = run(args, {}, setup);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.startsWith("utf8-inspector: this build has no GUI"), r.err.constData());
    for (const char *mode : {"--check", "--decode", "--strings", "--help"})
        QVERIFY2(r.err.contains(mode), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("shot.png"))));
}

// The same binary runs every command-line mode.
void TestCliWithoutGui::modesStillRun()
{
    const Run check = run({QStringLiteral("--check"), m_ok});
    QCOMPARE(check.code, 0);
    QVERIFY2(check.err.isEmpty(), check.err.constData());
    const Run help = run({QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("--check"));
}

QTEST_GUILESS_MAIN(TestCliWithoutGui)
#include "tst_cli_without_gui.moc"
