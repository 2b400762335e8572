#include "accessibility.h"

#include "byte_description.h"
#include "hex_view.h"
#include "unicode_info.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QScrollBar>

#include <algorithm>
#include <climits>

namespace u8i::ui {

namespace {

// Text positions are ints: files up to this size map byte offsets to positions one to one; larger
// ones expose a window of this many bytes around the caret.
constexpr Offset kDirectLimit = Offset{1} << 30;
constexpr Offset kMaxTextBytes = 4096; // bytes returned by one text() call

QString hexOf(Bytes data, Offset begin, Offset end)
{
    QString s;
    for (Offset i = begin; i < end; ++i) {
        if (i > begin)
            s += QLatin1Char(' ');
        s += QStringLiteral("%1").arg(data[i], 2, 16, QLatin1Char('0')).toUpper();
    }
    return s;
}

class HexViewAccessible : public QAccessibleWidget, public QAccessibleTextInterface {
  public:
    explicit HexViewAccessible(HexView *view) : QAccessibleWidget(view, QAccessible::EditableText)
    {
    }

    [[nodiscard]] HexView *view() const { return static_cast<HexView *>(widget()); }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TextInterface)
            return static_cast<QAccessibleTextInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    [[nodiscard]] QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        s.readOnly = true;
        s.multiLine = true;
        s.selectableText = true;
        return s;
    }

    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name:
            return widget()->accessibleName().isEmpty() ? HexView::tr("Hex view")
                                                        : widget()->accessibleName();
        case QAccessible::Description:
            return widget()->accessibleDescription().isEmpty()
                       ? HexView::tr("The bytes of the document, one cell per byte, coloured by "
                                     "their role in UTF-8")
                       : widget()->accessibleDescription();
        case QAccessible::Value: return accessibleByteText(*view(), view()->caret());
        default: return QAccessibleWidget::text(t);
        }
    }

    // --- QAccessibleTextInterface: one position per byte, relative to base() ---
    [[nodiscard]] Offset base() const
    {
        const Offset size = view()->data().size();
        if (size <= kDirectLimit)
            return 0;
        const Offset half = kDirectLimit / 2;
        const Offset caret = view()->caret();
        return std::min(caret > half ? caret - half : 0, size - kDirectLimit);
    }
    [[nodiscard]] Offset toOffset(int position) const
    {
        return base() + static_cast<Offset>(std::max(0, position));
    }
    [[nodiscard]] int toPosition(Offset offset) const
    {
        const Offset b = base();
        return offset <= b ? 0 : static_cast<int>(std::min<Offset>(offset - b, kDirectLimit));
    }

    void selection(int selectionIndex, int *startOffset, int *endOffset) const override
    {
        *startOffset = *endOffset = 0;
        if (selectionIndex == 0 && view()->hasSelection()) {
            *startOffset = toPosition(view()->selectionBegin());
            *endOffset = toPosition(view()->selectionEnd());
        }
    }
    [[nodiscard]] int selectionCount() const override { return view()->hasSelection() ? 1 : 0; }
    void addSelection(int startOffset, int endOffset) override
    {
        setSelection(0, startOffset, endOffset);
    }
    void removeSelection(int) override { view()->setCaret(view()->caret()); }
    void setSelection(int, int startOffset, int endOffset) override
    {
        view()->select(toOffset(std::min(startOffset, endOffset)),
                       toOffset(std::max(startOffset, endOffset)));
    }

    [[nodiscard]] int cursorPosition() const override { return toPosition(view()->caret()); }
    void setCursorPosition(int position) override { view()->setCaret(toOffset(position)); }

    [[nodiscard]] QString text(int startOffset, int endOffset) const override
    {
        const Bytes data = view()->data();
        const Offset begin = std::min<Offset>(toOffset(startOffset), data.size());
        const Offset end =
            std::min<Offset>({toOffset(endOffset), data.size(), begin + kMaxTextBytes});
        return begin < end ? hexOf(data, begin, end) : QString();
    }

    [[nodiscard]] QString textAtOffset(int offset, QAccessible::TextBoundaryType boundary,
                                       int *startOffset, int *endOffset) const override
    {
        const Bytes data = view()->data();
        const Offset at = toOffset(offset);
        *startOffset = *endOffset = -1;
        if (at >= data.size())
            return {};
        Offset begin = at;
        Offset end = at + 1;
        QString spoken;
        switch (boundary) {
        case QAccessible::CharBoundary: spoken = accessibleByteText(*view(), at); break;
        case QAccessible::WordBoundary: {
            // The character (or ill-formed group) the byte belongs to.
            const Item item = itemContaining(data, at);
            begin = item.offset;
            end = std::min(item.end(), item.offset + kMaxTextBytes);
            spoken = accessibleByteText(*view(), item.offset);
            break;
        }
        default: { // a row of the view
            const auto row = static_cast<Offset>(view()->shownBytesPerRow());
            begin = at / row * row;
            end = std::min(begin + row, data.size());
            spoken = hexOf(data, begin, end);
            break;
        }
        }
        *startOffset = toPosition(begin);
        *endOffset = toPosition(end);
        return spoken;
    }
    [[nodiscard]] QString textBeforeOffset(int offset, QAccessible::TextBoundaryType boundary,
                                           int *startOffset, int *endOffset) const override
    {
        int s = 0;
        int e = 0;
        textAtOffset(offset, boundary, &s, &e);
        if (s <= 0) {
            *startOffset = *endOffset = -1;
            return {};
        }
        return textAtOffset(s - 1, boundary, startOffset, endOffset);
    }
    [[nodiscard]] QString textAfterOffset(int offset, QAccessible::TextBoundaryType boundary,
                                          int *startOffset, int *endOffset) const override
    {
        int s = 0;
        int e = 0;
        textAtOffset(offset, boundary, &s, &e);
        if (e < 0 || e >= characterCount()) {
            *startOffset = *endOffset = -1;
            return {};
        }
        return textAtOffset(e, boundary, startOffset, endOffset);
    }
    [[nodiscard]] int characterCount() const override
    {
        const Offset size = view()->data().size();
        return static_cast<int>(std::min<Offset>(size - base(), kDirectLimit));
    }
    [[nodiscard]] QRect characterRect(int offset) const override
    {
        const QRect r = view()->cellRect(toOffset(offset));
        if (!r.isValid())
            return {};
        return QRect(view()->viewport()->mapToGlobal(r.topLeft()), r.size());
    }
    [[nodiscard]] int offsetAtPoint(const QPoint &point) const override
    {
        const auto at = view()->offsetAt(view()->viewport()->mapFromGlobal(point), false);
        return at ? toPosition(*at) : -1;
    }
    void scrollToSubstring(int startIndex, int) override
    {
        view()->ensureVisible(toOffset(startIndex));
    }
    [[nodiscard]] QString attributes(int offset, int *startOffset, int *endOffset) const override
    {
        *startOffset = *endOffset = offset;
        return {};
    }
};

