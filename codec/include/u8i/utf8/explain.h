// Explanations for teaching: how a code point becomes bytes, and how a decoder walks bytes. The
// words are messages (englishText() for the CLI, the translation in the GUI).
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/message.h"

#include <string>
#include <vector>

namespace u8i {

// One byte of an encoding, split into its marker bits and its payload bits.
struct ByteBits {
    std::uint8_t value = 0;
    int markerBits = 0;  // leading bits that say what the byte is: 1 (0xxxxxxx), 3 (110xxxxx) ...
    int payloadBits = 0; // 8 - markerBits
    int group = -1;      // which bit group of the code point the payload carries (0 = highest)
    [[nodiscard]] std::string marker() const;  // e.g. "110"
    [[nodiscard]] std::string payload() const; // e.g. "00010"
};

struct EncodeExplanation {
    std::uint32_t codePoint = 0;
    bool encodable = false;
    // Why there is no UTF-8 form (surrogates, values above U+10FFFF), as messages of the
    // teaching prose (u8i/utf8/teach_templates.h); empty when encodable.
    std::vector<Message> whyNot;
    int bitsNeeded = 0; // significant bits of the value (at least 1)
    int length = 0;     // bytes; row of the length table: 0-7 bits 1, 8-11 2, 12-16 3, 17-21 4
    std::string binary; // the value in binary, padded to the payload width of `length`
    std::vector<std::string>
        groups; // bit groups, highest first: {"0","11111","010000","011010"} for U+1F41A
    std::vector<ByteBits> bytes;
};

// Explains the encoding of a value. Surrogates are explained with their bytes (as CESU-8 would
// write them) but are not encodable; values above 0x10FFFF are not encodable.
[[nodiscard]] EncodeExplanation explainEncode(std::uint32_t codePoint);

// One step of the decoder stepper: what happened when one byte was read.
struct DecodeStep {
    Offset offset = 0;
    std::uint8_t byte = 0;
    ByteBits bits;           // the byte's marker and payload
    std::string state;       // decoder state before the byte: "start", "expecting 2 more" ...
    std::string accepted;    // range accepted for this byte in that state, e.g. "A0..BF"
    bool accepted_ok = true; // the byte was in range
    std::uint32_t partialValue = 0;
    std::vector<Message> why;      // what the step did (u8i/utf8/teach_templates.h)
    std::vector<char32_t> emitted; // code points emitted by this step (U+FFFD for errors)
    bool reprocessed = false;      // the byte was not consumed: it is read again as a start byte
    int expecting = 0;             // continuation bytes still expected before the byte
    // The decoder after the step: its state, how many continuation bytes it still expects, and
    // the range the next byte must be in (Table 3-7), e.g. "80..BF".
    std::string stateAfter;
    int expectingAfter = 0;
    std::string nextAccepted;
};

struct DecodeExplanation {
    std::vector<DecodeStep> steps;
    std::vector<char32_t> output; // the decoded code points, U+FFFD for each maximal subpart
};

// Walks the bytes as a standard (WHATWG, maximal-subpart) decoder does, one step per byte read.
[[nodiscard]] DecodeExplanation explainDecode(Bytes bytes);

// Parses "F8 93 EA 80 B2", "f893ea", "\xf8\x93" or "0xF8 0x93" into bytes; false when malformed,
// with the reason in `why` (u8i/utf8/teach_templates.h: englishText() for the CLI, the translation
// in the GUI).
[[nodiscard]] bool parseHexBytes(std::string_view text, std::vector<std::uint8_t> &out,
                                 Message &why);

// Parses "U+1F41A", "0x1F41A" or "128026"; false when it is none of these.
[[nodiscard]] bool parseCodePoint(std::string_view text, std::uint32_t &out);

} // namespace u8i
