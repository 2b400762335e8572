// Every notice of a document, for the diagnostics list and the status bar: the notices of single
// characters (from the blocks the scan index marks) and the deceptive-text findings of the
// charsets library's analyser, in file order, runs of identical ones joined; then the mojibake
// runs, which a task of their own adds (mojibake_listing.h). Computed off the GUI thread
// (BackgroundTask); the rows stop at kMaxNoticeRows, the counts never do.
#pragma once

#include "text_window.h"

#include <u8i/charsets/deceptive/deceptive_text.h>
#include <u8i/mojibake/mojibake_verdict.h>
#include <u8i/scan/scan_index.h>

#include <QString>

#include <array>
#include <atomic>
#include <functional>
#include <vector>

namespace u8i::ui {

struct NoticeRow {
    Offset offset = 0;
    Offset length = 0;
    Offset count = 1; // characters in the run
    NoticeKind kind = NoticeKind::Control;
    LineColumn at; // line 0: not known yet (asked of the index when shown)
    QString message;
};

struct NoticeListing {
    std::vector<NoticeRow> rows;                       // in file order
    std::array<Offset, kNoticeKindCount> characters{}; // by kind: characters with that notice
    bool truncated = false;                            // more rows than kMaxNoticeRows
    // What the repair of --fix-mojibake finds (addMojibake), in file order (at most
    // kMaxNoticeRows): the mojibake notices (isMojibakeNotice) and the other runs it repairs or
    // reports.
    std::vector<MojibakeFinding> mojibake;
    MojibakeTally mojibakeTally;       // the mojibake notices: their count and chains' encodings
    std::uint64_t mojibakeApplied = 0; // findings the repair applies (all, listed or not)

    [[nodiscard]] Offset deceptiveCharacters() const; // an open override counted once
    [[nodiscard]] Offset otherCharacters() const;
    [[nodiscard]] Offset charactersOf(KindCategory category) const; // its kinds' characters
};

inline constexpr std::size_t kMaxNoticeRows = 100000;

// The listing's rows of `kind` (the mojibake runs), as runs for the text pane to mark.
[[nodiscard]] std::vector<NoticeRun> runsOf(const NoticeListing &listing, NoticeKind kind);

// Lists the notices of `data`, whose scan is `index`. Polls `cancel` between blocks and stores
// the bytes done so far in `done` (twice the size at the end: both passes read the data). The
// deceptive-text pass reads every byte: `released` (when set) is told each range it is done with,
// so that a mapped file's pages do not stay in memory behind it.
[[nodiscard]] NoticeListing listNotices(Bytes data, const ScanIndex &index,
                                        const std::atomic<bool> &cancel, std::atomic<Offset> &done,
                                        const std::function<void(Offset, Offset)> &released = {});

} // namespace u8i::ui
