// Which runs of text the mojibake analysis must look at: a run holds a misdecoding only where a
// character that some chain charset encodes as a UTF-8 lead byte is followed by characters it
// encodes as the continuation bytes that lead needs, or where it holds ill-formed bytes or C1
// controls. A byte lost on the way (a space for A0, U+FFFD for an undefined byte) counts only in
// the charsets whose lone guesses the analysis takes (Windows-1252 and ISO-8859-1, prior 0): a
// guess elsewhere needs a firm repair beside it, and '?' always does. Everything else is
// passed through without the analysis; that is most clean text, at memory speed.
#pragma once

#include "mojibake/mojibake_internal.h"

#include <cstdint>
#include <vector>

namespace u8i::moji {

struct StepText;

class RunFilter {
  public:
    explicit RunFilter(const std::vector<ByteTable> &tables);

    // The tables (bit t: tables[t]) in which `run` spells a sequence that a first undo step may
    // repair; all bits when it holds ill-formed bytes or C1 controls; 0: nothing to find.
    [[nodiscard]] std::uint64_t tablesToTry(Bytes run) const;
    // The same for a later undo step, roughly, from its characters (`usable`: the ones that may
    // still be undone): a lead followed by a continuation, or by a lost byte.
    [[nodiscard]] std::uint64_t tablesToTry(const StepText &text) const;

  private:
    // Bit t: the character is, in tables[t], a lead byte (of `length` bytes) / a continuation.
    std::vector<std::uint64_t> lead_;
    std::vector<std::uint64_t> continuation_;
    const std::vector<ByteTable> &tables_;
    bool everything_ = false; // more tables than bits: every run with non-ASCII is analysed

    // Whether the characters from `at` on spell the continuation of a sequence of `length`
    // bytes in tables_[table].
    [[nodiscard]] bool continuesAt(Bytes run, Offset at, std::size_t table, int length) const;
    std::uint64_t guessing_ = 0; // the tables whose lone guesses count (prior 0)
};

} // namespace u8i::moji
