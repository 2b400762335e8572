// SARIF results, GitHub annotations and --quiet, as FindingFormats.
#include "cli/formats/ci_formats.h"
#include "u8i/hex_text.h"

#include "cli/io/output.h"
#include "cli/rules/baseline.h"
#include "u8i/charsets/properties/character_properties.h"

#include <algorithm>

namespace u8i::cli {

namespace {

bool unreserved(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~' || c == '/';
}

std::string withoutDotSlash(std::string_view path)
{
    while (path.starts_with("./"))
        path.remove_prefix(2);
    return std::string(path);
}

// Characters the finding spans on its line: the replacement units of a group, the characters of
// a run of notices.
Offset columnsOf(const Finding &f)
{
    if (f.mojibake) // the characters of the run, well-formed UTF-8
        return std::max<Offset>(
            1, static_cast<Offset>(std::count_if(
                   f.mojibake->original.begin(), f.mojibake->original.end(),
                   [](char c) { return (static_cast<std::uint8_t>(c) & 0xC0) != 0x80; })));
    return f.kind ? std::max<Offset>(f.replacements, 1) : std::max<Offset>(f.count, 1);
}

// A repaired mojibake run as a SARIF fix: its bytes replaced by the repaired text.
std::string sarifFix(const std::string &uri, const Finding &f)
{
    if (!f.mojibake || !f.mojibake->applied)
        return {};
    std::string s = ",\"fixes\":[{\"description\":{\"text\":\"Repair the mojibake\"}";
    s += ",\"artifactChanges\":[{\"artifactLocation\":{\"uri\":" + jsonString(uri) + "}";
    s += ",\"replacements\":[{\"deletedRegion\":{\"byteOffset\":" + std::to_string(f.offset);
    s += ",\"byteLength\":" + std::to_string(f.length) + "}";
    s += ",\"insertedContent\":{\"text\":" + jsonString(f.mojibake->repaired) + "}}]}]}]";
    return s;
}

// The message, with what a run of notices repeats and its bytes ("1,024 × U+0000 NULL at
// 0x10–0x40f: ..."), or the offset of a single finding.
std::string messageOf(const Finding &f)
{
    if (f.count <= 1)
        return f.message + " [offset " + hexOffset(f.offset) + "]";
    const std::uint32_t cp = f.decodesTo.value_or(0);
    return grouped(f.count) + " × " + codePointLabel(cp) + " " +
           charsets::characterProperties(cp).name + " at " + hexOffset(f.offset) + "–" +
           hexOffset(f.lastByte()) + ": " + f.message;
}

// What a project's rules and the baseline say of a finding: its fingerprint, baseline state and
// suppression (SARIF 2.1.0, sections 3.27.17, 3.27.24 and 3.35).
std::string rulesOf(const Finding &f)
{
    std::string s;
    if (!f.fingerprint.empty())
        s += ",\"partialFingerprints\":{" + jsonString(kFingerprintKey) + ":" +
             jsonString(f.fingerprint) + "}";
    if (f.baseline != Finding::Baseline::None)
        s += std::string(",\"baselineState\":") +
             (f.baseline == Finding::Baseline::Unchanged ? "\"unchanged\"" : "\"new\"");
    if (!f.suppression.empty())
        s += std::string(",\"suppressions\":[{\"kind\":") +
             (f.suppression.find("inline") != std::string::npos ? "\"inSource\"" : "\"external\"") +
             ",\"justification\":" + jsonString(f.suppression) + "}]";
    return s;
}

class SarifFormat final : public FindingFormat {
  public:
    void finding(const FileName &file, const Finding &f) override
    {
        std::string s = "{\"ruleId\":" + jsonString(f.kindName());
        s += ",\"level\":";
        s += f.severity == Finding::Severity::Error ? "\"error\"" : "\"warning\"";
        s += ",\"message\":{\"text\":" + jsonString(messageOf(f)) + "}";
        s += ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" +
             jsonString(sarifUri(file.path)) + "}";
        s += ",\"region\":{\"startLine\":" + std::to_string(f.at.line);
        s += ",\"startColumn\":" + std::to_string(f.at.column);
        s += ",\"endColumn\":" + std::to_string(f.at.column + columnsOf(f));
        s += ",\"byteOffset\":" + std::to_string(f.offset);
        s += ",\"byteLength\":" + std::to_string(f.length) + "}}}]";
        out(s + sarifFix(sarifUri(file.path), f) + rulesOf(f) + "}\n");
    }
    void endFile(const FileName &, const FileSummary &, const Listing &) override {}
    [[nodiscard]] bool keepsHidden() const override { return true; }
    // The reason goes to stderr, and the SarifLog sink makes it a notification.
    void unreadable(const FileName &, const std::string &) override {}
    void skipped(const FileName &, const std::string &) override {}
    void total(const RunTotal &) override {}
};

class GithubFormat final : public FindingFormat {
  public:
    void finding(const FileName &file, const Finding &f) override
    {
        std::string s = f.severity == Finding::Severity::Error ? "::error " : "::warning ";
        s += "file=" + githubEscapeProperty(withoutDotSlash(file.path));
        s += ",line=" + std::to_string(f.at.line);
        s += ",col=" + std::to_string(f.at.column);
        s += ",endColumn=" + std::to_string(f.at.column + columnsOf(f));
        s += ",title=" + githubEscapeProperty(std::string(f.kindName()) + " (utf8-inspector)");
        s += "::" + githubEscapeData(messageOf(f));
        out(s + "\n");
    }
    void endFile(const FileName &file, const FileSummary &summary, const Listing &listing) override
    {
        m_human->endFile(file, summary, listing);
    }
    void unreadable(const FileName &file, const std::string &reason) override
    {
        m_human->unreadable(file, reason);
    }
    void skipped(const FileName &file, const std::string &what) override
    {
        m_human->skipped(file, what);
    }
    void total(const RunTotal &total) override { m_human->total(total); }

