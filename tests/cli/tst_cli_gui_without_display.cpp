// The real program asked for its GUI where there is no display: it says so and exits 2 (Qt would
// abort with 134). Built only with the GUI: a build without it (U8I_BUILD_GUI=OFF) refuses these
// invocations for another reason, which tst_cli_without_gui tests there.
#include "cli_run.h"
#include "temp_file.h"

#include <QtTest>

#include <QTemporaryDir>

class TestCliGuiWithoutDisplay : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void guiWithoutDisplay_data();
    void guiWithoutDisplay();

  private:
    QString m_ok;
    QTemporaryDir m_dir;
};

void TestCliGuiWithoutDisplay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_ok = u8i::testing::writeTempFile(m_dir, QStringLiteral("ok.txt"), "caf\xC3\xA9 ok\n");
}

void TestCliGuiWithoutDisplay::guiWithoutDisplay_data()
{
    QTest::addColumn<QStringList>("env");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no platform, no display")
        << QStringList{"QT_QPA_PLATFORM="} << QStringList{} << QByteArray("no display");
    QTest::newRow("xcb without DISPLAY") << QStringList{"QT_QPA_PLATFORM=xcb"} << QStringList{m_ok}
                                         << QByteArray("'xcb' cannot start here");
    QTest::newRow("wayland without WAYLAND_DISPLAY")
        << QStringList{"QT_QPA_PLATFORM=wayland"} << QStringList{} << QByteArray("'wayland'");
    QTest::newRow("-platform xcb") << QStringList{"QT_QPA_PLATFORM="}
                                   << QStringList{"-platform", "xcb"} << QByteArray("'xcb'");
}

void TestCliGuiWithoutDisplay::guiWithoutDisplay()
{
    QFETCH(QStringList, env);
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    RunSetup setup;
    setup.env = env;
    setup.env << QStringLiteral("XDG_RUNTIME_DIR=");
    const Run r = run(args, {}, setup);
    QVERIFY(r.finished);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith("utf8-inspector: "), r.err.constData());
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY2(r.err.contains("QT_QPA_PLATFORM=offscreen"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliGuiWithoutDisplay)
#include "tst_cli_gui_without_display.moc"
