// An entry of the Diagnostics list's filter. The combo keeps each entry's key as its data: the
// choices of their own ("all-errors", "errors-in-text"), the notice groups by the kind table's
// categories ("deceptive", "other-notices"), and a kind by its name in the kind table
// ("overlong", "c1-control"; u8i/utf8/kind_descriptors.h).
#pragma once

#include <u8i/types.h>

#include <QString>

#include <optional>

namespace u8i::ui {

struct DiagnosticsChoice {
    enum class Scope : std::uint8_t { AllErrors, ErrorsInText, ErrorKind, NoticeGroup, NoticeKind };
    Scope scope = Scope::AllErrors;
    ErrorKind errorKind = ErrorKind::Overlong;    // Scope::ErrorKind
    NoticeKind noticeKind = NoticeKind::Bom;      // Scope::NoticeKind
    KindCategory group = KindCategory::Deceptive; // Scope::NoticeGroup, and NoticeKind's category

    [[nodiscard]] static DiagnosticsChoice allErrors() { return {}; }
    [[nodiscard]] static DiagnosticsChoice errorsInText() { return {Scope::ErrorsInText}; }
    [[nodiscard]] static DiagnosticsChoice of(ErrorKind kind)
    {
        return {Scope::ErrorKind, kind, NoticeKind::Bom, KindCategory::Error};
    }
    [[nodiscard]] static DiagnosticsChoice of(NoticeKind kind)
    {
        return {Scope::NoticeKind, ErrorKind::Overlong, kind, descriptor(kind).category};
    }
    [[nodiscard]] static DiagnosticsChoice notices(KindCategory group)
    {
        return {Scope::NoticeGroup, ErrorKind::Overlong, NoticeKind::Bom, group};
    }

    // The entry's key; fromKey(key()) gives the entry back, and an unknown key "all-errors".
    [[nodiscard]] QString key() const;
    [[nodiscard]] static DiagnosticsChoice fromKey(const QString &key);

    // Whether the list shows notices (a group or a kind of them) rather than errors.
    [[nodiscard]] bool showsNotices() const
    {
        return scope == Scope::NoticeGroup || scope == Scope::NoticeKind;
    }
    // The errors' filter: one kind, or every kind (std::nullopt).
    [[nodiscard]] std::optional<ErrorKind> errorFilter() const
    {
        return scope == Scope::ErrorKind ? std::optional<ErrorKind>(errorKind) : std::nullopt;
    }
};

} // namespace u8i::ui
