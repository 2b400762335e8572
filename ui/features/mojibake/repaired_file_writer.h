// "Save the whole file repaired as…": the data run through the mojibake repair line by line
// (MojibakeRepairer) and written to a new file as it goes, in bounded memory at any size. The
// file appears only when it is complete (QSaveFile): a cancelled or failed save leaves nothing.
#pragma once

#include "background_task.h"

#include <u8i/types.h>

#include <QString>

namespace u8i::ui {

struct RepairedFileResult {
    bool saved = false;
    QString error;             // why not, when not saved and not cancelled
    std::uint64_t repairs = 0; // findings applied
    Offset written = 0;        // bytes of the new file
};

// Writes `data` repaired to `path`; polls control.cancel and advances control.done (bytes of
// `data` read). Runs on any thread.
[[nodiscard]] RepairedFileResult writeRepairedFile(Bytes data, const QString &path,
                                                   BackgroundTask::Control &control);

} // namespace u8i::ui
