#include "text_view.h"

#include "byte_description.h"
#include "legacy_reading.h"
#include "marker_highlighter.h"
#include "message_texts.h"

#include <u8i/utf8/message.h>

#include <QFontDatabase>
#include <QHelpEvent>
#include <QScrollBar>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QToolTip>

namespace u8i::ui {

TextView::TextView(DocumentModel *model, QWidget *parent) : QPlainTextEdit(parent), m_model(model)
{
    setReadOnly(true);
    setAccessibleName(tr("Text view"));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::WidgetWidth); // long lines wrap; the window caps their length
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_colors = RoleColors::fromPalette(palette());
    m_highlighter = new MarkerHighlighter(document());
    m_highlighter->setWindow(&m_window);
    m_highlighter->setColors(m_colors);
    connect(this, &QPlainTextEdit::selectionChanged, this, &TextView::onSelectionChanged);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &TextView::onSelectionChanged);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &TextView::onScrolled);
    connect(m_model, &DocumentModel::changed, this, &TextView::reload);
    connect(m_model, &DocumentModel::shrunk, this, &TextView::reload);
    connect(m_model, &DocumentModel::selectionChanged, this, &TextView::onModelSelection);
    connect(m_model, &DocumentModel::readingChanged, this, [this] { rebuild(m_model->caret()); });
    connect(m_model, &DocumentModel::oneByteThroughoutChanged, this,
            [this] { rebuild(m_model->caret()); });
    connect(m_model, &DocumentModel::topOffsetChanged, this,
            [this](Offset top, const QObject *source) {
                if (source != this)
                    scrollToOffset(top);
            });
    reload();
}

TextView::~TextView() = default;

void TextView::reload()
{
    m_runs.clear(); // they come again with the notices of these bytes
    m_data = m_model->bytes();
    rebuild(0);
}

void TextView::onModelSelection(Offset begin, Offset end)
{
    if (!m_telling)
        selectBytes(begin, end);
}

void TextView::rebuild(Offset around)
{
    ++m_syncing;
    const bool ok = m_model->checkAccess();
    const LegacyCharset *reading = m_model->reading();
    m_window = !ok       ? TextWindow{}
               : reading ? buildLegacyTextWindow(m_data, around, kRadius, *reading)
                         : buildTextWindow(
                               m_data, around, kRadius, m_compactControlRuns,
                               [this](char32_t c) { return m_glyphs.has(c); },
                               m_model->oneByteThroughout());
    if (m_window.offsets.empty())
        m_window.offsets.push_back(0);
    else if (ok && reading == nullptr) {
        markDeceptive(m_data, m_window);
        markRuns(m_runs, m_window);
    }
    setPlainText(m_window.text);
    --m_syncing;
}

void TextView::setNoticeRuns(std::vector<NoticeRun> runs)
{
    m_runs = std::move(runs);
    if (m_window.offsets.size() <= 1 || m_model->reading() != nullptr)
        return;
    markDeceptive(m_data, m_window);
    markRuns(m_runs, m_window);
    // Whichever highlighter draws the pane (the marker or the syntax highlighter, both children of
    // the document) formats every block again; the text stays as it is.
    for (QSyntaxHighlighter *h : document()->findChildren<QSyntaxHighlighter *>())
        if (h->document() == document())
            h->rehighlight();
}

void TextView::setCompactControlRuns(bool compact)
{
    if (compact == m_compactControlRuns)
        return;
    m_compactControlRuns = compact;
    rebuild(m_model->caret());
}

bool TextView::windowCovers(Offset begin, Offset end) const
{
    return begin >= m_window.begin && end <= m_window.end;
}

void TextView::scrollToOffset(Offset offset)
{
    ++m_syncing;
    const Offset size = m_data.size();
    const Offset slack = kRadius / 2;
    const bool tooEarly =
        offset < m_window.begin || (m_window.begin > 0 && offset < m_window.begin + slack);
    const bool tooLate =
        offset >= m_window.end || (m_window.end < size && offset + slack > m_window.end);
    if (size > 0 && (tooEarly || tooLate))
        rebuild(offset);
    scrollToPosition(m_window.positionOf(offset));
    --m_syncing;
}

void TextView::scrollToPosition(int position)
{
    const QTextBlock block = document()->findBlock(position);
    if (!block.isValid())
        return;
    int line = block.firstLineNumber();
    if (const QTextLayout *layout = block.layout(); layout && layout->lineCount() > 0)
        line += layout->lineForTextPosition(position - block.position()).lineNumber();
    ++m_syncing;
    verticalScrollBar()->setValue(std::max(0, line));
    --m_syncing;
}

Offset TextView::topOffset() const
{
    return m_window.offsetAt(cursorForPosition(QPoint(2, 2)).position());
}

std::pair<Offset, Offset> TextView::selectedBytes() const
{
    const QTextCursor c = textCursor();
    return {m_window.offsetAt(c.selectionStart()), m_window.offsetAt(c.selectionEnd())};
}

void TextView::selectBytes(Offset begin, Offset end)
{
    ++m_syncing;
    if (m_data.size() > 0 && !windowCovers(begin, begin + 1 <= m_data.size() ? begin + 1 : begin))
        rebuild(begin);
    const int p = m_window.positionOf(begin);
    const int q = end > begin ? m_window.positionAfter(end) : p;
    QTextCursor c = textCursor();
    c.setPosition(p);
    if (q > p)
        c.setPosition(q, QTextCursor::KeepAnchor);
    setTextCursor(c);
    markCaret(p);
    --m_syncing;
}

