#include "desktop_application.h"

#include "about_dialog.h"
#include "accessibility.h"
#include "app_settings.h"
#include "translations.h"

#include <QApplication>
#include <QIcon>

namespace u8i::ui {

void initDesktopApplication(QApplication &app)
{
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("utf8-inspector"));
    if (QCoreApplication::applicationName().isEmpty() ||
        QCoreApplication::applicationName() == QLatin1String("utf8-inspector"))
        QCoreApplication::setApplicationName(QStringLiteral("utf8-inspector"));
    QCoreApplication::setApplicationVersion(AboutDialog::programVersion());
    QGuiApplication::setDesktopFileName(QString::fromLatin1(kApplicationId));
    QIcon icon = QIcon::fromTheme(QString::fromLatin1(kApplicationId));
    if (icon.isNull())
        icon = QIcon(QStringLiteral(":/u8i/icons/%1.svg").arg(QString::fromLatin1(kApplicationId)));
    app.setWindowIcon(icon);
    installTranslations(AppSettings::load().language);
    installAccessibility();
}

} // namespace u8i::ui