  private:
    std::unique_ptr<FindingFormat> m_human = makeHumanFormat();
};

class QuietFormat final : public FindingFormat {
  public:
    explicit QuietFormat(std::unique_ptr<FindingFormat> inner) : m_inner(std::move(inner)) {}
    void finding(const FileName &file, const Finding &f) override { m_inner->finding(file, f); }
    void endFile(const FileName &file, const FileSummary &summary, const Listing &listing) override
    {
        if (summary.diagnosticCount() + summary.noticeCount() > 0 || listing.findings > 0)
            m_inner->endFile(file, summary, listing);
    }
    void unreadable(const FileName &file, const std::string &reason) override
    {
        m_inner->unreadable(file, reason);
    }
    void skipped(const FileName &, const std::string &) override {}
    void total(const RunTotal &total) override { m_inner->total(total); }
    [[nodiscard]] bool keepsHidden() const override { return m_inner->keepsHidden(); }

  private:
    std::unique_ptr<FindingFormat> m_inner;
};

} // namespace

std::unique_ptr<FindingFormat> makeSarifFormat()
{
    return std::make_unique<SarifFormat>();
}

std::unique_ptr<FindingFormat> makeGithubFormat()
{
    return std::make_unique<GithubFormat>();
}

std::unique_ptr<FindingFormat> makeQuietFormat(std::unique_ptr<FindingFormat> inner)
{
    return std::make_unique<QuietFormat>(std::move(inner));
}

std::string sarifUri(std::string_view path)
{
    const std::string relative = withoutDotSlash(path);
    std::string s;
    for (const char ch : relative) {
        const auto c = static_cast<unsigned char>(ch);
        if (unreserved(c)) {
            s += ch;
        } else {
            s += '%';
            appendHexByte(s, c);
        }
    }
    return relative.starts_with('/') ? "file://" + s : s;
}

std::string githubEscapeData(std::string_view text)
{
    std::string s;
    s.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '%': s += "%25"; break;
        case '\r': s += "%0D"; break;
        case '\n': s += "%0A"; break;
        default: s += c;
        }
    }
    return s;
}

std::string githubEscapeProperty(std::string_view text)
{
    std::string s;
    for (const char c : githubEscapeData(text)) {
        switch (c) {
        case ':': s += "%3A"; break;
        case ',': s += "%2C"; break;
        default: s += c;
        }
    }
    return s;
}

} // namespace u8i::cli
