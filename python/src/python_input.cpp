// Inputs of the module: buffer views, paths, files opened as the command line opens them.
#include "python_input.h"

#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8i::python {

bool isPath(py::handle object)
{
    if (PyUnicode_Check(object.ptr()))
        return true;
    return !PyBytes_Check(object.ptr()) && !PyObject_CheckBuffer(object.ptr()) &&
           py::hasattr(object, "__fspath__");
}

std::string pathOf(py::handle object)
{
    const py::object os = py::module_::import("os");
    return py::bytes(os.attr("fsencode")(os.attr("fspath")(object)));
}

void raiseOSError(int error, py::handle path)
{
    const py::object os = py::module_::import("os");
    errno = error;
    PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, os.attr("fspath")(path).ptr());
    throw py::error_already_set();
}

void raiseRefused(const std::string &reason, py::handle path)
{
    const py::object os = py::module_::import("os");
    const py::object error =
        py::reinterpret_borrow<py::object>(PyExc_OSError)(EINVAL, reason, os.attr("fspath")(path));
    PyErr_SetObject(PyExc_OSError, error.ptr());
    throw py::error_already_set();
}

DataView::DataView(py::handle object, const char *function)
{
    if (PyUnicode_Check(object.ptr()))
        throw py::type_error(std::string(function) +
                             "() needs bytes-like data, not str: encode the text first "
                             "(text.encode('utf-8')), or give the bytes as they were read");
    if (!PyObject_CheckBuffer(object.ptr()))
        throw py::type_error(
            std::string(function) +
            "() needs bytes-like data (bytes, bytearray, memoryview, mmap, a numpy "
            "array) or a path, not " +
            std::string(Py_TYPE(object.ptr())->tp_name));
    if (PyObject_GetBuffer(object.ptr(), &m_view, PyBUF_SIMPLE) != 0)
        throw py::error_already_set();
}

DataView::~DataView()
{
    PyBuffer_Release(&m_view);
}

std::unique_ptr<cli::Input> openInput(py::handle path)
{
    const std::string name = pathOf(path);
    struct stat st {};
    if (::stat(name.c_str(), &st) != 0)
        raiseOSError(errno, path);
    if (S_ISDIR(st.st_mode))
        raiseOSError(EISDIR, path);
    const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        raiseOSError(errno, path);
    ::close(fd);
    std::string error;
    std::unique_ptr<cli::Input> input = cli::Input::open(name, error);
    if (!input) {
        const std::string prefix = cli::shownName(name) + ": "; // the reason alone
        raiseRefused(error.starts_with(prefix) ? error.substr(prefix.size()) : error, path);
    }
    return input;
}

Source::Source(py::handle dataOrPath, const char *function)
{
    if (!isPath(dataOrPath)) {
        m_view = std::make_unique<DataView>(dataOrPath, function);
        m_bytes = m_view->bytes();
        return;
    }
    m_input = openInput(dataOrPath);
    if (m_input->isMapped()) {
        m_bytes = m_input->bytes();
        return;
    }
    std::string error;
    bool ok = false;
    {
        const py::gil_scoped_release release;
        ok = cli::forEachChunk(*m_input, error, [this](Bytes chunk) {
            m_read.insert(m_read.end(), chunk.begin(), chunk.end());
            return true;
        });
    }
    if (!ok)
        raiseRefused(error, dataOrPath);
    m_bytes = Bytes(m_read);
}

Source::~Source() = default;

MemoryFile::MemoryFile(Bytes data)
{
    m_fd = ::memfd_create("utf8inspector", MFD_CLOEXEC);
    if (m_fd < 0)
        raiseOSError(errno, py::str("<memfd>"));
    int error = 0;
    {
        const py::gil_scoped_release release;
        for (Offset done = 0; done < data.size() && error == 0;) {
            const ssize_t n = ::write(m_fd, data.data() + done, data.size() - done);
            if (n < 0 && errno != EINTR)
                error = errno;
            done += n > 0 ? static_cast<Offset>(n) : 0;
        }
    }
    if (error != 0) {
        ::close(m_fd);
        m_fd = -1;
        raiseOSError(error, py::str("<memfd>"));
    }
    m_path = "/proc/self/fd/" + std::to_string(m_fd);
}

MemoryFile::~MemoryFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace u8i::python