QAccessibleInterface *hexViewFactory(const QString &className, QObject *object)
{
    if (className != QLatin1String(HexView::staticMetaObject.className()) || !object ||
        !object->isWidgetType())
        return nullptr;
    auto *view = static_cast<HexView *>(object);
    // Tell assistive technology where the caret went; the interface is created only when one asks.
    QObject::connect(view->model(), &DocumentModel::caretChanged, view, [view](Offset) {
        if (!QAccessible::isActive())
            return;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        if (QAccessibleTextInterface *text = iface ? iface->textInterface() : nullptr) {
            QAccessibleTextCursorEvent event(view, text->cursorPosition());
            QAccessible::updateAccessibility(&event);
            QAccessibleValueChangeEvent value(view, iface->text(QAccessible::Value));
            QAccessible::updateAccessibility(&value);
        }
    });
    return new HexViewAccessible(view);
}

} // namespace

QString accessibleByteText(const HexView &view, Offset offset)
{
    const Bytes data = view.data();
    if (offset >= data.size())
        return {};
    QString text = describeByte(data, offset);
    const Item item = itemContaining(data, offset);
    if (item.wellFormed)
        if (const QString name = unicodeInfo(item.codePoint).name; !name.isEmpty())
            text += QStringLiteral(", ") + name;
    return text.replace(QLatin1Char('\n'), QStringLiteral(". "));
}

void installAccessibility()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(&hexViewFactory);
}

} // namespace u8i::ui
