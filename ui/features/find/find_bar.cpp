#include "find_bar.h"
#include "clear_button.h"
#include "elided_label.h"
#include "number_text.h"
#include "text_search.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace u8i::ui {

namespace {
constexpr int kInputChars = 22; // the least room the query gets, in average characters
} // namespace

FindBar::FindBar(DocumentModel *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_task(new BackgroundTask(tr("Searching"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto *label = new QLabel(tr("Find:"), this);
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("findInput"));
    enableClearButton(m_input);
    m_input->setPlaceholderText(tr("text, hex bytes (E2 82 AC) or a code point (U+20AC)"));
    // The input keeps room for a query whatever the status says (see ElidedLabel).
    m_input->setMinimumWidth(kInputChars * m_input->fontMetrics().averageCharWidth());
    label->setBuddy(m_input);
    m_mode = new QComboBox(this);
    addModes(m_mode);
    restoreMode();
    auto *previous = new QPushButton(tr("&Previous"), this);
    auto *next = new QPushButton(tr("&Next"), this);
    m_status = new ElidedLabel(this);
    m_status->setObjectName(QStringLiteral("findStatus"));
    auto *close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close the find bar (Esc)"));
    close->setAccessibleName(tr("Close the find bar"));
    layout->addWidget(label);
    layout->addWidget(m_input, 2);
    layout->addWidget(m_mode);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_status, 1);
    layout->addWidget(close);
    connect(m_input, &QLineEdit::returnPressed, this, [this] { find(true); });
    connect(next, &QPushButton::clicked, this, [this] { find(true); });
    connect(previous, &QPushButton::clicked, this, [this] { find(false); });
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        m_task->cancel();
        emit closed();
    });
    // Stopped (Esc, the status bar's Stop, another document): say so.
    connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
        if (cancelled) {
            setStatus(tr("Stopped"));
            emit findFinished(kNoOffset);
        }
    });
    // The search reads the document's bytes: it ends before they go.
    connect(m_document, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_document, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
    // A query that looks like a code point or hex switches the mode, as a hint, only while it
    // looks so: other input goes back to the mode the user chose.
    connect(m_mode, &QComboBox::activated, this, [this] { m_chosenMode = mode(); });
    connect(m_input, &QLineEdit::textEdited, this, [this](const QString &text) {
        SearchMode hinted = m_chosenMode;
        if (text.startsWith(QLatin1String("U+"), Qt::CaseInsensitive))
            hinted = SearchMode::CodePoint;
        else if (text.startsWith(QLatin1String("\\x")))
            hinted = SearchMode::Hex;
        m_mode->setCurrentIndex(m_mode->findData(int(hinted)));
    });
    hide();
}

void FindBar::activate()
{
    show();
    m_input->setFocus();
    m_input->selectAll();
}

void FindBar::setQuery(const QString &text, SearchMode mode)
{
    m_input->setText(text);
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    m_chosenMode = mode;
}

QString FindBar::query() const
{
    return m_input->text();
}

SearchMode FindBar::mode() const
{
    return static_cast<SearchMode>(m_mode->currentData().toInt());
}

void FindBar::setStatus(const QString &text)
{
    m_status->setFullText(text);
}

void FindBar::find(bool forward)
{
    const Bytes bytes = m_document->bytes();
    const Offset size = bytes.size();
    const Offset begin = m_document->selectionBegin();
    Offset from = 0;
    if (forward)
        from = m_document->hasSelection() ? begin + 1 : m_document->caret();
    else
        from = begin > 0 ? begin - 1 : (size ? size - 1 : 0);
    if (isMeaningMode(mode()))
        return findMeaningOf(forward, from);
    QString error;
    const QByteArray pattern = searchPattern(query(), mode(), error);
    show();
    if (pattern.isEmpty()) {
        setStatus(error);
        return;
    }
    const auto length = static_cast<Offset>(pattern.size());
    setStatus(tr("Searching…"));
    m_task->start(
        0, // findBytes reports no progress: the status bar says "Searching…" and offers Stop
        [bytes, pattern, from, forward](BackgroundTask::Control &c) {
            return findBytes(bytes, pattern, from, forward, true, &c.cancel);
        },
        [this, length](Offset found) { showFound(found, length); });
}

void FindBar::showFound(Offset found, Offset length)
{
    if (found == kNoOffset) {
        setStatus(tr("Not found"));
    } else {
        setStatus(tr("Found at offset %1 (0x%2)").arg(grouped(found)).arg(found, 0, 16));
        m_document->select(found, found + length, DocumentModel::CaretAt::Start);
    }
    emit findFinished(found);
}

QString FindBar::status() const
{
    return m_status->fullText();
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_task->cancel();
        emit closed();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace u8i::ui
