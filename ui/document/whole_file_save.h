// Committing a QSaveFile so that a failed write is never taken for a save: the new file appears
// whole, or the target stays as it was and the temporary file goes with the QSaveFile.
#pragma once

#include <QSaveFile>
#include <QString>

namespace u8i::ui {

// Flushes `file`, then commits it; false with the reason in `error` when either fails (then the
// temporary file is removed when `file` goes). The flush comes first because Qt 6.4's commit()
// misses a write that fails only when its buffer is flushed at close, as a small file's does on a
// full disk, and renames the short file over the target (tests/ui/tst_saves_on_full_disk.cpp).
[[nodiscard]] bool commitWhole(QSaveFile &file, QString &error);

} // namespace u8i::ui
