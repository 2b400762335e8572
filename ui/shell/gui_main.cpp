#include "gui_main.h"

#include "app_settings.h"
#include "appearance.h"
#include "application_theme.h"
#include "desktop_application.h"
#include "display_check.h"
#include "document.h"
#include "main_window.h"
#include "message_bar.h"
#include "open_files_session.h"
#include "show_request.h"
#include "startup_timing.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace u8i::ui {

namespace {

constexpr int kShotWidth = 1400;
constexpr int kShotHeight = 900;

struct GuiArguments {
    QString screenshot; // --screenshot OUT.png
    QString file;       // FILE or "-"
    ShowRequest show;   // --show NAME[=INPUT]
    QSize size;         // --size WxH of the window shot; invalid: the default
    bool bad = false;
    QString error;
};

GuiArguments parseArguments(const QStringList &args)
{
    GuiArguments out;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--screenshot")) {
            if (i + 1 >= args.size()) {
                out.bad = true;
                out.error = QStringLiteral(
                    "--screenshot needs an output file: --screenshot OUT.png [FILE]");
                return out;
            }
            out.screenshot = args[++i];
        } else if (a.startsWith(QLatin1String("--screenshot="))) {
            out.screenshot = a.mid(13);
        } else if (a == QLatin1String("--show") || a.startsWith(QLatin1String("--show="))) {
            if (a == QLatin1String("--show") && i + 1 >= args.size()) {
                out.bad = true;
                out.error =
                    QStringLiteral("--show needs a name: --show NAME[=INPUT], NAME one of %1")
                        .arg(showableNames().join(QStringLiteral(", ")));
                return out;
            }
            out.show = parseShowRequest(a == QLatin1String("--show") ? args[++i] : a.mid(7));
            if (!showableNames().contains(out.show.name)) {
                out.bad = true;
                out.error = QStringLiteral("--show: nothing named '%1'; NAME is one of %2")
                                .arg(out.show.name, showableNames().join(QStringLiteral(", ")));
                return out;
            }
        } else if (a == QLatin1String("--size") || a.startsWith(QLatin1String("--size="))) {
            const QString value = a == QLatin1String("--size")
                                      ? (i + 1 < args.size() ? args[++i] : QString())
                                      : a.mid(7);
            const QStringList wh = value.split(QLatin1Char('x'));
            const int w = wh.size() == 2 ? wh[0].toInt() : 0;
            const int h = wh.size() == 2 ? wh[1].toInt() : 0;
            if (w < 200 || h < 150 || w > 8000 || h > 8000) {
                out.bad = true;
                out.error = QStringLiteral(
                                "--size needs WIDTHxHEIGHT in pixels, such as 1000x650, not '%1'")
                                .arg(value);
                return out;
            }
            out.size = QSize(w, h);
        } else if (out.file.isEmpty()) {
            out.file = a;
        } else {
            out.bad = true;
            out.error = QStringLiteral("one file at a time: %1 and %2").arg(out.file, a);
            return out;
        }
    }
    return out;
}

bool wantsScreenshot(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 ||
            std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

// Lets layouts settle and the views paint: `rounds` turns of the event loop, `ms` apart.
void settle(int rounds, int ms)
{
    for (int i = 0; i < rounds; ++i) {
        QApplication::processEvents();
        QEventLoop wait;
        QTimer::singleShot(ms, &wait, &QEventLoop::quit);
        wait.exec();
    }
}

// Shows what --show names; returns the window to shoot, or nullptr with the reason in `error`.
QWidget *showRequested(MainWindow &window, const GuiArguments &args, QString &error)
{
    if (args.show.name.isEmpty())
        return &window;
    QWidget *shown = showInWindow(window, args.show, error);
    if (!shown) {
        error = QStringLiteral("--show %1: %2").arg(args.show.name, error);
        std::fprintf(stderr, "utf8-inspector: %s\n", qPrintable(error));
    }
    return shown;
}

int takeScreenshot(MainWindow &window, const GuiArguments &args)
{
    const bool mainWindowShot =
        args.show.name.isEmpty() || args.show.name == QLatin1String("mojibake") ||
        args.show.name == QLatin1String("strings") || args.show.name == QLatin1String("at");
    // A shot has the size asked for: fixed, so that neither fitting the window to the (virtual)
    // screen nor a tool growing with its content changes it.
    window.setFixedSize(mainWindowShot && args.size.isValid() ? args.size
                                                              : QSize(kShotWidth, kShotHeight));
    window.show();
    while (window.readingStdin()) { // `-`: the document opens when the input ends
        QEventLoop loop;
        QObject::connect(&window, &MainWindow::documentChanged, &loop, &QEventLoop::quit);
        loop.exec();
    }
    Document *doc = window.document();
    if (doc && doc->scanning()) {
        QEventLoop loop;
        QObject::connect(doc, &Document::scanFinished, &loop, &QEventLoop::quit);
        if (doc->scanning())
            loop.exec();
    }
    for (int i = 0; i < 500 && window.listingNotices(); ++i) // the Diagnostics dock's notices
        settle(1, 20);
    settle(5, 20);
    if (!args.show.name.isEmpty())
        settle(4, 100); // the docks' delayed updates (the Mojibake dock waits 250 ms) come first
    QString error;
    QWidget *target = showRequested(window, args, error);
    if (!target)
        return 2;
    if (target != &window && args.size.isValid())
        target->setFixedSize(args.size);
    settle(5, 20);
    const QPixmap shot = target->grab();
    if (shot.isNull() || !shot.save(args.screenshot)) {
        std::fprintf(stderr, "utf8-inspector: cannot write the screenshot to %s\n",
                     qPrintable(args.screenshot));
        return 2;
    }
    return 0;
}

} // namespace

int runGui(int argc, char **argv)
{
    QElapsedTimer sinceLaunch;
    sinceLaunch.start();
    const bool screenshot = wantsScreenshot(argc, argv);
    if (screenshot)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (const std::string why = missingDisplay(argc, argv); !why.empty()) {
        std::fprintf(stderr, "utf8-inspector: %s\n", why.c_str());
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("utf8-inspector"));
    QApplication::setApplicationName(QStringLiteral("utf8-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("UTF-8 Inspector"));
    initDesktopApplication(app); // desktop id, icon, translations, accessibility
    // The saved theme before the first widget: every widget is made with its palette and style.
    ApplicationTheme::instance().apply(Appearance::paletteOf(AppSettings::load().theme));

    const GuiArguments args = parseArguments(QApplication::arguments());
    if (args.bad) {
        std::fprintf(stderr, "utf8-inspector: %s\n", qPrintable(args.error));
        return 2;
    }
    MainWindow window;
    if (!args.file.isEmpty() && !window.openFile(args.file) && screenshot) {
        std::fprintf(stderr, "utf8-inspector: %s\n", qPrintable(window.messageBar()->text()));
        return 2;
    }
    if (args.file.isEmpty() && !screenshot) // a screenshot shows only what it is given
        (void)OpenFilesSession::restore(window);
    if (timingRequested())
        installTiming(window, sinceLaunch);
    if (screenshot)
        return takeScreenshot(window, args);
    window.show();
    QString error;
    if (!showRequested(window, args, error))
        window.messageBar()->showMessage(error, MessageBar::Level::Warning, false);
    return QApplication::exec();
}

} // namespace u8i::ui
