// `utf8-inspector -`: standard input is read in the background from a pipe the test controls. The
// window appears at once and keeps working while the pipe is open, the status bar counts the
// bytes, Cancel keeps what was read, a read error and a terminal get a clear message, and the
// document holds exactly the bytes written.
#include "background_task.h"
#include "ci_skip.h"
#include "document.h"
#include "hex_view.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "message_bar.h"
#include "stdin_reader.h"

#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

using u8i::Offset;
using u8i::ui::MainWindow;
using u8i::ui::MessageBar;
using u8i::ui::StdinReader;

namespace {

// Puts `fd` in place of standard input for the lifetime of the object.
class StdinSwap {
  public:
    explicit StdinSwap(int fd) : m_saved(::dup(STDIN_FILENO)) { ::dup2(fd, STDIN_FILENO); }
    ~StdinSwap()
    {
        ::dup2(m_saved, STDIN_FILENO);
        ::close(m_saved);
    }
    StdinSwap(const StdinSwap &) = delete;
    StdinSwap &operator=(const StdinSwap &) = delete;

  private:
    int m_saved;
};

// True when a write to `fd` would not block.
bool writable(int fd)
{
    pollfd p{fd, POLLOUT, 0};
    return ::poll(&p, 1, 0) > 0 && (p.revents & POLLOUT) != 0;
}

// Writes all of `data` to a non-blocking pipe, letting the event loop run while the pipe is full
// (up to 20 s each time: the reader drains it).
bool writeAll(int fd, const QByteArray &data)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n =
            ::write(fd, data.constData() + done, static_cast<size_t>(data.size() - done));
        if (n > 0) {
            done += n;
        } else if (n < 0 && errno == EAGAIN) {
            if (!QTest::qWaitFor([fd] { return writable(fd); }, 20000))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

QByteArray documentBytes(const MainWindow &w)
{
    const u8i::Bytes b = w.document()->bytes();
    return QByteArray(reinterpret_cast<const char *>(b.data()), static_cast<qsizetype>(b.size()));
}

QByteArray text(int n)
{
    QByteArray out;
    while (out.size() < n)
        out += "Grüße aus der Pipe, line " + QByteArray::number(out.size()) + "\n";
    return out.left(n);
}

} // namespace

class TestStdinOpen : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_stdin_open"))); }

    void readsWhileTheWindowWorks_data()
    {
        QTest::addColumn<QByteArray>("first");  // written, then checked while the pipe stays open
        QTest::addColumn<QByteArray>("second"); // written after the checks
        QTest::addColumn<bool>("cancel"); // Cancel after the first part instead of writing more
        QTest::addColumn<QString>("verdict");
        QByteArray binary;
        for (int i = 0; i < 4096; ++i)
            binary.append(static_cast<char>(i % 256));
        // The input ends in a character cut short (the euro sign's first two bytes): damage,
        // which names no legacy charset, so no message offers a conversion.
        QTest::newRow("two parts")
            << text(300000) << text(700000).append("\xE2\x82") << false << "UTF-8 with 1 error";
        // The scan says "binary: 50% of bytes ill-formed", then the encoding detector names it
        // (binary_verdict.h: "binary data · 50% of bytes ill-formed as UTF-8 · N strings").
        QTest::newRow("binary with NULs")
            << binary << binary << false << " · 50% of bytes ill-formed as UTF-8 · ";
        QTest::newRow("empty input")
            << QByteArray() << QByteArray() << false << QString::fromUtf8("empty · valid UTF-8");
        QTest::newRow("cancel keeps what was read")
            << QByteArray(200000, 'x') << text(5000) << true
            << QString::fromUtf8("valid UTF-8 · 200,000 characters");
    }

    void readsWhileTheWindowWorks()
    {
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, second);
        QFETCH(bool, cancel);
        QFETCH(QString, verdict);
        int p[2];
        QVERIFY(::pipe2(p, O_CLOEXEC) == 0);
        ::fcntl(p[1], F_SETFL, O_NONBLOCK);
        StdinSwap swap(p[0]);
        ::close(p[0]);

        MainWindow w;
        w.resize(1000, 600);
        w.show();
        // Returns at once although nothing has been written and the pipe is open.
        QVERIFY(w.openStdin());
        QVERIFY(w.readingStdin());
        auto *reader = w.findChild<StdinReader *>();
        QVERIFY(reader);
        QVERIFY(w.windowTitle().contains(QStringLiteral("standard input")));
        QVERIFY(writeAll(p[1], first));
        QTRY_COMPARE(reader->bytesRead(), Offset(first.size()));

