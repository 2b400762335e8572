// Mojibake as a feature of the main window: the Mojibake dock and the View-as dock (tabbed with
// Diagnostics), the repair's status tasks, and the message bar's offer to repair the mojibake runs
// the notices listed (MojibakeRepairOffer). The docks are kept fed with the document model's
// selection (or, without one, the bytes from the views' top offset); choosing a finding selects
// its bytes. A panel whose dock is hidden (a tab behind Diagnostics, or closed) is brought up to
// date only when its dock is shown: analysing text nobody sees would slow the first screen.
#pragma once

#include "document_model.h"
#include "feature.h"

class QDockWidget;
class QTimer;

namespace u8i::ui {

class MojibakePanel;
class MojibakeRepairOffer;
class ViewAsPanel;

class MojibakeFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] MojibakePanel *mojibake() const { return m_mojibake; }
    [[nodiscard]] ViewAsPanel *viewAs() const { return m_viewAs; }
    [[nodiscard]] QDockWidget *mojibakeDock() const { return m_mojibakeDock; }
    [[nodiscard]] QDockWidget *viewAsDock() const { return m_viewAsDock; }
    // The message bar's "Repair N runs…" for a file with mojibake.
    [[nodiscard]] MojibakeRepairOffer *repairOffer() const { return m_offer; }
    // No selection waits for its rest delay: the panels hold what apply() gave them.
    [[nodiscard]] bool settled() const;

  private:
    // Its toggle's key is Alt+digit.
    QDockWidget *addDock(FeatureHost &host, QWidget *panel, const QString &title, const char *name,
                         Qt::Key digit);
    void followDocument();
    void request(Offset begin, Offset end); // show these bytes once the selection rests
    void requestTextWindow();               // no selection: the bytes from the top offset
    void apply();                           // bring the shown panels up to date
    void showViewAsWindow(Offset start);    // View As pages through a large selection
    [[nodiscard]] bool shows(const QDockWidget *dock) const;
    [[nodiscard]] std::pair<Offset, Offset> clampedRange() const;

    QWidget *m_window = nullptr;
    DocumentModel *m_document = nullptr;
    MojibakePanel *m_mojibake = nullptr;
    ViewAsPanel *m_viewAs = nullptr;
    QDockWidget *m_mojibakeDock = nullptr;
    QDockWidget *m_viewAsDock = nullptr;
    MojibakeRepairOffer *m_offer = nullptr;
    QTimer *m_rest = nullptr;
    // What the panels are to show, and which of them still shows something older.
    Offset m_begin = 0;
    Offset m_end = 0;
    bool m_newDocument = false; // the Mojibake panel needs setDocument before setRange
    bool m_mojibakeStale = false;
    bool m_viewAsStale = false;
    bool m_choosing = false; // a finding is being selected: its selection is not analysed
};

} // namespace u8i::ui
