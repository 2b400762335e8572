#include "verdict.h"

#include <QLocale>
#include <QObject>

namespace u8i::ui {

QString verdictText(const Totals &totals)
{
    const QLocale english(QLocale::English);
    if (totals.bytes == 0)
        return QObject::tr("empty · valid UTF-8");
    if (totals.valid())
        return QObject::tr("valid UTF-8 · %1 characters").arg(english.toString(static_cast<qulonglong>(totals.characters())));
    const Offset invalid = totals.roles[static_cast<std::size_t>(ByteRole::Invalid)];
    const double share = static_cast<double>(invalid) / static_cast<double>(totals.bytes);
    if (share > kBinaryShare)
        return QObject::tr("binary: %1% of bytes ill-formed").arg(qRound(share * 100.0));
    const Offset errors = totals.diagnosticCount();
    return errors == 1 ? QObject::tr("UTF-8 with 1 error")
                       : QObject::tr("UTF-8 with %1 errors").arg(english.toString(static_cast<qulonglong>(errors)));
}

} // namespace u8i::ui
