// StreamWindow: where a ready range may end, and the slide that keeps its history.
#include "u8i/scan/stream_window.h"

#include "u8i/utf8/item.h"

#include <cstring>

namespace u8i {

std::uint8_t *StreamWindow::room(std::size_t n)
{
    if (m_buffer.size() < m_size + n)
        m_buffer.resize(m_size + n);
    return m_buffer.data() + m_size;
}

void StreamWindow::commit(std::size_t n)
{
    m_size += n;
    findEnd();
}

void StreamWindow::finish()
{
    m_finished = true;
    findEnd();
}

void StreamWindow::setWholeItems(bool whole)
{
    m_wholeItems = whole;
}

void StreamWindow::findEnd()
{
    if (m_finished) {
        m_end = m_size;
        return;
    }
    // An item that starts before the end is at most 6 bytes long (or a run of continuation bytes,
    // which a byte that is not one ends), and a message looks at most 16 bytes past it.
    const Offset limit = m_size >= kLookahead ? m_size - kLookahead : 0;
    m_end = m_begin;
    if (limit <= m_begin)
        return;
    if (!m_wholeItems) {
        m_end = limit;
        return;
    }
    for (Offset p = limit; p > m_begin; --p) {
        if (!isContinuation(m_buffer[p])) {
            m_end = p;
            return;
        }
    }
}

void StreamWindow::advance()
{
    const Offset keep = m_end > kHistory ? m_end - kHistory : 0;
    if (keep > 0) {
        std::memmove(m_buffer.data(), m_buffer.data() + keep, m_size - keep);
        m_size -= keep;
        m_base += keep;
    }
    m_begin = m_end - keep;
    m_end = m_begin;
    findEnd();
}

} // namespace u8i
