// mmap, madvise and munmap for MappedFile, and the holes of a sparse file (SEEK_HOLE); reads past
// the end of a file that shrank after it was mapped see zeros (u8i/scan/mapping_guard.h).
#include "u8i/scan/mapped_file.h"

#include "u8i/scan/mapping_guard.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

namespace u8i {

namespace {

std::uintptr_t pageSize()
{
    static const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    return page;
}

// MADV_POPULATE_READ's value in Linux's uapi, for C libraries whose headers are older than 5.14.
#ifndef MADV_POPULATE_READ
constexpr int MADV_POPULATE_READ = 22;
#endif

// False once the kernel said it does not know MADV_POPULATE_READ (EINVAL); asked once per process.
std::atomic<bool> populateKnown{true};

} // namespace

MappedFile::~MappedFile()
{
    unmap();
}

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
      m_slot(std::exchange(other.m_slot, -1)), m_holes(std::exchange(other.m_holes, {}))
{
}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept
{
    if (this != &other) {
        unmap();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_slot = std::exchange(other.m_slot, -1);
        m_holes = std::exchange(other.m_holes, {});
    }
    return *this;
}

int MappedFile::map(int fd, Offset size)
{
    unmap();
    if (size == 0)
        return 0;
    void *p = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED)
        return errno;
    m_data = static_cast<const std::uint8_t *>(p);
    m_size = size;
    m_slot = guardMapping(m_data, m_size);
    findHoles(fd);
    return 0;
}

void MappedFile::zeroOut()
{
    if (!m_data)
        return;
    auto *p = const_cast<std::uint8_t *>(m_data);
    if (::mmap(p, m_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED)
        (void)::madvise(p, m_size, MADV_DONTNEED);
    m_holes = {};
}

void MappedFile::findHoles(int fd)
{
    for (Offset at = 0; at < m_size;) {
        const off_t hole = ::lseek(fd, static_cast<off_t>(at), SEEK_HOLE);
        if (hole < 0 || static_cast<Offset>(hole) >= m_size)
            break; // no hole before the end (every file ends in one), or no answer
        const off_t data = ::lseek(fd, hole, SEEK_DATA);
        if (data < 0 && errno != ENXIO)
            break;
        // ENXIO: no data after the hole, which goes on to the end.
        const Offset end = data < 0 ? m_size : std::min(static_cast<Offset>(data), m_size);
        m_holes.add(static_cast<Offset>(hole), end);
        at = end;
    }
    (void)::lseek(fd, 0, SEEK_SET);
}

bool MappedFile::damaged() const
{
    return mappingDamaged(m_slot);
}

void MappedFile::release(Offset begin, Offset end) const
{
    end = std::min(end, m_size);
    if (!m_data || begin >= end)
        return;
    const Offset page = pageSize();
    const Offset first = (begin + page - 1) / page * page;
    const Offset last = end == m_size ? end : end / page * page;
    if (first >= last)
        return;
    auto *p = const_cast<std::uint8_t *>(m_data + first);
    (void)::madvise(p, last - first, MADV_DONTNEED);
}

void MappedFile::populate(Offset begin, Offset end) const
{
    if (!m_data || end > m_size || begin >= end || !populateKnown.load(std::memory_order_relaxed))
        return;
    const Offset page = pageSize();
    const Offset first = begin / page * page;
    auto *p = const_cast<std::uint8_t *>(m_data + first);
    if (::madvise(p, end - first, MADV_POPULATE_READ) != 0 && errno == EINVAL)
        populateKnown.store(false, std::memory_order_relaxed);
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
    unguardMapping(m_slot);
    m_data = nullptr;
    m_size = 0;
    m_slot = -1;
    m_holes = {};
}

} // namespace u8i
