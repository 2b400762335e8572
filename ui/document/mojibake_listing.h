// The mojibake runs of a document, for the diagnostics list, the status bar, the text pane and the
// repair offer: the repairer of --fix-mojibake, made by the same codec call with the same options
// (runByRunRepairOptions), run over the whole file off the GUI thread (BackgroundTask), after the
// other notices are listed, so that a slow analysis never holds them back. Only a file with
// well-formed characters above 7F that the detector calls neither binary data nor another encoding
// is analysed; the bytes go in 64 KiB slices, and `cancel` is polled between them.
#pragma once

#include "notice_listing.h"

namespace u8i::ui {

struct MojibakeListing {
    std::vector<NoticeRow> rows;           // the mojibake notices, in file order
    std::vector<MojibakeFinding> findings; // every finding, in file order (kMaxNoticeRows)
    MojibakeTally tally;
    std::uint64_t applied = 0; // findings the repair applies
    bool truncated = false;
};

// Lists the mojibake of `data`, whose scan is `index`; stores the bytes done in `done`, and tells
// `released` (when set) each range it is done with.
[[nodiscard]] MojibakeListing
listMojibake(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
             std::atomic<Offset> &done, const std::function<void(Offset, Offset)> &released = {});

// A chain of wrong decodings as its charsets' names joined by arrows: "UTF-8 → Windows-1252".
[[nodiscard]] QString chainLinksText(const std::vector<std::string> &chain);

// The readings of an ambiguous run, translated: "ISO-8859-2 gives “Prüfsumme”, Windows-1250 gives
// “Prßfsumme”", the likeliest first.
[[nodiscard]] QString mojibakeReadings(const MojibakeFinding &finding);

// `listing` with the mojibake runs added: rows in file order, counts, findings.
void addMojibake(NoticeListing &listing, MojibakeListing mojibake);

} // namespace u8i::ui
