// mmap, madvise and munmap for MappedFile, and recovery from reads past the end of a file that
// shrank after it was mapped.
#include "cli/mapped_file.h"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

namespace u8i::cli {

namespace {

// The mappings that are open (several when files are checked in parallel), where the SIGBUS
// handler looks for the one a failed read belongs to. Lock-free atomics only: the handler may
// run on any thread, at any time.
struct Slot {
    std::atomic<std::uintptr_t> begin{0}; // 0: free
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> damaged{false};
};
constexpr int kSlots = 256;
std::array<Slot, kSlots> g_slots;

std::uintptr_t pageSize()
{
    static const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    return page;
}

// A read of a mapped file failed (the file shrank, or its storage failed). When the address is in
// one of our mappings, the rest of that mapping from the failing page on is replaced with zero
// pages, the mapping is marked damaged, and the read is restarted; it now succeeds. Anything else
// is a real fault: the default action follows.
void onBusError(int signal, siginfo_t *info, void *)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot &slot : g_slots) {
        const std::uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        const std::uintptr_t end = slot.end.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= end)
            continue;
        const std::uintptr_t from = address & ~(pageSize() - 1);
        void *p = ::mmap(reinterpret_cast<void *>(from), end - from, PROT_READ,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (p == MAP_FAILED)
            break;
        slot.damaged.store(true, std::memory_order_release);
        return;
    }
    static const char message[] =
        "utf8-inspector: a file shrank or became unreadable while it was being read\n";
    (void)!::write(STDERR_FILENO, message, sizeof message - 1);
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

void catchBusErrors()
{
    static const bool installed = [] {
        struct sigaction action {};
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, nullptr) == 0;
    }();
    (void)installed;
}

int registerMapping(const std::uint8_t *data, Offset size)
{
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    for (int i = 0; i < kSlots; ++i) {
        Slot &slot = g_slots[static_cast<std::size_t>(i)];
        std::uintptr_t expected = 0;
        if (slot.begin.compare_exchange_strong(expected, begin, std::memory_order_acq_rel)) {
            slot.damaged.store(false, std::memory_order_relaxed);
            slot.end.store(begin + size, std::memory_order_release);
            return i;
        }
    }
    return -1; // more mappings than slots: a failed read then ends the program (see onBusError)
}

} // namespace

MappedFile::~MappedFile()
{
    unmap();
}

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
      m_slot(std::exchange(other.m_slot, -1))
{
}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept
{
    if (this != &other) {
        unmap();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_slot = std::exchange(other.m_slot, -1);
    }
    return *this;
}

bool MappedFile::map(int fd, Offset size, std::string &error)
{
    unmap();
    if (size == 0)
        return true;
    catchBusErrors();
    void *p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        error = std::string("cannot map the file: ") + std::strerror(errno);
        return false;
    }
    m_data = static_cast<const std::uint8_t *>(p);
    m_size = size;
    m_slot = registerMapping(m_data, m_size);
    return true;
}

bool MappedFile::damaged() const
{
    return m_slot >= 0 &&
           g_slots[static_cast<std::size_t>(m_slot)].damaged.load(std::memory_order_acquire);
}

void MappedFile::release(Offset begin, Offset end) const
{
    if (!m_data || end > m_size || begin >= end)
        return;
    const Offset page = pageSize();
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
    if (m_slot >= 0) { // a free slot has end 0 (begin is claimed first, end set after)
        g_slots[static_cast<std::size_t>(m_slot)].end.store(0, std::memory_order_release);
        g_slots[static_cast<std::size_t>(m_slot)].begin.store(0, std::memory_order_release);
    }
    m_data = nullptr;
    m_size = 0;
    m_slot = -1;
}

} // namespace u8i::cli
