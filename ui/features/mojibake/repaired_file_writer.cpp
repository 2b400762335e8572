// Saving the whole file repaired, streaming (see repaired_file_writer.h).
#include "repaired_file_writer.h"

#include "whole_file_save.h"

#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/mojibake/mojibake.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace u8i::ui {

QString repairedCopyPath(const QString &path)
{
    if (path.isEmpty())
        return QCoreApplication::translate("RepairedFileWriter", "repaired.txt");
    const QFileInfo original(path);
    return original.absolutePath() + QLatin1Char('/') + original.completeBaseName() +
           QCoreApplication::translate("RepairedFileWriter", ".repaired") +
           (original.suffix().isEmpty() ? QString() : QLatin1Char('.') + original.suffix());
}

RepairedFileResult writeRepairedFile(Bytes data, const QString &path,
                                     BackgroundTask::Control &control,
                                     const std::optional<MojibakeOptions> &given)
{
    constexpr Offset kSlice = Offset{4} << 20;
    RepairedFileResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = file.errorString();
        return result;
    }
    bool writing = true;
    const auto &charsets = charsets::mojibakeCharsets();
    // The repair --fix-mojibake makes (run_encoding.h), unless the caller decided it.
    const MojibakeOptions options =
        given ? *given : charsets::runRepairOptions(data, charsets::RunRepair::Repair);
    MojibakeRepairer repairer(
        LegacyCharsets(charsets.data(), charsets.size()), options,
        [&](std::string_view text) {
            const auto size = static_cast<qint64>(text.size());
            writing = writing && file.write(text.data(), size) == size;
            result.written += text.size();
        },
        [&](MojibakeFinding &&f) { result.repairs += f.applied ? 1 : 0; });
    for (Offset at = 0; at < data.size() && writing; at += kSlice) {
        if (control.cancel.load()) {
            file.cancelWriting();
            return result;
        }
        repairer.feed(data.subspan(at, std::min(kSlice, data.size() - at)));
        control.done.store(std::min(at + kSlice, data.size()));
    }
    repairer.finish();
    QString error;
    if (!writing || !commitWhole(file, error)) {
        if (error.isEmpty())
            error = file.errorString();
        result.error = error.isEmpty()
                           ? QCoreApplication::translate("RepairedFileWriter", "writing failed")
                           : error;
        return result;
    }
    result.saved = true;
    return result;
}

} // namespace u8i::ui
