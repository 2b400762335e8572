// The text rows of --dump, written straight into one large buffer that goes out in one write when
// it fills: the offset column by a table of hex digit pairs, the rest of the row copied from
// DumpRowTails. No temporary strings on the way.
#pragma once

#include "cli/check/item_view.h"
#include "cli/dump/dump_row_tails.h"

#include <cstddef>
#include <memory>
#include <string_view>

namespace u8i::cli {

class DumpRowWriter {
  public:
    DumpRowWriter(); // writes the column header
    DumpRowWriter(const DumpRowWriter &) = delete;
    DumpRowWriter &operator=(const DumpRowWriter &) = delete;

    void row(const ItemView &view) { write(view.item.offset, m_tails(view)); }
    // The row of the ASCII character `byte` at `offset`.
    void asciiRow(Offset offset, std::uint8_t byte) { write(offset, m_tails.ascii(byte)); }
    // Writes what is in the buffer.
    void flush();

  private:
    void write(Offset offset, std::string_view tail);
    void append(std::string_view text);

    static constexpr std::size_t kCapacity = std::size_t{1} << 20;
    static constexpr std::size_t kOffsetColumn = 24; // "0x" + 16 digits and padding, at most
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_used = 0;
    DumpRowTails m_tails;
};

} // namespace u8i::cli
