// A file of one byte repeated (a disk image of zeros, a sparse file, a flash dump of FF) is said to
// be so, with its size, rather than sampled: "binary data: 17,179,869,184 bytes, all 00 (NUL)".
#pragma once

#include "u8i/types.h"

#include <optional>
#include <string>

namespace u8i::charsets {

// The byte that every byte of `data` is, or nullopt (also for empty data). Compares whole blocks
// at memory speed.
[[nodiscard]] std::optional<std::uint8_t> uniformByte(Bytes data);

// The same for the open regular file `fd` of `size` bytes: only its data extents are read
// (SEEK_DATA and SEEK_HOLE; a hole is NUL bytes), through a small buffer, so that a sparse file of
// gigabytes costs what it stores. nullopt too when the file cannot be read.
[[nodiscard]] std::optional<std::uint8_t> uniformFileByte(int fd, Offset size);

// Whether a file of this byte alone is binary data: NUL, a control, or a byte above 7F (a file of
// spaces or of 'A's is text).
[[nodiscard]] bool uniformIsBinary(std::uint8_t byte);

// "00 (NUL)", "FF", "07 (BEL)".
[[nodiscard]] std::string describeByte(std::uint8_t byte);

// "17,179,869,184".
[[nodiscard]] std::string groupedDigits(Offset n);

} // namespace u8i::charsets
