// --check --json: JSON Lines, one object per finding, a summary object per file, an object with
// the error of a file that could not be read, and a total after several files (DESIGN.md 4).
#include "cli/check/check_report.h"
#include "cli/io/output.h"
#include "u8i/hex_text.h"

namespace u8i::cli {

namespace {

std::string field(const char *key, Offset value)
{
    return std::string(",\"") + key + "\":" + std::to_string(value);
}

std::string field(const char *key, std::string_view value)
{
    return std::string(",\"") + key + "\":" + jsonString(value);
}

std::string field(const char *key, const std::vector<std::string> &values)
{
    std::string s = std::string(",\"") + key + "\":[";
    for (std::size_t i = 0; i < values.size(); ++i)
        s += (i ? "," : "") + jsonString(values[i]);
    return s + "]";
}

// A mojibake run: the chain of wrong decodings, the repaired text (when it is repaired), the
// evidence, the charsets that give the same repair, and for an ambiguous run (left as it is) each
// reading with its chain and text, the likeliest first.
std::string mojibakeFields(const MojibakeFinding &f)
{
    std::string s = field("chain", f.chain);
    if (f.applied)
        s += field("repaired", f.repaired);
    s += field("evidence", f.evidence);
    if (!f.alike.empty())
        s += field("alike", f.alike);
    if (f.ambiguous) {
        s += ",\"ambiguous\":true,\"alternatives\":[";
        for (std::size_t i = 0; i < f.alternatives.size(); ++i)
            s += std::string(i ? ",{" : "{") + field("chain", f.alternatives[i].chain).substr(1) +
                 field("repaired", f.alternatives[i].repaired) + "}";
        s += "]";
    }
    return s;
}

template <std::size_t N, typename Kind>
std::string countsByKind(const std::array<Offset, N> &counts)
{
    std::string s = "{";
    for (std::size_t k = 0; k < N; ++k)
        s += (k ? "," : "") + jsonString(name(static_cast<Kind>(k))) + ":" +
             std::to_string(counts[k]);
    return s + "}";
}

class JsonFormat final : public FindingFormat {
  public:
    void finding(const FileName &file, const Finding &f) override
    {
        std::string s = "{\"file\":" + jsonString(file.path);
        s += field("offset", f.offset) + field("length", f.length);
        s += field(f.notice ? "notice" : "kind", f.kindName());
        if (f.notice) {
            s += field("count", f.count);
            s += field("level", f.severity == Finding::Severity::Error ? "error" : "warning");
        }
        s += field("replacements", f.replacements);
        s += field("bytes", f.bytes);
        s += field("line", f.at.line) + field("column", f.at.column);
        s += field("message", f.message);
        if (f.decodesTo)
            s += field("decodes_to", codePointLabel(*f.decodesTo));
        if (f.mojibake)
            s += mojibakeFields(*f.mojibake);
        out(s + "}\n");
    }

    void endFile(const FileName &file, const FileSummary &summary, const Listing &listing) override
    {
        std::string s = "{\"file\":" + jsonString(file.path);
        s += field("bytes", summary.bytes);
        s += std::string(",\"valid\":") + (summary.valid() ? "true" : "false");
        s += field("characters", summary.characters);
        s += ",\"sequences\":[";
        for (std::size_t i = 0; i < 4; ++i)
            s += (i ? "," : "") + std::to_string(summary.sequences[i]);
        s += "],\"diagnostics\":" + countsByKind<kErrorKindCount, ErrorKind>(summary.diagnostics);
        s += ",\"notices\":" + countsByKind<kNoticeKindCount, NoticeKind>(summary.notices);
        s += field("replacements", summary.replacements);
        if (const Offset flagged = summary.noticeErrorCount(); flagged > 0)
            s += field("notice_errors", flagged);
        s += field("listed", listing.findings) + field("unlisted", listing.unlisted);
        if (listing.binarySummary)
            s += ",\"binary\":true";
        if (!summary.likely.empty())
            s += field("likely", summary.likely);
        if (!summary.declared.empty())
            s += field("charset", summary.declared);
        out(s + "}\n");
    }

    void unreadable(const FileName &file, const std::string &reason) override
    {
        out("{\"file\":" + jsonString(file.path) + field("error", reason) + "}\n");
    }

    void skipped(const FileName &file, const std::string &what) override
    {
        out("{\"file\":" + jsonString(file.path) + field("skipped", what) + "}\n");
    }

    void total(const RunTotal &t) override
    {
        std::string s = "{\"total\":true";
        s += field("files", static_cast<Offset>(t.files));
        s += field("valid", static_cast<Offset>(t.valid));
        s += field("invalid", static_cast<Offset>(t.invalid));
        s += field("flagged", static_cast<Offset>(t.flagged));
        s += field("skipped", static_cast<Offset>(t.skipped));
        s += field("unreadable", static_cast<Offset>(t.unreadable));
        s += field("errors", t.errors) + field("warnings", t.warnings);
        out(s + "}\n");
    }
};

} // namespace

std::unique_ptr<FindingFormat> makeJsonFormat()
{
    return std::make_unique<JsonFormat>();
}

} // namespace u8i::cli
