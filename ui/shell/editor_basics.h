// The hex-editor basics of the main window: View ▸ Characters Beside Bytes (remembered), Go ▸ Go to
// Line (Ctrl+L), bookmarks (Go ▸ Toggle Bookmark Ctrl+B, next F2, previous Shift+F2, and the
// Bookmarks dock), the context menus of the views and lists, Edit ▸ Find This, File ▸ Compare
// With… (next F7, previous Shift+F7, the Comparison dock), document tabs (File ▸ Close Tab
// Ctrl+W, Go ▸ Next and Previous Tab). The main window creates one once its menus exist; each
// feature keeps its own logic in its own class.
#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMenu;

namespace u8i::ui {

class Bookmarks;
class BookmarksPanel;
class CompareSession;
class DocumentTabs;
class GoToLine;
class MainWindow;
class ViewContextMenus;

class EditorBasics : public QObject {
    Q_OBJECT
  public:
    explicit EditorBasics(MainWindow *window);

    [[nodiscard]] GoToLine *goToLine() const { return m_goToLine; }
    [[nodiscard]] Bookmarks *bookmarks() const { return m_bookmarks; }
    [[nodiscard]] BookmarksPanel *bookmarksPanel() const { return m_bookmarksPanel; }
    [[nodiscard]] QDockWidget *bookmarksDock() const { return m_bookmarksDock; }
    [[nodiscard]] CompareSession *comparison() const { return m_compare; }
    [[nodiscard]] ViewContextMenus *contextMenus() const { return m_menus; }
    [[nodiscard]] QAction *characterColumnAction() const { return m_characters; }
    [[nodiscard]] DocumentTabs *tabs() const { return m_tabs; }

  private:
    [[nodiscard]] QMenu *menu(const char *name) const;
    void addFileEntries();
    void addEditEntries();
    void addViewEntries();
    void addGoEntries();
    void showStatus(const QString &text);

    MainWindow *m_window;
    GoToLine *m_goToLine;
    Bookmarks *m_bookmarks;
    BookmarksPanel *m_bookmarksPanel;
    QDockWidget *m_bookmarksDock;
    CompareSession *m_compare;
    DocumentTabs *m_tabs;
    ViewContextMenus *m_menus = nullptr;
    QAction *m_characters = nullptr;
};

} // namespace u8i::ui
