// The "View as" panel (see view_as_panel.h).
#include "view_as_panel.h"

#include "number_text.h"
#include "role_colors.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace u8i::ui {

namespace {

// Lines put into each view per event-loop turn while a large window is filled.
constexpr qsizetype kLinesPerSlice = 256;

using Ranges = QList<QPair<qsizetype, qsizetype>>;

// Decodes `bytes` as UTF-8 and as `charset` (null: none) into display lines for both views.
ViewAsPanel::Rendering renderWindow(const QByteArray &bytes, const LegacyCharset *charset,
                                    quint64 generation)
{
    ViewAsPanel::Rendering r;
    r.generation = generation;
    r.utf8 = splitForDisplay(withVisibleControls(QString::fromUtf8(bytes)), {},
                             ViewAsPanel::kMaxLine, ViewAsPanel::kMaxLines);
    if (charset == nullptr)
        return r;
    r.known = true;
    const Bytes view(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                     static_cast<std::size_t>(bytes.size()));
    const LegacyDecoding decoded = charset->decode(view);
    QString text;
    text.reserve(static_cast<qsizetype>(decoded.text.size()));
    Ranges marks; // runs of characters that come from undefined bytes, in UTF-16 positions
    std::size_t next = 0;
    for (std::size_t i = 0; i < decoded.text.size(); ++i) {
        const qsizetype position = text.size();
        const char32_t cp = decoded.text[i];
        if (cp > 0xFFFF) {
            text.append(QChar::highSurrogate(cp));
            text.append(QChar::lowSurrogate(cp));
        } else {
            text.append(QChar(static_cast<char16_t>(cp)));
        }
        while (next < decoded.undefinedBytes.size() &&
               decoded.undefinedBytes[next] < decoded.sourceOffsets[i])
            ++next;
        const Offset end =
            i + 1 < decoded.sourceOffsets.size() ? decoded.sourceOffsets[i + 1] : view.size();
        if (next < decoded.undefinedBytes.size() && decoded.undefinedBytes[next] < end) {
            const qsizetype width = text.size() - position;
            if (!marks.isEmpty() && marks.back().first + marks.back().second == position)
                marks.back().second += width;
            else
                marks.append({position, width});
        }
    }
    r.characters = static_cast<qsizetype>(decoded.text.size());
    r.undefined = static_cast<qsizetype>(decoded.undefinedBytes.size());
    r.markRuns = marks.size();
    r.legacy = splitForDisplay(withVisibleControls(std::move(text)), marks, ViewAsPanel::kMaxLine,
                               ViewAsPanel::kMaxLines);
    return r;
}

} // namespace

ViewAsPanel::ViewAsPanel(QWidget *parent) : QWidget(parent)
{
    m_charsets = new QComboBox(this);
    m_charsets->setObjectName(QStringLiteral("charset"));
    for (const LegacyCharset *c : charsets::allLegacyCharsets())
        m_charsets->addItem(QString::fromStdString(c->name()));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    m_utf8 = new QPlainTextEdit(this);
    m_utf8->setObjectName(QStringLiteral("utf8"));
    m_utf8->setAccessibleName(tr("The bytes read as UTF-8"));
    m_legacy = new QPlainTextEdit(this);
    m_legacy->setObjectName(QStringLiteral("legacy"));
    m_legacy->setAccessibleName(tr("The bytes read in the chosen charset"));
    for (QPlainTextEdit *edit : {m_utf8, m_legacy}) {
        edit->setReadOnly(true);
        edit->setUndoRedoEnabled(false);
        // Lines are cut for display (display_lines.h); unwrapped, each lays out on its own.
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("UTF-8"), left));
    leftLayout->addWidget(m_utf8);
    split->addWidget(left);
    auto *bar = new QWidget(this);
    auto *barLayout = new QHBoxLayout(bar);
    barLayout->setContentsMargins(0, 0, 0, 0);
    barLayout->addWidget(new QLabel(tr("View as:"), bar));
    barLayout->addWidget(m_charsets, 1);
    m_previous = new QPushButton(tr("Previous"), bar);
    m_previous->setObjectName(QStringLiteral("previousWindow"));
    m_previous->setToolTip(
        tr("Show the previous %1 of the selection").arg(QLocale().formattedDataSize(kMaxBytes, 0)));
    m_next = new QPushButton(tr("Next"), bar);
    m_next->setObjectName(QStringLiteral("nextWindow"));
    m_next->setToolTip(
        tr("Show the next %1 of the selection").arg(QLocale().formattedDataSize(kMaxBytes, 0)));
    barLayout->addWidget(m_previous);
    barLayout->addWidget(m_next);
    connect(m_previous, &QPushButton::clicked, this, [this] { page(-1); });
    connect(m_next, &QPushButton::clicked, this, [this] { page(1); });
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(bar);
    rightLayout->addWidget(m_legacy);
    split->addWidget(right);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);

    m_task = new BackgroundTask(tr("Decoding"), this);
    m_fillTimer = new QTimer(this);
    m_fillTimer->setSingleShot(true);
    m_fillTimer->setInterval(0);
    connect(m_fillTimer, &QTimer::timeout, this, &ViewAsPanel::fillSlice);
    connect(m_charsets, &QComboBox::currentIndexChanged, this, &ViewAsPanel::refresh);
    refresh();
}

