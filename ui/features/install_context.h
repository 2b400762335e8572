// What a feature of this folder is given by the main window when it is installed: the window,
// the document model, the menus its entries go to, the docks it places its own beside, and a way
// to show its background task in the status bar. Until the shell's Feature seam (FeatureHost)
// is in place, this is the whole coupling between a feature and the shell: one install call.
#pragma once

#include <QString>

#include <functional>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace u8i::ui {

class BackgroundTask;
class DocumentModel;

struct InstallContext {
    QMainWindow *window = nullptr;
    DocumentModel *model = nullptr;
    QMenu *editMenu = nullptr;              // Find All goes here
    QMenu *viewMenu = nullptr;              // the docks' toggles go here
    QDockWidget *inspectorDock = nullptr;   // the character inspector (right)
    QDockWidget *diagnosticsDock = nullptr; // the Diagnostics list (bottom)
    QDockWidget *overviewDock = nullptr;    // the overview bar (left)
    // Shows a task in the status bar while it runs, with a Stop button; the name is its object's.
    std::function<void(BackgroundTask *, const QString &)> trackTask;
};

} // namespace u8i::ui
