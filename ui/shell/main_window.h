// The main window: HexView | TextView in a splitter, docks for the character inspector, the
// diagnostics list, the overview bar and the mojibake tools, a message bar, a find bar, and the
// status bar. It lays out and wires menus only: the open document, its caret and selection live
// in the DocumentModel that every view and panel is given, and each feature keeps its own logic.
#pragma once

#include "copy_formats.h"
#include "document_model.h"

#include <QMainWindow>

class QActionGroup;
class QDockWidget;
class QMenu;
class QSplitter;

namespace u8i::ui {

class CharacterInspector;
class ControlRunBadges;
class DiagnosticNavigation;
class DiagnosticsPanel;
class DocumentOpener;
class EditorBasics;
class FindBar;
class HexView;
class EncodingOffer;
class LearnMenu;
class MessageBar;
class MojibakePanel;
class OverviewBar;
class RecentFiles;
class StatusBarPresenter;
class StringsDock;
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
    [[nodiscard]] FindBar *findBar() const { return m_findBar; }
    [[nodiscard]] CharacterInspector *inspector() const { return m_inspector; }
    [[nodiscard]] DiagnosticNavigation *diagnosticNavigation() const { return m_navigation; }
    [[nodiscard]] EncodingOffer *encodingOffer() const { return m_encoding; }
    [[nodiscard]] StringsDock *stringsDock() const { return m_strings; }
    [[nodiscard]] EditorBasics *editorBasics() const { return m_basics; }
    [[nodiscard]] ControlRunBadges *controlRunBadges() const { return m_controlRuns; }
    [[nodiscard]] DiagnosticsPanel *diagnosticsPanel() const { return m_diagnostics; }
    [[nodiscard]] QString verdict() const;
    [[nodiscard]] QString caretStatus() const;
    [[nodiscard]] QString selectionStatus() const;
    [[nodiscard]] QStringList recentFiles() const;

    // The commands behind the menus (also driven by tests).
    bool goToOffsetText(const QString &text);
    void goToOffset(Offset offset);
    void nextDiagnostic();
    void previousDiagnostic();
    void find(bool forward);
    void cancelFind();
    [[nodiscard]] bool findRunning() const;
    // The diagnostics list is still listing the document's notices (deceptive text and others).
    [[nodiscard]] bool listingNotices() const;
    void copyAs(CopyFormat format);

  signals:
    void documentChanged();
    void findFinished(u8i::Offset found); // kNoOffset when not found

  protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

  private:
    friend class EditorBasics; // adds its menu entries, status tasks and docks

    void createViews();
    void createDocks();
    void createMenus();     // main_window_menus.cpp
    void installFeatures(); // the binary tools of ui/features
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createGoMenu();
    void onOpened(const QString &path);
    void showStatus(const QString &message);
    void openDialog();
    void newFromBytesDialog();
    void goToOffsetDialog();
    void restoreSettings();
    void freshLayout(); // the first start's docks and splitter, fitted to the window
    void saveSettings() const;
    void syncOverviewViewport();
    void fitHexWidth();

    DocumentModel *m_model = nullptr;
    HexView *m_hex = nullptr;
    TextView *m_text = nullptr;
    QSplitter *m_splitter = nullptr;
    MessageBar *m_messages = nullptr;
    FindBar *m_findBar = nullptr;
    CharacterInspector *m_inspector = nullptr;
    LearnMenu *m_learn = nullptr;
    DiagnosticsPanel *m_diagnostics = nullptr;
    ControlRunBadges *m_controlRuns = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    OverviewBar *m_overview = nullptr;
    MojibakePanel *m_mojibake = nullptr;
    StatusBarPresenter *m_status = nullptr;
    RecentFiles *m_recent = nullptr;
    QMenu *m_viewMenu = nullptr;
    QActionGroup *m_rowGroup = nullptr;
    QActionGroup *m_baseGroup = nullptr;
    DocumentOpener *m_opener = nullptr;
    DiagnosticNavigation *m_navigation = nullptr;
    EncodingOffer *m_encoding = nullptr;
    StringsDock *m_strings = nullptr;
    EditorBasics *m_basics = nullptr;
    WindowLayout *m_layout = nullptr;
};

} // namespace u8i::ui