ViewAsPanel::~ViewAsPanel() = default; // the task waits for a rendering still running

void ViewAsPanel::setBytes(const QByteArray &bytes, Offset windowStart)
{
    m_whole = bytes;
    m_total = static_cast<Offset>(bytes.size());
    m_windowStart = std::min(windowStart, m_total);
    m_bytes = bytes.mid(static_cast<qsizetype>(m_windowStart), static_cast<qsizetype>(kMaxBytes));
    refresh();
}

void ViewAsPanel::setBytes(Bytes bytes, Offset windowStart)
{
    m_whole.clear();
    m_total = bytes.size();
    m_windowStart = std::min<Offset>(windowStart, bytes.size());
    const Bytes window =
        bytes.subspan(m_windowStart, std::min<Offset>(bytes.size() - m_windowStart, kMaxBytes));
    m_bytes = QByteArray(reinterpret_cast<const char *>(window.data()),
                         static_cast<qsizetype>(window.size()));
    refresh();
}

void ViewAsPanel::page(int direction)
{
    const Offset start = direction < 0 ? m_windowStart - std::min(m_windowStart, kMaxBytes)
                                       : std::min(m_total, m_windowStart + kMaxBytes);
    if (start == m_windowStart || start >= m_total)
        return;
    if (!m_whole.isNull())
        setBytes(QByteArray(m_whole), start);
    else
        emit windowRequested(start);
}

bool ViewAsPanel::setCharset(const QString &name)
{
    const int index = m_charsets->findText(name);
    if (index < 0)
        return false;
    m_charsets->setCurrentIndex(index);
    return true;
}

QString ViewAsPanel::charset() const
{
    return m_charsets->currentText();
}

bool ViewAsPanel::isBusy() const
{
    return m_filling || m_shown.generation != m_generation;
}

QString ViewAsPanel::sizeText() const
{
    const QLocale locale;
    const QString bytes =
        m_bytes.size() == 1 ? tr("1 byte") : tr("%Ln bytes", nullptr, pluralCount(m_bytes.size()));
    if (m_bytes.size() < 1024)
        return bytes;
    return locale.formattedDataSize(m_bytes.size(), 1) + QStringLiteral(" (") + bytes +
           QLatin1Char(')');
}

void ViewAsPanel::refresh()
{
    ++m_generation;
    m_task->cancel(); // a rendering of what was shown before is dropped
    m_fillTimer->stop();
    const bool paged = m_total > kMaxBytes;
    m_previous->setVisible(paged);
    m_next->setVisible(paged);
    m_previous->setEnabled(m_windowStart > 0);
    m_next->setEnabled(m_windowStart + static_cast<Offset>(m_bytes.size()) < m_total);
    m_filling = false;
    const LegacyCharset *c = charsets::legacyCharset(charset().toStdString());
    if (static_cast<Offset>(m_bytes.size()) <= kSyncBytes) {
        present(renderWindow(m_bytes, c, m_generation));
        return;
    }
    m_utf8->clear();
    m_legacy->clear();
    m_legacy->setExtraSelections({});
    m_status->setText(tr("Decoding %1 as %2…").arg(sizeText(), charset()));
    m_task->start(
        0,
        [bytes = m_bytes, c, generation = m_generation](BackgroundTask::Control &) {
            return renderWindow(bytes, c, generation);
        },
        [this](Rendering r) { present(std::move(r)); });
}

