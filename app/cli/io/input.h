// An input of the command line: a regular file (memory-mapped) or a stream (stdin, a pipe, a
// process substitution), opened with one clear error line for everything else.
#pragma once

#include "u8i/scan/mapped_file.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace u8i::cli {

class Input {
  public:
    ~Input();
    Input(const Input &) = delete;
    Input &operator=(const Input &) = delete;

    // Opens `path` ('-' is stdin). Directories, devices (but /dev/null, which is empty) and sockets
    // are refused before any byte is read. Returns null with one line in `error` (without the
    // program name, the path as shownName shows it) on failure.
    [[nodiscard]] static std::unique_ptr<Input> open(const std::string &path, std::string &error);

    // The name shown in human output: the path as given (quoted as shownName does when it has
    // control characters or bytes that are not UTF-8), or "<stdin>".
    [[nodiscard]] const std::string &label() const { return m_label; }
    // The name for JSON, which escapes it itself: the path as given, or "<stdin>".
    [[nodiscard]] const std::string &path() const { return m_path; }
    [[nodiscard]] bool isMapped() const { return m_mapped.isMapped(); }
    // The whole file, for a mapped input (empty for a stream, or for an empty file).
    [[nodiscard]] Bytes bytes() const { return m_mapped.bytes(); }
    [[nodiscard]] const MappedFile &mapping() const { return m_mapped; }
    // True when a mapped input is no longer what was mapped: a read of it failed, or the file is
    // now shorter (its holes, which are not read, may lie past its new end).
    [[nodiscard]] bool damaged() const;
    // "<label>: the file shrank or became unreadable while it was being read": why a damaged()
    // input was not read to its end.
    [[nodiscard]] std::string shrankMessage() const;
    // The open file (or stdin's descriptor): for reads beside the mapping, such as pread().
    [[nodiscard]] int fd() const { return m_fd; }

    // Reads the next chunk of a stream into `buffer`: the bytes read, 0 at the end, -1 on an
    // error (with the reason in `error`).
    [[nodiscard]] long long read(std::uint8_t *buffer, std::size_t size, std::string &error);

    // The chunk size for streams: 1 MiB, or U8I_STREAM_CHUNK bytes when that is set (tests use
    // a tiny chunk to split sequences everywhere).
    [[nodiscard]] static std::size_t streamChunkSize();

  private:
    Input() = default;
    static void shrinkForTest(const Input &input, const std::string &path, Offset size);

    std::string m_label;
    std::string m_path;
    int m_fd = -1;
    bool m_ownsFd = false;
    MappedFile m_mapped;
};

// Opens `path` as Input::open does; when it cannot, says why in one error line on stderr and
// returns null. The second form also gives the reason to the caller, for its own report.
[[nodiscard]] std::unique_ptr<Input> openOrReport(const std::string &path);
[[nodiscard]] std::unique_ptr<Input> openOrReport(const std::string &path, std::string &error);

// The loop of the modes that take several inputs: each path is opened and given to `use` in turn.
// An input that cannot be opened, or for which `use` returns false (with one line in `error`), is
// reported on stderr after the output so far, and the next one is taken. Returns how many failed;
// the output is flushed.
[[nodiscard]] int forEachInput(const std::vector<std::string> &paths,
                               const std::function<bool(Input &, std::string &error)> &use);

} // namespace u8i::cli
