// The output of --check, in three parts: the findings (an ill-formed group, or a run of identical
// notices on adjacent characters), the CheckReport that makes them from the items of a file
// (runs, --max, the summary of binary files), and the formats that write them (human, JSON).
// The mapped path and the stream path both feed CheckReport with ItemViews.
#pragma once

#include "cli/check/check_options.h"
#include "cli/check/item_view.h"
#include "u8i/charsets/deceptive/deceptive_text.h"
#include "u8i/mojibake/mojibake.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace u8i::cli {

// One entry of the listing, whatever the format writes.
struct Finding {
    enum class Severity : std::uint8_t { Error, Warning };
    Severity severity = Severity::Error;    // a diagnostic is an error, a notice a warning
    std::optional<ErrorKind> kind;          // an ill-formed group ...
    std::optional<NoticeKind> notice;       // ... or a notice
    Offset offset = 0;                      // the first byte of the group or run
    Offset length = 0;                      // bytes in the whole group or run
    Offset count = 1;                       // characters in a run of notices (1 for a group)
    LineColumn at;                          // of the first byte
    std::string bytes;                      // hex: every byte of a group; one character of a run
    Offset replacements = 0;                // U+FFFD a standard decoder writes for a group
    std::optional<std::uint32_t> decodesTo; // the value of a group, or the noticed character
    std::string message; // why, in one line (u8i::describe: safe to show, nothing raw)
    // What a project's rules and a baseline say of it (app/cli/rules): the rule that allows it
    // ("inline allowance at line 3"; empty when none does), whether the baseline had it, and the
    // fingerprint it is matched by (SARIF's partialFingerprints).
    enum class Baseline : std::uint8_t { None, New, Unchanged, Absent };
    std::string suppression;
    Baseline baseline = Baseline::None;
    std::string fingerprint;
    // A mojibake notice's run: its chain, repaired text, evidence and alternatives.
    std::shared_ptr<const MojibakeFinding> mojibake;

    [[nodiscard]] std::string_view kindName() const; // "overlong", "control"
    // Allowed, or in the baseline: not listed, not counted (SARIF keeps it, marked).
    [[nodiscard]] bool hidden() const
    {
        return !suppression.empty() || baseline == Baseline::Unchanged;
    }
    [[nodiscard]] Offset lastByte() const { return offset + length - 1; }
};

struct FileSummary {
    Offset bytes = 0;
    Offset characters = 0; // well-formed characters
    Offset replacements = 0;
    std::array<Offset, 4> sequences{};
    std::array<Offset, kErrorKindCount> diagnostics{};
    std::array<Offset, kNoticeKindCount> notices{};
    // For a file that is not UTF-8: what it likely is ("Windows-1251 text (Russian)", "binary data
    // (PNG image)"), from the encoding detector; empty otherwise.
    std::string likely;
    // The charset the file was checked as, when .editorconfig declares one other than UTF-8
    // ("latin1", "utf-16le"); empty otherwise.
    std::string declared;
    // What each notice is in this run (--error, --no-warn); silenced ones count 0.
    NoticeSeverities severities;

    [[nodiscard]] Offset diagnosticCount() const;
    // Notices that --error made errors.
    [[nodiscard]] Offset noticeErrorCount() const;
    [[nodiscard]] Offset noticeCount() const;
    [[nodiscard]] bool valid() const { return diagnosticCount() == 0; }

    // Adds the counts of a range (streams add theirs block by block; mapped files take the scan's
    // totals).
    void add(const BlockSummary &range);
    [[nodiscard]] static FileSummary fromTotals(const Totals &totals);
};

// A file's name twice: as given (JSON escapes it itself) and as human output shows it.
struct FileName {
    std::string path;  // "<stdin>" for stdin
    std::string shown; // quoted when it has control characters (shownName)
};

// What was listed of a file, for its summary.
struct Listing {
    Offset findings = 0; // entries written
    Offset items = 0;    // groups and noticed characters they cover
    Offset unlisted = 0; // errors and warnings not covered by a listed finding
    bool maxReached = false;
    bool binarySummary = false; // stopped after the first findings of a binary file (no --all)
    Offset max = kNoOffset;
};

// The closing record after several files.
struct RunTotal {
    int files = 0;
    int valid = 0;
    int invalid = 0;
    int flagged = 0; // valid UTF-8 with notices that --error made errors
    int unreadable = 0;
    int skipped = 0; // binary files found in a directory (without --binary)
    Offset errors = 0;
    Offset warnings = 0;
};

// Writes findings, summaries and totals in one format. New formats (SARIF, GitHub annotations)
// implement this; CheckReport and runCheck do not change.
class FindingFormat {
  public:
    virtual ~FindingFormat() = default;
    virtual void finding(const FileName &file, const Finding &finding) = 0;
    virtual void endFile(const FileName &file, const FileSummary &summary,
                         const Listing &listing) = 0;
    // A file that could not be read, or stopped being readable (reason without the name).
    virtual void unreadable(const FileName &file, const std::string &reason) = 0;
    // A file found in a directory and skipped as binary data ("binary data (PNG image)").
    virtual void skipped(const FileName &file, const std::string &what) = 0;
    virtual void total(const RunTotal &total) = 0;
    // Whether findings that are allowed or in the baseline reach finding() too (SARIF).
    [[nodiscard]] virtual bool keepsHidden() const { return false; }
};

