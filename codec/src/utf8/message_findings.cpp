// What the codec found about an ill-formed group or a notice, as a Message (which sentence, which
// values), and the English text of a Message.
#include <algorithm>

#include "u8i/hex_text.h"
#include "u8i/utf8/message.h"
#include "utf8/item_internal.h"

namespace u8i {

namespace {

using Arg = MessageArg;

Arg bytesArg(std::string bytes)
{
    return {Arg::Type::HexBytes, std::move(bytes), 0};
}
Arg codePointArg(std::uint32_t value)
{
    return {Arg::Type::CodePoint, {}, value};
}
Arg labelArg(std::uint32_t value)
{
    return {Arg::Type::CodePointLabel, {}, value};
}

Message overlong(Bytes data, const Item &g, Arg bytes)
{
    if (g.decodesTo)
        return {MessageId::OverlongDecoded,
                {bytes, codePointArg(*g.decodesTo), numberArg(g.length),
                 bytesArg(hexByteList(encodeUtf8(*g.decodesTo)))}};
    const std::uint8_t lead = data[g.offset];
    const std::uint32_t limit = lead <= 0xC1 ? 0x80 : lead == 0xE0 ? 0x800 : 0x10000;
    return {MessageId::OverlongLead,
            {bytes, numberArg(static_cast<std::uint64_t>(declaredLength(lead))), labelArg(limit)}};
}

Message surrogate(Bytes data, const Item &g, Arg bytes)
{
    if (!g.decodesTo)
        return {MessageId::SurrogateLead, {bytes}};
    const std::uint32_t high = *g.decodesTo;
    if (high <= 0xDBFF && g.end() + 3 <= data.size()) {
        const Item next = decodeItemAt(data, g.end());
        if (next.kind == ErrorKind::Surrogate && next.decodesTo && *next.decodesTo >= 0xDC00) {
            const std::uint32_t value =
                0x10000 + ((high - 0xD800) << 10) + (*next.decodesTo - 0xDC00);
            return {MessageId::SurrogateCesu,
                    {bytes, labelArg(high), bytesArg(hexBytes(data, next.offset, next.length)),
                     labelArg(value), bytesArg(hexByteList(encodeUtf8(value)))}};
        }
    }
    return {high <= 0xDBFF ? MessageId::SurrogateHigh : MessageId::SurrogateLow,
            {bytes, labelArg(high)}};
}

Message outOfRange(Bytes data, const Item &g, Arg bytes)
{
    if (g.decodesTo)
        return {MessageId::OutOfRangeDecoded, {bytes, labelArg(*g.decodesTo)}};
    const std::uint8_t lead = data[g.offset];
    return {MessageId::OutOfRangeLead,
            {bytes, labelArg(lead == 0xF4 ? 0x110000u : (lead & 0x07u) << 18u)}};
}

Message obsolete(Bytes data, const Item &g, Arg bytes)
{
    const auto length = static_cast<std::uint64_t>(declaredLength(data[g.offset]));
    if (g.decodesTo)
        return {MessageId::ObsoleteDecoded, {bytes, labelArg(*g.decodesTo), numberArg(length)}};
    if (g.length == 1)
        return {MessageId::ObsoleteCutOne, {bytes, numberArg(length)}};
    return {MessageId::ObsoleteCut, {bytes, numberArg(length), numberArg(g.length)}};
}

Message invalidByte(Bytes data, const Item &g, Arg bytes)
{
    const std::uint8_t byte = data[g.offset];
    if (g.offset == 0 && data.size() >= 2) {
        if (byte == 0xFF && data[1] == 0xFE)
            return {MessageId::Utf16LeBom, {}};
        if (byte == 0xFE && data[1] == 0xFF)
            return {MessageId::Utf16BeBom, {}};
    }
    return {MessageId::InvalidByte, {bytes}};
}

Message truncated(Bytes data, const Item &g, Arg bytes)
{
    const auto length = numberArg(static_cast<std::uint64_t>(declaredLength(data[g.offset])));
    const bool one = g.length == 1;
    if (g.atEnd || g.end() >= data.size()) {
        if (one)
            return {MessageId::TruncatedAtEndOne, {bytes, length}};
        return {MessageId::TruncatedAtEnd, {bytes, length, numberArg(g.length)}};
    }
    const Arg then = bytesArg(hexByte(data[g.end()]));
    if (one)
        return {MessageId::TruncatedThenOne, {bytes, then, length}};
    return {MessageId::TruncatedThen, {bytes, then, length, numberArg(g.length)}};
}

MessageId noticeSentence(NoticeKind kind)
{
    switch (kind) {
    case NoticeKind::Bom: return MessageId::Bom;
    case NoticeKind::Zwnbsp: return MessageId::Zwnbsp;
    case NoticeKind::Noncharacter: return MessageId::Noncharacter;
    case NoticeKind::C1Control: return MessageId::C1Control;
    case NoticeKind::ReplacementCharacter: return MessageId::ReplacementCharacter;
    case NoticeKind::PrivateUse: return MessageId::PrivateUse;
    case NoticeKind::Control: return MessageId::Control;
    case NoticeKind::BidiControl: return MessageId::BidiControl;
    case NoticeKind::BidiUnterminated: return MessageId::BidiUnterminated;
    case NoticeKind::Invisible: return MessageId::Invisible;
    case NoticeKind::Confusable: return MessageId::Confusable;
    case NoticeKind::NonstandardSpace: return MessageId::NonstandardSpace;
    case NoticeKind::NotNfc: return MessageId::NotNfc;
    case NoticeKind::NotNfd: return MessageId::NotNfd;
    case NoticeKind::Mojibake: return MessageId::Mojibake;
    case NoticeKind::CharsetMismatch: return MessageId::CharsetMismatch;
    case NoticeKind::BomMissing: return MessageId::BomMissing;
    case NoticeKind::UnusedAllowance: return MessageId::UnusedAllowance;
    case NoticeKind::BadAllowance: return MessageId::BadAllowance;
    }
    return MessageId::CodePoint;
}

std::string countWord(std::uint64_t n)
{
    return n < kCountWords.size() ? kCountWords[n] : std::to_string(n);
}

std::string englishArg(const MessageArg &arg)
{
    switch (arg.type) {
    case Arg::Type::HexBytes:
    case Arg::Type::Verbatim:
    case Arg::Type::Script: return arg.bytes;
    case Arg::Type::CodePoint: return describeCodePoint(static_cast<std::uint32_t>(arg.value));
    case Arg::Type::CodePointLabel: return codePointLabel(static_cast<std::uint32_t>(arg.value));
    case Arg::Type::Number: return std::to_string(arg.value);
    case Arg::Type::Count: return countWord(arg.value);
    case Arg::Type::List: return joinList(arg.bytes, messageTemplate(MessageId::ListAnd));
    case Arg::Type::Language: return arg.bytes.substr(0, arg.bytes.find('\n'));
    }
    return {};
}

} // namespace

Message groupMessage(Bytes data, const Item &group)
{
    if (group.wellFormed)
        return {MessageId::CodePoint, {codePointArg(group.codePoint)}};
    Arg bytes = bytesArg(hexBytes(data, group.offset, group.length));
    switch (group.kind) {
    case ErrorKind::Overlong: return overlong(data, group, std::move(bytes));
    case ErrorKind::Surrogate: return surrogate(data, group, std::move(bytes));
    case ErrorKind::OutOfRange: return outOfRange(data, group, std::move(bytes));
    case ErrorKind::ObsoleteForm: return obsolete(data, group, std::move(bytes));
    case ErrorKind::InvalidByte: return invalidByte(data, group, std::move(bytes));
    case ErrorKind::Truncated: return truncated(data, group, std::move(bytes));
    case ErrorKind::UnexpectedContinuation:
        if (group.length == 1)
            return {MessageId::LoneContinuation, {std::move(bytes)}};
        return {MessageId::Continuations, {std::move(bytes), {Arg::Type::Count, {}, group.length}}};
    }
    return {MessageId::CodePoint, {std::move(bytes)}};
}

Message noticeMessage(const Notice &notice)
{
    return {noticeSentence(notice.kind), {labelArg(notice.codePoint)}};
}

std::string fillMessage(std::string_view sentence, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(sentence.size() + 32);
    for (std::size_t i = 0; i < sentence.size(); ++i) {
        const char next = i + 1 < sentence.size() ? sentence[i + 1] : '\0';
        if (sentence[i] == '%' && next >= '1' && next <= '9') {
            const auto n = static_cast<std::size_t>(next - '1');
            if (n < args.size())
                out += args[n];
            ++i;
        } else {
            out += sentence[i];
        }
    }
    return out;
}

MessageArg listArg(const std::vector<std::string> &names)
{
    std::string lines;
    for (const std::string &name : names)
        lines += (lines.empty() ? "" : "\n") + name;
    return {MessageArg::Type::List, std::move(lines), 0};
}

std::string joinList(std::string_view lines, std::string_view andSentence)
{
    std::vector<std::string> names;
    for (std::size_t at = 0; at <= lines.size();) {
        const std::size_t end = std::min(lines.find('\n', at), lines.size());
        names.emplace_back(lines.substr(at, end - at));
        at = end + 1;
    }
    std::string head;
    for (std::size_t i = 0; i + 1 < names.size(); ++i)
        head += (i == 0 ? "" : ", ") + names[i];
    return names.size() == 1 ? names.front() : fillMessage(andSentence, {head, names.back()});
}

std::string englishText(const std::vector<Message> &prose)
{
    std::string out;
    for (const Message &m : prose)
        out += (out.empty() || m.joined ? "" : "; ") + englishText(m);
    return out;
}

std::string englishText(const Message &message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const MessageArg &arg : message.args)
        args.push_back(englishArg(arg));
    return fillMessage(messageTemplate(message.id), args);
}

std::string describe(Bytes data, const Item &group)
{
    return englishText(groupMessage(data, group));
}

std::string describe(const Notice &notice)
{
    return englishText(noticeMessage(notice));
}

} // namespace u8i
