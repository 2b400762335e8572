// The SARIF 2.1.0 log of --check: header, results joined with commas, footer.
#include "cli/formats/sarif_log.h"

#include "cli/io/output.h"

#ifndef U8I_VERSION
#define U8I_VERSION "0.1.0"
#endif

namespace u8i::cli {

namespace {

constexpr std::string_view kInformationUri = "https://github.com/utf8inspector/utf8-inspector";
constexpr std::string_view kHelpUri = "https://github.com/utf8inspector/utf8-inspector#";

// One rule per kind, from its descriptor.
template <typename Kind> std::string rule(const KindDescriptor<Kind> &kind, std::string_view level)
{
    std::string s = "{\"id\":" + jsonString(kind.name);
    s += ",\"name\":" + jsonString(kind.name);
    s += ",\"shortDescription\":{\"text\":" + jsonString(kind.rule) + "}";
    s += ",\"fullDescription\":{\"text\":" + jsonString(kind.description) + "}";
    s += ",\"helpUri\":" + jsonString(std::string(kHelpUri) + std::string(kind.helpAnchor));
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

SarifLog::SarifLog(const NoticeSeverities &severities)
{
    std::string s = "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",";
    s += "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{";
    s += "\"name\":\"utf8-inspector\",\"version\":\"" U8I_VERSION "\",";
    s += "\"semanticVersion\":\"" U8I_VERSION "\",";
    s += "\"informationUri\":" + jsonString(kInformationUri) + ",\"rules\":[\n";
    for (const KindDescriptor<ErrorKind> &kind : kErrorKindDescriptors)
        s += rule(kind, kind.level == KindLevel::Error ? "error" : "warning") + ",\n";
    for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors) {
        s += rule(kind, levelOf(severities[kind.kind]));
        s += kind.kind != kLastNoticeKind ? ",\n" : "\n";
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
