// Explanations for teaching: how a value is laid out in UTF-8 bytes, and how a standard
// (WHATWG, maximal-subpart) decoder walks bytes one at a time, with what each rejected byte
// would have meant.
#include "u8i/utf8/explain.h"
#include "u8i/hex_text.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>

namespace u8i {

namespace {

constexpr char32_t kReplacement = 0xFFFD;
constexpr const char *kStartAccepted = "00..7F, C2..DF, E0..EF, F0..F4";

int significantBits(std::uint32_t value)
{
    int n = 1;
    while (n < 32 && (value >> n) != 0)
        ++n;
    return n;
}

// The length table, extended with the obsolete 5- and 6-byte forms of RFC 2279; 0 for 32 bits.
int lengthForBits(int bits)
{
    if (bits <= 7)
        return 1;
    if (bits <= 11)
        return 2;
    if (bits <= 16)
        return 3;
    if (bits <= 21)
        return 4;
    if (bits <= 26)
        return 5;
    if (bits <= 31)
        return 6;
    return 0;
}

int payloadWidth(int length)
{
    return length == 1 ? 7 : (7 - length) + 6 * (length - 1);
}

ByteBits bitsOf(std::uint8_t byte, int group)
{
    ByteBits bits;
    bits.value = byte;
    bits.markerBits = markerBits(byte);
    bits.payloadBits = 8 - bits.markerBits;
    bits.group = group;
    return bits;
}

MessageArg labelArg(std::uint32_t cp)
{
    return {MessageArg::Type::CodePointLabel, {}, cp};
}

MessageArg hexArg(std::uint8_t b)
{
    return {MessageArg::Type::HexBytes, hexByte(b), 0};
}

MessageArg bitsArg(std::uint32_t value, int width)
{
    return verbatimArg(bitString(value, width));
}

Message whyNotEncodable(std::uint32_t cp, int length)
{
    if (cp >= 0xD800 && cp <= 0xDFFF)
        return {cp <= 0xDBFF ? MessageId::WhyNotSurrogateHigh : MessageId::WhyNotSurrogateLow,
                {labelArg(cp)}};
    if (length == 0)
        return {MessageId::WhyNot32Bits, {labelArg(cp)}};
    if (length >= 5)
        return {MessageId::WhyNotObsoleteForm,
                {labelArg(cp), numberArg(static_cast<std::uint64_t>(length))}};
    return {MessageId::WhyNotAboveLast, {labelArg(cp)}};
}

} // namespace

std::string ByteBits::marker() const
{
    if (markerBits <= 0)
        return {};
    return bitString(static_cast<std::uint32_t>(value) >> (8 - markerBits), markerBits);
}

std::string ByteBits::payload() const
{
    if (payloadBits <= 0)
        return {};
    return bitString(value & ((1U << payloadBits) - 1U), payloadBits);
}

EncodeExplanation explainEncode(std::uint32_t codePoint)
{
    EncodeExplanation e;
    e.codePoint = codePoint;
    e.bitsNeeded = significantBits(codePoint);
    e.length = lengthForBits(e.bitsNeeded);
    e.encodable = codePoint <= 0x10FFFF && !(codePoint >= 0xD800 && codePoint <= 0xDFFF);
    if (!e.encodable)
        e.whyNot = {whyNotEncodable(codePoint, e.length)};
    if (e.length == 0) {
        e.binary = bitString(codePoint, 32);
        e.groups.push_back(e.binary);
        return e;
    }
    e.binary = bitString(codePoint, payloadWidth(e.length));

    const int n = e.length;
    e.bytes.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        std::uint32_t value = 0;
        if (n == 1) {
            value = codePoint;
        } else if (i == 0) {
            const std::uint32_t marker = (0xFF00U >> n) & 0xFFU;
            value = marker | (codePoint >> (6 * (n - 1)));
        } else {
            value = 0x80U | ((codePoint >> (6 * (n - 1 - i))) & 0x3FU);
        }
        e.bytes[static_cast<std::size_t>(i)] = bitsOf(static_cast<std::uint8_t>(value), i);
    }

