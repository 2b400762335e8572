// Strings as a feature of the main window: the Strings dock (tabbed with Diagnostics), Go ▸ Next
// String (F6) and Previous String (Shift+F6), the text regions it shows on the overview bar, its
// status task, and the status bar's verdict on binary data (which counts its strings).
#pragma once

#include "feature.h"

class QDockWidget;
class QTimer;

namespace u8i::ui {

class OverviewBar;
class StringsPanel;

class StringsFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] StringsPanel *panel() const { return m_panel; }
    [[nodiscard]] QDockWidget *dock() const { return m_dock; }

  private:
    void updateOverview();
    void step(bool forward);

    FeatureHost *m_host = nullptr;
    StringsPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    QTimer *m_overviewTimer = nullptr;
};

} // namespace u8i::ui
