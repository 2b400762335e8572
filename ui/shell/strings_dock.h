// The Strings dock of the main window (tabbed with Diagnostics), its Go menu entries Next String
// (F6) and Previous String (Shift+F6), and the text regions it shows on the overview bar.
#pragma once

#include "document_model.h"

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;

namespace u8i::ui {

class OverviewBar;
class StringsPanel;

class StringsDock : public QObject {
    Q_OBJECT
  public:
    StringsDock(QMainWindow *window, DocumentModel *document, QDockWidget *besides,
                OverviewBar *overview);

    [[nodiscard]] StringsPanel *panel() const { return m_panel; }
    [[nodiscard]] QDockWidget *dock() const { return m_dock; }
    // Next String and Previous String, at the end of `go`.
    void addGoActions(QMenu *go);

  private:
    void updateOverview();
    void step(bool forward);

    QMainWindow *m_window;
    StringsPanel *m_panel;
    QDockWidget *m_dock;
    OverviewBar *m_overview;
    QTimer *m_overviewTimer;
};

} // namespace u8i::ui
