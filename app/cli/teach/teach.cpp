// --explain (bytes to code points, step by step) and --encode (code point to bytes, with the
// bit layout): the teaching explanations of u8i/utf8/explain.h, printed for a terminal.
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/teach/teach_normalization.h"
#include "u8i/charsets/properties/character_properties.h"
#include "u8i/hex_text.h"
#include "u8i/utf8/explain.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <cstdio>

namespace u8i::cli {

namespace {

std::string joinArgs(const std::vector<std::string> &args)
{
    std::string s;
    for (const std::string &a : args)
        s += (s.empty() ? "" : " ") + a;
    return s;
}

// A number as --encode reads one (decimal, U+hex, 0xhex), whether or not it fits.
bool looksLikeNumber(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    bool hex = false;
    if (text.size() > 2 && (text.starts_with("U+") || text.starts_with("u+") ||
                            text.starts_with("0x") || text.starts_with("0X"))) {
        hex = true;
        text.remove_prefix(2);
    }
    if (text.empty())
        return false;
    for (const char c : text) {
        const bool digit = c >= '0' && c <= '9';
        const bool hexLetter = (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (!digit && !(hex && hexLetter))
            return false;
    }
    return true;
}

// "U+A032 'ꀲ' YI SYLLABLE NBIT".
std::string labelled(char32_t cp)
{
    std::string s = describeCodePoint(cp);
    const std::string n = charsets::characterName(cp);
    if (!n.empty())
        s += " " + n;
    return s;
}

std::string bitsOf(const ByteBits &b)
{
    std::string s = b.marker();
    if (!b.payload().empty())
        s += " " + b.payload();
    return s;
}

} // namespace

int runExplain(const Options &options)
{
    const std::string text = joinArgs(options.args);
    std::vector<std::uint8_t> bytes;
    Message why;
    if (!parseHexBytes(text, bytes, why)) {
        errorLine("--explain: " + englishText(why));
        return kExitError;
    }
    std::string hex;
    for (const std::uint8_t b : bytes)
        hex += (hex.empty() ? "" : " ") + hexByte(b);
    const DecodeExplanation d = explainDecode(bytes);

    std::string s = "Decoding " + hex + " (" + std::to_string(bytes.size()) +
                    (bytes.size() == 1 ? " byte" : " bytes") +
                    ") one byte at a time, as a standard decoder does\n"
                    "(WHATWG Encoding Standard: one U+FFFD per maximal subpart, as in the Unicode "
                    "Standard, chapter 3).\n\n";
    for (const DecodeStep &step : d.steps) {
        if (step.offset >= bytes.size())
            s += "end of data\n";
        else
            s += "byte " + std::to_string(step.offset) + ": " + hexByte(step.byte) + " = " +
                 bitsOf(step.bits) + "\n";
        s += "  state: " + step.state + "; accepts " + step.accepted +
             (step.accepted_ok ? "" : ": refused") + "\n";
        s += "  " + englishText(step.why) + "\n";
        if (step.reprocessed)
            s += "  " + hexByte(step.byte) + " is not consumed: it is read again as a new start\n";
        for (const char32_t c : step.emitted)
            s += "  emits " + labelled(c) + "\n";
        if (step.emitted.empty())
            s += "  value so far: 0x" + [&] {
                char buffer[16];
                std::snprintf(buffer, sizeof buffer, "%X", step.partialValue);
                return std::string(buffer);
            }() + "\n";
    }
    std::size_t replacements = 0;
    std::string result;
    for (const char32_t c : d.output) {
        result += (result.empty() ? "" : " ") + codePointLabel(c);
        replacements += c == 0xFFFD;
    }
    s += "\nResult: " + std::to_string(d.output.size()) +
         (d.output.size() == 1 ? " code point" : " code points") +
         (result.empty() ? "" : ": " + result) + "\n";
    if (replacements > 0)
        s += "Not valid UTF-8: " + std::to_string(replacements) + " U+FFFD " +
             (replacements == 1 ? "replaces an ill-formed part" : "replace ill-formed parts") +
             ".\n";
    else
        s += "Valid UTF-8.\n";
    s += normalizationLines(std::u32string(d.output.begin(), d.output.end()));
    out(s);
    flushOut();
    return replacements > 0 ? kExitInvalid : kExitValid;
}

namespace {

std::string explainOne(std::uint32_t cp)
{
    const EncodeExplanation e = explainEncode(cp);
    std::string s;
    s += cp <= 0x10FFFF ? labelled(cp) : codePointLabel(cp);
    s += "\n";
    char value[64];
    std::snprintf(value, sizeof value, "0x%X = %u", cp, cp);
    std::string significant =
        e.binary.size() >= static_cast<std::size_t>(e.bitsNeeded)
            ? e.binary.substr(e.binary.size() - static_cast<std::size_t>(e.bitsNeeded))
            : e.binary;
    s += "  value:        " + std::string(value) + " = " + significant + " in binary (" +
         std::to_string(e.bitsNeeded) + (e.bitsNeeded == 1 ? " bit" : " bits") + ")\n";
    s += "  length table: 0-7 bits: 1 byte, 8-11: 2, 12-16: 3, 17-21: 4";
    if (e.length >= 5)
        s += " (22-26: 5, 27-31: 6 in the obsolete RFC 2279 forms)";
    s += "\n";
    if (e.length == 0) {
        s += "                " + std::to_string(e.bitsNeeded) + " bits: no form at all\n";
    } else {
        s += "                " + std::to_string(e.bitsNeeded) + " bits -> " +
             std::to_string(e.length) + (e.length == 1 ? " byte" : " bytes") + "\n";
        std::string groups;
        for (const std::string &g : e.groups)
            groups += (groups.empty() ? "" : " ") + g;
        s += "  payload:      the " + std::to_string(e.length) + "-byte form carries " +
             std::to_string(e.binary.size()) + " bits: " + e.binary + "\n";
        if (e.length > 1)
            s += "  bit groups:   " + groups +
                 "  (6 bits per continuation byte, from the low end)\n";
        s += "  bytes:        marker  payload  hex  binary\n";
        for (const ByteBits &b : e.bytes) {
            std::string marker = b.marker();
            std::string payload = b.payload();
            marker.resize(8, ' ');
            payload.resize(9, ' ');
            const std::string role =
                e.length == 1 ? "a whole character (ASCII)"
                : b.group == 0
                    ? "lead of a " + std::to_string(e.length) + "-byte sequence"
                    : "continuation, carries group " + e.groups[static_cast<std::size_t>(b.group)];
            s += "                " + marker + payload + hexByte(b.value) + "   " + b.marker() +
                 b.payload() + "  " + role + "\n";
        }
        std::string hex;
        for (const ByteBits &b : e.bytes)
            hex += (hex.empty() ? "" : " ") + hexByte(b.value);
        s += std::string(e.encodable ? "  UTF-8:        " : "  would be:     ") + hex + "\n";
    }
    if (!e.encodable)
        s += "  not encodable: " + englishText(e.whyNot) + "\n";
    return s;
}

} // namespace

int runEncode(const Options &options)
{
    const std::string text = joinArgs(options.args);
    std::vector<std::uint32_t> values;
    std::uint32_t cp = 0;
    if (text.empty()) {
        errorLine("--encode needs a code point or text, not an empty string");
        return kExitError;
    }
    const bool number = looksLikeNumber(text);
    if (number && !parseCodePoint(text, cp)) {
        errorLine("--encode: " + text +
                  " is too large for a code point (U+10FFFF is the largest; the obsolete 6-byte "
                  "form reaches 0x7FFFFFFF)");
        return kExitError;
    }
    if (number) {
        values.push_back(cp);
    } else {
        // Text: explain each of its characters.
        const Bytes raw(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
        for (Offset pos = 0; pos < raw.size();) {
            const Item item = decodeItemAt(raw, pos);
            if (!item.wellFormed) {
                errorLine("--encode: the text is not valid UTF-8 at byte " + std::to_string(pos) +
                          " (use --explain for bytes)");
                return kExitError;
            }
            values.push_back(item.codePoint);
            pos = item.end();
        }
    }
    std::string s;
    bool allEncodable = true;
    for (std::size_t i = 0; i < values.size(); ++i) {
        s += (i ? "\n" : "") + explainOne(values[i]);
        allEncodable = allEncodable && explainEncode(values[i]).encodable;
    }
    if (values.size() > 1) {
        std::string all;
        for (const std::uint32_t v : values)
            for (const char c : encodeUtf8(v))
                all += (all.empty() ? "" : " ") + hexByte(static_cast<unsigned char>(c));
        s += "\nAll " + std::to_string(values.size()) + " characters: " + all + "\n";
    }
    std::u32string text32;
    for (const std::uint32_t v : values)
        text32 += static_cast<char32_t>(v);
    s += normalizationLines(text32);
    out(s);
    flushOut();
    return allEncodable ? kExitValid : kExitInvalid;
}

} // namespace u8i::cli
