// The SIGBUS handler and the table of guarded mappings (see u8i/scan/mapping_guard.h).
#include "u8i/scan/mapping_guard.h"

#include <array>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <sys/mman.h>
#include <unistd.h>

namespace u8i {

namespace {

// The mappings that are open (several when files are checked in parallel or open in tabs), where
// the handler looks for the one a failed read belongs to. Lock-free atomics only: the handler may
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

} // namespace

int guardMapping(const std::uint8_t *data, Offset size)
{
    catchBusErrors();
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
    return -1;
}

bool mappingDamaged(int slot)
{
    return slot >= 0 &&
           g_slots[static_cast<std::size_t>(slot)].damaged.load(std::memory_order_acquire);
}

void unguardMapping(int slot)
{
    if (slot < 0)
        return;
    // A free slot has end 0 (begin is claimed first, end set after).
    g_slots[static_cast<std::size_t>(slot)].end.store(0, std::memory_order_release);
    g_slots[static_cast<std::size_t>(slot)].begin.store(0, std::memory_order_release);
}

} // namespace u8i
