// The one home for finding ill-formed groups: the next, the previous, the n-th, and how many come
// before an offset. With the scan's index it jumps through the block marks; without one (the scan
// still runs, or a stream) it reads the bytes with the block summary, in windows that start small
// and double, so that the nearest group is found without reading far past it. The slow paths
// poll a cancel flag and count the bytes they read.
//
// Conventions: a group is found by the offset where it starts; "not found" is kNoOffset, and a
// cancelled search says so in its result (its offset or count is then kNoOffset or 0).
#pragma once

#include <u8i/scan/scan_index.h>

#include <atomic>
#include <optional>

namespace u8i {

struct SeekControl {
    const std::atomic<bool> *cancel = nullptr; // set to stop: the search then returns cancelled
    std::atomic<Offset> *done = nullptr;       // bytes read so far
};

struct Seek {
    Offset offset = kNoOffset; // where the group starts; kNoOffset when none (or cancelled)
    bool cancelled = false;
    [[nodiscard]] bool found() const { return offset != kNoOffset; }
};

struct Rank {
    Offset count = 0; // groups before the offset; 0 when cancelled
    bool cancelled = false;
};

struct NthBlock {
    Offset block = kNoOffset; // the 64 KiB block where the group starts; kNoOffset when none
    Offset before = 0;        // the matching groups that start before that block
    bool cancelled = false;
    [[nodiscard]] bool found() const { return block != kNoOffset; }
};

class DiagnosticCursor {
  public:
    // `index` may be null (then every search reads the bytes); it must be the scan of `data`.
    explicit DiagnosticCursor(Bytes data, const ScanIndex *index = nullptr,
                              SeekControl control = {});

    // The first group starting in [from, limit).
    [[nodiscard]] Seek next(Offset from, Offset limit = kNoOffset) const;
    // The last group starting before `before` (strictly).
    [[nodiscard]] Seek previous(Offset before) const;
    // How many groups (of `kind`, or of every kind) start before `offset`: the number (from 0) of
    // the first one at or after it. Exact; with the index it reads at most one super-block of
    // bytes, without it every byte before `offset`.
    [[nodiscard]] Rank rank(Offset offset, std::optional<ErrorKind> kind = std::nullopt) const;
    // The n-th group (from 0) of `kind`, or of every kind.
    [[nodiscard]] Seek nth(Offset n, std::optional<ErrorKind> kind = std::nullopt) const;
    // The block of the n-th group, and how many groups come before the block: for a caller that
    // lists a whole block's groups at once (it reads no more than the blocks before it in its
    // super-block, and decodes nothing).
    [[nodiscard]] NthBlock blockOfNth(Offset n, std::optional<ErrorKind> kind = std::nullopt) const;

  private:
    [[nodiscard]] bool stopped() const;
    void advance(Offset bytes) const;
    [[nodiscard]] Seek firstIn(Offset from, Offset to) const; // growing windows
    [[nodiscard]] Seek lastIn(Offset from, Offset to) const;  // block by block, backwards
    [[nodiscard]] Offset countInBlock(Offset block, std::optional<ErrorKind> kind) const;
    [[nodiscard]] Offset nthInBlock(Offset begin, Offset end, Offset n,
                                    std::optional<ErrorKind> kind) const;

    Bytes m_data;
    const ScanIndex *m_index;
    SeekControl m_control;
};

} // namespace u8i
