// Where out() and errorLine() of a thread go when not to stdout and stderr: a buffer that keeps a
// file's output until its turn comes (-j N checks files in parallel and prints them in order), or
// a filter on the way to stdout (SARIF puts commas between results).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace u8i::cli {

class OutputSink {
  public:
    virtual ~OutputSink() = default;
    virtual void out(std::string_view text) = 0;
    virtual void error(std::string_view line) = 0; // errorLine's text, without the program name
};

// The sink of the calling thread, or null (the default: stdout and stderr).
[[nodiscard]] OutputSink *currentSink();

// Makes `sink` the calling thread's sink for its lifetime, and restores the previous one after.
class SinkScope {
  public:
    explicit SinkScope(OutputSink *sink);
    ~SinkScope();
    SinkScope(const SinkScope &) = delete;
    SinkScope &operator=(const SinkScope &) = delete;

  private:
    OutputSink *m_previous;
};

// Keeps everything in order, to be written later with replay().
class BufferedOutput final : public OutputSink {
  public:
    void out(std::string_view text) override;
    void error(std::string_view line) override;
    // Writes what was kept through out() and errorLine() of the calling thread, in order.
    void replay() const;

  private:
    std::vector<std::pair<bool, std::string>> m_pieces; // (is an error line, text)
};

} // namespace u8i::cli