    // Each byte carries one group: the significant bits of the value that fall in its payload,
    // counted from the low end; a byte that carries none shows "0".
    e.groups.resize(static_cast<std::size_t>(n));
    int remaining = e.bitsNeeded;
    for (int i = n - 1; i >= 0; --i) {
        const ByteBits &b = e.bytes[static_cast<std::size_t>(i)];
        const int take = std::min(remaining, b.payloadBits);
        const std::uint32_t payload = b.value & ((1U << b.payloadBits) - 1U);
        e.groups[static_cast<std::size_t>(i)] =
            take > 0 ? bitString(payload & ((1U << take) - 1U), take) : std::string("0");
        remaining -= take;
    }
    return e;
}

namespace {

// What a byte that cannot start a character would have meant.
Message invalidStartMeaning(std::uint8_t b)
{
    if (b >= 0x80 && b <= 0xBF)
        return {MessageId::StepLoneContinuation, {hexArg(b), bitsArg(b & 0x3FU, 6)}};
    if (b == 0xC0 || b == 0xC1) {
        const std::uint32_t low = (b & 1U) << 6;
        return {MessageId::StepOverlongLead, {hexArg(b), labelArg(low), labelArg(low + 0x3F)}};
    }
    if (b >= 0xF5 && b <= 0xF7) {
        const std::uint32_t low = (b & 7U) << 18;
        return {MessageId::StepAboveLastLead, {hexArg(b), labelArg(low), labelArg(low + 0x3FFFF)}};
    }
    if (b >= 0xF8 && b <= 0xFB)
        return {MessageId::StepObsoleteLead5, {hexArg(b)}};
    if (b == 0xFC || b == 0xFD)
        return {MessageId::StepObsoleteLead6, {hexArg(b)}};
    return {MessageId::StepNeverUsed, {hexArg(b)}};
}

// How many bytes a rejected lead would have declared (0 when it is no lead at all).
int declaredByRejectedLead(std::uint8_t b)
{
    if (b == 0xC0 || b == 0xC1)
        return 2;
    if (b >= 0xF5 && b <= 0xF7)
        return 4;
    if (b >= 0xF8 && b <= 0xFB)
        return 5;
    if (b == 0xFC || b == 0xFD)
        return 6;
    return 0;
}

// Why a byte was refused inside a sequence that started with `lead`, `seen` bytes in.
Message rejectedContinuation(std::uint8_t lead, int length, int seen, std::uint8_t b, Offset start)
{
    const bool continuation = (b & 0xC0U) == 0x80U;
    if (continuation && seen == 1) {
        if (lead == 0xE0)
            return {MessageId::StepNotAfterE0, {hexArg(b)}};
        if (lead == 0xED)
            return {MessageId::StepNotAfterED, {hexArg(b)}};
        if (lead == 0xF0)
            return {MessageId::StepNotAfterF0, {hexArg(b)}};
        if (lead == 0xF4)
            return {MessageId::StepNotAfterF4, {hexArg(b)}};
    }
    return {seen == 1 ? MessageId::StepCutShortOne : MessageId::StepCutShort,
            {hexArg(b), numberArg(static_cast<std::uint64_t>(length)), hexArg(lead),
             numberArg(start), numberArg(static_cast<std::uint64_t>(seen))}};
}

std::vector<Message> startEvent(std::uint8_t b, int length, std::uint8_t lower, std::uint8_t upper)
{
    std::vector<Message> why{
        {length == 2 ? MessageId::StepLeadOne : MessageId::StepLead,
         {hexArg(b), numberArg(static_cast<std::uint64_t>(length)),
          bitsArg(static_cast<std::uint32_t>(b) >> (8 - (length + 1)), length + 1),
          bitsArg(b & ((1U << (7 - length)) - 1U), 7 - length),
          numberArg(static_cast<std::uint64_t>(length - 1))}}};
    if (lower != 0x80 || upper != 0xBF)
        why.push_back({MessageId::StepNextIn, {hexArg(lower), hexArg(upper)}, true});
    return why;
}

// "a standard decoder emits U+FFFD for it"
Message emitsReplacement()
{
    return {MessageId::StepEmitsReplacement, {}};
}

} // namespace

