#include "diagnostic_navigation.h"

#include "diagnostic_seek.h"

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
    const Bytes bytes = m_document->bytes();
    const Offset from = m_document->selectionBegin();
    // At the very start, a group at offset 0 counts as the next one.
    const bool fromStart = from == 0 && !m_document->hasSelection();
    if (const ScanIndex *index = m_document->index()) {
        const bool atZero = fromStart && !bytes.empty() && !decodeItemAt(bytes, 0).wellFormed;
        show(atZero ? 0 : index->nextDiagnostic(bytes, from), true);
        return;
    }
    const Offset start = fromStart ? 0 : from + 1;
    m_task->setDescription(tr("Looking for the next diagnostic"));
    m_task->start(
        bytes.size() - std::min<Offset>(start, bytes.size()),
        [bytes, start](BackgroundTask::Control &c) {
            return seekDiagnosticForward(bytes, start, {&c.cancel, &c.done});
        },
        [this](Offset found) { show(found, true); });
}

void DiagnosticNavigation::previous()
{
    const Bytes bytes = m_document->bytes();
    const Offset from = m_document->selectionBegin();
    if (const ScanIndex *index = m_document->index()) {
        show(index->previousDiagnostic(bytes, from), false);
        return;
    }
    m_task->setDescription(tr("Looking for the previous diagnostic"));
    m_task->start(
        from,
        [bytes, from](BackgroundTask::Control &c) {
            return seekDiagnosticBackward(bytes, from, {&c.cancel, &c.done});
        },
        [this](Offset found) { show(found, false); });
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
