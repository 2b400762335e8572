#include "hex_view.h"

#include "byte_description.h"
#include "legacy_reading.h"
#include "scroll_mapping.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

namespace u8i::ui {

namespace {

constexpr Offset kAnnotateMargin = 4096; // bytes annotated beyond the visible rows, each side

int digitsFor(Offset value, int base)
{
    int digits = 1;
    while (value >= static_cast<Offset>(base)) {
        value /= static_cast<Offset>(base);
        ++digits;
    }
    return digits;
}

} // namespace

HexView::HexView(DocumentModel *model, QWidget *parent)
    : QAbstractScrollArea(parent), m_model(model)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    m_colors = RoleColors::fromPalette(palette());
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &HexView::onScrollValue);
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, &HexView::onScrollAction);
    connect(horizontalScrollBar(), &QScrollBar::valueChanged, viewport(),
            qOverload<>(&QWidget::update));
    connect(m_model, &DocumentModel::changed, this, &HexView::reload);
    connect(m_model, &DocumentModel::shrunk, this, &HexView::reload);
    connect(m_model, &DocumentModel::selectionChanged, this, &HexView::onModelSelection);
    connect(m_model, &DocumentModel::readingChanged, this, [this] {
        m_windowValid = false;
        viewport()->update();
    });
    connect(m_model, &DocumentModel::topOffsetChanged, this,
            [this](Offset top, const QObject *source) {
                if (source == this)
                    return;
                // A first row given without a view (a restored session or tab, the overview bar)
                // stands through the layouts that follow, until the caret moves again.
                if (!source)
                    m_caretMovedLast = false;
                m_followingModel = true;
                scrollToOffset(top);
                m_followingModel = false;
            });
    reload();
}

void HexView::reload()
{
    m_data = m_model->bytes();
    m_windowValid = false;
    m_window = {};
    m_top = 0;
    updateMetrics();
    viewport()->update();
    emit topOffsetChanged(0);
}

Bytes HexView::safeData() const
{
    if (!m_model->checkAccess())
        return {};
    return m_data;
}

void HexView::setBytesPerRow(int count)
{
    count = count <= 8 ? 8 : count <= 16 ? 16 : 32;
    if (count == m_chosenBytesPerRow)
        return;
    m_chosenBytesPerRow = count;
    updateMetrics();
    updateGeometry();
    ensureVisible(caret());
}

int HexView::contentWidthFor(int bytesPerRow) const
{
    const int lastCell = cellX(bytesPerRow - 1);
    if (!m_showCharacters)
        return lastCell + 4 * m_charWidth;
    return lastCell + 5 * m_charWidth + (bytesPerRow + 1) * m_charWidth;
}

void HexView::fitRowsToWidth()
{
    // The vertical scroll bar's room is always counted: its coming and going must not change
    // the rows, which would change whether it is needed.
    const int room = width() - 2 * frameWidth() - verticalScrollBar()->sizeHint().width();
    int count = m_chosenBytesPerRow;
    while (count > kFewestBytesPerRow && contentWidthFor(count) > room)
        count /= 2;
    if (count == m_bytesPerRow)
        return;
    const Offset top = topOffset();
    m_bytesPerRow = count;
    m_top = top / static_cast<Offset>(count);
    m_windowValid = false;
}

void HexView::setOffsetBase(OffsetBase base)
{
    if (base == m_offsetBase)
        return;
    m_offsetBase = base;
    updateMetrics();
    viewport()->update();
}

void HexView::setShowCharacters(bool show)
{
    if (show == m_showCharacters)
        return;
    m_showCharacters = show;
    updateMetrics();
    updateGeometry();
    viewport()->update();
}

void HexView::onModelSelection(Offset begin, Offset /*end*/)
{
    m_caretMovedLast = true;
    if (m_keyboardMove || !m_model->hasSelection()) {
        ensureVisible(caret());
    } else {
        // A selection made from elsewhere (find, F8, the text view) that is off screen, or on its
        // edge rows, is brought to a third of the way down, with context above it.
        const auto bpr = static_cast<Offset>(m_bytesPerRow);
        const auto visible = static_cast<Offset>(visibleRowCount());
        const Offset row = begin / bpr;
        if (row < m_top || row + 1 >= m_top + visible) {
            const Offset lead = visible / 3;
            scrollToRow(row > lead ? row - lead : 0);
        }
    }
    viewport()->update();
}

Offset HexView::rowCount() const
{
    const auto bpr = static_cast<Offset>(m_bytesPerRow);
    return (static_cast<Offset>(m_data.size()) + bpr - 1) / bpr;
}