namespace {

// The decoder of Unicode 3.9 / Table 3-7, one byte at a time, saying what each byte does.
class Stepper {
  public:
    explicit Stepper(DecodeExplanation &result) : m_result(result) {}

    // Steps through byte `b` at `offset`; false when the byte must be read again (it ended a
    // sequence it did not belong to, and starts afresh).
    bool step(std::uint8_t b, Offset offset)
    {
        DecodeStep step;
        step.offset = offset;
        step.byte = b;
        step.state = stateName();
        step.expecting = m_needed - m_seen;
        if (m_needed == 0)
            start(b, offset, step);
        else if (!continuation(b, step))
            return false;
        for (const char32_t c : step.emitted)
            m_result.output.push_back(c);
        m_result.steps.push_back(std::move(step));
        return true;
    }

    // The end of the data, inside a sequence or not.
    void end(Offset size)
    {
        if (m_needed == 0)
            return;
        DecodeStep step;
        step.offset = size;
        step.state = stateName();
        step.expecting = m_needed - m_seen;
        step.accepted = hexByte(m_lower) + ".." + hexByte(m_upper);
        step.accepted_ok = false;
        step.partialValue = m_value;
        step.why = {{m_seen == 0 ? MessageId::EndOfDataOne : MessageId::EndOfData,
                     {numberArg(static_cast<std::uint64_t>(m_length)), hexArg(m_lead),
                      numberArg(m_start), numberArg(static_cast<std::uint64_t>(m_seen + 1))}},
                    emitsReplacement()};
        step.emitted.push_back(kReplacement);
        m_result.output.push_back(kReplacement);
        m_result.steps.push_back(std::move(step));
    }

  private:
    [[nodiscard]] std::string stateName() const
    {
        return m_needed == 0 ? std::string("start")
                             : "expecting " + std::to_string(m_needed - m_seen) + " more";
    }

    void reset()
    {
        m_needed = m_seen = m_length = 0;
        m_value = 0;
        m_lower = 0x80;
        m_upper = 0xBF;
    }

    void start(std::uint8_t b, Offset offset, DecodeStep &step)
    {
        step.accepted = kStartAccepted;
        step.bits = bitsOf(b, 0);
        if (b <= 0x7F) {
            step.partialValue = b;
            step.why = {{MessageId::StepAscii, {hexArg(b), labelArg(b)}}};
            step.emitted.push_back(b);
            m_orphanLeft = 0;
        } else if (const std::optional<SecondByteRange> second = secondByteRange(b)) {
            m_length = b <= 0xDF ? 2 : b <= 0xEF ? 3 : 4;
            m_needed = m_length - 1;
            m_value = b & ((1U << (7 - m_length)) - 1U);
            m_lower = second->low;
            m_upper = second->high;
            m_lead = b;
            m_start = offset;
            step.partialValue = m_value;
            step.why = startEvent(b, m_length, m_lower, m_upper);
            m_orphanLeft = 0;
        } else {
            refuse(b, step);
        }
    }

