#include "document_model.h"

#include <algorithm>

namespace u8i::ui {

DocumentModel::DocumentModel(QObject *parent)
    : QObject(parent),
      m_document(std::make_unique<Document>(ByteSource::fromBytes({}, tr("(nothing open)"))))
{
}

DocumentModel::~DocumentModel() = default;

void DocumentModel::setDocument(std::unique_ptr<Document> document)
{
    std::unique_ptr<Document> old = exchangeDocument(std::move(document));
    if (m_keeper)
        m_keeper(std::move(old));
    old.reset(); // after everyone let go of its bytes; waits for its scan to stop
}

void DocumentModel::setKeeper(std::function<void(std::unique_ptr<Document>)> keeper)
{
    m_keeper = std::move(keeper);
}

std::unique_ptr<Document> DocumentModel::exchangeDocument(std::unique_ptr<Document> document)
{
    emit aboutToChange();
    std::unique_ptr<Document> old = std::move(m_document);
    disconnect(old.get(), nullptr, this, nullptr);
    disconnect(&old->source(), nullptr, this, nullptr);
    m_document = std::move(document);
    m_shrunk = false;
    m_openedSize = m_document->size();
    m_caret = m_anchor = m_top = m_lastBegin = m_lastEnd = 0;
    m_selecting = false;
    m_reading = nullptr; // no readingChanged(): changed() makes everyone read everything again
    m_oneByteThroughout = false;
    Document *doc = m_document.get();
    connect(doc, &Document::scanProgress, this, &DocumentModel::scanProgress);
    connect(doc, &Document::scanFinished, this, [this](bool cancelled) {
        if (!cancelled && index())
            emit indexReady();
        emit scanFinished(cancelled);
    });
    connect(&doc->source(), &ByteSource::shrunkOnDisk, this, [this](Offset newSize) {
        m_shrunk = true;
        m_caret = m_anchor = m_top = m_lastBegin = m_lastEnd = 0;
        m_selecting = false;
        emit shrunk(m_openedSize, newSize);
    });
    emit changed();
    if (doc->index()) { // scanned before, while it was not shown
        emit indexReady();
        emit scanFinished(false);
    }
    return old;
}

void DocumentModel::setBytes(QByteArray bytes, const QString &name)
{
    setDocument(std::make_unique<Document>(ByteSource::fromBytes(std::move(bytes), name)));
    m_document->startScan();
}

void DocumentModel::setReading(const LegacyCharset *charset)
{
    if (charset == m_reading)
        return;
    m_reading = charset;
    emit readingChanged(charset);
}

void DocumentModel::setOneByteThroughout(bool oneByte)
{
    if (oneByte == m_oneByteThroughout)
        return;
    m_oneByteThroughout = oneByte;
    emit oneByteThroughoutChanged(oneByte);
}

bool DocumentModel::checkAccess() const
{
    return !m_shrunk && m_document->checkAccess();
}

Offset DocumentModel::selectionBegin() const
{
    return m_selecting ? std::min(m_anchor, m_caret) : m_caret;
}

Offset DocumentModel::selectionEnd() const
{
    return m_selecting ? std::max(m_anchor, m_caret) + 1 : m_caret;
}

void DocumentModel::setCaret(Offset offset, bool extend)
{
    const Offset size = this->size();
    offset = size == 0 ? 0 : std::min(offset, size - 1);
    if (!extend) {
        m_anchor = offset;
        m_selecting = false;
    } else {
        m_selecting = true;
    }
    const bool moved = offset != m_caret;
    m_caret = offset;
    emitSelection(moved);
}

void DocumentModel::select(Offset begin, Offset end, CaretAt caretAt)
{
    end = std::min(end, size());
    if (end <= begin) {
        setCaret(begin);
        return;
    }
    const Offset caret = caretAt == CaretAt::Start ? begin : end - 1;
    const bool moved = m_caret != caret;
    m_anchor = caretAt == CaretAt::Start ? end - 1 : begin;
    m_caret = caret;
    m_selecting = true;
    emitSelection(moved);
}

void DocumentModel::emitSelection(bool caretMoved)
{
    if (caretMoved)
        emit caretChanged(m_caret);
    const Offset b = selectionBegin();
    const Offset e = selectionEnd();
    if (b == m_lastBegin && e == m_lastEnd && !caretMoved)
        return;
    m_lastBegin = b;
    m_lastEnd = e;
    emit selectionChanged(b, e);
}

void DocumentModel::setTopOffset(Offset top, const QObject *source)
{
    if (top == m_top && source)
        return;
    m_top = top;
    emit topOffsetChanged(top, source);
}

std::function<void(Offset, Offset)> DocumentModel::pageReleaser() const
{
    if (m_shrunk || m_document->source().kind() != ByteSource::Kind::File)
        return {};
    const ByteSource *source = &m_document->source();
    return [source](Offset begin, Offset end) { source->release(begin, end); };
}

} // namespace u8i::ui
