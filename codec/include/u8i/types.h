// The vocabulary of the codec: offsets, byte roles, error kinds and notices (DESIGN.md section 3).
#pragma once

#include "u8i/utf8/kind_descriptors.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace u8i {

// Offsets and lengths are 64-bit everywhere: files may be larger than 4 GiB.
using Offset = std::uint64_t;
// The one "not found" of offsets everywhere (a search, a cursor, an index lookup).
inline constexpr Offset kNoOffset = ~Offset{0};

// The bytes the codec works on. The codec never owns them.
using Bytes = std::span<const std::uint8_t>;

// What one byte is, in the decoding from offset 0. Every byte gets exactly one role.
enum class ByteRole : std::uint8_t {
    Ascii,        // 00-7F: a whole character
    Lead,         // first byte of a well-formed 2-, 3- or 4-byte sequence
    Continuation, // byte i (2..n) of a well-formed n-byte sequence
    Invalid,      // any byte inside an ill-formed group
};

// The kinds of ill-formed groups and notices, and their counts (u8i/utf8/kinds.h,
// u8i/utf8/kind_descriptors.h).
// The notices that noticeFor gives, one character alone, and that the scan counts: the first ones.
inline constexpr int kCharacterNoticeKindCount = 7;
static_assert(kNoticeKindDescriptors[kCharacterNoticeKindCount - 1].category ==
                      KindCategory::Other &&
                  kNoticeKindDescriptors[kCharacterNoticeKindCount].category != KindCategory::Other,
              "the character notices come first");

// The names used on the command line, in JSON and in the UI ("overlong", "c1-control", ...).
[[nodiscard]] std::string_view name(ErrorKind kind);
[[nodiscard]] std::string_view name(NoticeKind kind);
[[nodiscard]] std::string_view name(ByteRole role);
[[nodiscard]] std::optional<ErrorKind> errorKindFromName(std::string_view name);
[[nodiscard]] std::optional<NoticeKind> noticeKindFromName(std::string_view name);

} // namespace u8i
