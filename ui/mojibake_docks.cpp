// The Mojibake and View-as docks of the main window (see mojibake_docks.h).
#include "mojibake_docks.h"

#include "document.h"
#include "hex_view.h"
#include "main_window.h"
#include "mojibake_panel.h"
#include "view_as_panel.h"

#include <QDockWidget>
#include <QTimer>

#include <memory>

namespace u8i::ui {

void installMojibakeDocks(MainWindow *window)
{
    auto *mojibake = new MojibakePanel(window);
    mojibake->setObjectName(QStringLiteral("mojibakePanel"));
    auto *viewAs = new ViewAsPanel(window);
    viewAs->setObjectName(QStringLiteral("viewAsPanel"));
    auto *diagnostics = window->findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"));
    const auto addDock = [window, diagnostics](QWidget *widget, const QString &title, const char *name) {
        auto *dock = new QDockWidget(title, window);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (diagnostics)
            window->tabifyDockWidget(diagnostics, dock);
    };
    addDock(mojibake, MainWindow::tr("Mojibake"), "mojibakeDock");
    addDock(viewAs, MainWindow::tr("View As"), "viewAsDock");
    if (diagnostics)
        diagnostics->raise();

    // Selections change at every mouse move: analyse once they rest.
    auto *timer = new QTimer(mojibake);
    timer->setSingleShot(true);
    timer->setInterval(250);
    auto pending = std::make_shared<std::pair<Offset, Offset>>(0, 0);
    auto choosing = std::make_shared<bool>(false);
    const auto request = [timer, pending](Offset begin, Offset end) {
        *pending = {begin, end};
        timer->start();
    };

    QObject::connect(window, &MainWindow::documentChanged, mojibake, [window, mojibake, viewAs] {
        Document *doc = window->document();
        const Bytes bytes = doc ? doc->bytes() : Bytes{};
        mojibake->setDocument(bytes, doc ? doc->source().path() : QString());
        viewAs->setBytes(bytes.first(std::min<std::size_t>(bytes.size(), ViewAsPanel::kMaxBytes)));
        if (doc)
            QObject::connect(&doc->source(), &ByteSource::shrunkOnDisk, mojibake, [mojibake, viewAs] {
                mojibake->setDocument({});
                viewAs->setBytes(QByteArray());
            });
    });
    QObject::connect(window->hexView(), &HexView::selectionChanged, mojibake,
                     [choosing, request](Offset begin, Offset end) {
                         if (!*choosing && begin != end)
                             request(begin, end);
                     });
    QObject::connect(window->hexView(), &HexView::topOffsetChanged, mojibake, [window, choosing, request](Offset top) {
        const HexView *hex = window->hexView();
        if (!*choosing && hex->selectionBegin() == hex->selectionEnd())
            request(top, top + MojibakePanel::kMaxRange);
    });
    QObject::connect(timer, &QTimer::timeout, mojibake, [window, mojibake, viewAs, pending] {
        Document *doc = window->document();
        if (!doc)
            return;
        const Bytes bytes = doc->bytes();
        const Offset begin = std::min<Offset>(pending->first, bytes.size());
        const Offset end = std::clamp<Offset>(pending->second, begin, bytes.size());
        mojibake->setRange(begin, end);
        viewAs->setBytes(bytes.subspan(begin, end - begin));
    });
    QObject::connect(mojibake, &MojibakePanel::findingActivated, window,
                     [window, choosing](Offset offset, Offset length) {
                         *choosing = true;
                         window->hexView()->select(offset, offset + length);
                         *choosing = false;
                     });
}

} // namespace u8i::ui