int HexView::visibleRowCount() const
{
    return std::max(1, (viewport()->height() - m_lineHeight) / m_lineHeight);
}

Offset HexView::maxTopRow() const
{
    const Offset rows = rowCount();
    const auto visible = static_cast<Offset>(visibleRowCount());
    return rows > visible ? rows - visible : 0;
}

int HexView::scrollValueForRow(Offset row) const
{
    return ScrollMapping{maxTopRow()}.valueForRow(row);
}

Offset HexView::rowForScrollValue(int value) const
{
    return ScrollMapping{maxTopRow()}.rowForValue(value);
}

void HexView::scrollToRow(Offset row)
{
    row = std::min(row, maxTopRow());
    if (row == m_top)
        return;
    m_top = row;
    updateScrollBars();
    viewport()->update();
    emit topOffsetChanged(topOffset());
    if (!m_followingModel)
        m_model->setTopOffset(topOffset(), this);
}

void HexView::ensureVisible(Offset offset)
{
    const Offset row = offset / static_cast<Offset>(m_bytesPerRow);
    const auto visible = static_cast<Offset>(visibleRowCount());
    if (row < m_top)
        scrollToRow(row);
    else if (row >= m_top + visible)
        scrollToRow(row - visible + 1);
}

void HexView::updateMetrics()
{
    const QFontMetrics fm(font());
    m_charWidth = std::max(1, fm.horizontalAdvance(QLatin1Char('0')));
    m_lineHeight = fm.height() + 4;
    m_ascent = fm.ascent() + 2;
    const Offset last = m_data.empty() ? 0 : m_data.size() - 1;
    m_offsetDigits = std::max(8, digitsFor(last, m_offsetBase == OffsetBase::Hex ? 16 : 10));
    m_hexX = m_charWidth + m_offsetDigits * m_charWidth + 2 * m_charWidth;
    fitRowsToWidth();
    m_charsX = cellX(m_bytesPerRow - 1) + 3 * m_charWidth + 2 * m_charWidth;
    m_contentWidth = contentWidthFor(m_bytesPerRow);
    updateScrollBars();
    viewport()->update();
}

void HexView::updateScrollBars()
{
    m_updatingScroll = true;
    QScrollBar *v = verticalScrollBar();
    const ScrollMapping mapping{maxTopRow()};
    m_top = std::min(m_top, mapping.maxTopRow);
    v->setRange(0, mapping.maximum());
    v->setPageStep(mapping.scaled() ? std::max(1, kMaxScrollValue / 1000) : visibleRowCount());
    v->setSingleStep(1);
    v->setValue(scrollValueForRow(m_top));
    m_rowsInSight = isVisible() ? visibleRowCount() : 0; // only rows a user saw count
    QScrollBar *h = horizontalScrollBar();
    h->setRange(0, std::max(0, m_contentWidth - viewport()->width()));
    h->setPageStep(viewport()->width());
    h->setSingleStep(m_charWidth);
    m_updatingScroll = false;
}

void HexView::onScrollValue(int value)
{
    if (m_updatingScroll || value == scrollValueForRow(m_top))
        return;
    m_top = rowForScrollValue(value);
    viewport()->update();
    emit topOffsetChanged(topOffset());
    m_model->setTopOffset(topOffset(), this);
}

void HexView::onScrollAction(int action)
{
    // Arrow and page clicks move by rows, also when the scrollbar is scaled.
    const auto page = static_cast<Offset>(std::max(1, visibleRowCount() - 1));
    Offset row = m_top;
    switch (action) {
    case QAbstractSlider::SliderSingleStepAdd: row = m_top + 1; break;
    case QAbstractSlider::SliderSingleStepSub: row = m_top > 0 ? m_top - 1 : 0; break;
    case QAbstractSlider::SliderPageStepAdd: row = m_top + page; break;
    case QAbstractSlider::SliderPageStepSub: row = m_top > page ? m_top - page : 0; break;
    default: return;
    }
    scrollToRow(row);
    verticalScrollBar()->setSliderPosition(scrollValueForRow(m_top));
}

QSize HexView::sizeHint() const
{
    const int frame = 2 * frameWidth();
    return {contentWidthFor(m_chosenBytesPerRow) + verticalScrollBar()->sizeHint().width() + frame,
            30 * m_lineHeight + frame};
}

