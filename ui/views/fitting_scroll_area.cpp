#include "fitting_scroll_area.h"

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
}

QSize FittingScrollArea::sizeHint() const
{
    const QWidget *content = widget();
    if (content == nullptr)
        return QScrollArea::sizeHint();
    const int frame = 2 * frameWidth();
    return content->sizeHint().expandedTo(content->minimumSizeHint()) + QSize(frame, frame);
}

QSize FittingScrollArea::minimumSizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    return {kMinimumChars * metrics.averageCharWidth() + verticalScrollBar()->sizeHint().width(),
            kMinimumLines * metrics.height() + horizontalScrollBar()->sizeHint().height()};
}

} // namespace u8i::ui
