// One file's rules: its notice levels, and the judgement of each finding.
#include "cli/rules/file_rules.h"

#include "cli/check/glob_match.h"
#include "cli/formats/ci_formats.h"
#include "cli/io/output.h"
#include "cli/rules/charset_findings.h"
#include "u8i/hex_text.h"
#include "u8i/utf8/message.h"

#include <algorithm>

#include <unistd.h>

namespace u8i::cli {

bool pathRuleApplies(const PathRule &rule, const std::string &relative)
{
    if (rule.paths.empty())
        return true;
    return !relative.empty() &&
           std::any_of(rule.paths.begin(), rule.paths.end(),
                       [&](const std::string &g) { return filterMatches(g, relative); });
}

namespace {

std::string sourceOf(const RuleSource &source)
{
    return source.file + ":" + std::to_string(source.line);
}

} // namespace

void applyPathRules(const ProjectConfigs::Chain &chain, const std::string &file,
                    NoticeSeverities &severities)
{
    for (const auto &config : chain) {
        const std::string relative = relativeTo(*config, file);
        for (const PathRule &rule : config->rules)
            if (pathRuleApplies(rule, relative))
                for (const auto &[kind, severity] : rule.levels)
                    severities.of[static_cast<std::size_t>(kind)] = severity;
    }
}

bool FileRules::load(const std::string &path, const CheckOptions &options, RunRules &run,
                     std::string &error)
{
    m_run = &run;
    m_uri = sarifUri(path == "-" ? std::string("<stdin>") : path);
    m_severities = NoticeSeverities();
    m_projectRules = options.projectRules && path != "-";
    if (m_projectRules) {
        if (!declaredCharset(path, m_charset, error) || !run.configs.chainFor(path, m_chain, error))
            return false;
        if (m_charset && m_charset->charset == DeclaredCharset::Utf8)
            m_severities.of[static_cast<std::size_t>(NoticeKind::Bom)] = Severity::Error;
        if (m_charset && m_charset->charset == DeclaredCharset::Utf8Bom)
            m_severities.of[static_cast<std::size_t>(NoticeKind::Bom)] = Severity::Off;
        applyPathRules(m_chain, path, m_severities);
    }
    for (std::size_t k = 0; k < m_severities.of.size(); ++k)
        if (options.severities.given[k])
            m_severities.of[k] = options.severities.of[k];
    return true;
}

bool FileRules::otherCharset() const
{
    return m_charset && m_charset->charset != DeclaredCharset::Utf8 &&
           m_charset->charset != DeclaredCharset::Utf8Bom;
}

namespace {

// Pieces of the file read through one reused buffer, not the mapping: its pages are the scan's to
// fault and release.
PieceReader preadPieces(int fd, Bytes data, std::vector<std::uint8_t> &buffer)
{
    return [fd, data, &buffer](Offset b, Offset e) {
        buffer.resize(e - b);
        const ssize_t n = ::pread(fd, buffer.data(), buffer.size(), static_cast<off_t>(b));
        return n == static_cast<ssize_t>(buffer.size()) ? Bytes(buffer) : data.subspan(b, e - b);
    };
}

} // namespace

void FileRules::read(const Input &input)
{
    m_data = input.bytes();
    if (!m_projectRules || otherCharset())
        return;
    std::vector<std::uint8_t> buffer;
    m_allowances =
        findAllowances(m_data, input.mapping().holes(), preadPieces(input.fd(), m_data, buffer));
}

void FileRules::readAlongScan(const Input &input)
{
    m_data = input.bytes();
    m_fd = input.fd();
    if (m_projectRules && !otherCharset())
        m_search = std::make_unique<AllowanceSearch>(m_data, input.mapping().holes());
}

void FileRules::scanned(Offset begin, Offset end)
{
    if (m_search)
        m_search->search(begin, end);
}

void FileRules::settleAllowances()
{
    if (!m_search)
        return;
    std::vector<std::uint8_t> buffer;
    m_allowances = m_search->finish(preadPieces(m_fd, m_data, buffer));
    m_search.reset();
}

void FileRules::made(CheckReport &report, Finding finding)
{
    ++m_made[static_cast<std::size_t>(*finding.notice)];
    report.projectFinding(std::move(finding));
}

void FileRules::start(CheckReport &report)
{
    if (m_charset && m_charset->charset == DeclaredCharset::Utf8Bom && m_data.data() != nullptr)
        if (std::optional<Finding> f = missingBom(m_data))
            made(report, std::move(*f));
}

void FileRules::checkCharset(CheckReport &report, FileSummary &summary)
{
    summary = FileSummary();
    summary.bytes = m_data.size();
    summary.declared = m_charset->value;
    for (Finding &f : charsetMismatches(m_data, m_charset->charset))
        made(report, std::move(f));
}

bool FileRules::allowedCharacter(Finding &finding) const
{
    if (!finding.notice || !finding.decodesTo)
        return false;
    for (const auto &config : m_chain)
        for (const AllowedCharacter &a : config->allow)
            if (a.codePoint == *finding.decodesTo) {
                finding.suppression = "allowed by " + sourceOf(a.source) + " (allow " +
                                      codePointLabel(a.codePoint) + ")";
                return true;
            }
    return false;
}

bool FileRules::allowedInline(Finding &finding)
{
    if (finding.notice == NoticeKind::UnusedAllowance || finding.notice == NoticeKind::BadAllowance)
        return false;
    for (Allowance &a : m_allowances) {
        if (!a.known() || !a.covers(finding.at.line))
            continue;
        const bool byKind = a.kind == finding.kindName();
        const bool byCharacter = a.codePoint && finding.notice && finding.decodesTo == a.codePoint;
        if (!byKind && !byCharacter)
            continue;
        a.used = true;
        finding.suppression = "allowed by the inline allowance at line " +
                              std::to_string(a.at.line) + " (allow " + a.word + ")";
        return true;
    }
    return false;
}

void FileRules::judge(Finding &finding)
{
    settleAllowances();
    if (!allowedCharacter(finding))
        (void)allowedInline(finding);
    if (m_run == nullptr || !m_run->fingerprints)
        return;
    const std::string line = m_data.data() != nullptr ? squeezedLine(m_data, finding.offset) : "";
    finding.fingerprint = fingerprintOf(finding.kindName(), finding.bytes, line);
    if (m_run->baseline)
        finding.baseline = m_run->baseline->take(m_uri, finding.fingerprint)
                               ? Finding::Baseline::Unchanged
                               : Finding::Baseline::New;
}

void FileRules::finish(CheckReport &report, FileSummary &summary)
{
    report.flush(); // the last run of notices is judged before the allowances are
    settleAllowances();
    for (const Allowance &a : m_allowances) {
        if (a.known() && a.used)
            continue;
        Finding f;
        f.notice = a.known() ? NoticeKind::UnusedAllowance : NoticeKind::BadAllowance;
        f.offset = a.offset;
        f.length = a.word.size();
        f.at = a.at;
        f.bytes = hexBytes(m_data, a.offset, a.word.size());
        f.message = a.known() ? "'allow " + a.word + "' allows nothing on this line or the next"
                              : "'allow " + a.word +
                                    "' names no kind (expected a kind, such as "
                                    "confusable, or a character U+XXXX)";
        made(report, std::move(f));
    }
    for (std::size_t k = 0; k < m_made.size(); ++k)
        summary.notices[k] += m_made[k];
}

} // namespace u8i::cli
