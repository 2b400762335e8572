#include "window_layout.h"
#include "screen_fit.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>

#include <algorithm>

namespace u8i::ui {

namespace {

// Saved by an earlier version (QSplitter::saveState, docks restored before the window was
// shown): not restored.
constexpr int kStateVersion = 2;
constexpr int kMinimumChars = 14; // a pane narrower than this many characters is of no use
constexpr int kMinimumLines = 4;  // nor one lower than this many lines

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitterSizes");
const QString kDocks = QStringLiteral("window/dockSizes");

int minimumPaneHeight(const QWidget *pane)
{
    return kMinimumLines * pane->fontMetrics().height();
}

bool sideDock(const QMainWindow *window, QDockWidget *dock)
{
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
}

bool docked(const QDockWidget *dock)
{
    return dock->isVisible() && !dock->isFloating();
}

// Docked and in front: not a tab behind another (whose geometry is stale, out of sight).
bool shown(const QMainWindow *window, QDockWidget *dock)
{
    return docked(dock) &&
           (!dock->visibleRegion().isEmpty() || window->tabifiedDockWidgets(dock).isEmpty());
}

} // namespace

int minimumPaneWidth(const QWidget *pane)
{
    return kMinimumChars * pane->fontMetrics().averageCharWidth();
}

WindowLayout::WindowLayout(QMainWindow *window, QSplitter *views, QList<QDockWidget *> docks,
                           std::function<void()> fresh)
    : QObject(window), m_window(window), m_views(views), m_docks(std::move(docks)),
      m_fresh(std::move(fresh))
{
    window->installEventFilter(this);
}

void WindowLayout::restoreGeometry()
{
    // A first start: most of the screen, at most 1280 × 800.
    QSize size(1280, 800);
    if (const QScreen *screen = m_window->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    m_window->resize(size);
    m_window->restoreGeometry(QSettings().value(kGeometry).toByteArray());
}

void WindowLayout::save() const
{
    QSettings settings;
    settings.setValue(kGeometry, m_window->saveGeometry());
    settings.setValue(kState, m_window->saveState(kStateVersion));
    QVariantList sizes;
    for (const int size : m_views->sizes())
        sizes << size;
    settings.setValue(kSplitter, sizes);
    QVariantMap docks;
    for (QDockWidget *dock : m_docks)
        if (shown(m_window, dock))
            docks.insert(dock->objectName(),
                         sideDock(m_window, dock) ? dock->width() : dock->height());
    settings.setValue(kDocks, docks);
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Show && !m_laidOut) {
        m_laidOut = true;
        restoreDocks();
    }
    // After the window manager has framed it (the frame is known only then).
    if (watched == m_window && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &WindowLayout::keepOnScreen);
    return QObject::eventFilter(watched, event);
}

void WindowLayout::keepOnScreen()
{
    const QScreen *screen = m_window->screen();
    if (!screen || !m_window->isVisible() || m_window->isMaximized() || m_window->isFullScreen())
        return;
    const QRect room = screen->availableGeometry();
    const QRect frame = m_window->frameGeometry();
    const QRect client = m_window->geometry();
    if (frame.width() <= room.width() && frame.height() <= room.height())
        return;
    const QMargins margins(client.left() - frame.left(), client.top() - frame.top(),
                           frame.right() - client.right(), frame.bottom() - client.bottom());
    m_window->setGeometry(fitOnScreen(client.size(), room, client.center(), margins));
}

void WindowLayout::restoreDocks()
{
    QSettings settings;
    const bool restored =
        m_window->restoreState(settings.value(kState).toByteArray(), kStateVersion);
    if (restored) {
        // The docks' sizes as saved (restoreState gives them back only approximately).
        const QVariantMap saved = settings.value(kDocks).toMap();
        for (QDockWidget *dock : m_docks) {
            if (!docked(dock) || !saved.contains(dock->objectName()))
                continue;
            const int size = saved.value(dock->objectName()).toInt();
            const bool side = sideDock(m_window, dock);
            const Qt::Orientation along = side ? Qt::Horizontal : Qt::Vertical;
            m_window->resizeDocks({dock}, {size}, along);
            // resizeDocks sizes the whole area, with a tab bar where docks are tabbed: once more,
            // by the difference, so that the dock itself has the size it had.
            m_window->layout()->activate();
            const int got = side ? dock->width() : dock->height();
            if (got != size)
                m_window->resizeDocks({dock}, {2 * size - got}, along);
        }
        m_window->layout()->activate();
        QList<int> sizes;
        for (const QVariant &v : settings.value(kSplitter).toList())
            sizes << v.toInt();
        if (sizes.size() == m_views->count())
            m_views->setSizes(sizes);
    }
    if (!restored || !usable())
        m_fresh();
}

bool WindowLayout::usable() const
{
    m_window->layout()->activate();
    for (int i = 0; i < m_views->count(); ++i) {
        const QWidget *pane = m_views->widget(i);
        if (pane->width() < minimumPaneWidth(pane) || pane->height() < minimumPaneHeight(pane))
            return false;
    }
    for (QDockWidget *dock : m_docks) {
        if (!shown(m_window, dock) || dock->titleBarWidget() != nullptr)
            continue; // the overview strip has no title and is narrow by design
        const QWidget *pane = dock->widget();
        if (pane == nullptr)
            continue;
        if (pane->width() < minimumPaneWidth(pane) || pane->height() < minimumPaneHeight(pane))
            return false;
    }
    return true;
}

} // namespace u8i::ui
