// A stream (a pipe, stdin) seen through a window that slides over it. The bytes arrive in chunks
// of any size; the window hands out ready ranges, each made of whole items, with enough bytes
// before and after it that summarizeBlock(bytes(), ...), decodeItemAt(bytes(), ...) and
// describe(bytes(), ...) give on the range exactly what they give on the whole stream. So a
// stream goes through the same block kernel as a mapped file, in large pieces, and only the seams
// between chunks need care:
// - a ready range ends at a byte that is not a continuation byte (an item starts there, so no
//   item crosses the seam), with kLookahead bytes after it (what the messages look at);
// - the next window keeps kHistory bytes before its range (what the block summary warms up on).
#pragma once

#include "u8i/types.h"

#include <vector>

namespace u8i {

class StreamWindow {
  public:
    // Bytes kept before a ready range and bytes held back after it.
    static constexpr Offset kHistory = 64;
    static constexpr Offset kLookahead = 32;

    // Room for `n` more bytes of the stream: write them there, then commit how many arrived.
    [[nodiscard]] std::uint8_t *room(std::size_t n);
    void commit(std::size_t n);
    // The stream ended: every byte received is ready.
    void finish();
    [[nodiscard]] bool finished() const { return m_finished; }

    // The window's bytes: [0, begin()) the history, [begin(), end()) the ready range, then the
    // bytes held back. base() is the stream offset of bytes()[0].
    [[nodiscard]] Bytes bytes() const { return {m_buffer.data(), m_size}; }
    [[nodiscard]] Offset begin() const { return m_begin; }
    [[nodiscard]] Offset end() const { return m_end; }
    [[nodiscard]] Offset base() const { return m_base; }

    // The ready range has been used: the window slides past it.
    void advance();

    // With `whole` false a ready range may also end inside a run of unexpected continuation
    // bytes (then an item can cross the seam), so that a huge run does not have to be held in
    // memory when its items are not needed (only block summaries). True at first; takes effect
    // with the next bytes committed.
    void setWholeItems(bool whole);

  private:
    void findEnd();

    std::vector<std::uint8_t> m_buffer;
    Offset m_size = 0; // bytes in the buffer
    Offset m_begin = 0;
    Offset m_end = 0;
    Offset m_base = 0;
    bool m_finished = false;
    bool m_wholeItems = true;
};

} // namespace u8i
