// The vocabulary of the codec: offsets, byte roles, error kinds and notices (DESIGN.md section 3).
#pragma once

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

// The kind of an ill-formed group. Rules are checked in this order; the first that matches wins.
enum class ErrorKind : std::uint8_t {
    ObsoleteForm,           // lead F8-FD: a 5- or 6-byte form of RFC 2279, removed by RFC 3629
    InvalidByte,            // FE or FF: bytes never used in UTF-8
    Overlong,               // C0, C1, E0 80-9F, F0 80-8F: the value has a shorter form
    Surrogate,              // ED A0-BF: a UTF-16 surrogate D800-DFFF
    OutOfRange,             // F4 90-BF, F5-F7: a value above U+10FFFF
    Truncated,              // a valid prefix that ends early (interrupted, or at the end of data)
    UnexpectedContinuation, // continuation bytes 80-BF that no lead absorbed
};
inline constexpr int kErrorKindCount = 7;

// Well-formed, but worth a look.
enum class NoticeKind : std::uint8_t {
    Bom,                  // EF BB BF at offset 0
    Zwnbsp,               // U+FEFF anywhere else
    Noncharacter,         // U+FDD0-FDEF and U+xFFFE/xFFFF
    C1Control,            // U+0080-009F: the trace of CP1252 text decoded as Latin-1
    ReplacementCharacter, // U+FFFD in the data: an earlier lossy decode
    PrivateUse,           // U+E000-F8FF, planes 15 and 16
    Control,              // an ASCII control other than TAB, LF or CR
    // Deceptive text (UTS #55, UTS #39): found in context by the charsets library's
    // DeceptiveTextAnalyzer, never by noticeFor or the scan, whose counts of these stay 0.
    BidiControl,      // an explicit bidi embedding, override or isolate, or its terminator
    BidiUnterminated, // an embedding, override or isolate not closed before the end of its line
    Invisible,        // a default-ignorable character that shows as nothing, out of its context
    Confusable,       // a letter of another script inside a word, confusable with one of its own
    NonstandardSpace, // a no-break, en, em, ideographic... space where a plain space is expected
    NotNfc,           // a run that NFC changes (only when asked for)
    NotNfd,           // a run that NFD changes (only when asked for)
};
inline constexpr int kNoticeKindCount = 14;
// The notices that noticeFor gives, one character alone, and that the scan counts.
inline constexpr int kCharacterNoticeKindCount = 7;
// True for the deceptive-text notices (BidiControl and after).
[[nodiscard]] constexpr bool isDeceptive(NoticeKind kind)
{
    return static_cast<int>(kind) >= kCharacterNoticeKindCount;
}

// The names used on the command line, in JSON and in the UI ("overlong", "c1-control", ...).
[[nodiscard]] std::string_view name(ErrorKind kind);
[[nodiscard]] std::string_view name(NoticeKind kind);
[[nodiscard]] std::string_view name(ByteRole role);
[[nodiscard]] std::optional<ErrorKind> errorKindFromName(std::string_view name);
[[nodiscard]] std::optional<NoticeKind> noticeKindFromName(std::string_view name);

} // namespace u8i
