// Opening inputs: stat first (so that /dev/zero is refused at once), then map or stream.
#include "cli/io/input.h"

#include "cli/io/output.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8i::cli {

namespace {

// /dev/null is a character device that reads as an empty file.
bool isDevNull(const struct stat &st)
{
    struct stat null {};
    return S_ISCHR(st.st_mode) && ::stat("/dev/null", &null) == 0 && S_ISCHR(null.st_mode) &&
           st.st_rdev == null.st_rdev;
}

// Why a file of this type cannot be read as text, or null when it can.
const char *refusal(const struct stat &st)
{
    const mode_t mode = st.st_mode;
    if (isDevNull(st))
        return nullptr;
    if (S_ISDIR(mode))
        return "is a directory";
    if (S_ISCHR(mode))
        return "is a character device, not a file (refused: reading it might never end)";
    if (S_ISBLK(mode))
        return "is a block device, not a file";
    if (S_ISSOCK(mode))
        return "is a socket, not a file";
    return nullptr;
}

} // namespace

Input::~Input()
{
    if (m_ownsFd && m_fd >= 0)
        ::close(m_fd);
}

std::unique_ptr<Input> Input::open(const std::string &path, std::string &error)
{
    std::unique_ptr<Input> input(new Input()); // private constructor: make_unique cannot call it
    struct stat st {};
    if (path == "-") {
        input->m_label = input->m_path = "<stdin>";
        input->m_fd = STDIN_FILENO;
        if (standardInputWasClosed()) {
            error = "<stdin>: " + std::string(std::strerror(EBADF)) + " (stdin is closed)";
            return nullptr;
        }
        if (::fstat(STDIN_FILENO, &st) != 0) {
            error = std::string("<stdin>: ") + std::strerror(errno);
            return nullptr;
        }
        // A terminal is a character device too, but a person types into it.
        if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode) && !::isatty(STDIN_FILENO)) {
            if (const char *why = refusal(st)) {
                error = std::string("<stdin>: ") + why;
                return nullptr;
            }
        }
    } else {
        input->m_path = path;
        input->m_label = shownName(path);
        const std::string &shown = input->m_label;
        if (::stat(path.c_str(), &st) != 0) {
            error = shown + ": " + std::strerror(errno);
            return nullptr;
        }
        if (const char *why = refusal(st)) {
            error = shown + ": " + why;
            return nullptr;
        }
        input->m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (input->m_fd < 0) {
            error = shown + ": " + std::strerror(errno);
            return nullptr;
        }
        input->m_ownsFd = true;
        // The file may have been replaced between stat and open.
        if (::fstat(input->m_fd, &st) != 0) {
            error = shown + ": " + std::strerror(errno);
            return nullptr;
        }
        if (const char *why = refusal(st)) {
            error = shown + ": " + why;
            return nullptr;
        }
    }
    // Regular files with a size are mapped; files that report size 0 (empty, or /proc files
    // whose size is unknown) and pipes are read as streams.
    // stdin redirected from a file may have been read partly already: then only a stream
    // reads from where it stands.
    const bool atStart = input->m_ownsFd || ::lseek(input->m_fd, 0, SEEK_CUR) == 0;
#ifdef F_SETPIPE_SZ
    // A larger pipe buffer: fewer, larger reads and fewer switches between writer and reader.
    // (Only a wish: the system may refuse, and the pipe works as it is.)
    if (S_ISFIFO(st.st_mode))
        (void)::fcntl(input->m_fd, F_SETPIPE_SZ, 1 << 20);
#endif
    if (S_ISREG(st.st_mode) && st.st_size > 0 && atStart) {
        if (input->m_mapped.map(input->m_fd, static_cast<Offset>(st.st_size)) != 0) {
            // Some file systems cannot map; reading them as a stream still works.
            input->m_mapped = MappedFile();
        }
        shrinkForTest(*input, path, static_cast<Offset>(st.st_size));
    }
    return input;
}

void Input::shrinkForTest(const Input &input, const std::string &path, Offset size)
{
    // The tests' way to shrink a file between its mapping and its reading, deterministically:
    // U8I_TEST_SHRINK_MAPPED=N:PATH cuts the file PATH to N bytes right after it was mapped.
    const char *env = std::getenv("U8I_TEST_SHRINK_MAPPED");
    if (!env || !input.isMapped())
        return;
    char *end = nullptr;
    const unsigned long long n = std::strtoull(env, &end, 10);
    if (end != env && *end == ':' && path == end + 1 && n < size)
        (void)!::truncate(path.c_str(), static_cast<off_t>(n));
}

bool Input::damaged() const
{
    struct stat st {};
    return m_mapped.damaged() || (isMapped() && (::fstat(m_fd, &st) != 0 ||
                                                 static_cast<Offset>(st.st_size) < bytes().size()));
}

std::string Input::shrankMessage() const
{
    return m_label + ": the file shrank or became unreadable while it was being read";
}

long long Input::read(std::uint8_t *buffer, std::size_t size, std::string &error)
{
    for (;;) {
        const ssize_t n = ::read(m_fd, buffer, size);
        if (n >= 0)
            return n;
        if (errno == EINTR)
            continue;
        error = m_label + ": " + std::strerror(errno);
        return -1;
    }
}

std::size_t Input::streamChunkSize()
{
    if (const char *env = std::getenv("U8I_STREAM_CHUNK")) {
        char *end = nullptr;
        const unsigned long long n = std::strtoull(env, &end, 10);
        if (end != env && *end == '\0' && n > 0 && n <= (1ULL << 30))
            return static_cast<std::size_t>(n);
    }
    return std::size_t{1} << 20;
}

std::unique_ptr<Input> openOrReport(const std::string &path, std::string &error)
{
    std::unique_ptr<Input> input = Input::open(path, error);
    if (!input)
        errorLine(error);
    return input;
}

std::unique_ptr<Input> openOrReport(const std::string &path)
{
    std::string error;
    return openOrReport(path, error);
}

int forEachInput(const std::vector<std::string> &paths,
                 const std::function<bool(Input &, std::string &error)> &use)
{
    int failed = 0;
    for (const std::string &path : paths) {
        std::string error;
        const std::unique_ptr<Input> input = openOrReport(path, error);
        if (!input) {
            ++failed;
            continue;
        }
        if (!use(*input, error)) {
            flushOut();
            errorLine(error);
            ++failed;
        }
    }
    flushOut();
    return failed;
}

} // namespace u8i::cli
