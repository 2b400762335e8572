#include "verdict.h"

#include "message_texts.h"

#include <u8i/strings/utf16_guess.h>

#include <QLocale>
#include <QObject>

namespace u8i::ui {

QString verdictText(const Totals &totals, Bytes data)
{
    if (const auto utf16 = guessUtf16(data))
        return QObject::tr("likely %1").arg(QLatin1String(utf16->name()));
    const QLocale english(QLocale::English);
    if (totals.bytes == 0)
        return QObject::tr("empty · valid UTF-8");
    if (totals.valid() && totals.characters() == 1)
        return QObject::tr("valid UTF-8 · 1 character");
    if (totals.valid())
        return QObject::tr("valid UTF-8 · %1 characters")
            .arg(english.toString(static_cast<qulonglong>(totals.characters())));
    const Offset invalid = totals.roles[static_cast<std::size_t>(ByteRole::Invalid)];
    const double share = static_cast<double>(invalid) / static_cast<double>(totals.bytes);
    if (share > kBinaryShare)
        return QObject::tr("binary: %1% of bytes ill-formed").arg(qRound(share * 100.0));
    const Offset errors = totals.diagnosticCount();
    return errors == 1 ? QObject::tr("UTF-8 with 1 error")
                       : QObject::tr("UTF-8 with %1 errors")
                             .arg(english.toString(static_cast<qulonglong>(errors)));
}

QString verdictEvidence(Bytes data)
{
    const auto utf16 = guessUtf16(data);
    if (!utf16)
        return {};
    const QString evidence = messageText(utf16EvidenceMessage(*utf16));
    return QObject::tr("Likely %1, not UTF-8: %2.").arg(QLatin1String(utf16->name()), evidence);
}

} // namespace u8i::ui
