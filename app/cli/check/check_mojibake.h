// --check's mojibake notices: runs of well-formed text that read as a chain of wrong decodings
// ("CafÃ©"). They are found by the very codec call --fix-mojibake makes (u8i::MojibakeRepairer,
// with the program's charsets and options), so they are the runs --fix-mojibake repairs or
// reports, and decided alike; runs that are not well-formed UTF-8 (CESU-8, C0 80, a legacy
// encoding) are --check's errors already, and a lone C1 control its c1-control notice: they are
// not mojibake notices. The repairer decides line by line
// with the codec's run filter, so lines that cannot hold a misdecoding (plain ASCII, most clean
// text) pass at memory speed; it is made at the first byte above 7F, so ASCII files never make it.
// Bytes are fed once, in the file's order (a stream as it is read: the evidence is what was read
// before, never a second pass), and analysed on every core in line-aligned blocks
// (ParallelRepair), which decide as one repairer does. The findings are held, at most kHeldFindings
// (the rest are counted), and listed after the file's other findings when the file is UTF-8 text.
#pragma once

#include "cli/check/check_report.h"
#include "u8i/mojibake/mojibake.h"

#include <memory>
#include <string>
#include <vector>

namespace u8i::cli {

class ParallelRepair;

class MojibakeCheck {
  public:
    MojibakeCheck();
    ~MojibakeCheck();
    MojibakeCheck(const MojibakeCheck &) = delete;
    MojibakeCheck &operator=(const MojibakeCheck &) = delete;

    // The next bytes of the file, in order.
    void feed(Bytes chunk);
    // The file ended: lists the runs found, in order, and counts them in `summary`.
    void finish(CheckReport &report, FileSummary &summary);

    static constexpr std::size_t kHeldFindings = 65536;

  private:
    struct Held {
        LineColumn at;
        std::shared_ptr<const MojibakeFinding> finding;
    };
    void found(MojibakeFinding &&finding);
    // Carries the position over the kept bytes to the item at or after `target`.
    void advanceTo(Offset target);
    // Drops the kept bytes before the item at or after `target`.
    void keepFrom(Offset target);

    std::unique_ptr<ParallelRepair> m_repairer; // made at the first byte above 7F
    Offset m_base = 0;                          // the file offset of the repairer's offset 0
    Offset m_fed = 0;                           // bytes of the file fed
    std::string m_kept; // the file's bytes from m_keptStart on, for line:column
    Offset m_keptStart = 0;
    Offset m_cursor = 0; // a kept item start, at m_at
    LineColumn m_at;
    std::vector<Held> m_held;
    Offset m_found = 0; // runs found, held or not
};

} // namespace u8i::cli
