#include "app_settings.h"

#include "kind_texts.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QSettings>
#include <QStringList>

namespace u8i::ui {

namespace {

bool validRowWidth(int n)
{
    return n == 8 || n == 16 || n == 32;
}

// The system's fixed-pitch font; when the platform's choice is not fixed-pitch (the offscreen
// platform names "monospace", which fontconfig may resolve to a font with some wide glyphs), the
// first family the font database knows as fixed-pitch, well-known ones first.
QFont defaultFixedFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (QFontInfo(font).fixedPitch())
        return font;
    QStringList families = {QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Liberation Mono"),
                            QStringLiteral("Noto Mono"), QStringLiteral("Noto Sans Mono")};
    families += QFontDatabase::families();
    for (const QString &family : families) {
        if (!QFontDatabase::isFixedPitch(family))
            continue;
        QFont candidate(family, font.pointSize());
        if (QFontInfo(candidate).fixedPitch())
            return candidate;
    }
    return font;
}

} // namespace

AppSettings::AppSettings() : font(defaultFixedFont())
{
    notices.fill(true);
}

AppSettings AppSettings::load()
{
    AppSettings s;
    const QSettings store;
    if (const QString stored = store.value(QLatin1String(settings_keys::font)).toString();
        !stored.isEmpty())
        if (QFont font; font.fromString(stored))
            s.font = font;
    if (const int rows = store.value(QLatin1String(settings_keys::bytesPerRow), 16).toInt();
        validRowWidth(rows))
        s.bytesPerRow = rows;
    s.decimalOffsets = store.value(QLatin1String(settings_keys::offsetBase)).toString() ==
                       QLatin1String("decimal");
    s.theme = store.value(QLatin1String(settings_keys::theme)).toString();
    const QStringList hidden =
        store.value(QLatin1String(settings_keys::hiddenNotices)).toStringList();
    for (const QString &h : hidden)
        if (const auto kind = noticeKindFromName(h.toStdString()))
            s.setShowsNotice(*kind, false);
    s.language = store.value(QLatin1String(settings_keys::language)).toString();
    s.reopenFiles = store.value(QLatin1String(settings_keys::reopenFiles), true).toBool();
    return s;
}

void AppSettings::save() const
{
    QSettings store;
    store.setValue(QLatin1String(settings_keys::font), font.toString());
    store.setValue(QLatin1String(settings_keys::bytesPerRow), bytesPerRow);
    store.setValue(QLatin1String(settings_keys::offsetBase),
                   decimalOffsets ? QStringLiteral("decimal") : QStringLiteral("hex"));
    store.setValue(QLatin1String(settings_keys::theme), theme);
    QStringList hidden;
    for (int k = 0; k < kNoticeKindCount; ++k)
        if (!notices[static_cast<std::size_t>(k)])
            hidden << kindName(static_cast<NoticeKind>(k));
    store.setValue(QLatin1String(settings_keys::hiddenNotices), hidden);
    store.setValue(QLatin1String(settings_keys::language), language);
    store.setValue(QLatin1String(settings_keys::reopenFiles), reopenFiles);
}

} // namespace u8i::ui
