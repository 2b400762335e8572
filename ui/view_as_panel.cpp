// The "View as" panel (see view_as_panel.h).
#include "view_as_panel.h"

#include "legacy_charsets.h"
#include "role_colors.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

#include <algorithm>

namespace u8i::ui {

namespace {

// Controls made visible (control pictures), so that both views show every character.
QString visible(QString s)
{
    for (QChar &c : s)
        if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
            c = QChar(0x2400 + c.unicode());
    return s;
}

QString fromUcs4(const std::u32string &text)
{
    return QString::fromUcs4(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

ViewAsPanel::ViewAsPanel(QWidget *parent) : QWidget(parent)
{
    m_charsets = new QComboBox(this);
    m_charsets->setObjectName(QStringLiteral("charset"));
    for (const LegacyCharset *c : allLegacyCharsets())
        m_charsets->addItem(QString::fromStdString(c->name()));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    m_utf8 = new QPlainTextEdit(this);
    m_utf8->setObjectName(QStringLiteral("utf8"));
    m_legacy = new QPlainTextEdit(this);
    m_legacy->setObjectName(QStringLiteral("legacy"));
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto column = [split](QLabel *title, QPlainTextEdit *edit) {
        auto *box = new QWidget(split);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(title);
        layout->addWidget(edit);
        edit->setReadOnly(true);
        // No wrapping: a long line with no break opportunity (a file of one letter) keeps Qt 6.4's
        // line breaker busy for minutes, whatever the wrap mode; unwrapped it lays out at once.
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
        split->addWidget(box);
    };
    column(new QLabel(tr("UTF-8"), this), m_utf8);
    auto *bar = new QWidget(this);
    auto *barLayout = new QHBoxLayout(bar);
    barLayout->setContentsMargins(0, 0, 0, 0);
    barLayout->addWidget(new QLabel(tr("View as:"), bar));
    barLayout->addWidget(m_charsets, 1);
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(bar);
    rightLayout->addWidget(m_legacy);
    m_legacy->setReadOnly(true);
    split->addWidget(right);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    connect(m_charsets, &QComboBox::currentIndexChanged, this, &ViewAsPanel::refresh);
    refresh();
}

void ViewAsPanel::setBytes(const QByteArray &bytes)
{
    m_total = static_cast<Offset>(bytes.size());
    m_bytes = bytes.left(static_cast<qsizetype>(kMaxBytes));
    refresh();
}

void ViewAsPanel::setBytes(Bytes bytes)
{
    m_total = bytes.size();
    const std::size_t n = std::min<std::size_t>(bytes.size(), kMaxBytes);
    m_bytes = QByteArray(reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(n));
    refresh();
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

void ViewAsPanel::refresh()
{
    m_utf8->setPlainText(visible(QString::fromUtf8(m_bytes)));
    const LegacyCharset *c = legacyCharset(charset().toStdString());
    if (c == nullptr) {
        m_legacy->clear();
        m_status->clear();
        return;
    }
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(m_bytes.constData()),
                      static_cast<std::size_t>(m_bytes.size()));
    const LegacyDecoding decoded = c->decode(bytes);
    m_legacy->setPlainText(visible(fromUcs4(decoded.text)));

    // Mark the characters that come from undefined bytes.
    QList<QTextEdit::ExtraSelection> marks;
    const RoleColors colors = RoleColors::fromPalette(palette());
    std::size_t next = 0;
    int position = 0;
    for (std::size_t i = 0; i < decoded.text.size(); ++i) {
        const int width = decoded.text[i] > 0xFFFF ? 2 : 1;
        while (next < decoded.undefinedBytes.size() && decoded.undefinedBytes[next] < decoded.sourceOffsets[i])
            ++next;
        const Offset end = i + 1 < decoded.sourceOffsets.size() ? decoded.sourceOffsets[i + 1] : bytes.size();
        if (next < decoded.undefinedBytes.size() && decoded.undefinedBytes[next] < end) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(m_legacy->document());
            mark.cursor.setPosition(position);
            mark.cursor.setPosition(position + width, QTextCursor::KeepAnchor);
            mark.format.setBackground(colors.invalidFill);
            marks.append(mark);
        }
        position += width;
    }
    m_legacy->setExtraSelections(marks);

    QString status = tr("%n byte(s) as %1: %2 character(s)", nullptr, int(m_bytes.size()))
                         .arg(charset())
                         .arg(decoded.text.size());
    if (!decoded.undefinedBytes.empty())
        status += tr(", %n undefined byte(s) (marked)", nullptr, int(decoded.undefinedBytes.size()));
    if (m_total > static_cast<Offset>(m_bytes.size()))
        status += tr("; only the first %1 KiB are shown").arg(kMaxBytes >> 10);
    m_status->setText(status + QLatin1Char('.'));
}

void ViewAsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refresh();
}

} // namespace u8i::ui
