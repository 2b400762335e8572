// Bookmarks as a feature of the main window: the Bookmarks dock (hidden until the first bookmark),
// Go ▸ Toggle Bookmark (Ctrl+B), Next (F2), Previous (Shift+F2) and Clear Bookmarks, Toggle
// Bookmark in the views' context menu, and the bookmarked bytes marked in the hex view.
#pragma once

#include "feature.h"

class QDockWidget;

namespace u8i::ui {

class Bookmarks;
class BookmarksPanel;

class BookmarksFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] Bookmarks *bookmarks() const { return m_bookmarks; }
    [[nodiscard]] BookmarksPanel *panel() const { return m_panel; }
    [[nodiscard]] QDockWidget *dock() const { return m_dock; }

  private:
    void markInHexView(FeatureHost &host);
    void toggle();

    Bookmarks *m_bookmarks = nullptr;
    BookmarksPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
};

} // namespace u8i::ui