    // A byte that cannot start anything: a refused lead, or a continuation byte with no lead.
    void refuse(std::uint8_t b, DecodeStep &step)
    {
        step.accepted_ok = false;
        step.bits.group = -1;
        if ((b & 0xC0U) == 0x80U && m_orphanLeft > 0) {
            step.why = {
                {MessageId::StepOrphanContinuation,
                 {hexArg(b),
                  numberArg(static_cast<std::uint64_t>(declaredByRejectedLead(m_orphanLead))),
                  hexArg(m_orphanLead), bitsArg(b & 0x3FU, 6)}}};
            --m_orphanLeft;
        } else {
            step.why = {invalidStartMeaning(b)};
            const int declared = declaredByRejectedLead(b);
            m_orphanLead = b;
            m_orphanLeft = declared > 0 ? declared - 1 : 0;
        }
        step.why.push_back(emitsReplacement());
        step.emitted.push_back(kReplacement);
    }

    // False when `b` is refused: the step is recorded, and `b` is to be read again.
    bool continuation(std::uint8_t b, DecodeStep &step)
    {
        step.accepted = hexByte(m_lower) + ".." + hexByte(m_upper);
        if (b < m_lower || b > m_upper) {
            step.bits = bitsOf(b, -1);
            step.accepted_ok = false;
            step.partialValue = m_value;
            step.reprocessed = true;
            step.why = {rejectedContinuation(m_lead, m_length, m_seen + 1, b, m_start),
                        {m_seen == 0 ? MessageId::StepReadAgainOne : MessageId::StepReadAgain,
                         {numberArg(static_cast<std::uint64_t>(m_seen + 1)), hexArg(b)}}};
            step.emitted.push_back(kReplacement);
            m_result.output.push_back(kReplacement);
            m_result.steps.push_back(std::move(step));
            reset();
            return false;
        }
        ++m_seen;
        step.bits = bitsOf(b, m_seen);
        m_value = (m_value << 6) | (b & 0x3FU);
        m_lower = 0x80;
        m_upper = 0xBF;
        step.partialValue = m_value;
        step.why = {{MessageId::StepContinuation,
                     {hexArg(b), numberArg(static_cast<std::uint64_t>(m_seen + 1)),
                      numberArg(static_cast<std::uint64_t>(m_length)), bitsArg(b & 0x3FU, 6)}}};
        if (m_seen == m_needed) {
            step.why.push_back({MessageId::StepComplete, {labelArg(m_value)}, true});
            step.emitted.push_back(m_value);
            reset();
        } else {
            step.why.push_back(
                {MessageId::StepValueSoFar, {bitsArg(m_value, 6 * m_seen + 7 - m_length)}});
        }
        return true;
    }

    DecodeExplanation &m_result;
    int m_needed = 0;
    int m_seen = 0;
    int m_length = 0;
    std::uint32_t m_value = 0;
    std::uint8_t m_lower = 0x80;
    std::uint8_t m_upper = 0xBF;
    std::uint8_t m_lead = 0;
    Offset m_start = 0;
    // A rejected lead whose would-be continuation bytes follow, so that they can be explained.
    std::uint8_t m_orphanLead = 0;
    int m_orphanLeft = 0;
};

// The state after a step is the state before the next one; after the last, it is the start.
void linkStates(std::vector<DecodeStep> &steps)
{
    for (std::size_t k = 0; k < steps.size(); ++k) {
        DecodeStep &step = steps[k];
        if (k + 1 < steps.size()) {
            const DecodeStep &next = steps[k + 1];
            step.stateAfter = next.state;
            step.expectingAfter = next.expecting;
            step.nextAccepted = next.accepted;
        } else {
            step.stateAfter = "start";
            step.expectingAfter = 0;
            step.nextAccepted = kStartAccepted;
        }
    }
}

} // namespace

DecodeExplanation explainDecode(Bytes bytes)
{
    DecodeExplanation result;
    Stepper stepper(result);
    for (Offset i = 0; i < bytes.size(); ++i)
        if (!stepper.step(bytes[i], i))
            --i; // read the byte again, in the start state
    stepper.end(bytes.size());
    linkStates(result.steps);
    return result;
}

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isSeparator(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == ':';
}

