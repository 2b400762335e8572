#include "cli/dump/dump_row_writer.h"
#include "u8i/hex_text.h"

#include "cli/io/output.h"

#include <array>
#include <cstring>

namespace u8i::cli {

namespace {

// "00", "01", ... "ff": two lowercase hex digits per byte value.
constexpr std::array<char, 512> kHexPairs = [] {
    std::array<char, 512> pairs{};
    for (int value = 0; value < 256; ++value) {
        pairs[static_cast<std::size_t>(2 * value)] = kLowerHexDigits[value >> 4];
        pairs[static_cast<std::size_t>(2 * value + 1)] = kLowerHexDigits[value & 0xF];
    }
    return pairs;
}();

// Writes "0x" and at least 8 hex digits of `offset`, then spaces up to 12 columns (at least one);
// returns the characters written (at most 19).
std::size_t writeOffset(char *to, Offset offset)
{
    if ((offset >> 32) == 0) { // the common case: 8 digits and 2 spaces, in one store
        char column[12] = {'0', 'x', 0, 0, 0, 0, 0, 0, 0, 0, ' ', ' '};
        for (int i = 0; i < 4; ++i)
            std::memcpy(column + 2 + 2 * i, &kHexPairs[2 * ((offset >> (24 - 8 * i)) & 0xFF)], 2);
        std::memcpy(to, column, sizeof column);
        return sizeof column;
    }
    to[0] = '0';
    to[1] = 'x';
    int nibbles = 8;
    while (nibbles < 16 && (offset >> (4 * nibbles)) != 0)
        ++nibbles;
    std::size_t n = 2;
    if (nibbles % 2 != 0) {
        --nibbles;
        to[n++] = kHexPairs[2 * ((offset >> (4 * nibbles)) & 0xF) + 1];
    }
    for (; nibbles > 0; nibbles -= 2) {
        std::memcpy(to + n, &kHexPairs[2 * ((offset >> (4 * (nibbles - 2))) & 0xFF)], 2);
        n += 2;
    }
    const std::size_t pad = n < 12 ? 12 - n : 1;
    std::memset(to + n, ' ', pad);
    return n + pad;
}

} // namespace

DumpRowWriter::DumpRowWriter() : m_buffer(std::make_unique<char[]>(kCapacity))
{
    append("offset      bytes        roles     code point  name, or what is wrong\n");
}

void DumpRowWriter::write(Offset offset, std::string_view tail)
{
    if (m_used + kOffsetColumn + tail.size() > kCapacity)
        flush();
    m_used += writeOffset(m_buffer.get() + m_used, offset);
    append(tail);
}

void DumpRowWriter::append(std::string_view text)
{
    if (m_used + text.size() > kCapacity) {
        flush();
        if (text.size() > kCapacity) {
            out(text);
            return;
        }
    }
    std::memcpy(m_buffer.get() + m_used, text.data(), text.size());
    m_used += text.size();
}

void DumpRowWriter::flush()
{
    out(std::string_view(m_buffer.get(), m_used));
    m_used = 0;
}

} // namespace u8i::cli
