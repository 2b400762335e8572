// "Save the whole file repaired as…": the data run through the mojibake repair line by line
// (MojibakeRepairer) and written to a new file as it goes, in bounded memory at any size. The
// file appears only when it is complete (QSaveFile): a cancelled or failed save leaves nothing.
#pragma once

#include "background_task.h"

#include <u8i/types.h>

#include <QString>

#include "u8i/mojibake/mojibake.h"

#include <optional>

namespace u8i::ui {

struct RepairedFileResult {
    bool saved = false;
    QString error;             // why not, when not saved and not cancelled
    std::uint64_t repairs = 0; // findings applied
    Offset written = 0;        // bytes of the new file
};

// Writes `data` repaired to `path`; polls control.cancel and advances control.done (bytes of
// `data` read). Runs on any thread. The repairer gets `options` (wholeInput is always off), or
// without them runRepairOptions(data, RunRepair::Repair).
[[nodiscard]] RepairedFileResult
writeRepairedFile(Bytes data, const QString &path, BackgroundTask::Control &control,
                  const std::optional<MojibakeOptions> &options = {});

// Where a repaired copy of the file at `path` is proposed: NAME.repaired.EXT beside it
// ("repaired.txt" for data without a path).
[[nodiscard]] QString repairedCopyPath(const QString &path);

} // namespace u8i::ui