void ViewAsPanel::present(Rendering rendering)
{
    m_shown = std::move(rendering);
    m_filled = 0;
    m_filling = true;
    m_utf8->clear();
    m_legacy->clear();
    m_legacy->setExtraSelections({});
    fillSlice();
}

void ViewAsPanel::fillSlice()
{
    // Large windows go in a slice per event-loop turn: the window stays responsive meanwhile.
    const bool all = static_cast<Offset>(m_bytes.size()) <= kSyncBytes;
    const qsizetype lines = std::max(m_shown.utf8.lines.size(), m_shown.legacy.lines.size());
    const qsizetype upTo = all ? lines : std::min(lines, m_filled + kLinesPerSlice);
    const auto append = [this, upTo](QPlainTextEdit *edit, const QStringList &source) {
        if (m_filled >= source.size())
            return;
        const QString slice = source.mid(m_filled, upTo - m_filled).join(QLatin1Char('\n'));
        if (m_filled == 0) {
            edit->setPlainText(slice);
            return;
        }
        QTextCursor end(edit->document()); // not the view's cursor: the view stays where it is
        end.movePosition(QTextCursor::End);
        end.insertText(QLatin1Char('\n') + slice);
    };
    append(m_utf8, m_shown.utf8.lines);
    append(m_legacy, m_shown.legacy.lines);
    m_filled = upTo;
    if (m_filled < lines) {
        m_status->setText(tr("Showing %1 as %2: %3 of %4 lines…")
                              .arg(sizeText(), charset(), QLocale().toString(m_filled),
                                   QLocale().toString(lines)));
        m_fillTimer->start();
        return;
    }
    finish();
}

void ViewAsPanel::finish()
{
    m_filling = false;
    if (!m_shown.known) {
        m_legacy->clear();
        m_status->clear();
        emit shown();
        return;
    }
    // Mark the characters that come from undefined bytes.
    QList<QTextEdit::ExtraSelection> marks;
    const RoleColors colors = RoleColors::fromPalette(palette());
    const qsizetype count = std::min(m_shown.legacy.marks.size(), kMaxMarks);
    marks.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        const auto &[first, length] = m_shown.legacy.marks[i];
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(m_legacy->document());
        mark.cursor.setPosition(static_cast<int>(first));
        mark.cursor.setPosition(static_cast<int>(first + length), QTextCursor::KeepAnchor);
        mark.format.setBackground(colors.invalidFill);
        marks.append(mark);
    }
    m_legacy->setExtraSelections(marks);

    const QLocale locale;
    QString status = (m_shown.characters == 1
                          ? tr("%1 as %2: 1 character").arg(sizeText(), charset())
                          : tr("%1 as %2: %3 characters", nullptr, pluralCount(m_shown.characters))
                                .arg(sizeText(), charset(), locale.toString(m_shown.characters)));
    if (m_shown.undefined == 1)
        status += tr(", 1 undefined byte (marked)");
    else if (m_shown.undefined > 1)
        status += tr(", %Ln undefined bytes (marked)", nullptr, pluralCount(m_shown.undefined));
    if (m_shown.legacy.marks.size() > count)
        status += tr(" (the first %1 runs of them)").arg(locale.toString(count));
    if (m_total > static_cast<Offset>(m_bytes.size()))
        status += tr("; a window of a %1 selection, bytes %2–%3: Previous and Next show the rest")
                      .arg(locale.formattedDataSize(static_cast<qint64>(m_total), 1),
                           locale.toString(static_cast<qulonglong>(m_windowStart)),
                           locale.toString(static_cast<qulonglong>(
                               m_windowStart + static_cast<Offset>(m_bytes.size()))));
    if (m_shown.utf8.softBreaks > 0 || m_shown.legacy.softBreaks > 0)
        status += tr("; lines longer than %1 characters are broken for display").arg(kMaxLine);
    if (m_shown.utf8.cut || m_shown.legacy.cut)
        status += tr("; only the first %1 lines are shown").arg(locale.toString(kMaxLines));
    m_status->setText(status + QLatin1Char('.'));
    emit shown();
}

void ViewAsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !isBusy())
        finish(); // the marks' colour
}

} // namespace u8i::ui
