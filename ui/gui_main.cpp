#include "gui_main.h"

#include "desktop_application.h"
#include "document.h"
#include "main_window.h"
#include "message_bar.h"
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
                out.error = QStringLiteral("--screenshot needs an output file: --screenshot OUT.png [FILE]");
                return out;
            }
            out.screenshot = args[++i];
        } else if (a.startsWith(QLatin1String("--screenshot="))) {
            out.screenshot = a.mid(13);
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
        if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

int takeScreenshot(MainWindow &window, const QString &out)
{
    window.resize(kShotWidth, kShotHeight);
    window.show();
    Document *doc = window.document();
    if (doc && doc->scanning()) {
        QEventLoop loop;
        QObject::connect(doc, &Document::scanFinished, &loop, &QEventLoop::quit);
        if (doc->scanning())
            loop.exec();
    }
    // Let layouts settle and the views paint once.
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QEventLoop wait;
        QTimer::singleShot(20, &wait, &QEventLoop::quit);
        wait.exec();
    }
    const QPixmap shot = window.grab();
    if (shot.isNull() || !shot.save(out)) {
        std::fprintf(stderr, "utf8-inspector: cannot write the screenshot to %s\n", qPrintable(out));
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
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("utf8-inspector"));
    QApplication::setApplicationName(QStringLiteral("utf8-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("UTF-8 Inspector"));
    initDesktopApplication(app); // desktop id, icon, translations, accessibility

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
    if (timingRequested())
        installTiming(window, sinceLaunch);
    if (screenshot)
        return takeScreenshot(window, args.screenshot);
    window.show();
    return QApplication::exec();
}

} // namespace u8i::ui
