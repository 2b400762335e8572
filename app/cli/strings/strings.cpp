// --strings: every run of text of at least --min characters in each file, in the order of the
// file (u8i/strings/strings.h), with its offset, its length in bytes and characters, its encoding,
// its scripts and its text escaped for a terminal; --json: one JSON object per string. Mapped files
// are read chunk by chunk, and their pages are released behind.
#include "u8i/strings/strings.h"
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "u8i/charsets/properties/text_classes.h"
#include "u8i/utf8/display_escape.h"
#include "u8i/utf8/item.h"

#include <cstdio>

namespace u8i::cli {

namespace {

std::string joined(const std::vector<std::string> &items, std::string_view separator)
{
    std::string s;
    for (const std::string &item : items)
        s += (s.empty() ? "" : std::string(separator)) + item;
    return s;
}

// A JSON string of text from the data, with the characters that could mislead a terminal
// (escapedForDisplay: controls, bidi controls, separators, invisible ones) as \uXXXX escapes.
std::string jsonText(std::string_view text)
{
    std::string s = "\"";
    const Bytes data(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
    for (Offset pos = 0; pos < data.size();) {
        if (const std::uint8_t b = data[pos]; b >= 0x20 && b < 0x7F && b != '"' && b != '\\') {
            s += static_cast<char>(b); // the common case
            ++pos;
            continue;
        }
        const Item item = decodeItemAt(data, pos);
        const char32_t c = item.wellFormed ? item.codePoint : U'\uFFFD';
        if (c == U'"' || c == U'\\') {
            s += '\\';
            s += static_cast<char>(c);
        } else if (escapedForDisplay(c)) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
            s += buffer;
        } else if (item.wellFormed) {
            s.append(text.substr(pos, item.length));
        } else {
            for (Offset i = 0; i < item.replacements; ++i)
                s += "\uFFFD";
        }
        pos = item.end();
    }
    return s + '"';
}

class StringsReport {
  public:
    StringsReport(bool json, bool withFile) : m_json(json), m_withFile(withFile) {}
    void beginFile(const std::string &label)
    {
        m_label = label;
        m_jsonLabel = jsonString(label);
    }
    void add(const FoundString &s);

  private:
    bool m_json;
    bool m_withFile;
    std::string m_label;
    std::string m_jsonLabel; // once per file: the label, quoted for JSON
};

void StringsReport::add(const FoundString &s)
{
    const std::vector<std::string> scripts = charsets::scriptsOf(s.text);
    std::string line;
    if (m_json) {
        line = "{\"file\":" + m_jsonLabel + ",\"offset\":" + std::to_string(s.offset) +
               ",\"length\":" + std::to_string(s.length) +
               ",\"characters\":" + std::to_string(s.characters) + ",\"encoding\":\"" +
               std::string(name(s.encoding)) + "\",\"scripts\":[";
        for (std::size_t i = 0; i < scripts.size(); ++i) // ICU's names: ASCII letters and '_'
            line += std::string(i ? "," : "") + '"' + scripts[i] + '"';
        line += "],\"text\":" + jsonText(s.text);
        if (!s.gaps.empty()) {
            line += ",\"gaps\":[";
            for (std::size_t i = 0; i < s.gaps.size(); ++i)
                line += std::string(i ? "," : "") +
                        "{\"offset\":" + std::to_string(s.gaps[i].begin) +
                        ",\"length\":" + std::to_string(s.gaps[i].end - s.gaps[i].begin) + "}";
            line += "]";
        }
        out(line + "}\n");
        return;
    }
    if (m_withFile)
        line = m_label + ": ";
    line += hexOffset(s.offset) + " " + std::to_string(s.length) + " bytes " +
            std::to_string(s.characters) + " chars " + std::string(name(s.encoding)) + " " +
            joined(scripts, ",") + ": " + escapeForDisplay(s.text);
    if (!s.gaps.empty()) {
        std::vector<std::string> gaps;
        for (const ByteRange &g : s.gaps)
            gaps.push_back(hexOffset(g.begin) + "+" + std::to_string(g.end - g.begin));
        line += "  [ill-formed gaps: " + joined(gaps, " ") + "]";
    }
    out(line + "\n");
}

bool stringsOf(Input &input, const StringsOptions &options, StringsReport &report,
               std::string &error)
{
    StringFinder finder(options, [&report](const FoundString &s) { report.add(s); });
    if (input.isMapped()) {
        const Bytes data = input.bytes();
        for (Offset at = 0; at < data.size(); at += kStringsChunk) {
            const Offset n = std::min<Offset>(kStringsChunk, data.size() - at);
            input.mapping().populate(at, at + n);
            finder.feed(data.subspan(at, n));
            input.mapping().releaseAround(at, at + n);
        }
        if (input.damaged()) {
            error = input.shrankMessage(); // the string in progress is not reported either
            return false;
        }
        finder.finish();
        input.mapping().releaseAll();
        return true;
    }
    const bool ok = forEachChunk(input, error, [&finder](Bytes chunk) {
        finder.feed(chunk);
        return true;
    });
    // A read error cuts the string in progress: it is not reported, since its end is unknown.
    if (ok)
        finder.finish();
    return ok;
}

} // namespace

int runStrings(const Options &options)
{
    StringsOptions stringsOptions = options.strings;
    stringsOptions.classes = &charsets::unicodeTextClasses();
    stringsOptions.utf16Classes = &charsets::unicodeUtf16TextClasses();
    StringsReport report(options.json, options.args.size() > 1);
    const int failed = forEachInput(options.args, [&](Input &input, std::string &error) {
        report.beginFile(input.label());
        return stringsOf(input, stringsOptions, report, error);
    });
    return failed > 0 ? kExitError : kExitValid;
}

} // namespace u8i::cli
