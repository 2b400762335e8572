// The seam between the shell and its features, on Okteta's pattern (one controller per feature,
// set up in one list). The shell implements FeatureHost; each feature is given the host once, in
// Feature::install, and contributes through it: docks (added to the window only here, with their
// View menu toggles), actions at named menu anchors, entries of the views' context menus, status
// tasks, and a bar under the views. The host gives the document model, the views, the message bar,
// and says when the current document (the open tab) changes.
#pragma once

#include "notice_listing.h"

#include <QKeySequence>
#include <QObject>

#include <functional>

class QAbstractItemView;
class QAction;
class QDockWidget;
class QWidget;

namespace u8i::ui {

class BackgroundTask;
class DocumentModel;
class HexView;
class MessageBar;
class OverviewBar;
class TextView;

// A named place in the menu bar. Entries added at an anchor come after the entries added there
// before, and before the next anchor's; an anchor marked (―) starts with a separator.
enum class MenuAnchor {
    FileOpen,       // File: Open, Open Recent, New from Bytes, Reload
    FileConvert,    // File: Convert to UTF-8
    FileCompare,    // File (―): Compare With
    FileTabs,       // File: Close Tab
    FileQuit,       // File (―): Quit
    EditCopy,       // Edit: Copy as …
    EditSelect,     // Edit (―): Select All
    EditFind,       // Edit (―): Find, Find Next, Find Previous, Find This
    ViewRows,       // View: bytes per row
    ViewOffsets,    // View (―): offset base
    ViewColumns,    // View (―): Characters Beside Bytes
    ViewReading,    // View (―): Show As, Runs of Control Bytes
    ViewDocks,      // View (―): the docks' toggles (filled by addDock)
    ViewAppearance, // View (―): Syntax, Theme
    GoJump,         // Go: Go to Offset, Go to Line
    GoDiagnostics,  // Go: Next and Previous Diagnostic
    GoFile,         // Go (―): Start and End of File
    GoStrings,      // Go (―): Next and Previous String
    GoBookmarks,    // Go (―): bookmarks
    GoDifferences,  // Go (―): Next and Previous Difference
    GoTabs,         // Go (―): Next and Previous Tab
    Learn,          // Learn: the teaching tools
    Settings,       // Settings: Configure
    Help,           // Help: User Guide
    HelpAbout,      // Help (―): About
};
inline constexpr int kMenuAnchorCount = static_cast<int>(MenuAnchor::HelpAbout) + 1;

// A named place in the context menu of the hex view, the text view and the lists.
enum class ContextAnchor {
    Copy,     // Copy as …
    Find,     // (―) Find This
    Go,       // (―) Go to Offset, Go to Line
    Bookmark, // (―) Toggle Bookmark
};
inline constexpr int kContextAnchorCount = static_cast<int>(ContextAnchor::Bookmark) + 1;

// Where a dock goes when it is added.
struct DockPlacement {
    Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
    bool besideDiagnostics = false; // a tab behind the Diagnostics dock, which stays in front
    bool inViewMenu = true;         // its toggle under View (MenuAnchor::ViewDocks)
    QKeySequence key;               // its toggle's shortcut (README lists every one)
};

class FeatureHost : public QObject {
    Q_OBJECT
  public:
    explicit FeatureHost(QObject *parent = nullptr) : QObject(parent) {}

    // The main window: the parent of docks, dialogs and widgets.
    [[nodiscard]] virtual QWidget *window() const = 0;
    [[nodiscard]] virtual DocumentModel *model() const = 0;
    [[nodiscard]] virtual HexView *hexView() const = 0;
    [[nodiscard]] virtual TextView *textView() const = 0;
    [[nodiscard]] virtual OverviewBar *overview() const = 0;
    [[nodiscard]] virtual MessageBar *messageBar() const = 0;

    // The one place docks are added to the window. `dock` needs an object name: the window's
    // remembered layout (QMainWindow::saveState) knows it by that.
    virtual void addDock(QDockWidget *dock, const DockPlacement &placement) = 0;
    virtual void addAction(MenuAnchor anchor, QAction *action) = 0;
    // A new action at `anchor` that calls `slot` (while `context` lives) when triggered.
    QAction *addMenuEntry(MenuAnchor anchor, const QString &text, const QKeySequence &key,
                          QObject *context, std::function<void()> slot);
    // An entry of the views' and lists' context menu, enabled when the document has bytes.
    virtual void addContextAction(ContextAnchor anchor, const QString &text,
                                  std::function<void()> slot) = 0;
    // Gives a list's rows the context menu: a right click goes to the row (activates it) first.
    virtual void addContextList(QAbstractItemView *list) = 0;
    // Shows `task` in the status bar while it runs, with a Stop button; `name` is its object name.
    virtual void addStatusTask(BackgroundTask *task, const QString &name) = 0;
    // A bar under the views (the find bar).
    virtual void addBar(QWidget *bar) = 0;

    // A passing message in the status bar.
    virtual void showStatus(const QString &text) = 0;
    // The encoding detector's verdict replaces the scan's in the status bar.
    virtual void showVerdict(const QString &text, const QString &evidence) = 0;
    // The document is binary data of `type` (libmagic's): emits binaryDetected.
    void announceBinary(const QString &type) { emit binaryDetected(type); }
    // The notices of the document are listed (empty while they are looked for): emits
    // noticesListed.
    void announceNotices(const NoticeListing &listing) { emit noticesListed(listing); }

  signals:
    // The current document changed: another file opened, or another tab chosen.
    void documentChanged();
    void binaryDetected(const QString &type);
    // The listing lives until the next one (or the next document).
    void noticesListed(const u8i::ui::NoticeListing &listing);
};

} // namespace u8i::ui
