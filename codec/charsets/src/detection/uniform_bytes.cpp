// A file of one byte repeated (see uniform_bytes.h).
#include "u8i/charsets/detection/uniform_bytes.h"
#include "u8i/hex_text.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace u8i::charsets {

namespace {

constexpr std::size_t kBlock = 64 * 1024;

// Whether every byte of data[0, n) is `byte`: the first block byte by byte, then block against
// block.
bool allAre(const std::uint8_t *data, std::size_t n, std::uint8_t byte)
{
    const std::size_t first = std::min(n, kBlock);
    for (std::size_t i = 0; i < first; ++i)
        if (data[i] != byte)
            return false;
    for (std::size_t at = first; at < n; at += kBlock)
        if (std::memcmp(data + at, data, std::min(kBlock, n - at)) != 0)
            return false;
    return true;
}

bool extentIs(int fd, Offset from, Offset to, std::uint8_t byte, std::vector<std::uint8_t> &buffer)
{
    for (Offset at = from; at < to;) {
        const auto want = static_cast<std::size_t>(std::min<Offset>(buffer.size(), to - at));
        const ssize_t got = pread(fd, buffer.data(), want, static_cast<off_t>(at));
        if (got <= 0 || !allAre(buffer.data(), static_cast<std::size_t>(got), byte))
            return false;
        at += static_cast<Offset>(got);
    }
    return true;
}

} // namespace

std::optional<std::uint8_t> uniformByte(Bytes data)
{
    if (data.empty() || !allAre(data.data(), data.size(), data[0]))
        return std::nullopt;
    return data[0];
}

std::optional<std::uint8_t> uniformFileByte(int fd, Offset size)
{
    std::vector<std::uint8_t> buffer(Offset{1} << 20);
    std::uint8_t first = 0;
    if (size == 0 || pread(fd, &first, 1, 0) != 1)
        return std::nullopt;
    Offset at = 0;
    while (at < size) {
        const off_t data = lseek(fd, static_cast<off_t>(at), SEEK_DATA);
        if (data < 0) // no data after `at`: the rest is a hole
            return first == 0 ? std::optional<std::uint8_t>(first) : std::nullopt;
        if (static_cast<Offset>(data) > at && first != 0)
            return std::nullopt; // a hole reads as NUL
        const off_t hole = lseek(fd, data, SEEK_HOLE);
        const Offset end = hole < 0 ? size : std::min(size, static_cast<Offset>(hole));
        if (!extentIs(fd, static_cast<Offset>(data), end, first, buffer))
            return std::nullopt;
        at = end;
    }
    return first;
}

bool uniformIsBinary(std::uint8_t byte)
{
    return byte < 0x20 || byte >= 0x7F;
}

std::string describeByte(std::uint8_t byte)
{
    static constexpr std::array<const char *, 32> kControls = {
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS",  "TAB", "LF",
        "VT",  "FF",  "CR",  "SO",  "SI",  "DLE", "DC1", "DC2", "DC3", "DC4", "NAK",
        "SYN", "ETB", "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};
    std::string out = hexByte(byte);
    if (byte < 0x20)
        out += std::string(" (") + kControls[byte] + ")";
    else if (byte == 0x7F)
        out += " (DEL)";
    return out;
}

std::string groupedDigits(Offset n)
{
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out.push_back(',');
        out.push_back(digits[i]);
    }
    return out;
}

} // namespace u8i::charsets