QSize HexView::minimumSizeHint() const
{
    // Whole rows, always: a narrower view shows fewer bytes per row (fitRowsToWidth) rather than
    // cut them (issue 16: five columns at a 700 px window; issue 27: four of sixteen characters
    // behind a scroll bar at 800 × 600). Room for 8 with their characters: the window shrinks
    // its docks before the rows get shorter than that.
    const int frame = 2 * frameWidth();
    const int least = contentWidthFor(std::min(m_chosenBytesPerRow, kLeastBytesPerRow));
    return {least + verticalScrollBar()->sizeHint().width() + frame, 4 * m_lineHeight + frame};
}

int HexView::cellX(int column) const
{
    return m_hexX + column * 3 * m_charWidth + (column / 8) * m_charWidth;
}

QRect HexView::cellRect(Offset offset) const
{
    const auto bpr = static_cast<Offset>(m_bytesPerRow);
    const Offset row = offset / bpr;
    if (row < m_top || row >= m_top + static_cast<Offset>(visibleRowCount()))
        return {};
    const int column = static_cast<int>(offset % bpr);
    const int y = m_lineHeight + static_cast<int>(row - m_top) * m_lineHeight;
    return {cellX(column) - horizontalScrollBar()->value(), y, 3 * m_charWidth, m_lineHeight};
}

std::optional<Offset> HexView::offsetAt(QPoint pos, bool clamp) const
{
    if (m_data.empty())
        return std::nullopt;
    const int x = pos.x() + horizontalScrollBar()->value();
    int y = pos.y() - m_lineHeight;
    if (y < 0) {
        if (!clamp)
            return std::nullopt;
        y = 0;
    }
    Offset row = m_top + static_cast<Offset>(y / m_lineHeight);
    if (m_showCharacters && x >= m_charsX - m_charWidth)
        if (const auto offset = characterOffsetAt(x, row); offset || !clamp)
            return offset;
    int column = -1;
    for (int c = 0; c < m_bytesPerRow; ++c) {
        const int left = cellX(c);
        const int right = left + 3 * m_charWidth + ((c % 8 == 7) ? m_charWidth : 0);
        if (x >= left && x < right) {
            column = c;
            break;
        }
    }
    if (column < 0) {
        if (!clamp)
            return std::nullopt;
        column = x < m_hexX ? 0 : m_bytesPerRow - 1;
    }
    const Offset offset = row * static_cast<Offset>(m_bytesPerRow) + static_cast<Offset>(column);
    if (offset >= m_data.size())
        return clamp ? std::optional<Offset>(m_data.size() - 1) : std::nullopt;
    return offset;
}

const Window &HexView::annotation(Offset begin, Offset end)
{
    if (!m_windowValid || begin < m_window.begin || end > m_window.end) {
        const Offset from = begin > kAnnotateMargin ? begin - kAnnotateMargin : 0;
        const Offset to = std::min<Offset>(m_data.size(), end + kAnnotateMargin);
        const LegacyCharset *reading = m_model->reading();
        m_window =
            reading ? annotateLegacy(m_data, from, to, *reading) : annotate(m_data, from, to);
        m_windowValid = true;
    }
    return m_window;
}

QString HexView::offsetText(Offset offset) const
{
    if (m_offsetBase == OffsetBase::Hex)
        return QStringLiteral("%1").arg(offset, m_offsetDigits, 16, QLatin1Char('0')).toUpper();
    return QStringLiteral("%1").arg(offset, m_offsetDigits, 10, QLatin1Char(' '));
}

bool HexView::caretWasInSight() const
{
    const Offset row = caret() / static_cast<Offset>(m_bytesPerRow);
    return row >= m_top && row < m_top + static_cast<Offset>(m_rowsInSight);
}

void HexView::resizeEvent(QResizeEvent *event)
{
    // Issue 27: a 4-byte character at the caret widens the inspector's dock, and the caret's row
    // sat half under the view's edge. A layout change that follows a caret move keeps a caret
    // that was in sight wholly in sight; one that follows a given first row leaves that row be.
    const bool keepCaret = m_caretMovedLast && caretWasInSight();
    QAbstractScrollArea::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateMetrics(); // the bytes per row follow the width
    else
        updateScrollBars();
    if (keepCaret)
        ensureVisible(caret());
}

