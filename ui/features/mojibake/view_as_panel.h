// "View as": the selection (or the text window) decoded as another encoding, side by side with
// its UTF-8 decoding. The charsets come from ICU (legacy_charsets.h); bytes that the charset
// leaves undefined are marked.
//
// A selection of any size may come in: the panel shows a window of kMaxBytes of it, says which,
// pages through the rest with Previous and Next, decodes large windows on a worker thread, and
// fills the views a slice per event-loop turn, in lines of at most kMaxLine characters
// (display_lines.h), so that the window never freezes.
#pragma once

#include "background_task.h"

#include "display_lines.h"
#include "u8i/types.h"

#include <QByteArray>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace u8i::ui {

class ViewAsPanel : public QWidget {
    Q_OBJECT
  public:
    // The most bytes shown at once: the window at the start of a larger selection.
    static constexpr Offset kMaxBytes = Offset{1} << 20;
    // Up to this many bytes are decoded at once, in the caller's thread; more on a worker thread.
    static constexpr Offset kSyncBytes = Offset{64} << 10;
    // Display lines: at most this many characters (longer lines get soft breaks), this many lines.
    static constexpr qsizetype kMaxLine = 256;
    static constexpr qsizetype kMaxLines = 100000;
    // The most marks of undefined bytes (runs) drawn.
    static constexpr qsizetype kMaxMarks = 10000;

    explicit ViewAsPanel(QWidget *parent = nullptr);
    ~ViewAsPanel() override;

    // The bytes to show, from windowStart: kMaxBytes of them are copied, the size of the whole is
    // remembered. Bytes given as a span are not kept: paging asks for them again (windowRequested).
    void setBytes(const QByteArray &bytes, Offset windowStart = 0);
    void setBytes(Bytes bytes, Offset windowStart = 0);
    // Chooses the charset by its display name ("KOI8-R"); false when there is none such.
    bool setCharset(const QString &name);

    [[nodiscard]] QString charset() const;
    // True while the window is being decoded or the views filled.
    [[nodiscard]] bool isBusy() const;
    [[nodiscard]] QComboBox *charsetCombo() const { return m_charsets; }
    [[nodiscard]] QPlainTextEdit *utf8View() const { return m_utf8; }
    [[nodiscard]] QPlainTextEdit *legacyView() const { return m_legacy; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }
    [[nodiscard]] QPushButton *previousButton() const { return m_previous; }
    [[nodiscard]] QPushButton *nextButton() const { return m_next; }
    // Where the window shown starts in the bytes given, and their size.
    [[nodiscard]] Offset windowStart() const { return m_windowStart; }
    [[nodiscard]] Offset totalSize() const { return m_total; }

  signals:
    // The views show the current bytes in the current charset, completely.
    void shown();
    // Previous or Next was pressed on bytes given as a span: the owner passes them again with
    // this window start.
    void windowRequested(u8i::Offset windowStart);

  protected:
    void changeEvent(QEvent *event) override;

  public:
    // What a window of bytes looks like in both views (made on a worker thread for large windows).
    struct Rendering {
        quint64 generation = 0;
        bool known = false; // the charset exists
        DisplayLines utf8;
        DisplayLines legacy;
        qsizetype characters = 0; // decoded characters
        qsizetype undefined = 0;  // undefined bytes
        qsizetype markRuns = 0;   // runs of characters from undefined bytes
    };

  private:
    void refresh();
    void page(int direction);
    void present(Rendering rendering);
    void fillSlice();
    void finish();
    [[nodiscard]] QString sizeText() const;

    QByteArray m_bytes;
    QByteArray m_whole;       // the bytes given as a QByteArray (shared, not copied), for paging
    Offset m_total = 0;       // bytes given, before the cut at kMaxBytes
    Offset m_windowStart = 0; // where m_bytes starts in them
    quint64 m_generation = 0;
    Rendering m_shown;      // being filled into the views, then shown
    qsizetype m_filled = 0; // lines of m_shown already in the views
    bool m_filling = false;
    BackgroundTask *m_task = nullptr; // renders windows too large to render at once
    QTimer *m_fillTimer = nullptr;
    QComboBox *m_charsets = nullptr;
    QPlainTextEdit *m_utf8 = nullptr;
    QPlainTextEdit *m_legacy = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
};

} // namespace u8i::ui
