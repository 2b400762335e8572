#include "startup_timing.h"

#include "document.h"
#include "hex_view.h"
#include "main_window.h"

#include <QEvent>
#include <QFile>
#include <QPointer>

#include <cstdio>

namespace u8i::ui {

namespace {

QByteArray statusField(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return "?";
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).simplified();
    return "?";
}

class FirstPaint : public QObject {
public:
    FirstPaint(QWidget *target, QElapsedTimer since) : QObject(target), m_since(since) {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            std::fprintf(stderr, "u8i-timing: first paint of the hex view %lld ms after launch\n",
                         static_cast<long long>(m_since.elapsed()));
        }
        return false;
    }

private:
    QElapsedTimer m_since;
    bool m_done = false;
};

} // namespace

bool timingRequested()
{
    return qEnvironmentVariableIsSet("U8I_TIMING");
}

void installTiming(MainWindow &window, const QElapsedTimer &sinceLaunch)
{
    QWidget *viewport = window.hexView()->viewport();
    viewport->installEventFilter(new FirstPaint(viewport, sinceLaunch));
    Document *doc = window.document();
    if (!doc)
        return;
    QPointer<MainWindow> w(&window);
    QObject::connect(doc, &Document::scanFinished, &window, [w, sinceLaunch, doc](bool cancelled) {
        std::fprintf(stderr, "u8i-timing: scan %s %lld ms after launch (%llu bytes)\n",
                     cancelled ? "cancelled" : "finished", static_cast<long long>(sinceLaunch.elapsed()),
                     static_cast<unsigned long long>(doc->size()));
        std::fprintf(stderr, "u8i-timing: after the scan VmRSS %s, RssFile %s\n", statusField("VmRSS:").constData(),
                     statusField("RssFile:").constData());
        if (!w || doc->size() == 0)
            return;
        QElapsedTimer jump;
        jump.start();
        w->hexView()->setCaret(doc->size() - 1);
        w->previousDiagnostic();
        std::fprintf(stderr, "u8i-timing: jump to the last diagnostic (offset %llu) took %.3f ms\n",
                     static_cast<unsigned long long>(w->hexView()->selectionBegin()),
                     static_cast<double>(jump.nsecsElapsed()) / 1e6);
    });
}

} // namespace u8i::ui
