// The facts of the byte map: what every byte value can be, derived from the bit patterns and the
// second-byte restrictions of the Unicode Standard's Table 3-7.
#include "u8i/utf8/byte_facts.h"
#include "u8i/hex_text.h"
#include "u8i/utf8/utf8_rules.h"

#include <string>

namespace u8i {

namespace {

ByteClass asciiClass(std::uint8_t b)
{
    if (b < 0x20 || b == 0x7F)
        return ByteClass::AsciiControl;
    if (b == 0x20)
        return ByteClass::AsciiSpace;
    if (b >= '0' && b <= '9')
        return ByteClass::AsciiDigit;
    if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z'))
        return ByteClass::AsciiLetter;
    return ByteClass::AsciiPunctuation;
}

// The valid leads after which `b` may come as the second byte, as ranges within each length.
std::string leadsAccepting(std::uint8_t b)
{
    std::string out;
    int runStart = -1;
    auto flush = [&](int last) {
        if (runStart < 0)
            return;
        if (!out.empty())
            out += ", ";
        out += hexByte(static_cast<unsigned>(runStart));
        if (last != runStart)
            out += ".." + hexByte(static_cast<unsigned>(last));
        runStart = -1;
    };
    for (int lead = 0xC2; lead <= 0xF4; ++lead) {
        const bool ok = secondByteRange(static_cast<std::uint8_t>(lead))->contains(b);
        if (lead == 0xE0 || lead == 0xF0)
            flush(lead - 1); // one run per sequence length, so "C2..DF, E1..EF" not "C2..EF"
        if (ok && runStart < 0)
            runStart = lead;
        if (!ok)
            flush(lead - 1);
    }
    flush(0xF4);
    return out;
}

} // namespace

ByteFacts byteFacts(std::uint8_t value)
{
    ByteFacts f;
    f.value = value;
    f.markerBits = markerBits(value);
    f.payloadBits = 8 - f.markerBits;
    f.payload = f.payloadBits > 0 ? (value & ((1U << f.payloadBits) - 1U)) : 0U;

    if (value <= 0x7F) {
        f.byteClass = asciiClass(value);
        return f;
    }
    if (value <= 0xBF) {
        f.byteClass = ByteClass::Continuation;
        f.secondAfter = leadsAccepting(value);
        return f;
    }
    f.declaredLength = f.markerBits - 1; // 110xxxxx declares 2 ... 1111110x declares 6
    if (value >= 0xFE)
        f.declaredLength = 0;
    // The values the form spells if its continuation bytes are all 80..BF.
    if (f.declaredLength > 0) {
        const int shift = 6 * (f.declaredLength - 1);
        f.wouldFirst = f.payload << shift;
        f.wouldLast = f.wouldFirst + ((1U << shift) - 1U);
        // The obsolete forms were only ever valid for values that need them.
        if (f.declaredLength == 5 && f.wouldFirst < 0x200000U)
            f.wouldFirst = 0x200000U;
        if (f.declaredLength == 6 && f.wouldFirst < 0x4000000U)
            f.wouldFirst = 0x4000000U;
    }
    if ((value >= 0xC2 && value <= 0xF4)) {
        f.byteClass = f.declaredLength == 2   ? ByteClass::Lead2
                      : f.declaredLength == 3 ? ByteClass::Lead3
                                              : ByteClass::Lead4;
        const SecondByteRange second = *secondByteRange(value);
        f.secondLow = second.low;
        f.secondHigh = second.high;
        const int shiftSecond = 6 * (f.declaredLength - 2);
        f.firstCodePoint =
            f.wouldFirst | (static_cast<std::uint32_t>(f.secondLow & 0x3FU) << shiftSecond);
        f.lastCodePoint =
            (f.wouldFirst | (static_cast<std::uint32_t>(f.secondHigh & 0x3FU) << shiftSecond)) +
            ((1U << shiftSecond) - 1U);
        f.wouldFirst = 0;
        f.wouldLast = 0;
        return f;
    }
    f.byteClass = ByteClass::NeverValid;
    if (value == 0xC0 || value == 0xC1)
        f.neverValidKind = ErrorKind::Overlong;
    else if (value <= 0xF7)
        f.neverValidKind = ErrorKind::OutOfRange;
    else if (value <= 0xFD)
        f.neverValidKind = ErrorKind::ObsoleteForm;
    else
        f.neverValidKind = ErrorKind::InvalidByte;
    return f;
}

std::string_view name(ByteClass byteClass)
{
    switch (byteClass) {
    case ByteClass::AsciiControl: return "ascii-control";
    case ByteClass::AsciiSpace: return "ascii-space";
    case ByteClass::AsciiDigit: return "ascii-digit";
    case ByteClass::AsciiLetter: return "ascii-letter";
    case ByteClass::AsciiPunctuation: return "ascii-punctuation";
    case ByteClass::Continuation: return "continuation";
    case ByteClass::Lead2: return "lead-2";
    case ByteClass::Lead3: return "lead-3";
    case ByteClass::Lead4: return "lead-4";
    case ByteClass::NeverValid: return "never-valid";
    }
    return "?";
}

} // namespace u8i
