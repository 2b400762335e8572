// QSaveFile's commit, after a flush that is checked (see whole_file_save.h).
#include "whole_file_save.h"

namespace u8i::ui {

bool commitWhole(QSaveFile &file, QString &error)
{
    if (file.flush() && file.commit())
        return true;
    error = file.errorString();
    if (file.isOpen())
        file.cancelWriting(); // the flush failed: the target stays as it was
    return false;
}

} // namespace u8i::ui
