#include "views_orientation.h"

#include <QEvent>
#include <QSplitter>

namespace u8i::ui {

namespace {
constexpr int kTextChars = 30; // a text pane narrower than this is of little use beside the hex
} // namespace

ViewsOrientation::ViewsOrientation(QSplitter *splitter, QWidget *hex, QWidget *text,
                                   std::function<void()> sideBySide)
    : QObject(splitter), m_splitter(splitter), m_hex(hex), m_text(text),
      m_sideBySide(std::move(sideBySide))
{
    splitter->installEventFilter(this);
}

int ViewsOrientation::sideBySideWidth() const
{
    return m_hex->sizeHint().width() + m_splitter->handleWidth() +
           kTextChars * m_text->fontMetrics().averageCharWidth();
}

bool ViewsOrientation::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && event->type() == QEvent::Resize)
        follow();
    return QObject::eventFilter(watched, event);
}

void ViewsOrientation::follow()
{
    const Qt::Orientation wanted =
        m_splitter->width() >= sideBySideWidth() ? Qt::Horizontal : Qt::Vertical;
    if (wanted == m_splitter->orientation())
        return;
    m_splitter->setOrientation(wanted);
    // Side by side the hex pane keeps its rows' width and the text pane grows; one above the
    // other, both grow.
    m_splitter->setStretchFactor(0, wanted == Qt::Horizontal ? 0 : 1);
    if (wanted == Qt::Horizontal) {
        m_sideBySide();
        return;
    }
    const int height = m_splitter->height();
    m_splitter->setSizes({height - height * 2 / 5, height * 2 / 5}); // the hex rows above
}

} // namespace u8i::ui
