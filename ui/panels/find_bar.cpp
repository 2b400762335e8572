#include "find_bar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace u8i::ui {

FindBar::FindBar(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto *label = new QLabel(tr("Find:"), this);
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("findInput"));
    m_input->setClearButtonEnabled(true);
    m_input->setPlaceholderText(tr("text, hex bytes (E2 82 AC) or a code point (U+20AC)"));
    label->setBuddy(m_input);
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Text"), int(SearchMode::Text));
    m_mode->addItem(tr("Hex bytes"), int(SearchMode::Hex));
    m_mode->addItem(tr("Code point"), int(SearchMode::CodePoint));
    auto *previous = new QPushButton(tr("&Previous"), this);
    auto *next = new QPushButton(tr("&Next"), this);
    m_status = new QLabel(this);
    auto *close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close the find bar (Esc)"));
    layout->addWidget(label);
    layout->addWidget(m_input, 1);
    layout->addWidget(m_mode);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_status);
    layout->addWidget(close);
    connect(m_input, &QLineEdit::returnPressed, this, [this] { emit findRequested(true); });
    connect(next, &QPushButton::clicked, this, [this] { emit findRequested(true); });
    connect(previous, &QPushButton::clicked, this, [this] { emit findRequested(false); });
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });
    // A query that looks like a code point or hex switches the mode once, as a hint.
    connect(m_input, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (text.startsWith(QLatin1String("U+"), Qt::CaseInsensitive))
            m_mode->setCurrentIndex(m_mode->findData(int(SearchMode::CodePoint)));
        else if (text.startsWith(QLatin1String("\\x")))
            m_mode->setCurrentIndex(m_mode->findData(int(SearchMode::Hex)));
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
    m_status->setText(text);
}

QString FindBar::status() const
{
    return m_status->text();
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        emit closed();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace u8i::ui
