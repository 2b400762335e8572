// The thread's output sink, and the buffer that keeps one file's output in order.
#include "cli/io/output_sink.h"

#include "cli/io/output.h"

namespace u8i::cli {

namespace {
thread_local OutputSink *t_sink = nullptr;
} // namespace

OutputSink *currentSink()
{
    return t_sink;
}

SinkScope::SinkScope(OutputSink *sink) : m_previous(t_sink)
{
    t_sink = sink;
}

SinkScope::~SinkScope()
{
    t_sink = m_previous;
}

void BufferedOutput::write(bool isError, std::string_view text)
{
    if (m_target != nullptr) {
        if (isError)
            m_target->error(text);
        else
            m_target->out(text);
        return;
    }
    const SinkScope direct(nullptr);
    if (isError)
        errorLine(text);
    else
        cli::out(text);
}

void BufferedOutput::out(std::string_view text)
{
    std::unique_lock lock(m_mutex);
    m_wentLive.wait(lock, [this] { return m_live || m_held < kHeld; });
    m_held += text.size();
    if (m_live)
        write(false, text);
    else if (!m_pieces.empty() && !m_pieces.back().first)
        m_pieces.back().second += text;
    else
        m_pieces.emplace_back(false, std::string(text));
}

void BufferedOutput::error(std::string_view line)
{
    const std::lock_guard lock(m_mutex);
    if (m_live)
        write(true, line);
    else
        m_pieces.emplace_back(true, std::string(line));
}

void BufferedOutput::goLive(OutputSink *target)
{
    const std::lock_guard lock(m_mutex);
    m_target = target;
    for (const auto &[isError, text] : m_pieces)
        write(isError, text);
    m_pieces.clear();
    m_pieces.shrink_to_fit();
    m_live = true;
    m_wentLive.notify_all();
}

} // namespace u8i::cli