// What a project's rules and a baseline say of each finding of a file (app/cli/rules): they set
// its suppression, baseline state and fingerprint.
class FindingRules {
  public:
    virtual ~FindingRules() = default;
    virtual void judge(Finding &finding) = 0;
};

[[nodiscard]] std::unique_ptr<FindingFormat> makeHumanFormat();
[[nodiscard]] std::unique_ptr<FindingFormat> makeJsonFormat();

// Binary files list this many findings unless --all.
inline constexpr Offset kBinaryFindings = 10;

struct ReportLimits {
    Offset max = kNoOffset;      // --max: diagnostics (and notice runs) listed per file
    bool all = false;            // --all: binary files are listed whole
    NoticeSeverities severities; // --error, --no-warn
};

// Turns a file's items into findings: runs of identical notices on adjacent characters become
// one, --max and the summary of binary files bound what is listed.
class CheckReport {
  public:
    // Whether the current file is binary data; asked at most once per file, and only when it
    // has more than kBinaryFindings findings.
    using BinaryJudge = std::function<bool()>;

    CheckReport(FindingFormat &format, ReportLimits limits) : m_format(format), m_limits(limits) {}

    void beginFile(FileName name, BinaryJudge isBinary);
    // True while more diagnostics or notices may still be listed for the current file.
    [[nodiscard]] bool wantsDiagnostics() const
    {
        return !m_stopped && m_listedDiagnostics < m_limits.max;
    }
    [[nodiscard]] bool wantsNotices() const
    {
        return m_run.has_value() || (!m_stopped && m_listedNotices < m_limits.max);
    }
    [[nodiscard]] bool wantsMore() const { return wantsDiagnostics() || wantsNotices(); }

    // Lists an ill-formed group, or the notice of a character (nothing for other characters).
    void item(const ItemView &view);
    // Lists a notice that an analysis beyond noticeFor found on the character of `view` (a
    // deceptive-text notice); identical ones on adjacent characters join into one run as well.
    // Notices must come in offset order with the items.
    void notice(const ItemView &view, NoticeKind kind);
    // The byte an open run of one-byte notices repeats (a NUL run) when the run ends at `at`, for
    // loops that skip ahead.
    [[nodiscard]] std::optional<std::uint8_t> runByteAt(Offset at) const;
    // `n` more characters of that byte follow the run directly.
    void extendRun(Offset n);

    // Lists a deceptive-text finding (cli/check_deceptive.cpp), with its count for a run.
    void deceptive(const charsets::DeceptiveFinding &finding);
    // The current file's rules (nullptr: none) and its severities, after beginFile.
    void setRules(FindingRules *rules, const NoticeSeverities &severities);
    // Lists a finding that a project's rule made (charset-mismatch, unused-allowance, ...).
    void projectFinding(Finding finding);
    // Lists the run of notices still growing, so that every finding so far is judged.
    void flush() { flushRun(); }
    // Takes what was hidden (allowed, or in the baseline) out of the counts, before endFile.
    void uncountHidden(FileSummary &summary) const;
    // Lists a mojibake run (cli/check_mojibake.cpp) that starts at `at`.
    void mojibake(LineColumn at, std::shared_ptr<const MojibakeFinding> finding);
    void endFile(const FileSummary &summary);
    // The current file stopped being readable: what is held back is dropped, the file is
    // reported with `reason`, and the next may begin.
    void abandonFile(const std::string &reason);
    void unreadable(const FileName &name, const std::string &reason);
    void skipped(const FileName &name, const std::string &what) { m_format.skipped(name, what); }
    void total(const RunTotal &total) { m_format.total(total); }

  private:
    void diagnostic(const ItemView &view);
    // Every finding reaches the format here, where --error makes chosen notices errors and
    // --no-warn drops them.
    void emit(Finding finding);
    // Whether one more finding may be listed (asks whether the file is binary past the first).
    [[nodiscard]] bool mayList();
    void flushRun();

    FindingFormat &m_format;
    ReportLimits m_limits;
    FileName m_name;
    BinaryJudge m_isBinary;
    std::optional<bool> m_binary;
    bool m_stopped = false;       // a binary file's first findings are listed
    std::optional<Finding> m_run; // the notice run still growing
    Offset m_listedDiagnostics = 0;
    Offset m_listedNotices = 0;
    Offset m_listedItems = 0;
    FindingRules *m_rules = nullptr;
    std::array<Offset, kErrorKindCount> m_hiddenDiagnostics{};
    std::array<Offset, kNoticeKindCount> m_hiddenNotices{};
};

} // namespace u8i::cli
