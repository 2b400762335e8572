// The output of --check: one line (or JSON object) per diagnostic and notice, then a summary
// per file. The mapped path and the stream path both feed it ItemViews.
#pragma once

#include "cli/check_options.h"
#include "cli/item_view.h"

#include <array>
#include <string>

namespace u8i::cli {

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

    [[nodiscard]] Offset diagnosticCount() const;
    [[nodiscard]] Offset noticeCount() const;
    [[nodiscard]] bool valid() const { return diagnosticCount() == 0; }

    // Counts one item (streams count as they go; mapped files take the scan's totals).
    void count(const Item &item)
    {
        if (item.wellFormed && item.length == 1 && !mayHaveNotice(item.codePoint)) {
            ++bytes; // printable ASCII, the common case: no notice
            ++characters;
            ++sequences[0];
            return;
        }
        countOther(item);
    }
    void countOther(const Item &item);
    [[nodiscard]] static FileSummary fromTotals(const Totals &totals);
};

// How the files of a run came out.
struct CheckTally {
    int valid = 0;   // valid UTF-8, and no notice made an error
    int invalid = 0; // ill-formed bytes
    int flagged = 0; // valid UTF-8, with notices made errors by --error
    int failed = 0;  // not readable
    int skipped = 0; // binary files found in a directory
    [[nodiscard]] int files() const { return valid + invalid + flagged + failed + skipped; }
};

class CheckReport {
  public:
    CheckReport(bool json, Offset max) : m_json(json), m_max(max) {}
    // The format, --quiet and the notices' severities (--error, --no-warn).
    void configure(const CheckOptions &options);

    void beginFile(const std::string &label);
    // True while more diagnostics or notices may still be listed for the current file.
    [[nodiscard]] bool wantsDiagnostics() const { return m_listedDiagnostics < m_max; }
    [[nodiscard]] bool wantsNotices() const { return m_listedNotices < m_max; }
    [[nodiscard]] bool wantsMore() const { return wantsDiagnostics() || wantsNotices(); }

    // Lists an ill-formed group, or the notice of a character (nothing for other characters).
    void item(const ItemView &view);
    void endFile(const FileSummary &summary);
    // A file found in a directory and skipped as binary data (`what`: "binary data (PNG image)").
    void skipped(const std::string &label, const std::string &what);
    // The closing line after several files (human output only).
    void total(const CheckTally &tally);

  private:
    void diagnostic(const ItemView &view);
    void notice(const ItemView &view, NoticeKind kind);
    // SARIF and GitHub formats: the finding in that format.
    void finding(const ItemView &view, bool error, std::string_view rule,
                 const std::string &message);

    bool m_json;
    Offset m_max;
    CheckFormat m_format = CheckFormat::Human;
    bool m_quiet = false;
    NoticeSeverities m_severities;
    std::string m_label;
    Offset m_listedDiagnostics = 0;
    Offset m_listedNotices = 0;
};

} // namespace u8i::cli
