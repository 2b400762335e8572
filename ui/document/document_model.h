// The open document as every view and panel sees it: one QObject that owns the current Document
// (its bytes and its scan index), the caret and the selection, and the offset the views show at
// their top. Views and panels are given this model once; they read from it and write the user's
// caret, selection and scrolling back into it, and it tells all of them what changed.
//
// Reading: the encoding the views decode the bytes in. UTF-8 (nullptr) is the byte-level diagnosis;
// a legacy charset ("Show as Windows-1251") makes the text pane, the hex view's brackets and the
// inspector follow that charset's characters. A new document is read as UTF-8 again.
//
// Selection: the caret is one byte; with a selection, the bytes from the anchor to the caret,
// both included ([selectionBegin, selectionEnd) half-open). Without one, begin == end == caret.
#pragma once

#include "document.h"

#include <u8i/mojibake/legacy_charset.h>

#include <QObject>

#include <functional>
#include <memory>

namespace u8i::ui {

class DocumentModel : public QObject {
    Q_OBJECT
  public:
    explicit DocumentModel(QObject *parent = nullptr);
    ~DocumentModel() override;

    // Replaces the open document (the old one is deleted after everyone heard changed()); the
    // caret goes to 0, the selection and the top offset are cleared. Emits changed().
    void setDocument(std::unique_ptr<Document> document);
    // The same, but the old document is handed back (disconnected from the model) instead of
    // deleted, so that it can be shown again later (document tabs). A document that was scanned
    // already is announced as such: indexReady() and scanFinished() follow changed().
    [[nodiscard]] std::unique_ptr<Document> exchangeDocument(std::unique_ptr<Document> document);
    // Called with each document setDocument() replaces, instead of deleting it (null: delete).
    void setKeeper(std::function<void(std::unique_ptr<Document>)> keeper);
    // A scratch document of `bytes` (tests, "New from Bytes"), scanned at once.
    void setBytes(QByteArray bytes, const QString &name = {});

    [[nodiscard]] Document *document() const { return m_document.get(); }
    // The bytes; empty once the file shrank on disk (see shrunk()).
    [[nodiscard]] Bytes bytes() const { return m_shrunk ? Bytes{} : m_document->bytes(); }
    [[nodiscard]] Offset size() const { return bytes().size(); }
    [[nodiscard]] const ScanIndex *index() const
    {
        return m_shrunk ? nullptr : m_document->index();
    }
    // Tells the mapped file's pages [begin, end) are not needed now (ByteSource::release), for a
    // reader off the GUI thread that goes through the bytes once; empty unless a mapped file.
    [[nodiscard]] std::function<void(Offset, Offset)> pageReleaser() const;
    // False when the bytes can no longer be read (the file shrank); cheap, call before reading.
    [[nodiscard]] bool checkAccess() const;

    // The legacy charset the views read the bytes in, or nullptr for UTF-8.
    [[nodiscard]] const LegacyCharset *reading() const { return m_reading; }
    // Emits readingChanged() when it differs.
    void setReading(const LegacyCharset *charset);
    // Whether the data is one byte throughout (a file of NUL), as the encoding detector found it;
    // false until it has said so, and again for another document.
    [[nodiscard]] bool oneByteThroughout() const { return m_oneByteThroughout; }
    // Emits oneByteThroughoutChanged() when it differs.
    void setOneByteThroughout(bool oneByte);

    [[nodiscard]] Offset caret() const { return m_caret; }
    [[nodiscard]] Offset selectionBegin() const;
    [[nodiscard]] Offset selectionEnd() const;
    [[nodiscard]] bool hasSelection() const { return m_selecting; }
    // Moves the caret (clamped to the data); with `extend`, the selection grows from the anchor.
    void setCaret(Offset offset, bool extend = false);
    // Where select() leaves the caret: on the last byte (a selection made forwards), or on the
    // first (a jump to a group or a match: the status bar and the inspector show where it starts).
    enum class CaretAt { End, Start };
    // Selects [begin, end) (clamped); an empty range only moves the caret to begin.
    void select(Offset begin, Offset end, CaretAt caretAt = CaretAt::End);

    // The first byte the views show. `source` is the view that scrolled (it does not follow its
    // own change); null when the program scrolled, and every view follows.
    [[nodiscard]] Offset topOffset() const { return m_top; }
    void setTopOffset(Offset top, const QObject *source = nullptr);

  signals:
    void aboutToChange(); // another document comes: the caret and selection are still the old
    void changed();       // another document: read everything again
    // The file shrank on disk from `oldSize` bytes: bytes() is empty from now on.
    void shrunk(u8i::Offset oldSize, u8i::Offset newSize);
    void indexReady(); // index() is set: the scan finished
    void scanProgress(u8i::Offset done, u8i::Offset total);
    void scanFinished(bool cancelled); // also after a cancelled scan (then index() stays null)
    void readingChanged(const u8i::LegacyCharset *charset); // nullptr: UTF-8
    void oneByteThroughoutChanged(bool oneByte);
    void caretChanged(u8i::Offset caret);
    void selectionChanged(u8i::Offset begin, u8i::Offset end); // also when only the caret moved
    void topOffsetChanged(u8i::Offset top, const QObject *source);

  private:
    void emitSelection(bool caretMoved);

    std::unique_ptr<Document> m_document;
    std::function<void(std::unique_ptr<Document>)> m_keeper;
    bool m_shrunk = false;
    Offset m_openedSize = 0; // the size when the document was set
    Offset m_caret = 0;
    Offset m_anchor = 0;
    bool m_selecting = false;
    const LegacyCharset *m_reading = nullptr; // nullptr: UTF-8
    bool m_oneByteThroughout = false;
    Offset m_lastBegin = 0;
    Offset m_lastEnd = 0;
    Offset m_top = 0;
};

} // namespace u8i::ui
