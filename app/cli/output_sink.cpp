// The thread's output sink, and the buffer that keeps one file's output in order.
#include "cli/output_sink.h"

#include "cli/output.h"

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

void BufferedOutput::out(std::string_view text)
{
    if (!m_pieces.empty() && !m_pieces.back().first)
        m_pieces.back().second += text;
    else
        m_pieces.emplace_back(false, std::string(text));
}

void BufferedOutput::error(std::string_view line)
{
    m_pieces.emplace_back(true, std::string(line));
}

void BufferedOutput::replay() const
{
    for (const auto &[isError, text] : m_pieces) {
        if (isError)
            cli::errorLine(text);
        else
            cli::out(text);
    }
}

} // namespace u8i::cli
