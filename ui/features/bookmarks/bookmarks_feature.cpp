#include "bookmarks_feature.h"
#include "bookmarks.h"
#include "bookmarks_panel.h"
#include "feature_host.h"

#include "hex_view.h"

#include <QDockWidget>
#include <QTreeWidget>

#include <algorithm>

namespace u8i::ui {

void BookmarksFeature::install(FeatureHost &host)
{
    m_bookmarks = new Bookmarks(host.model(), this);
    m_panel = new BookmarksPanel(m_bookmarks, host.model(), host.window());
    m_dock = new QDockWidget(tr("Bookmarks"), host.window());
    m_dock->setObjectName(QStringLiteral("bookmarksDock"));
    m_dock->setWidget(m_panel);
    host.addDock(m_dock, {Qt::RightDockWidgetArea, false, true, QKeySequence(Qt::ALT | Qt::Key_7)});
    m_dock->hide(); // until the first bookmark, or View ▸ Bookmarks
    markInHexView(host);
    connect(m_panel, &BookmarksPanel::activated, host.hexView(), qOverload<>(&QWidget::setFocus));
    host.addContextList(m_panel->list());
    host.addContextAction(ContextAnchor::Bookmark, tr("Toggle &Bookmark"),
                          [this] { m_bookmarks->toggle(); });
    host.addMenuEntry(MenuAnchor::GoBookmarks, tr("Toggle &Bookmark"), QKeySequence(tr("Ctrl+B")),
                      this, [this] { toggle(); });
    host.addMenuEntry(MenuAnchor::GoBookmarks, tr("Next Boo&kmark"), QKeySequence(Qt::Key_F2), this,
                      [this] { m_bookmarks->goToNext(); });
    host.addMenuEntry(MenuAnchor::GoBookmarks, tr("Previous Bookm&ark"),
                      QKeySequence(Qt::SHIFT | Qt::Key_F2), this,
                      [this] { m_bookmarks->goToPrevious(); });
    host.addMenuEntry(MenuAnchor::GoBookmarks, tr("&Clear Bookmarks"), {}, this,
                      [this] { m_bookmarks->clear(); });
}

void BookmarksFeature::toggle()
{
    if (m_bookmarks->toggle())
        m_dock->show();
}

void BookmarksFeature::markInHexView(FeatureHost &host)
{
    HexView *hex = host.hexView();
    hex->setMarkLayer(
        QStringLiteral("bookmarks"),
        [this](Offset begin, Offset end) {
            std::vector<bool> marks(end - begin, false);
            for (const Bookmark &b : m_bookmarks->list())
                for (Offset at = std::max(begin, b.offset); at < std::min(end, b.end()); ++at)
                    marks[at - begin] = true;
            return marks;
        },
        QPalette::LinkVisited);
    connect(m_bookmarks, &Bookmarks::changed, hex->viewport(), qOverload<>(&QWidget::update));
}

} // namespace u8i::ui
