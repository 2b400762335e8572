// Which runs of text the mojibake analysis must look at: a run holds a misdecoding only where a
// character that some chain charset encodes as a UTF-8 lead byte is followed by characters it
// encodes as the continuation bytes that lead needs (or one byte lost on the way, as '?', U+FFFD
// or a space for A0), or where it holds ill-formed bytes or C1 controls. Everything else is
// passed through without the analysis; that is most clean text, at memory speed.
#pragma once

#include "mojibake_internal.h"

#include <cstdint>
#include <vector>

namespace u8i::moji {

class RunFilter {
  public:
    explicit RunFilter(const std::vector<ByteTable> &tables);

    // True when the analysis may find something in `run`.
    [[nodiscard]] bool mayHoldMojibake(Bytes run) const;

  private:
    // Bit t: the character is, in tables[t], a lead byte (of `length` bytes) / a continuation.
    std::vector<std::uint64_t> lead_;
    std::vector<std::uint64_t> continuation_;
    const std::vector<ByteTable> &tables_;
    bool everything_ = false; // more tables than bits: every run with non-ASCII is analysed

    // Whether the characters from `at` on spell the continuation of a sequence of `length`
    // bytes in tables_[table].
    [[nodiscard]] bool continuesAt(Bytes run, Offset at, std::size_t table, int length) const;
};

} // namespace u8i::moji
