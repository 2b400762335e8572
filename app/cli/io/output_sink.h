// Where out() and errorLine() of a thread go when not to stdout and stderr: a buffer that keeps a
// file's output until its turn comes (-j N checks files in parallel and prints them in order), or
// a filter on the way to stdout (SARIF puts commas between results).
#pragma once

#include <condition_variable>
#include <mutex>
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

// Keeps everything in order until goLive(), then lets it through at once. Thread-safe: one
// thread writes, another calls goLive(). A writer that has kept kHeld bytes waits for goLive(),
// so that memory stays bounded whatever a file prints.
class BufferedOutput final : public OutputSink {
  public:
    void out(std::string_view text) override;
    void error(std::string_view line) override;
    // Writes what was kept to `target` (null: stdout and stderr), and from then on everything
    // as it comes.
    void goLive(OutputSink *target);

  private:
    void write(bool isError, std::string_view text);

    static constexpr std::size_t kHeld = std::size_t{8} << 20;

    std::mutex m_mutex;
    std::condition_variable m_wentLive;
    std::size_t m_held = 0; // bytes kept
    bool m_live = false;
    OutputSink *m_target = nullptr;
    std::vector<std::pair<bool, std::string>> m_pieces; // (is an error line, text)
};

} // namespace u8i::cli
