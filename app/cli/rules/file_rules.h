// The rules of one checked file: its .editorconfig charset, the .utf8-inspector.toml files above
// it, its inline allowances and the run's baseline. checkTarget asks it for the file's notice
// levels, gives it the bytes, and CheckReport has it judge each finding (FindingRules).
#pragma once

#include "cli/check/check_report.h"
#include "cli/io/input.h"
#include "cli/rules/allowance_search.h"
#include "cli/rules/declared_charset.h"
#include "cli/rules/inline_allowances.h"
#include "cli/rules/run_rules.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace u8i::cli {

class FileRules final : public FindingRules {
  public:
    // Loads what applies to `path` ('-' is stdin: only the command line and the baseline). False
    // with one line in `error` for a bad .editorconfig or .utf8-inspector.toml.
    [[nodiscard]] bool load(const std::string &path, const CheckOptions &options, RunRules &run,
                            std::string &error);

    [[nodiscard]] const NoticeSeverities &severities() const { return m_severities; }
    [[nodiscard]] const std::optional<CharsetDeclaration> &charset() const { return m_charset; }
    [[nodiscard]] const ProjectConfigs::Chain &chain() const { return m_chain; }
    [[nodiscard]] const std::vector<Allowance> &allowances() const { return m_allowances; }
    // Checked as latin1 or UTF-16 (not as UTF-8).
    [[nodiscard]] bool otherCharset() const;

    // The file, when it is mapped: its inline allowances, and its lines for fingerprints.
    void read(const Input &input);
    // The same for a file the scan reads: its allowances are looked for in each range the scan
    // hands to scanned(), and the rest when they are first needed.
    void readAlongScan(const Input &input);
    // The scan is done with [begin, end) of the file (from its worker threads).
    void scanned(Offset begin, Offset end);
    // Lists what the rules find before the file's own findings (bom-missing).
    void start(CheckReport &report);
    // A file declared latin1 or UTF-16: its charset-mismatch findings and counts.
    void checkCharset(CheckReport &report, FileSummary &summary);
    void judge(Finding &finding) override;
    // Lists the allowances that allowed nothing or name no kind, and adds the findings the rules
    // made to the counts.
    void finish(CheckReport &report, FileSummary &summary);

  private:
    void made(CheckReport &report, Finding finding);
    [[nodiscard]] bool allowedCharacter(Finding &finding) const;
    [[nodiscard]] bool allowedInline(Finding &finding);
    // The allowances of a file read along the scan, once it is read (or a finding needs them).
    void settleAllowances();

    RunRules *m_run = nullptr;
    bool m_projectRules = false; // .editorconfig, TOML files and inline allowances apply
    std::string m_uri;           // as SARIF names the file
    NoticeSeverities m_severities;
    std::optional<CharsetDeclaration> m_charset;
    ProjectConfigs::Chain m_chain;
    std::vector<Allowance> m_allowances;
    std::unique_ptr<AllowanceSearch> m_search; // while the allowances are looked for
    int m_fd = -1;                             // of the file read along the scan
    Bytes m_data;
    std::array<Offset, kNoticeKindCount> m_made{};
};

// Whether a [[rules]] table applies to a file (`relative` to the table's TOML file; empty when the
// file is not under it): it has no paths, or one of its globs matches.
[[nodiscard]] bool pathRuleApplies(const PathRule &rule, const std::string &relative);

// The notice levels for `relative` (relative to each config's directory) from the TOML files
// of `chain`, farthest first, applied to `severities`.
void applyPathRules(const ProjectConfigs::Chain &chain, const std::string &file,
                    NoticeSeverities &severities);

} // namespace u8i::cli
