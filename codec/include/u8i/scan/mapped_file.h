// A read-only memory mapping of a whole regular file: the one place the program calls mmap (the
// CLI's inputs and the GUI's ByteSource both hold one). Plain POSIX, no Qt.
#pragma once

#include "u8i/scan/zero_ranges.h"
#include "u8i/types.h"

namespace u8i {

class MappedFile {
  public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;
    MappedFile(MappedFile &&other) noexcept;
    MappedFile &operator=(MappedFile &&other) noexcept;

    // Maps `size` bytes of the open file `fd` read-only and notes its holes. Returns 0, or the
    // errno of the failed mmap (the mapping is then empty). Leaves the file offset of `fd` at 0.
    [[nodiscard]] int map(int fd, Offset size);

    [[nodiscard]] Bytes bytes() const { return {m_data, m_size}; }
    // The holes of a sparse file when it was mapped (SEEK_HOLE): they read as zeros, and a scan
    // need not read them. Empty where the file system does not tell.
    [[nodiscard]] const ZeroRanges &holes() const { return m_holes; }
    [[nodiscard]] bool isMapped() const { return m_data != nullptr; }

    // True once a read of the mapping failed: the file shrank (or its storage failed) after it was
    // mapped. The read that failed, and every later one past that point, sees zero bytes instead
    // of killing the program with SIGBUS, on whichever thread it happened; what the caller has
    // read since the mapping went wrong is not the file's and must not be reported as such.
    [[nodiscard]] bool damaged() const;

    // Replaces the file's pages by zero pages at the same address, at once: a thread that still
    // reads the mapping sees zeros, never SIGBUS. For a file that shrank on disk; the mapping's
    // address and size stay, its bytes are no longer the file's.
    void zeroOut();

    // Brings the pages of [begin, end) into the mapping at once (MADV_POPULATE_READ, Linux 5.14)
    // before a front-to-back reader reads them, instead of a page fault at a time, which costs
    // the most on files written by many small writes (their pages are cached in small pieces).
    // Does nothing where the kernel lacks it (then the reader's page faults do the work), and
    // leaves failures (a file that shrank, a read error) to the read, which reports them.
    void populate(Offset begin, Offset end) const;
    // Tells the kernel that [begin, end) has been read and may be dropped from memory (only
    // whole pages inside the range, and the last partial page when the range reaches the end);
    // the pages are read again from the file if touched later. Safe from any thread.
    void release(Offset begin, Offset end) const;
    // The same with a margin either side: reading a few bytes across a boundary faults in a
    // whole window of pages around them (64 KiB on Linux), which a neighbour released before.
    void releaseAround(Offset begin, Offset end) const;
    void releaseAll() const { release(0, m_size); }

  private:
    void unmap();
    void findHoles(int fd);

    const std::uint8_t *m_data = nullptr;
    Offset m_size = 0;
    int m_slot = -1; // where the SIGBUS handler finds this mapping (-1: not registered)
    ZeroRanges m_holes;
};

} // namespace u8i
