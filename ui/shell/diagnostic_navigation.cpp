#include "diagnostic_navigation.h"

#include <u8i/scan/diagnostic_cursor.h>
#include <u8i/utf8/item.h>

#include <algorithm>

namespace u8i::ui {

namespace {

// The group of `kind` (or of any kind) starting at or after `from`, or last before it, found
// through the index's counts by kind.
Offset seekIndexed(const DiagnosticCursor &cursor, Offset from, bool forward,
                   std::optional<ErrorKind> kind)
{
    if (!kind)
        return (forward ? cursor.next(from) : cursor.previous(from)).offset;
    const Offset before = cursor.rank(from, kind).count;
    if (!forward && before == 0)
        return kNoOffset;
    return cursor.nth(forward ? before : before - 1, kind).offset;
}

// A group's kind, from its first bytes (a run of continuation bytes may be gigabytes long).
ErrorKind kindAt(Bytes bytes, Offset offset)
{
    constexpr Offset kDecides = 8; // the longest lead form and its continuation bytes fit
    return decodeItemAt(bytes.first(std::min<Offset>(bytes.size(), offset + kDecides)), offset)
        .kind;
}

// The same by reading the bytes: group after group, until one of `kind` (cancellable through
// the cursor's control).
Offset seekReading(Bytes bytes, const DiagnosticCursor &cursor, Offset from, bool forward,
                   std::optional<ErrorKind> kind)
{
    Seek s = forward ? cursor.next(from) : cursor.previous(from);
    while (kind && s.found() && kindAt(bytes, s.offset) != *kind)
        s = forward ? cursor.next(s.offset + 1) : cursor.previous(s.offset);
    return s.offset;
}

} // namespace

DiagnosticNavigation::DiagnosticNavigation(DocumentModel *document, QObject *parent)
    : QObject(parent), m_document(document),
      m_task(new BackgroundTask(tr("Looking for the diagnostic"), this))
{
    // The seek reads the document's bytes: it ends before they go.
    connect(m_document, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_document, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
}

void DiagnosticNavigation::next()
{
    const Offset from = m_document->selectionBegin();
    // At the very start, a group at offset 0 counts as the next one.
    const bool fromStart = from == 0 && !m_document->hasSelection();
    seek(fromStart ? 0 : from + 1, true);
}

void DiagnosticNavigation::previous()
{
    seek(m_document->selectionBegin(), false);
}

void DiagnosticNavigation::seek(Offset from, bool forward)
{
    const Bytes bytes = m_document->bytes();
    const std::optional<ErrorKind> kind = m_kind;
    if (const ScanIndex *index = m_document->index()) {
        show(seekIndexed(DiagnosticCursor(bytes, index), from, forward, kind), forward);
        return;
    }
    m_task->setDescription(forward ? tr("Looking for the next diagnostic")
                                   : tr("Looking for the previous diagnostic"));
    m_task->start(
        forward ? bytes.size() - std::min<Offset>(from, bytes.size()) : from,
        [bytes, from, forward, kind](BackgroundTask::Control &c) {
            const DiagnosticCursor cursor(bytes, nullptr, {&c.cancel, &c.done});
            return seekReading(bytes, cursor, from, forward, kind);
        },
        [this, forward](Offset found) { show(found, forward); });
}

void DiagnosticNavigation::show(Offset found, bool forward)
{
    const Bytes bytes = m_document->bytes();
    if (found == kNoOffset || found >= bytes.size()) {
        emit notFound(forward);
        return;
    }
    // The caret on the group's first byte: the status bar and the inspector show where it starts.
    m_document->select(found, decodeItemAt(bytes, found).end(), DocumentModel::CaretAt::Start);
}

} // namespace u8i::ui
