// The main window: HexView | TextView in a splitter, docks for the character inspector, the
// diagnostics list and the overview bar, a message bar, a find bar, and a status bar with the
// caret, the selection, the file's verdict and the scan's progress.
#pragma once

#include "byte_search.h"
#include "copy_formats.h"
#include "document.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <atomic>
#include <memory>

class QLabel;
class QMenu;
class QProgressBar;
class QSplitter;
class QToolButton;
class QActionGroup;

namespace u8i::ui {

class CharacterInspector;
class StdinReader;
class DiagnosticSearch;
class DiagnosticsPanel;
class FindBar;
class HexView;
class LearnMenu;
class MessageBar;
class OverviewBar;
class TextView;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opening. On failure the message bar says why and the previous document stays open.
    bool openFile(const QString &path);
    bool openStdin(); // reads in the background: the document opens when the input ends
    [[nodiscard]] bool readingStdin() const;
    void openBytes(QByteArray bytes, const QString &name);
    void reload();

    [[nodiscard]] Document *document() const { return m_document.get(); }
    [[nodiscard]] HexView *hexView() const { return m_hex; }
    [[nodiscard]] TextView *textView() const { return m_text; }
    [[nodiscard]] MessageBar *messageBar() const { return m_messages; }
    [[nodiscard]] FindBar *findBar() const { return m_findBar; }
    [[nodiscard]] CharacterInspector *inspector() const { return m_inspector; }
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
    [[nodiscard]] bool findRunning() const { return m_findWatcher.isRunning(); }
    void copyAs(CopyFormat format);

  signals:
    void documentChanged();
    void findFinished(u8i::Offset found); // kNoOffset when not found

  protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

  private:
    void createViews();
    void createDocks();
    void createMenus();
    void createStatusBar();
    void setDocument(std::unique_ptr<Document> document);
    void showOpenError(const QString &message);
    void onScanFinished(bool cancelled);
    void onShrunk(Offset newSize);
    void onFindDone();
    void onStdinRead();
    void showDiagnostic(Offset found, bool forward);
    void updateCaretStatus();
    void updateTitle();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void openDialog();
    void newFromBytesDialog();
    void goToOffsetDialog();
    void restoreSettings();
    void saveSettings() const;
    void syncOverviewViewport();
    void fitHexWidth();

    std::unique_ptr<Document> m_document;
    HexView *m_hex = nullptr;
    TextView *m_text = nullptr;
    QSplitter *m_splitter = nullptr;
    MessageBar *m_messages = nullptr;
    FindBar *m_findBar = nullptr;
    CharacterInspector *m_inspector = nullptr;
    LearnMenu *m_learn = nullptr;
    DiagnosticsPanel *m_diagnostics = nullptr;
    OverviewBar *m_overview = nullptr;
    QLabel *m_caretLabel = nullptr;
    QLabel *m_selectionLabel = nullptr;
    QLabel *m_verdictLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelScan = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QActionGroup *m_rowGroup = nullptr;
    QActionGroup *m_baseGroup = nullptr;
    QFutureWatcher<Offset> m_findWatcher;
    std::atomic<bool> m_findCancel{false};
    Offset m_findLength = 0;
    StdinReader *m_stdin = nullptr;
    DiagnosticSearch *m_diagnosticSearch = nullptr;
    int m_syncing = 0;
};

} // namespace u8i::ui
