// The SARIF 2.1.0 log of --check: header, results joined with commas, footer.
#include "cli/formats/sarif_log.h"

#include "cli/io/output.h"

#include <array>
#include <utility>

#ifndef U8I_VERSION
#define U8I_VERSION "0.1.0"
#endif

namespace u8i::cli {

namespace {

constexpr std::string_view kInformationUri = "https://github.com/utf8inspector/utf8-inspector";
constexpr std::string_view kHelpUri =
    "https://github.com/utf8inspector/utf8-inspector#command-line";

// Keyed by name, so that a notice added to the codec's vocabulary finds its text here, or a
// plain one when it has none yet.
constexpr std::array<std::pair<std::string_view, RuleText>, 21> kRuleTexts = {{
    {"obsolete-form",
     {"A 5- or 6-byte sequence (lead F8-FD)",
      "RFC 2279 allowed 5- and 6-byte forms; RFC 3629 removed them. Decoders replace them."}},
    {"invalid-byte", {"A byte never used in UTF-8 (FE or FF)", "FE and FF never occur in UTF-8."}},
    {"overlong",
     {"An overlong encoding", "A value encoded in more bytes than its shortest form (C0, C1, "
                              "E0 80-9F, F0 80-8F); decoders must refuse it."}},
    {"surrogate",
     {"An encoded UTF-16 surrogate (ED A0-BF)",
      "Surrogates D800-DFFF are not characters; a pair of them is CESU-8, not UTF-8."}},
    {"out-of-range",
     {"A value above U+10FFFF", "F4 90-BF and F5-F7 encode values beyond the last code point."}},
    {"truncated",
     {"A sequence cut short", "A lead byte with too few continuation bytes, interrupted by another "
                              "byte or by the end of the data."}},
    {"unexpected-continuation",
     {"Continuation bytes with no lead byte", "Bytes 80-BF that no lead byte absorbed."}},
    {"bom",
     {"A UTF-8 byte order mark at offset 0", "EF BB BF at the start: a signature some tools "
                                             "mishandle (shebangs, CSV headers, concatenation)."}},
    {"zwnbsp",
     {"U+FEFF inside the text",
      "A byte order mark only means something at offset 0; inside the "
      "text it is a zero width no-break space (files joined together?)."}},
    {"noncharacter",
     {"A noncharacter", "U+FDD0-FDEF and U+xFFFE/xFFFF are well-formed but not meant for "
                        "interchange."}},
    {"c1-control",
     {"A C1 control character (U+0080-009F)",
      "The typical trace of Windows-1252 text decoded as Latin-1."}},
    {"replacement-character",
     {"U+FFFD in the data", "An earlier lossy decoding replaced bytes here."}},
    {"private-use", {"A private-use character", "Its meaning is agreed only between its users."}},
    {"control", {"An ASCII control character", "A C0 control other than TAB, LF or CR, or DEL."}},
    {"bidi-control",
     {"An explicit bidirectional control",
      "An embedding, override or isolate (U+202A-202E, U+2066-2069) or its terminator."}},
    {"bidi-unterminated",
     {"A bidirectional control not closed on its line",
      "An embedding, override or isolate still open at the end of its line (Trojan Source)."}},
    {"invisible",
     {"An invisible character", "A default-ignorable character that shows as nothing, outside "
                                "the contexts that need it."}},
    {"confusable",
     {"A letter confusable with another script's",
      "A letter of another script inside a word, confusable with a letter of the word's script "
      "(UTS #39)."}},
    {"nonstandard-space",
     {"A space other than U+0020", "A no-break, en, em, ideographic or other space where a "
                                   "plain space is expected."}},
    {"not-nfc",
     {"Text that NFC normalization changes", "A run that Unicode normalization form C changes."}},
    {"not-nfd",
     {"Text that NFD normalization changes", "A run that Unicode normalization form D changes."}},
}};

std::string rule(std::string_view id, std::string_view level)
{
    const RuleText text = ruleText(id);
    std::string s = "{\"id\":" + jsonString(id);
    s += ",\"name\":" + jsonString(id);
    s += ",\"shortDescription\":{\"text\":" + jsonString(text.shortText) + "}";
    s += ",\"fullDescription\":{\"text\":" + jsonString(text.fullText) + "}";
    s += ",\"helpUri\":" + jsonString(kHelpUri);
    s += ",\"defaultConfiguration\":{\"level\":" + jsonString(level) + "}}";
    return s;
}

std::string_view levelOf(Severity severity)
{
    switch (severity) {
    case Severity::Off: return "none";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "warning";
}

} // namespace

RuleText ruleText(std::string_view id)
{
    for (const auto &[name, text] : kRuleTexts)
        if (name == id)
            return text;
    return {"A notice", "Well-formed, but worth a look."};
}

SarifLog::SarifLog(const NoticeSeverities &severities)
{
    std::string s = "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",";
    s += "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{";
    s += "\"name\":\"utf8-inspector\",\"version\":\"" U8I_VERSION "\",";
    s += "\"semanticVersion\":\"" U8I_VERSION "\",";
    s += "\"informationUri\":" + jsonString(kInformationUri) + ",\"rules\":[\n";
    for (int k = 0; k < kErrorKindCount; ++k)
        s += rule(name(static_cast<ErrorKind>(k)), "error") + ",\n";
    for (int k = 0; k < kNoticeKindCount; ++k) {
        const auto kind = static_cast<NoticeKind>(k);
        s += rule(name(kind), levelOf(severities[kind]));
        s += k + 1 < kNoticeKindCount ? ",\n" : "\n";
    }
    s += "]}},\"columnKind\":\"unicodeCodePoints\",\"results\":[";
    cli::out(s);
}

void SarifLog::out(std::string_view text)
{
    const SinkScope direct(nullptr);
    for (std::size_t newline; (newline = text.find('\n')) != std::string_view::npos;) {
        m_partial += text.substr(0, newline);
        text.remove_prefix(newline + 1);
        if (m_partial.empty())
            continue;
        cli::out(m_first ? "\n" : ",\n");
        cli::out(m_partial);
        m_partial.clear();
        m_first = false;
    }
    m_partial += text;
}

void SarifLog::error(std::string_view line)
{
    {
        const SinkScope direct(nullptr);
        errorLine(line);
    }
    m_notifications += m_notifications.empty() ? "\n" : ",\n";
    m_notifications += "{\"level\":\"error\",\"message\":{\"text\":" + jsonString(line) + "}}";
}

void SarifLog::finish(int exitCode)
{
    const SinkScope direct(nullptr);
    if (!m_partial.empty())
        out("\n");
    std::string s = "\n],\"invocations\":[{\"executionSuccessful\":";
    s += exitCode == 2 ? "false" : "true";
    s += ",\"exitCode\":" + std::to_string(exitCode);
    s += ",\"toolExecutionNotifications\":[" + m_notifications + "]}]}]}\n";
    cli::out(s);
}

} // namespace u8i::cli
