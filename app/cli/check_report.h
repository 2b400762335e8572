// The output of --check: one line (or JSON object) per diagnostic and notice, then a summary
// per file. The mapped path and the stream path both feed it ItemViews.
#pragma once

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

    // Adds the counts of a range (streams add theirs block by block; mapped files take the scan's
    // totals).
    void add(const BlockSummary &range);
    [[nodiscard]] static FileSummary fromTotals(const Totals &totals);
};

class CheckReport {
  public:
    CheckReport(bool json, Offset max) : m_json(json), m_max(max) {}

    void beginFile(const std::string &label);
    // True while more diagnostics or notices may still be listed for the current file.
    [[nodiscard]] bool wantsDiagnostics() const { return m_listedDiagnostics < m_max; }
    [[nodiscard]] bool wantsNotices() const { return m_listedNotices < m_max; }
    [[nodiscard]] bool wantsMore() const { return wantsDiagnostics() || wantsNotices(); }

    // Lists an ill-formed group, or the notice of a character (nothing for other characters).
    void item(const ItemView &view);
    void endFile(const FileSummary &summary);
    // The closing line after several files (human output only).
    void total(int files, int valid, int invalid, int failed);

  private:
    void diagnostic(const ItemView &view);
    void notice(const ItemView &view, NoticeKind kind);

    bool m_json;
    Offset m_max;
    std::string m_label;
    Offset m_listedDiagnostics = 0;
    Offset m_listedNotices = 0;
};

} // namespace u8i::cli
