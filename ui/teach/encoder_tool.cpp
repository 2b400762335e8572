#include "encoder_tool.h"
#include "fitting_scroll_area.h"

#include "bit_layout_view.h"
#include "clear_button.h"
#include "message_texts.h"
#include "normalization_note.h"
#include "teach_text.h"

#include <u8i/charsets/normalization/normalization.h>
#include <u8i/utf8/explain.h>

#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace u8i::ui {

EncoderTool::EncoderTool(QWidget *parent) : QWidget(parent)
{
    setWindowTitle(tr("Encoder"));
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("encoderInput"));
    m_input->setPlaceholderText(tr("a character, U+1F41A, 0x1F41A or 128026"));
    enableClearButton(m_input);
    form->addRow(tr("&Encode:"), m_input);
    outer->addLayout(form);

    m_reading = makeTeachLabel(QStringLiteral("reading"), this);
    m_whyNot = makeTeachLabel(QStringLiteral("whyNot"), this);
    m_whyNot->setFrameShape(QFrame::StyledPanel);
    m_whyNot->setMargin(6);
    m_bits = new BitLayoutView(this);
    m_steps = makeTeachLabel(QStringLiteral("steps"), this);
    m_lengthTable = makeTeachLabel(QStringLiteral("lengthTable"), this);
    m_result = makeTeachLabel(QStringLiteral("result"), this);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_result->setFont(big);
    m_normalization = makeTeachLabel(QStringLiteral("normalization"), this);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_reading);
    layout->addWidget(m_whyNot);
    layout->addWidget(m_bits);
    layout->addWidget(m_lengthTable);
    layout->addWidget(m_steps);
    layout->addWidget(m_result);
    layout->addWidget(m_normalization);
    layout->addStretch();
    // Its size hint is the whole content's: the tool window opens wide enough for 4 bytes.
    outer->addWidget(new FittingScrollArea(content, this), 1);

    connect(m_input, &QLineEdit::textChanged, this, &EncoderTool::update);
    setFocusProxy(m_input); // opened from the menu, typed keys go into the input
    update(QString());
}

void EncoderTool::setInput(const QString &text)
{
    m_input->setText(text);
}

QString EncoderTool::input() const
{
    return m_input->text();
}

namespace {

// Several code points that show as one character (one grapheme cluster: "e" + U+0301, a flag, a
// Hangul syllable in jamo): read as that character, its value the first code point's.
bool readCombiningSequence(const QList<uint> &ucs, EncoderTool::Reading &r)
{
    std::u32string text;
    for (const uint c : ucs) {
        if (c > 0x10FFFF)
            return false;
        text += static_cast<char32_t>(c);
    }
    if (charsets::graphemeClusterAt(text, 0).second != text.size())
        return false;
    QStringList parts;
    for (const char32_t c : text)
        parts << TeachText::uPlus(c);
    r.value = ucs.front();
    r.text = text;
    r.how = EncoderTool::tr("Read as one character on screen made of %1 code points, %2; the "
                            "steps below encode the first, %3.")
                .arg(static_cast<qulonglong>(text.size()))
                .arg(parts.join(QStringLiteral(" + ")), TeachText::codePointWithChar(ucs.front()));
    return true;
}

} // namespace

EncoderTool::Reading EncoderTool::read(const QString &text)
{
    Reading r;
    if (text.isEmpty())
        return r;
    const QList<uint> ucs = text.toUcs4();
    // Exactly one character stands for itself ("7" is the digit seven, U+0037).
    if (ucs.size() == 1) {
        r.value = ucs.front();
        r.text = std::u32string(1, static_cast<char32_t>(ucs.front()));
        r.how = tr("Read as the character %1.").arg(TeachText::codePointWithChar(ucs.front()));
        if (ucs.front() >= '0' && ucs.front() <= '9')
            r.how += QLatin1Char(' ') + tr("(For the value %1 itself, type U+000%1 or 0x%1.)")
                                            .arg(QChar(static_cast<char16_t>(ucs.front())));
        return r;
    }
    const QString t = text.trimmed();
    std::uint32_t value = 0;
    if (parseCodePoint(t.toStdString(), value)) {
        r.value = value;
        r.text = std::u32string(1, static_cast<char32_t>(value));
        const bool hex = t.startsWith(QLatin1String("u+"), Qt::CaseInsensitive) ||
                         t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive);
        r.how =
            hex ? tr("Read as the hexadecimal value %1 (decimal %2).")
                      .arg(TeachText::uPlus(value))
                      .arg(value)
                : tr("Read as the decimal number %1 = %2.").arg(value).arg(TeachText::uPlus(value));
        return r;
    }
    if (readCombiningSequence(ucs, r))
        return r;
    if (t.startsWith(QLatin1String("u+"), Qt::CaseInsensitive) ||
        t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        r.error =
            tr("\"%1\" is not a hexadecimal number below 2³² (digits 0–9 and A–F only).").arg(t);
    else
        r.error = tr("Type one character, or a value as U+1F41A, 0x1F41A or 128026: \"%1\" is "
                     "several characters and not a number.")
                      .arg(t);
    return r;
}

QString EncoderTool::shownText(const QString &objectName) const
{
    const auto *label = findChild<QLabel *>(objectName);
    if (!label || label->isHidden())
        return {};
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

void EncoderTool::update(const QString &text)
{
    const Reading r = read(text);
    m_whyNot->hide();
    const QString note = NormalizationNote::html(r.text);
    m_normalization->setText(note);
    m_normalization->setVisible(!note.isEmpty());
    if (!r.value) {
        m_reading->setText(r.error.isEmpty()
                               ? tr("Type a character or a code point above.")
                               : QStringLiteral("<b>%1</b>").arg(r.error.toHtmlEscaped()));
        m_steps->clear();
        m_result->clear();
        m_lengthTable->setText(TeachText::lengthTableHtml(0));
        m_bits->clear();
        return;
    }
    const EncodeExplanation e = explainEncode(*r.value);
    m_reading->setText(r.how.toHtmlEscaped());
    if (!e.encodable) {
        m_whyNot->setText(QStringLiteral("<b>%1</b> %2")
                              .arg(tr("No UTF-8 form."), messageText(e.whyNot).toHtmlEscaped()));
        m_whyNot->show();
    }
    m_bits->setCodePoint(*r.value);
    m_lengthTable->setText(TeachText::lengthTableHtml(e.length));
    QString steps = QStringLiteral("<ol>");
    for (const QString &s : TeachText::encodeSteps(e))
        steps += QStringLiteral("<li>%1</li>").arg(s);
    steps += QStringLiteral("</ol>");
    m_steps->setText(steps);
    if (e.length == 0)
        m_result->setText(tr("No bytes."));
    else if (e.encodable)
        m_result->setText(tr("%1 = <code>%2</code>")
                              .arg(TeachText::codePointWithChar(e.codePoint).toHtmlEscaped(),
                                   TeachText::hexBytes(TeachText::bytesOf(e))));
    else
        m_result->setText(tr("Not UTF-8: <code>%1</code> would be rejected by every decoder.")
                              .arg(TeachText::hexBytes(TeachText::bytesOf(e))));
    emit codePointChanged(*r.value);
}

} // namespace u8i::ui
