// The kinds of the vocabulary (DESIGN.md section 3): what is wrong with an ill-formed group, and
// what is worth a look in well-formed text. Each kind is described once, in kind_descriptors.h;
// a new kind is one enumerator here, its `kLast...` below when it comes last, and one row there.
#pragma once

#include <cstdint>

namespace u8i {

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
inline constexpr ErrorKind kLastErrorKind = ErrorKind::UnexpectedContinuation;

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
    // Found in context by the mojibake repairer (u8i/mojibake/mojibake.h), never by the scan.
    Mojibake, // a run of well-formed text that reads as a chain of wrong decodings ("CafÃ©")
    // A project's rules (--check on files, app/cli/rules): what its .editorconfig declares and
    // its inline allowances; never found by the scan or the GUI.
    CharsetMismatch, // a byte the declared charset (latin1, utf-16be, utf-16le) does not define
    BomMissing,      // no byte order mark where the charset utf-8-bom requires one
    UnusedAllowance, // an inline allowance that allowed nothing
    BadAllowance,    // an inline allowance that names no kind of the vocabulary
};
inline constexpr NoticeKind kLastNoticeKind = NoticeKind::BadAllowance;

} // namespace u8i
