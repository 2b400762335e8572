// The Mojibake and View-as docks of the main window (see mojibake_docks.h).
#include "mojibake_docks.h"

#include "mojibake_panel.h"
#include "view_as_panel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace u8i::ui {

namespace {

// What the two panels are to show, and which of them still shows something older. A panel whose
// dock is hidden (a tab behind Diagnostics, or closed) is brought up to date only when its dock
// is shown: analysing and laying out text nobody sees would slow the first screen of a big file.
struct Feed {
    Offset begin = 0;
    Offset end = 0;
    bool newDocument = false; // the Mojibake panel needs setDocument before setRange
    bool mojibakeStale = false;
    bool viewAsStale = false;
};

// A hidden window (a test's) updates everything: only a shown window has hidden docks to skip.
// A tab behind another stays "visible" to Qt, moved out of sight: its visible region is empty.
bool shows(const QMainWindow *window, const QDockWidget *dock)
{
    return !window->isVisible() || !dock || !dock->visibleRegion().isEmpty();
}

} // namespace

MojibakePanel *installMojibakeDocks(QMainWindow *window, DocumentModel *document,
                                    QDockWidget *diagnostics)
{
    auto *mojibake = new MojibakePanel(window);
    mojibake->setObjectName(QStringLiteral("mojibakePanel"));
    auto *viewAs = new ViewAsPanel(window);
    viewAs->setObjectName(QStringLiteral("viewAsPanel"));
    const auto addDock = [window, diagnostics](QWidget *widget, const QString &title,
                                               const char *name) {
        auto *dock = new QDockWidget(title, window);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (diagnostics)
            window->tabifyDockWidget(diagnostics, dock);
        return dock;
    };
    QDockWidget *mojibakeDock = addDock(mojibake, QMainWindow::tr("Mojibake"), "mojibakeDock");
    QDockWidget *viewAsDock = addDock(viewAs, QMainWindow::tr("View As"), "viewAsDock");
    if (diagnostics)
        diagnostics->raise();

    auto feed = std::make_shared<Feed>();
    const auto apply = [window, document, mojibake, viewAs, mojibakeDock, viewAsDock, feed] {
        const Bytes bytes = document->bytes();
        const Offset begin = std::min<Offset>(feed->begin, bytes.size());
        const Offset end = std::clamp<Offset>(feed->end, begin, bytes.size());
        if (feed->mojibakeStale && shows(window, mojibakeDock)) {
            feed->mojibakeStale = false;
            if (feed->newDocument) {
                feed->newDocument = false;
                mojibake->setDocument(bytes, document->document()->source().path());
            }
            if (begin != mojibake->rangeBegin() || end != mojibake->rangeEnd())
                mojibake->setRange(begin, end);
        }
        if (feed->viewAsStale && shows(window, viewAsDock)) {
            feed->viewAsStale = false;
            viewAs->setBytes(bytes.subspan(begin, end - begin));
        }
    };
    for (QDockWidget *dock : {mojibakeDock, viewAsDock})
        QObject::connect(dock, &QDockWidget::visibilityChanged, mojibake, [apply](bool visible) {
            if (visible)
                apply();
        });

    // Selections change at every mouse move: analyse once they rest.
    auto *timer = new QTimer(mojibake);
    timer->setSingleShot(true);
    timer->setInterval(250);
    auto choosing = std::make_shared<bool>(false);
    const auto request = [timer, feed](Offset begin, Offset end) {
        feed->begin = begin;
        feed->end = end;
        feed->mojibakeStale = true;
        feed->viewAsStale = true;
        timer->start();
    };

    QObject::connect(document, &DocumentModel::changed, mojibake, [mojibake, feed, request] {
        mojibake->setDocument(
            {}); // cheap; lets go of the old bytes now, the new ones come in apply
        feed->newDocument = true;
        request(0, MojibakePanel::kMaxRange);
    });
    QObject::connect(document, &DocumentModel::shrunk, mojibake, [mojibake, viewAs, feed] {
        feed->newDocument = false;
        feed->mojibakeStale = false;
        feed->viewAsStale = false;
        mojibake->setDocument({});
        viewAs->setBytes(QByteArray());
    });
    QObject::connect(document, &DocumentModel::selectionChanged, mojibake,
                     [choosing, request](Offset begin, Offset end) {
                         if (!*choosing && begin != end)
                             request(begin, end);
                     });
    QObject::connect(document, &DocumentModel::topOffsetChanged, mojibake,
                     [document, choosing, request](Offset top) {
                         if (!*choosing && !document->hasSelection())
                             request(top, top + MojibakePanel::kMaxRange);
                     });
    QObject::connect(timer, &QTimer::timeout, mojibake, apply);
    // Paging through a selection larger than View as shows at once: its bytes again, from there.
    QObject::connect(viewAs, &ViewAsPanel::windowRequested, viewAs,
                     [document, viewAs, feed](Offset start) {
                         if (!document->checkAccess())
                             return;
                         const Bytes bytes = document->bytes();
                         const Offset begin = std::min<Offset>(feed->begin, bytes.size());
                         const Offset end = std::clamp<Offset>(feed->end, begin, bytes.size());
                         viewAs->setBytes(bytes.subspan(begin, end - begin), start);
                     });
    QObject::connect(mojibake, &MojibakePanel::findingActivated, document,
                     [document, choosing](Offset offset, Offset length) {
                         *choosing = true;
                         document->select(offset, offset + length);
                         *choosing = false;
                     });
    return mojibake;
}

} // namespace u8i::ui
