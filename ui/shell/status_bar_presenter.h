// The main window's status bar: the caret and selection, the file's verdict, the scan's progress
// with its Cancel button, and a progress line with a Stop button for each background task.
#pragma once

#include "document_model.h"

#include <u8i/mojibake/mojibake_verdict.h>

#include <QObject>

#include <functional>

class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace u8i::ui {

class BackgroundTask;

class StatusBarPresenter : public QObject {
    Q_OBJECT
  public:
    StatusBarPresenter(QStatusBar *bar, DocumentModel *document);

    // Shows `task` while it runs, with a Stop button (see StatusTask::track).
    void track(BackgroundTask *task, const QString &name);
    // True while standard input is still arriving (the open document is its empty stand-in).
    void setReadingStdin(std::function<bool()> reading) { m_readingStdin = std::move(reading); }

    // The encoding detector's verdict replaces the scan's ("binary: 91% of bytes ill-formed").
    void showDetectedVerdict(const QString &text, const QString &evidence);
    // The notices found after the scan: "valid UTF-8 · 3 deceptive characters", "valid UTF-8 ·
    // 4 runs look like mojibake (Windows-1252)".
    void showNotices(u8i::Offset deceptiveCharacters, const u8i::MojibakeTally &mojibake);
    // `name` could not be opened, for `reason`. With nothing else open, the verdict says so
    // (in the ill-formed colour) until a document opens; a document still open keeps its verdict
    // and the status line says what was not opened.
    void showOpenFailed(const QString &name, const QString &reason);

    [[nodiscard]] QString verdict() const;
    [[nodiscard]] QString caretStatus() const;
    [[nodiscard]] QString selectionStatus() const;

  private:
    void onDocumentChanged();
    void onScanFinished(bool cancelled);
    void updateCaret();
    // "Selection: 0x5b–0x62 (8 bytes)": the bytes [begin, end), end > begin.
    [[nodiscard]] static QString selectionText(Offset begin, Offset end);
    void setVerdict(const QString &text, const QString &tip = {}, bool error = false);
    [[nodiscard]] bool nothingOpen() const; // the empty stand-in before any document

    QStatusBar *m_bar;
    DocumentModel *m_document;
    std::function<bool()> m_readingStdin;
    QLabel *m_caret = nullptr;
    QLabel *m_selection = nullptr;
    QLabel *m_verdict = nullptr;
    QString m_scanVerdict; // the scan's verdict, which the deceptive count is added to
    // The detector's verdict, which stands over the scan's when it came first (a file of one
    // binary byte is judged while it is scanned).
    QString m_detectedVerdict;
    QString m_detectedEvidence;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelScan = nullptr;
    bool m_openFailed = false; // nothing is open, because a file could not be
};

} // namespace u8i::ui
