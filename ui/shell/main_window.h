// The main window: HexView | TextView in a splitter, docks for the character inspector, the
// diagnostics list and the overview bar, a message bar, document tabs and the status bar; and the
// host of the features (feature_host.h), registered in one list (registerFeatures), each of which
// adds its own docks, menu entries and status tasks through the host. The open document, its caret
// and selection live in the DocumentModel that every view, panel and feature is given.
#pragma once

#include "copy_formats.h"
#include "document_model.h"
#include "feature.h"

#include <QMainWindow>

#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QSplitter;
class QVBoxLayout;

namespace u8i::ui {

class CharacterInspector;
class ControlRunBadges;
class DiagnosticNavigation;
class DiagnosticsPanel;
class DocumentOpener;
class DocumentTabs;
class HexView;
class MessageBar;
class OverviewBar;
class RecentFiles;
class SettingsFeature;
class ShellHost;
class StatusBarPresenter;
class TextView;
class WindowLayout;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opening. On failure the message bar says why and the previous document stays open. A file
    // that is open already is not opened again: its tab is shown.
    bool openFile(const QString &path);
    bool openStdin(); // reads in the background: the document opens when the input ends
    [[nodiscard]] bool readingStdin() const;
    void openBytes(QByteArray bytes, const QString &name);
    void reload();

    [[nodiscard]] DocumentModel *model() const { return m_model; }
    [[nodiscard]] Document *document() const { return m_model->document(); }
    [[nodiscard]] HexView *hexView() const { return m_hex; }
    [[nodiscard]] TextView *textView() const { return m_text; }
    [[nodiscard]] MessageBar *messageBar() const { return m_messages; }
    [[nodiscard]] CharacterInspector *inspector() const { return m_inspector; }
    [[nodiscard]] DiagnosticNavigation *diagnosticNavigation() const { return m_navigation; }
    [[nodiscard]] ControlRunBadges *controlRunBadges() const { return m_controlRuns; }
    [[nodiscard]] DiagnosticsPanel *diagnosticsPanel() const { return m_diagnostics; }
    [[nodiscard]] DocumentTabs *tabs() const { return m_tabs; }
    [[nodiscard]] ShellHost *host() const { return m_host; }
    [[nodiscard]] QString verdict() const;
    [[nodiscard]] QString caretStatus() const;
    [[nodiscard]] QString selectionStatus() const;
    [[nodiscard]] QStringList recentFiles() const;

    // The registered features, in the order registered; one of a kind by its type.
    [[nodiscard]] const std::vector<Feature *> &features() const { return m_features; }
    template <class F> [[nodiscard]] F *feature() const
    {
        for (Feature *f : m_features)
            if (auto *found = qobject_cast<F *>(f))
                return found;
        return nullptr;
    }

    // The commands behind the menus (also driven by tests).
    void nextDiagnostic();
    void previousDiagnostic();
    // The diagnostics list is still listing the document's notices (deceptive text and others).
    [[nodiscard]] bool listingNotices() const;
    void copyAs(CopyFormat format);

  signals:
    void documentChanged();

  protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

  private:
    void registerFeatures();
    template <class F> F *registerFeature()
    {
        auto *feature = new F(this);
        install(feature);
        return feature;
    }
    void install(Feature *feature); // on the host, once

    void createViews();
    void createDocks();
    void trackShellTasks();
    void createMenus(); // main_window_menus.cpp
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createCharactersAction();
    void createGoMenu();
    void onOpened(const QString &path);
    void showStatus(const QString &message);
    void openDialog();
    void newFromBytesDialog();
    void restoreSettings();
    void syncViewChecks();
    void freshLayout(); // the first start's docks and splitter, fitted to the window
    void saveSettings() const;
    void syncOverviewViewport();
    void fitHexWidth();

    DocumentModel *m_model = nullptr;
    HexView *m_hex = nullptr;
    TextView *m_text = nullptr;
    QSplitter *m_splitter = nullptr;
    QVBoxLayout *m_central = nullptr;
    MessageBar *m_messages = nullptr;
    CharacterInspector *m_inspector = nullptr;
    DiagnosticsPanel *m_diagnostics = nullptr;
    ControlRunBadges *m_controlRuns = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    OverviewBar *m_overview = nullptr;
    StatusBarPresenter *m_status = nullptr;
    RecentFiles *m_recent = nullptr;
    QActionGroup *m_rowGroup = nullptr;
    QActionGroup *m_baseGroup = nullptr;
    DocumentOpener *m_opener = nullptr;
    DiagnosticNavigation *m_navigation = nullptr;
    DocumentTabs *m_tabs = nullptr;
    WindowLayout *m_layout = nullptr;
    ShellHost *m_host = nullptr;
    SettingsFeature *m_settings = nullptr;
    std::vector<Feature *> m_features;
};

} // namespace u8i::ui
