// The shell's side of the feature seam: the menu bar with its named anchors, the one place docks
// are added to the main window (each with its View menu toggle), the context menu of the views and
// lists, the status tasks, and the bars under the views. The main window makes one, adds its own
// entries through it as any feature does, and installs its features on it (feature_host.h).
#pragma once

#include "feature_host.h"

#include <QList>

#include <array>
#include <vector>

class QBoxLayout;
class QMainWindow;
class QMenu;

namespace u8i::ui {

class StatusBarPresenter;
class ViewContextMenus;

class ShellHost : public FeatureHost {
    Q_OBJECT
  public:
    struct Parts {
        QMainWindow *window = nullptr;
        DocumentModel *model = nullptr;
        HexView *hex = nullptr;
        TextView *text = nullptr;
        OverviewBar *overview = nullptr;
        MessageBar *messages = nullptr;
        StatusBarPresenter *status = nullptr;
        QBoxLayout *bars = nullptr; // the central layout, whose end takes the bars
    };
    // Creates the menus of the menu bar: File, Edit, View, Go, Learn, Settings, Help.
    explicit ShellHost(const Parts &parts);

    [[nodiscard]] QWidget *window() const override;
    [[nodiscard]] DocumentModel *model() const override { return m_parts.model; }
    [[nodiscard]] HexView *hexView() const override { return m_parts.hex; }
    [[nodiscard]] TextView *textView() const override { return m_parts.text; }
    [[nodiscard]] OverviewBar *overview() const override { return m_parts.overview; }
    [[nodiscard]] MessageBar *messageBar() const override { return m_parts.messages; }

    void addDock(QDockWidget *dock, const DockPlacement &placement) override;
    void addAction(MenuAnchor anchor, QAction *action) override;
    void addContextAction(ContextAnchor anchor, const QString &text,
                          std::function<void()> slot) override;
    void addContextList(QAbstractItemView *list) override;
    void addStatusTask(BackgroundTask *task, const QString &name) override;
    void addBar(QWidget *bar) override;
    void showStatus(const QString &text) override;
    void showVerdict(const QString &text, const QString &evidence) override;

    // The dock that DockPlacement::besideDiagnostics means (added before, through addDock).
    void setDiagnosticsDock(QDockWidget *dock) { m_diagnostics = dock; }
    // Every dock added, in the order added.
    [[nodiscard]] const QList<QDockWidget *> &docks() const { return m_docks; }
    // The menu an anchor is in, and the entries added at it (no separators), in menu order.
    [[nodiscard]] QMenu *menuOf(MenuAnchor anchor) const;
    [[nodiscard]] QList<QAction *> actionsAt(MenuAnchor anchor) const;
    [[nodiscard]] ViewContextMenus *contextMenus() const { return m_context; }

  private:
    Parts m_parts;
    std::vector<QMenu *> m_menus;
    std::array<std::vector<QAction *>, kMenuAnchorCount> m_anchored; // separators too
    QList<QDockWidget *> m_docks;
    QDockWidget *m_diagnostics = nullptr;
    ViewContextMenus *m_context = nullptr;
};

} // namespace u8i::ui
