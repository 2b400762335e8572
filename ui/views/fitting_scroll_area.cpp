#include "fitting_scroll_area.h"

#include <QEvent>
#include <QScrollBar>

namespace u8i::ui {

namespace {
constexpr int kMinimumLines = 4;
constexpr int kMinimumChars = 16;
} // namespace

FittingScrollArea::FittingScrollArea(QWidget *content, QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(content);
    content->installEventFilter(this);
}

bool FittingScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // The content is no child of a layout here: its new size hint reaches ours through this.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        emit hintChanged();
    }
    return QScrollArea::eventFilter(watched, event);
}

QSize FittingScrollArea::sizeHint() const
{
    const QWidget *content = widget();
    if (content == nullptr)
        return QScrollArea::sizeHint();
    // Room for the vertical scroll bar too: a tall content on a low screen scrolls vertically
    // without hiding its right edge.
    const int frame = 2 * frameWidth();
    return content->sizeHint().expandedTo(content->minimumSizeHint()) +
           QSize(frame + verticalScrollBar()->sizeHint().width(), frame);
}

QSize FittingScrollArea::minimumSizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    return {kMinimumChars * metrics.averageCharWidth() + verticalScrollBar()->sizeHint().width(),
            kMinimumLines * metrics.height() + horizontalScrollBar()->sizeHint().height()};
}

} // namespace u8i::ui
