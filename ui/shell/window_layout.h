// The main window's layout kept across restarts: its geometry, its docks (QMainWindow::saveState),
// the sizes of the hex | text splitter, and the width or height of each dock, as the user left
// them. The docks are restored once the window is shown, at its final size: a state restored into
// a window that is not laid out yet gives its areas other sizes (the inspector ends up 60 px
// wide). The splitter's sizes are the sizes shown, not QSplitter::saveState's (which keeps the
// sizes last asked for, such as [443, 10000], until the user drags the handle).
//
// A layout that would leave a pane or a dock too small to use (a state from a larger screen, a
// damaged setting) is not restored: the first-start layout, fitted to the window, is used instead.
//
// The window stays inside the screen's available area, its frame included: a size asked for by
// the window manager or restored from a larger screen that would put the status bar below the
// screen's edge is fitted to the screen (issue 27, 1400 × 900 under openbox).
#pragma once

#include <QList>
#include <QObject>

#include <functional>

class QDockWidget;
class QMainWindow;
class QSplitter;

namespace u8i::ui {

class WindowLayout : public QObject {
    Q_OBJECT
  public:
    // `fresh` lays the window out as on a first start (it is called with the window shown).
    WindowLayout(QMainWindow *window, QSplitter *views, QList<QDockWidget *> docks,
                 std::function<void()> fresh);

    // Before the window is shown: its saved geometry (or a default size that fits the screen).
    void restoreGeometry();
    // Saves everything (on close).
    void save() const;
    // True once the shown window's docks and splitter have been laid out (restored or fresh).
    [[nodiscard]] bool laidOut() const { return m_laidOut; }
    // Whether every pane and visible dock has room to be used: at least its minimum.
    [[nodiscard]] bool usable() const;

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void restoreDocks(); // once, when the window is first shown
    void keepOnScreen(); // a shown window larger than the available area is fitted to it

    QMainWindow *m_window;
    QSplitter *m_views;
    QList<QDockWidget *> m_docks;
    std::function<void()> m_fresh;
    bool m_laidOut = false;
};

// The least room a pane or dock needs to be of use, in pixels (a few columns of hex, a few lines
// of text, the inspector's labels).
[[nodiscard]] int minimumPaneWidth(const QWidget *pane);

} // namespace u8i::ui