void TextView::markCaret(int position)
{
    QList<QTextEdit::ExtraSelection> marks;
    if (position < static_cast<int>(m_window.text.size())) {
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(document());
        mark.cursor.setPosition(position);
        mark.cursor.setPosition(
            std::max(position + 1, m_window.positionAfter(m_window.offsetAt(position) + 1)),
            QTextCursor::KeepAnchor);
        mark.format.setBackground(
            mix(m_colors.selectionFill, palette().color(QPalette::Base), 0.4));
        mark.format.setFontUnderline(true);
        marks.append(mark);
    }
    setExtraSelections(marks);
}

void TextView::onSelectionChanged()
{
    if (m_syncing)
        return;
    const QTextCursor c = textCursor();
    markCaret(c.selectionStart());
    m_telling = true;
    if (c.hasSelection()) {
        const auto [b, e] = selectedBytes();
        m_model->select(b, e);
    } else {
        m_model->setCaret(m_window.offsetAt(c.position()));
    }
    m_telling = false;
}

void TextView::onScrolled()
{
    if (m_syncing)
        return;
    const Offset top = topOffset();
    m_model->setTopOffset(top, this);
    // Slide the window when the user scrolls near one of its ends.
    const Offset size = m_data.size();
    const Offset slack = kRadius / 4;
    const bool nearStart = m_window.begin > 0 && top < m_window.begin + slack;
    const bool nearEnd = m_window.end < size && top + slack > m_window.end;
    if (nearStart || nearEnd) {
        const auto [b, e] = selectedBytes();
        ++m_syncing;
        rebuild(top);
        scrollToPosition(m_window.positionOf(top));
        if (e > b && windowCovers(b, e)) {
            QTextCursor c = textCursor();
            c.setPosition(m_window.positionOf(b));
            c.setPosition(m_window.positionAfter(e), QTextCursor::KeepAnchor);
            setTextCursor(c);
            scrollToPosition(m_window.positionOf(top));
        }
        --m_syncing;
    }
}

bool TextView::viewportEvent(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QPlainTextEdit::viewportEvent(event);
    auto *help = static_cast<QHelpEvent *>(event);
    if (!m_model->checkAccess()) {
        QToolTip::hideText();
        return true;
    }
    QTextCursor c = cursorForPosition(help->pos());
    int position = c.position();
    if (position > 0 && help->pos().x() < cursorRect(c).x())
        --position;
    if (position >= static_cast<int>(m_window.text.size())) {
        QToolTip::hideText();
        return true;
    }
    const Offset offset = m_window.offsetAt(position);
    QString tip;
    if (const LegacyCharset *reading = m_model->reading()) {
        if (const auto character = legacyCharacterAt(m_data, offset, *reading))
            tip = legacyCharacterText(m_data, *character, *reading);
    } else if (const TextMarker *m = m_window.markerAt(position);
               m && m->kind == TextMarker::Kind::Replacement) {
        const Item group = decodeItemAt(m_data, m->itemOffset);
        tip =
            (group.length == 1
                 ? tr("U+FFFD replacement for the byte at offset %1 (0x%2)\nill-formed (%3): %4")
                 : tr("U+FFFD replacement for the bytes at offset %1 (0x%2)\nill-formed (%3): %4"))
                .arg(offset)
                .arg(offset, 0, 16)
                .arg(QString::fromUtf8(name(group.kind).data(), qsizetype(name(group.kind).size())),
                     groupText(m_data, group));
    } else {
        const Item item = decodeItemAt(m_data, itemStartContaining(m_data, offset));
        tip = tr("%1 at offset %2 (0x%3), bytes %4")
                  .arg(codePointText(item.codePoint))
                  .arg(offset)
                  .arg(offset, 0, 16)
                  .arg(QString::fromStdString(hexBytes(m_data, item.offset, item.length)));
        if (item.wellFormed) {
            if (const auto kind = noticeFor(item.codePoint, item.offset)) {
                const Notice notice{item.offset, item.length, *kind, item.codePoint};
                tip += QLatin1Char('\n') + noticeText(notice);
            } else if (const QString badge = badgeName(item.codePoint); !badge.isEmpty()) {
                tip += QLatin1Char('\n') + tr("%1: an invisible format character").arg(badge);
            } else if (!m_glyphs.has(item.codePoint)) {
                tip += QLatin1Char('\n') + tr("No font on this system has a glyph for %1.")
                                               .arg(missingGlyphLabel(item.codePoint));
            }
        }
    }
    for (const DeceptiveMark &mark : m_window.deceptive)
        if (position >= mark.position && position < mark.position + mark.length)
            tip += QLatin1Char('\n') + QString::fromLatin1(name(mark.kind).data()) +
                   QStringLiteral(": ") + mark.message;
    QToolTip::showText(help->globalPos(), tip, viewport());
    return true;
}

void TextView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange && font() != m_glyphs.font()) {
        m_glyphs.setFont(font());
        if (m_highlighter) // not while the constructor sets the first font
            rebuild(m_model->caret());
    }
    if (event->type() == QEvent::PaletteChange) {
        m_colors = RoleColors::fromPalette(palette());
        m_highlighter->setColors(m_colors);
    }
    QPlainTextEdit::changeEvent(event);
}

} // namespace u8i::ui
