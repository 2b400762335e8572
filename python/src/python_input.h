// What the module's functions take: data (any object with the buffer protocol: bytes, bytearray,
// memoryview, mmap, numpy arrays) or a path (str or os.PathLike), turned into bytes the codec
// reads, with Python's exceptions for bad input: TypeError for a str where bytes are needed,
// OSError with the path for a file that cannot be read.
#pragma once

#include "cli/io/input.h"
#include "u8i/types.h"

#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace u8i::python {

namespace py = pybind11;

// True when `object` names a file: a str or an os.PathLike (bytes are data, never a path).
[[nodiscard]] bool isPath(py::handle object);
// The path as the system takes it: os.fsencode(os.fspath(object)).
[[nodiscard]] std::string pathOf(py::handle object);

// Raises OSError(errno, strerror, path) (FileNotFoundError, PermissionError, ... by errno).
[[noreturn]] void raiseOSError(int error, py::handle path);
// Raises OSError(EINVAL, reason, path) for a file the program refuses (a device, a socket).
[[noreturn]] void raiseRefused(const std::string &reason, py::handle path);

// A read-only, contiguous view of a buffer-protocol object, held while this lives.
class DataView {
  public:
    // TypeError naming `function` when `object` is a str or has no buffer protocol.
    DataView(py::handle object, const char *function);
    ~DataView();
    DataView(const DataView &) = delete;
    DataView &operator=(const DataView &) = delete;

    [[nodiscard]] Bytes bytes() const
    {
        return {static_cast<const std::uint8_t *>(m_view.buf), static_cast<Offset>(m_view.len)};
    }

  private:
    Py_buffer m_view{};
};

// A file opened as the command line opens it (mapped, or read as a stream), for the functions
// that take a path; OSError with the path when it cannot be read.
[[nodiscard]] std::unique_ptr<cli::Input> openInput(py::handle path);

// The bytes of data or of a file, whole: a view of the data, a file's mapping, or a stream read
// to its end. Read with the GIL released.
class Source {
  public:
    Source(py::handle dataOrPath, const char *function);
    ~Source();
    Source(const Source &) = delete;
    Source &operator=(const Source &) = delete;

    [[nodiscard]] Bytes bytes() const { return m_bytes; }
    [[nodiscard]] bool isFile() const { return m_input != nullptr; }

  private:
    std::unique_ptr<DataView> m_view;
    std::unique_ptr<cli::Input> m_input;
    std::vector<std::uint8_t> m_read; // a stream's bytes
    Bytes m_bytes;
};

// Data put into an anonymous in-memory file (memfd), so that the engine of --check, which reads
// files, reads it exactly as it reads a file on disk: `path()` names it (/proc/self/fd/N).
class MemoryFile {
  public:
    explicit MemoryFile(Bytes data); // OSError when the system refuses
    ~MemoryFile();
    MemoryFile(const MemoryFile &) = delete;
    MemoryFile &operator=(const MemoryFile &) = delete;

    [[nodiscard]] const std::string &path() const { return m_path; }

  private:
    int m_fd = -1;
    std::string m_path;
};

} // namespace u8i::python
