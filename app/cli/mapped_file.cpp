// mmap, madvise and munmap for MappedFile.
#include "cli/mapped_file.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

namespace u8i::cli {

namespace {

// Reading a mapping past the end of a file that shrank after it was mapped raises SIGBUS. Say
// so in one line and exit 2, instead of dying with a signal.
void onBusError(int)
{
    static const char message[] =
        "utf8-inspector: the file shrank or became unreadable while it was being read\n";
    (void)!::write(STDERR_FILENO, message, sizeof message - 1);
    ::_exit(2);
}

void catchBusErrors()
{
    static const bool installed = [] {
        struct sigaction action {};
        action.sa_handler = onBusError;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, nullptr) == 0;
    }();
    (void)installed;
}

} // namespace

MappedFile::~MappedFile()
{
    unmap();
}

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0))
{
}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept
{
    if (this != &other) {
        unmap();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

bool MappedFile::map(int fd, Offset size, std::string &error)
{
    unmap();
    if (size == 0)
        return true;
    void *p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        error = std::string("cannot map the file: ") + std::strerror(errno);
        return false;
    }
    m_data = static_cast<const std::uint8_t *>(p);
    m_size = size;
    catchBusErrors();
    return true;
}

void MappedFile::release(Offset begin, Offset end) const
{
    if (!m_data || end > m_size || begin >= end)
        return;
    static const Offset page = static_cast<Offset>(::sysconf(_SC_PAGESIZE));
    const Offset first = (begin + page - 1) / page * page;
    const Offset last = end == m_size ? end : end / page * page;
    if (first >= last)
        return;
    auto *p = const_cast<std::uint8_t *>(m_data + first);
    (void)::madvise(p, last - first, MADV_DONTNEED);
}

void MappedFile::releaseAround(Offset begin, Offset end) const
{
    constexpr Offset margin = Offset{256} << 10;
    release(begin > margin ? begin - margin : 0, end + margin < m_size ? end + margin : m_size);
}

void MappedFile::unmap()
{
    if (m_data)
        ::munmap(const_cast<std::uint8_t *>(m_data), m_size);
    m_data = nullptr;
    m_size = 0;
}

} // namespace u8i::cli