// Sentence `charId` about the character at `pos` ('G', at position 4), or `byteId` about its byte
// where it is not printable ASCII.
Message atPosition(std::string_view text, std::size_t pos, MessageId charId, MessageId byteId)
{
    const auto c = static_cast<unsigned char>(text[pos]);
    const MessageArg where = numberArg(pos + 1);
    if (c >= 0x20 && c < 0x7F)
        return {charId, {verbatimArg(std::string(1, static_cast<char>(c))), where}};
    return {byteId, {hexArg(c), where}};
}

} // namespace

bool parseHexBytes(std::string_view text, std::vector<std::uint8_t> &out, Message &why)
{
    out.clear();
    why = {};
    const std::size_t n = text.size();
    std::size_t i = 0;
    // Appends a run of hex digits [from, to) as bytes; a single digit is allowed after 0x or \x.
    auto takeRun = [&](std::size_t from, std::size_t to, bool singleOk) {
        const std::size_t count = to - from;
        if (count == 0) {
            why = from < n ? atPosition(text, from, MessageId::HexExpectedFoundChar,
                                        MessageId::HexExpectedFoundByte)
                           : Message{MessageId::HexExpectedAtEnd, {}};
            return false;
        }
        if (count == 1 && singleOk) {
            out.push_back(static_cast<std::uint8_t>(hexValue(text[from])));
            return true;
        }
        if (count % 2 != 0) {
            why = {MessageId::HexOddDigits,
                   {verbatimArg(std::string(text.substr(from, count))), numberArg(from + 1)}};
            return false;
        }
        for (std::size_t k = from; k < to; k += 2)
            out.push_back(
                static_cast<std::uint8_t>(hexValue(text[k]) * 16 + hexValue(text[k + 1])));
        return true;
    };
    auto runEnd = [&](std::size_t from, std::size_t limit) {
        std::size_t k = from;
        while (k < n && k - from < limit && hexValue(text[k]) >= 0)
            ++k;
        return k;
    };

    while (i < n) {
        const char c = text[i];
        if (isSeparator(c)) {
            ++i;
            continue;
        }
        if (c == '\\') {
            if (i + 1 >= n || (text[i + 1] != 'x' && text[i + 1] != 'X')) {
                why = {MessageId::HexBackslash, {numberArg(i + 1)}};
                return false;
            }
            const std::size_t end = runEnd(i + 2, 2);
            if (!takeRun(i + 2, end, true))
                return false;
            i = end;
            continue;
        }
        if (c == '0' && i + 1 < n && (text[i + 1] == 'x' || text[i + 1] == 'X')) {
            const std::size_t end = runEnd(i + 2, n);
            if (!takeRun(i + 2, end, true))
                return false;
            i = end;
            continue;
        }
        if (hexValue(c) >= 0) {
            const std::size_t end = runEnd(i, n);
            if (end < n && !isSeparator(text[end]) && text[end] != '\\') {
                why = atPosition(text, end, MessageId::HexAfterDigitsChar,
                                 MessageId::HexAfterDigitsByte);
                return false;
            }
            if (!takeRun(i, end, false))
                return false;
            i = end;
            continue;
        }
        why = atPosition(text, i, MessageId::HexUnexpectedChar, MessageId::HexUnexpectedByte);
        return false;
    }
    if (out.empty()) {
        why = {MessageId::HexNoBytes, {}};
        return false;
    }
    return true;
}

bool parseCodePoint(std::string_view text, std::uint32_t &out)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    int base = 10;
    if (text.size() > 2 && (text[0] == 'U' || text[0] == 'u') && text[1] == '+') {
        base = 16;
        text.remove_prefix(2);
    } else if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty())
        return false;
    std::uint64_t value = 0;
    for (const char c : text) {
        const int d = hexValue(c);
        if (d < 0 || d >= base)
            return false;
        value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
        if (value > 0xFFFFFFFFULL)
            return false;
    }
    out = static_cast<std::uint32_t>(value);
    return true;
}

} // namespace u8i
