#include "diagnostics_choice.h"

#include "kind_texts.h"

namespace u8i::ui {

namespace {

constexpr const char *kAllErrors = "all-errors";
constexpr const char *kErrorsInText = "errors-in-text";
constexpr const char *kDeceptive = "deceptive";
constexpr const char *kOtherNotices = "other-notices";

} // namespace

QString DiagnosticsChoice::key() const
{
    switch (scope) {
    case Scope::AllErrors: return QLatin1String(kAllErrors);
    case Scope::ErrorsInText: return QLatin1String(kErrorsInText);
    case Scope::ErrorKind: return kindName(errorKind);
    case Scope::NoticeGroup:
        return QLatin1String(group == KindCategory::Deceptive ? kDeceptive : kOtherNotices);
    case Scope::NoticeKind: return kindName(noticeKind);
    }
    return QLatin1String(kAllErrors);
}

DiagnosticsChoice DiagnosticsChoice::fromKey(const QString &key)
{
    if (key == QLatin1String(kErrorsInText))
        return errorsInText();
    if (key == QLatin1String(kDeceptive))
        return notices(KindCategory::Deceptive);
    if (key == QLatin1String(kOtherNotices))
        return notices(KindCategory::Other);
    for (const KindDescriptor<ErrorKind> &d : kErrorKindDescriptors)
        if (key == kindName(d.kind))
            return of(d.kind);
    for (const KindDescriptor<NoticeKind> &d : kNoticeKindDescriptors)
        if (key == kindName(d.kind))
            return of(d.kind);
    return allErrors();
}

} // namespace u8i::ui