        // While the pipe is open: the status bar counts, the event loop runs, keys and painting
        // work.
        const QString size =
            QLocale(QLocale::English).formattedDataSize(first.size(), 1, QLocale::DataSizeSIFormat);
        auto *status = w.findChild<QWidget *>(QStringLiteral("stdinStatus"));
        QVERIFY(status);
        QTRY_VERIFY(status->isVisible());
        QTRY_COMPARE(status->findChild<QLabel *>()->text(),
                     QString::fromUtf8("Reading standard input… %1").arg(size));
        QTRY_COMPARE(w.verdict(), QString::fromUtf8("reading standard input…"));
        bool ran = false;
        QMetaObject::invokeMethod(
            &w, [&ran] { ran = true; }, Qt::QueuedConnection);
        QTRY_VERIFY(ran);
        QTest::keyClick(w.hexView(), Qt::Key_End);
        QVERIFY(!w.grab().isNull());
        QVERIFY(w.readingStdin());

        QByteArray expected = first;
        if (cancel) {
            QTest::mouseClick(status->findChild<QToolButton *>(QStringLiteral("stdinStatusButton")),
                              Qt::LeftButton);
        } else {
            QVERIFY(writeAll(p[1], second));
            expected += second;
            ::close(p[1]);
        }
        QTRY_VERIFY(!w.readingStdin());
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->scanning(), 20000);
        QCOMPARE(documentBytes(w), expected);
        if (verdict.startsWith(QLatin1Char(' '))) // a part of it
            QTRY_VERIFY2_WITH_TIMEOUT(w.verdict().contains(verdict), qPrintable(w.verdict()),
                                      20000);
        else
            QCOMPARE(w.verdict(), verdict);
        QVERIFY(!status->isVisible());
        QCOMPARE(w.document()->source().kind(), u8i::ui::ByteSource::Kind::Stdin);
        // One tab: the input takes the place of what showed while it arrived (issue 27).
        const auto *tabs = w.findChild<QTabBar *>(QStringLiteral("documentTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 1);
        QVERIFY(!tabs->isVisible());
        if (cancel) {
            QVERIFY(w.messageBar()->isVisible());
            QVERIFY2(w.messageBar()->text().contains(QStringLiteral("cancelled")),
                     qPrintable(w.messageBar()->text()));
            ::close(p[1]);
        } else {
            // The encoding detection, started when the scan found errors, has had its say.
            const auto tasks = w.findChildren<u8i::ui::BackgroundTask *>();
            QTRY_VERIFY(
                std::none_of(tasks.begin(), tasks.end(),
                             [](const u8i::ui::BackgroundTask *t) { return t->running(); }));
            QVERIFY2(!w.messageBar()->isVisible(), qPrintable(w.messageBar()->text()));
        }
    }

    void readErrorIsSaid()
    {
        // A folder as standard input: read() fails (EISDIR), the window says so and stays usable.
        QTemporaryDir dir;
        const int fd =
            ::open(QFile::encodeName(dir.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        StdinSwap swap(fd);
        ::close(fd);
        MainWindow w;
        w.show();
        QVERIFY(w.openStdin());
        QTRY_VERIFY(!w.readingStdin());
        QVERIFY(w.messageBar()->isVisible());
        QCOMPARE(w.messageBar()->level(), MessageBar::Level::Error);
        QVERIFY2(w.messageBar()->text().startsWith(
                     QStringLiteral("Cannot read standard input after 0 bytes: ")),
                 qPrintable(w.messageBar()->text()));
        QCOMPARE(w.document()->size(), Offset(0));
        w.openBytes(QByteArray("ok"), QStringLiteral("after"));
        QCOMPARE(w.document()->size(), Offset(2));
    }

    void terminalIsRefused()
    {
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            U8I_SKIP_OUTSIDE_CI("no pseudo-terminal here (a chroot needs /dev/pts mounted)");
        const int slave = ::open(::ptsname(master), O_RDWR | O_NOCTTY | O_CLOEXEC);
        if (slave < 0) {
            ::close(master);
            U8I_SKIP_OUTSIDE_CI("no pseudo-terminal here (a chroot needs /dev/pts mounted)");
        }
        {
            StdinSwap swap(slave);
            MainWindow w;
            w.openBytes(QByteArray("kept"), QStringLiteral("before"));
            QVERIFY(!w.openStdin());
            QVERIFY(!w.readingStdin());
            QVERIFY(w.messageBar()->text().contains(QStringLiteral("terminal")));
            QCOMPARE(documentBytes(w), QByteArray("kept"));
        }
        ::close(slave);
        ::close(master);
    }

    void fileOpenedMeanwhileWins()
    {
        // A document opened while standard input arrives replaces it; the input no longer opens.
        int p[2];
        QVERIFY(::pipe2(p, O_CLOEXEC) == 0);
        StdinSwap swap(p[0]);
        ::close(p[0]);
        MainWindow w;
        QVERIFY(w.openStdin());
        QVERIFY(::write(p[1], "abc", 3) == 3);
        w.openBytes(QByteArray("other"), QStringLiteral("other"));
        QVERIFY(!w.readingStdin());
        ::close(p[1]);
        const StdinReader *reader = w.findChild<StdinReader *>();
        QVERIFY(reader);
        QTRY_VERIFY(reader->settled()); // what it had read has come back, and was dropped
        QCOMPARE(documentBytes(w), QByteArray("other"));
    }
};

QTEST_MAIN(TestStdinOpen)
#include "tst_stdin_open.moc"
