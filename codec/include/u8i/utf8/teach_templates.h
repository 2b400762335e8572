// The teaching prose: why a value has no UTF-8 form (EncodeExplanation::whyNot), what each byte
// does to a standard decoder (DecodeStep::why) and why typed hex bytes cannot be read
// (parseHexBytes), as sentences with %1, %2, … where the values go.
// This is their one home: the CLI's --encode and --explain write them in English, the GUI's
// encoder, decoder stepper and exercises in their translation (context "Messages", marked by
// U8I_TR_NOOP for lupdate). A step's pieces are messages of their own, joined by "; " unless
// Message::joined says they follow directly (", the next in A0..BF").
#pragma once

#include "u8i/utf8/kind_descriptors.h"
#include "u8i/utf8/message_id.h"

#include <array>
#include <cstddef>

namespace u8i {

inline constexpr std::size_t kTeachTemplateCount =
    static_cast<std::size_t>(kLastMessageId) - static_cast<std::size_t>(kLastFindingMessage);

inline constexpr std::array<MessageTemplate, kTeachTemplateCount> kTeachTemplates = {{
    {MessageId::WhyNotSurrogateHigh,
     U8I_TR_NOOP("Messages", "%1 is a UTF-16 high (leading) surrogate (D800-DFFF): surrogates "
                             "exist only in pairs inside UTF-16 and are not characters, so UTF-8 "
                             "has no form for them; the 3 bytes shown are what CESU-8 or WTF-8 "
                             "would write, and a UTF-8 decoder rejects them")},
    {MessageId::WhyNotSurrogateLow,
     U8I_TR_NOOP("Messages", "%1 is a UTF-16 low (trailing) surrogate (D800-DFFF): surrogates "
                             "exist only in pairs inside UTF-16 and are not characters, so UTF-8 "
                             "has no form for them; the 3 bytes shown are what CESU-8 or WTF-8 "
                             "would write, and a UTF-8 decoder rejects them")},
    {MessageId::WhyNot32Bits,
     U8I_TR_NOOP("Messages", "%1 needs 32 bits: no UTF-8 form holds it, not even the obsolete "
                             "6-byte form of RFC 2279, which carried 31 bits")},
    {MessageId::WhyNotObsoleteForm,
     U8I_TR_NOOP("Messages", "%1 is above U+10FFFF, the last code point: RFC 3629 limits UTF-8 "
                             "to the range that UTF-16 can reach; the %2-byte form shown was "
                             "allowed by RFC 2279 and is obsolete")},
    {MessageId::WhyNotAboveLast,
     U8I_TR_NOOP("Messages", "%1 is above U+10FFFF, the last code point: RFC 3629 limits UTF-8 "
                             "to the range that UTF-16 can reach, so these 4 bytes are rejected")},
    {MessageId::StepAscii,
     U8I_TR_NOOP("Messages", "%1 is ASCII (0xxxxxxx): %2, a whole character")},
    {MessageId::StepLeadOne,
     U8I_TR_NOOP("Messages", "%1 leads a %2-byte sequence (marker %3, payload %4); %5 "
                             "continuation byte expected")},
    {MessageId::StepLead,
     U8I_TR_NOOP("Messages", "%1 leads a %2-byte sequence (marker %3, payload %4); %5 "
                             "continuation bytes expected")},
    {MessageId::StepNextIn, U8I_TR_NOOP("Messages", ", the next in %1..%2")},
    {MessageId::StepLoneContinuation,
     U8I_TR_NOOP("Messages", "%1 is a continuation byte (10xxxxxx) with no lead byte before it: "
                             "it would add the 6 bits %2 to a multi-byte sequence")},
    {MessageId::StepOverlongLead,
     U8I_TR_NOOP("Messages", "%1 would lead a 2-byte sequence, but it can only spell %2..%3, "
                             "which have 1-byte forms: an overlong lead, never valid")},
    {MessageId::StepAboveLastLead,
     U8I_TR_NOOP("Messages", "%1 would lead a 4-byte sequence for %2..%3, above U+10FFFF: never "
                             "valid since RFC 3629")},
    {MessageId::StepObsoleteLead5,
     U8I_TR_NOOP("Messages", "%1 is an obsolete 5-byte lead (111110xx, RFC 2279, removed by RFC "
                             "3629): it would start a 5-byte sequence for a value in "
                             "U+200000..U+3FFFFFF")},
    {MessageId::StepObsoleteLead6,
     U8I_TR_NOOP("Messages", "%1 is an obsolete 6-byte lead (1111110x, RFC 2279, removed by RFC "
                             "3629): it would start a 6-byte sequence for a value in "
                             "U+4000000..U+7FFFFFFF")},
    {MessageId::StepNeverUsed,
     U8I_TR_NOOP("Messages", "%1 is never used in UTF-8 (FE and FF spell no lead in any form; FE "
                             "FF and FF FE are the UTF-16 byte order marks)")},
    {MessageId::StepOrphanContinuation,
     U8I_TR_NOOP("Messages", "%1 would have been a continuation byte of the %2-byte sequence "
                             "that %3 declared; as that lead was refused, it stands alone with no "
                             "lead (it would add the 6 bits %4)")},
    {MessageId::StepEmitsReplacement,
     U8I_TR_NOOP("Messages", "a standard decoder emits U+FFFD for it")},
    {MessageId::StepNotAfterE0,
     U8I_TR_NOOP("Messages", "%1 is a continuation byte, but after E0 only A0..BF may follow: E0 "
                             "80..9F would spell a value below U+0800, which has a shorter form "
                             "(overlong)")},
    {MessageId::StepNotAfterED,
     U8I_TR_NOOP("Messages", "%1 is a continuation byte, but after ED only 80..9F may follow: ED "
                             "A0..BF would spell a UTF-16 surrogate U+D800..U+DFFF")},
    {MessageId::StepNotAfterF0,
     U8I_TR_NOOP("Messages", "%1 is a continuation byte, but after F0 only 90..BF may follow: F0 "
                             "80..8F would spell a value below U+10000, which has a shorter form "
                             "(overlong)")},
    {MessageId::StepNotAfterF4,
     U8I_TR_NOOP("Messages", "%1 is a continuation byte, but after F4 only 80..8F may follow: F4 "
                             "90..BF would spell a value above U+10FFFF")},
    {MessageId::StepCutShortOne,
     U8I_TR_NOOP("Messages", "%1 is not a continuation byte: the %2-byte sequence started by %3 "
                             "at offset %4 is cut short after %5 byte")},
    {MessageId::StepCutShort,
     U8I_TR_NOOP("Messages", "%1 is not a continuation byte: the %2-byte sequence started by %3 "
                             "at offset %4 is cut short after %5 bytes")},
    {MessageId::StepReadAgainOne,
     U8I_TR_NOOP("Messages", "a standard decoder emits U+FFFD for the %1 byte before it and "
                             "reads %2 again as a new start")},
    {MessageId::StepReadAgain,
     U8I_TR_NOOP("Messages", "a standard decoder emits U+FFFD for the %1 bytes before it and "
                             "reads %2 again as a new start")},
    {MessageId::StepContinuation,
     U8I_TR_NOOP("Messages", "%1 is continuation byte %2 of %3, adding %4")},
    {MessageId::StepComplete, U8I_TR_NOOP("Messages", ": the sequence is complete, %1")},
    {MessageId::StepValueSoFar, U8I_TR_NOOP("Messages", "the value so far is %1")},
    {MessageId::EndOfDataOne,
     U8I_TR_NOOP("Messages", "end of data: the %1-byte sequence started by %2 at offset %3 is "
                             "cut short after %4 byte")},
    {MessageId::EndOfData,
     U8I_TR_NOOP("Messages", "end of data: the %1-byte sequence started by %2 at offset %3 is "
                             "cut short after %4 bytes")},
    {MessageId::HexExpectedFoundChar,
     U8I_TR_NOOP("Messages", "expected hex digits but found '%1' at position %2")},
    {MessageId::HexExpectedFoundByte,
     U8I_TR_NOOP("Messages", "expected hex digits but found byte %1 at position %2")},
    {MessageId::HexExpectedAtEnd, U8I_TR_NOOP("Messages", "expected hex digits at the end")},
    {MessageId::HexOddDigits,
     U8I_TR_NOOP("Messages", "odd number of hex digits in \"%1\" at position %2 (each byte is "
                             "two digits, e.g. 0A)")},
    {MessageId::HexBackslash,
     U8I_TR_NOOP("Messages", "a backslash must start an escape \\xHH, at position %1")},
    {MessageId::HexAfterDigitsChar,
     U8I_TR_NOOP("Messages", "unexpected '%1' at position %2 after hex digits")},
    {MessageId::HexAfterDigitsByte,
     U8I_TR_NOOP("Messages", "unexpected byte %1 at position %2 after hex digits")},
    {MessageId::HexUnexpectedChar,
     U8I_TR_NOOP("Messages", "unexpected '%1' at position %2 (expected hex bytes such as \"E2 82 "
                             "AC\", \"e282ac\", \"\\xe2\\x82\\xac\" or \"0xE2 0x82 0xAC\")")},
    {MessageId::HexUnexpectedByte,
     U8I_TR_NOOP("Messages", "unexpected byte %1 at position %2 (expected hex bytes such as \"E2 "
                             "82 AC\", \"e282ac\", \"\\xe2\\x82\\xac\" or \"0xE2 0x82 0xAC\")")},
    {MessageId::HexNoBytes,
     U8I_TR_NOOP("Messages", "no bytes given (expected hex bytes such as \"E2 82 AC\")")},
}};

} // namespace u8i