void HexView::keyPressEvent(QKeyEvent *event)
{
    const auto bpr = static_cast<Offset>(m_bytesPerRow);
    const Offset size = m_data.size();
    const Offset last = size == 0 ? 0 : size - 1;
    const auto page = static_cast<Offset>(visibleRowCount()) * bpr;
    const auto back = [](Offset from, Offset by) { return from > by ? from - by : 0; };
    struct Move {
        QKeySequence::StandardKey move;
        QKeySequence::StandardKey select;
        Offset target;
    };
    const Offset at = caret();
    const Offset rowStart = at - at % bpr;
    const Move moves[] = {
        {QKeySequence::MoveToNextChar, QKeySequence::SelectNextChar, at + 1},
        {QKeySequence::MoveToPreviousChar, QKeySequence::SelectPreviousChar, back(at, 1)},
        {QKeySequence::MoveToNextLine, QKeySequence::SelectNextLine,
         at + bpr <= last ? at + bpr : at},
        {QKeySequence::MoveToPreviousLine, QKeySequence::SelectPreviousLine,
         at >= bpr ? at - bpr : at},
        {QKeySequence::MoveToNextPage, QKeySequence::SelectNextPage, at + page},
        {QKeySequence::MoveToPreviousPage, QKeySequence::SelectPreviousPage, back(at, page)},
        {QKeySequence::MoveToStartOfLine, QKeySequence::SelectStartOfLine, rowStart},
        {QKeySequence::MoveToEndOfLine, QKeySequence::SelectEndOfLine, rowStart + bpr - 1},
        {QKeySequence::MoveToStartOfDocument, QKeySequence::SelectStartOfDocument, 0},
        {QKeySequence::MoveToEndOfDocument, QKeySequence::SelectEndOfDocument, last},
    };
    for (const Move &m : moves) {
        const bool select = event->matches(m.select);
        if (select || event->matches(m.move)) {
            const bool pageMove = m.move == QKeySequence::MoveToNextPage ||
                                  m.move == QKeySequence::MoveToPreviousPage;
            const Offset target = std::min(m.target, last);
            if (pageMove) {
                // The view moves with the caret, so the caret keeps its place on screen.
                const Offset targetRow = target / bpr;
                const Offset caretRow = at / bpr;
                const Offset screenRow = caretRow >= m_top ? caretRow - m_top : 0;
                scrollToRow(targetRow >= screenRow ? targetRow - screenRow : 0);
            }
            m_keyboardMove = true;
            setCaret(target, select);
            m_keyboardMove = false;
            event->accept();
            return;
        }
    }
    if (event->matches(QKeySequence::SelectAll) && size > 0) {
        select(0, size);
        event->accept();
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void HexView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QAbstractScrollArea::mousePressEvent(event);
    if (const auto offset = offsetAt(event->position().toPoint(), true)) {
        m_keyboardMove = true; // the pointer's cell is on screen: no scrolling to it
        setCaret(*offset, event->modifiers() & Qt::ShiftModifier);
        m_keyboardMove = false;
    }
}

void HexView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return QAbstractScrollArea::mouseMoveEvent(event);
    if (const auto offset = offsetAt(event->position().toPoint(), true);
        offset && *offset != caret()) {
        m_keyboardMove = true;
        setCaret(*offset, true);
        m_keyboardMove = false;
    }
}

void HexView::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
}

void HexView::wheelEvent(QWheelEvent *event)
{
    if (event->angleDelta().y() == 0)
        return QAbstractScrollArea::wheelEvent(event);
    // Three rows per notch, counted in rows so that a scaled scrollbar loses nothing.
    m_wheelRemainder += event->angleDelta().y();
    const int notches = m_wheelRemainder / 120;
    m_wheelRemainder %= 120;
    const auto rows = static_cast<Offset>(std::abs(notches) * 3);
    if (notches > 0)
        scrollToRow(m_top > rows ? m_top - rows : 0);
    else if (notches < 0)
        scrollToRow(m_top + rows);
    event->accept();
}

bool HexView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto offset = offsetAt(help->pos(), false);
        const Bytes data = safeData();
        if (offset && *offset < data.size())
            QToolTip::showText(help->globalPos(), describeByte(data, *offset), viewport(),
                               cellRect(*offset));
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void HexView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_colors = RoleColors::fromPalette(palette());
    if (event->type() == QEvent::FontChange)
        updateMetrics();
    QAbstractScrollArea::changeEvent(event);
}

void HexView::focusInEvent(QFocusEvent *event)
{
    viewport()->update();
    QAbstractScrollArea::focusInEvent(event);
}

void HexView::focusOutEvent(QFocusEvent *event)
{
    viewport()->update();
    QAbstractScrollArea::focusOutEvent(event);
}

} // namespace u8i::ui
