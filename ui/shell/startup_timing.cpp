#include "startup_timing.h"

#include "document.h"
#include "hex_view.h"
#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QKeyEvent>
#include <QPointer>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <functional>
#include <utility>

namespace u8i::ui {

namespace {

// After the scan, the window settles (the overview and the diagnostics list fill in, pages are
// released) before memory is read and the jump is timed.
constexpr int kSettleMs = 300;
// A jump whose repaint does not come within this long reports painted-ms=-1.
constexpr int kPaintWaitMs = 3000;
constexpr int kFirstPaintWaitMs = 60000;

long long monotonicNs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

double msSince(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// The number of kB in a "Field:   1234 kB" line of /proc/self/status, or -1.
long long statusKb(const QByteArray &status, const char *field)
{
    for (const QByteArray &line : status.split('\n'))
        if (line.startsWith(field)) {
            bool ok = false;
            const long long kb = line.mid(qsizetype(qstrlen(field)))
                                     .simplified()
                                     .split(' ')
                                     .value(0)
                                     .toLongLong(&ok);
            return ok ? kb : -1;
        }
    return -1;
}

void printMemory()
{
    QFile file(QStringLiteral("/proc/self/status"));
    const QByteArray status = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    std::fprintf(stderr,
                 "u8i-timing memory VmRSS-kB=%lld RssAnon-kB=%lld RssFile-kB=%lld VmHWM-kB=%lld\n",
                 statusKb(status, "VmRSS:"), statusKb(status, "RssAnon:"),
                 statusKb(status, "RssFile:"), statusKb(status, "VmHWM:"));
}

// Calls `then` with the time (ms) of the watched widget's next paint, or with -1 after `waitMs`.
class NextPaint : public QObject {
  public:
    NextPaint(QWidget *target, int waitMs, std::function<void(double)> then)
        : QObject(target), m_then(std::move(then))
    {
        m_since.start();
        target->installEventFilter(this);
        QTimer::singleShot(waitMs, this, [this] { fire(-1); });
    }

  protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            fire(msSince(m_since));
        return false;
    }

  private:
    void fire(double ms)
    {
        if (!m_then)
            return;
        // Queued: the paint (or the timer) finishes first, and this object can go.
        QTimer::singleShot(0, parent(), [then = std::exchange(m_then, {}), ms] { then(ms); });
        deleteLater();
    }

    QElapsedTimer m_since;
    std::function<void(double)> m_then;
};

QAction *actionWithShortcut(QWidget *window, const QKeySequence &keys)
{
    for (QAction *a : window->findChildren<QAction *>())
        if (a->shortcut() == keys)
            return a;
    return nullptr;
}

void finish()
{
    std::fprintf(stderr, "u8i-timing done\n");
    std::fflush(stderr);
    if (qgetenv("U8I_TIMING") == "exit")
        QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

// What a user does to reach the last diagnostic: Ctrl+End in the hex view, then Shift+F8.
void jumpToLastDiagnostic(MainWindow &window)
{
    HexView *hex = window.hexView();
    QAction *previous = actionWithShortcut(&window, QKeySequence(Qt::SHIFT | Qt::Key_F8));
    if (!previous) {
        std::fprintf(stderr, "u8i-timing last-diagnostic none (no Shift+F8 action)\n");
        finish();
        return;
    }
    QElapsedTimer jump;
    jump.start();
    QKeyEvent end(QEvent::KeyPress, Qt::Key_End, Qt::ControlModifier);
    QCoreApplication::sendEvent(hex, &end);
    previous->trigger();
    const double actionMs = msSince(jump);
    new NextPaint(
        hex->viewport(), kPaintWaitMs, [hex = QPointer<HexView>(hex), actionMs, jump](double) {
            std::fprintf(stderr,
                         "u8i-timing last-diagnostic offset=%lld action-ms=%.3f painted-ms=%.3f\n",
                         hex ? static_cast<long long>(hex->selectionBegin()) : -1LL, actionMs,
                         msSince(jump));
            finish();
        });
    hex->viewport()->update();
}

} // namespace

bool timingRequested()
{
    return qEnvironmentVariableIsSet("U8I_TIMING");
}

void installTiming(MainWindow &window, const QElapsedTimer &sinceLaunch)
{
    new NextPaint(window.hexView()->viewport(), kFirstPaintWaitMs, [sinceLaunch](double waited) {
        if (waited < 0)
            std::fprintf(stderr, "u8i-timing first-paint none\n");
        else
            std::fprintf(stderr, "u8i-timing first-paint ms=%.3f clock-ns=%lld\n",
                         msSince(sinceLaunch), monotonicNs());
    });
    Document *doc = window.document();
    if (!doc) {
        finish();
        return;
    }
    QPointer<MainWindow> w(&window);
    QObject::connect(
        doc, &Document::scanFinished, &window,
        [w, sinceLaunch, doc = QPointer<Document>(doc)](bool cancelled) {
            if (!doc || !w)
                return;
            std::fprintf(stderr,
                         "u8i-timing scan-finished ms=%.3f clock-ns=%lld bytes=%llu cancelled=%d\n",
                         msSince(sinceLaunch), monotonicNs(),
                         static_cast<unsigned long long>(doc->size()), cancelled ? 1 : 0);
            QTimer::singleShot(kSettleMs, w, [w, doc] {
                printMemory();
                if (!doc || !w || doc->size() == 0 || !doc->index()) {
                    std::fprintf(stderr, "u8i-timing last-diagnostic none\n");
                    finish();
                    return;
                }
                jumpToLastDiagnostic(*w);
            });
        });
}

} // namespace u8i::ui
