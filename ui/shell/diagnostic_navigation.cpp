#include "diagnostic_navigation.h"

#include <u8i/diagnostic_cursor.h>
#include <u8i/item.h>

namespace u8i::ui {

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
    if (const ScanIndex *index = m_document->index()) {
        const DiagnosticCursor cursor(bytes, index);
        show((forward ? cursor.next(from) : cursor.previous(from)).offset, forward);
        return;
    }
    m_task->setDescription(forward ? tr("Looking for the next diagnostic")
                                   : tr("Looking for the previous diagnostic"));
    m_task->start(
        forward ? bytes.size() - std::min<Offset>(from, bytes.size()) : from,
        [bytes, from, forward](BackgroundTask::Control &c) {
            const DiagnosticCursor cursor(bytes, nullptr, {&c.cancel, &c.done});
            return (forward ? cursor.next(from) : cursor.previous(from)).offset;
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
    m_document->select(found, decodeItemAt(bytes, found).end());
}

} // namespace u8i::ui
