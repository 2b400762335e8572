#include "application_theme.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>

namespace u8i::ui {

namespace {

// The widget classes a platform theme may give palettes of their own (the classes of
// QPlatformTheme::Palette that QApplication looks up by class name).
constexpr const char *kThemedClasses[] = {
    "QToolButton",      "QAbstractButton", "QCheckBox",
    "QRadioButton",     "QHeaderView",     "QAbstractItemView",
    "QMessageBoxLabel", "QTabBar",         "QLabel",
    "QGroupBox",        "QMenu",           "QMenuBar",
    "QTextEdit",        "QTextControl",    "QLineEdit"};

const QString kFusion = QStringLiteral("Fusion");

} // namespace

ApplicationTheme &ApplicationTheme::instance()
{
    static ApplicationTheme *theme = nullptr; // owned by the application
    if (!theme)
        theme = new ApplicationTheme;
    return *theme;
}

ApplicationTheme::ApplicationTheme()
    : QObject(qApp), m_systemPalette(QApplication::palette()),
      m_systemStyle(QApplication::style()->name())
{
    qApp->installEventFilter(this);
}

void ApplicationTheme::apply(const std::optional<QPalette> &palette)
{
    m_chosen = palette;
    if (!m_chosen) {
        // The platform's style first: setting a style re-reads the platform theme's palettes.
        setStyle(m_systemStyle);
        QApplication::setPalette(m_systemPalette);
        return;
    }
    setStyle(kFusion);
    applyPalette();
}

void ApplicationTheme::setStyle(const QString &name)
{
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) == 0)
        return;
    if (QStyle *style = QStyleFactory::create(name))
        QApplication::setStyle(style); // re-polishes every widget
}

void ApplicationTheme::applyPalette()
{
    QApplication::setPalette(*m_chosen);
    for (const char *className : kThemedClasses)
        QApplication::setPalette(*m_chosen, className);
}

bool ApplicationTheme::eventFilter(QObject *watched, QEvent *event)
{
    // The desktop's theme changed: Qt has given the classes the platform theme's palettes again.
    if (event->type() == QEvent::ThemeChange && m_chosen && !m_reapplyQueued) {
        m_reapplyQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_reapplyQueued = false;
            if (m_chosen) {
                setStyle(kFusion);
                applyPalette();
            }
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace u8i::ui
