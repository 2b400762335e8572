#include "decoder_stepper.h"

#include "bit_layout_view.h"
#include "clear_button.h"
#include "message_texts.h"
#include "role_colors.h"
#include "teach_text.h"

#include <QAction>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

QString codePoints(const std::vector<char32_t> &cps)
{
    QStringList l;
    for (const char32_t c : cps)
        l << TeachText::uPlus(static_cast<std::uint32_t>(c));
    return l.join(QLatin1Char(' '));
}

} // namespace

DecoderStepper::DecoderStepper(QWidget *parent) : QWidget(parent)
{
    setWindowTitle(tr("Decoder stepper"));
    auto *outer = new QVBoxLayout(this);
    addInputRow(outer);
    m_error = makeTeachLabel(QStringLiteral("error"), this);
    outer->addWidget(m_error);
    addStepButtons(outer);
    addStepShortcuts();
    addStateLabels(outer);

    m_bits = new BitLayoutView(this);
    outer->addWidget(m_bits);

    m_history = new QListWidget(this);
    m_history->setAccessibleName(tr("Steps taken"));
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setWordWrap(true);
    m_history->setAlternatingRowColors(true);
    outer->addWidget(m_history, 1);

    connect(m_forward, &QPushButton::clicked, this, &DecoderStepper::stepForward);
    connect(m_back, &QPushButton::clicked, this, &DecoderStepper::stepBack);
    connect(m_first, &QPushButton::clicked, this, &DecoderStepper::reset);
    connect(m_last, &QPushButton::clicked, this, &DecoderStepper::runToEnd);
    connect(m_input, &QLineEdit::textChanged, this, &DecoderStepper::load);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &DecoderStepper::load);
    connect(m_history, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row + 1 != m_current)
            stepTo(row + 1);
    });
    setFocusProxy(m_input); // opened from the menu, typed keys go into the input
    load();
}

void DecoderStepper::addInputRow(QVBoxLayout *outer)
{
    auto *inputRow = new QHBoxLayout;
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Hex bytes"));
    m_mode->addItem(tr("Text (its UTF-8)"));
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("stepperInput"));
    m_input->setPlaceholderText(tr("F8 93 EA 80 B2 5C 00, or paste \\xE2\\x82\\xAC"));
    enableClearButton(m_input);
    auto *inputLabel = new QLabel(tr("&Bytes:"), this);
    inputLabel->setBuddy(m_input);
    inputRow->addWidget(inputLabel);
    inputRow->addWidget(m_input, 1);
    inputRow->addWidget(m_mode);
    outer->addLayout(inputRow);
}

void DecoderStepper::addStepButtons(QVBoxLayout *outer)
{
    auto *buttons = new QHBoxLayout;
    m_first = new QPushButton(tr("⏮ Start"), this);
    m_back = new QPushButton(tr("◀ &Back"), this);
    m_forward = new QPushButton(tr("&Next byte ▶"), this);
    m_last = new QPushButton(tr("End ⏭"), this);
    m_first->setToolTip(tr("Back to the start (Alt+Home)"));
    m_back->setToolTip(tr("Undo one step (Alt+Left)"));
    m_forward->setToolTip(tr("Read one more byte (Alt+Right)"));
    m_last->setToolTip(tr("Read every byte (Alt+End)"));
    m_first->setObjectName(QStringLiteral("stepStart"));
    m_back->setObjectName(QStringLiteral("stepBack"));
    m_forward->setObjectName(QStringLiteral("stepForward"));
    m_last->setObjectName(QStringLiteral("stepEnd"));
    for (QPushButton *b : {m_first, m_back, m_forward, m_last})
        buttons->addWidget(b);
    buttons->addStretch();
    outer->addLayout(buttons);
}

// Shortcuts that work while the input field has the focus.
void DecoderStepper::addStepShortcuts()
{
    const auto addShortcut = [this](const QKeySequence &keys, void (DecoderStepper::*slot)()) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    addShortcut(QKeySequence(Qt::ALT | Qt::Key_Right), &DecoderStepper::stepForward);
    addShortcut(QKeySequence(Qt::ALT | Qt::Key_Left), &DecoderStepper::stepBack);
    addShortcut(QKeySequence(Qt::ALT | Qt::Key_Home), &DecoderStepper::reset);
    addShortcut(QKeySequence(Qt::ALT | Qt::Key_End), &DecoderStepper::runToEnd);
}

// The byte strip and the form of what the decoder knows after the last step.
void DecoderStepper::addStateLabels(QVBoxLayout *outer)
{
    m_byteStrip = makeTeachLabel(QStringLiteral("byteStrip"), this);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(mono.pointSizeF() * 1.3);
    m_byteStrip->setFont(mono);
    outer->addWidget(m_byteStrip);

    auto *form = new QFormLayout;
    m_state = makeTeachLabel(QStringLiteral("state"), this);
    m_accepted = makeTeachLabel(QStringLiteral("accepted"), this);
    m_partial = makeTeachLabel(QStringLiteral("partial"), this);
    m_event = makeTeachLabel(QStringLiteral("event"), this);
    m_output = makeTeachLabel(QStringLiteral("output"), this);
    form->addRow(tr("Last step:"), m_event);
    form->addRow(tr("State:"), m_state);
    form->addRow(tr("Next byte must be:"), m_accepted);
    form->addRow(tr("Partial value:"), m_partial);
    form->addRow(tr("Output so far:"), m_output);
    outer->addLayout(form);
}

void DecoderStepper::setInputMode(InputMode mode)
{
    m_mode->setCurrentIndex(mode == InputMode::HexBytes ? 0 : 1);
}

void DecoderStepper::setInput(const QString &text)
{
    m_input->setText(text);
    load();
}

void DecoderStepper::setBytes(const std::vector<std::uint8_t> &bytes)
{
    setInputMode(InputMode::HexBytes);
    setInput(TeachText::hexBytes(bytes));
}

void DecoderStepper::load()
{
    m_error->clear();
    m_error->hide();
    std::vector<std::uint8_t> bytes;
    const QString text = m_input->text();
    if (m_mode->currentIndex() == 1) {
        const QByteArray utf8 = text.toUtf8();
        bytes.assign(utf8.begin(), utf8.end());
    } else if (!text.trimmed().isEmpty()) {
        Message why;
        if (!parseHexBytes(text.toStdString(), bytes, why)) {
            m_error->setText(tr("<b>Cannot read the bytes:</b> %1. Switch to \"Text\" to step "
                                "through the UTF-8 of typed text.")
                                 .arg(messageText(why).toHtmlEscaped()));
            m_error->show();
            bytes.clear();
        }
    }
    m_bytes = std::move(bytes);
    m_explanation = explainDecode(m_bytes);
    m_history->blockSignals(true);
    m_history->clear();
    m_history->blockSignals(false);
    m_current = -1;
    stepTo(0);
}

void DecoderStepper::stepForward()
{
    stepTo(m_current + 1);
}

void DecoderStepper::stepBack()
{
    stepTo(m_current - 1);
}

void DecoderStepper::stepTo(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_current)
        return;
    m_current = step;
    refresh();
    emit stepChanged(m_current);
}

std::vector<char32_t> DecoderStepper::outputSoFar() const
{
    std::vector<char32_t> out;
    for (int i = 0; i < m_current; ++i)
        for (const char32_t c : m_explanation.steps[static_cast<std::size_t>(i)].emitted)
            out.push_back(c);
    return out;
}

QString DecoderStepper::shownText(const QString &objectName) const
{
    const auto *label = findChild<QLabel *>(objectName);
    if (!label || label->isHidden())
        return {};
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

void DecoderStepper::refresh()
{
    const RoleColors colors = RoleColors::fromPalette(palette());
    const DecodeStep *last =
        m_current > 0 ? &m_explanation.steps[static_cast<std::size_t>(m_current - 1)] : nullptr;
    showByteStrip(last, colors);
    if (!last) {
        m_event->setText(m_bytes.empty() ? tr("Enter bytes above.")
                                         : tr("Nothing read yet: press Next byte (Alt+Right)."));
        m_state->setText(tr("start: a new character begins"));
        m_accepted->setText(tr("00..7F, C2..DF, E0..EF, F0..F4 (a lead or ASCII)"));
        m_partial->setText(tr("none"));
        m_bits->clear();
    } else {
        showStep(*last, colors);
        showPartialValue(*last);
    }
    const std::vector<char32_t> out = outputSoFar();
    int replacements = 0;
    for (const char32_t c : out)
        replacements += c == 0xFFFD ? 1 : 0;
    m_output->setText(out.empty() ? tr("nothing yet")
                                  : tr("%1 (U+FFFD: %2)").arg(codePoints(out)).arg(replacements));
    refreshHistory(colors);

    m_back->setEnabled(m_current > 0);
    m_first->setEnabled(m_current > 0);
    m_forward->setEnabled(m_current < stepCount());
    m_last->setEnabled(m_current < stepCount());
}

// The bytes, the one just read marked, the ones already read dimmed.
void DecoderStepper::showByteStrip(const DecodeStep *last, const RoleColors &colors)
{
    const Offset consumedTo = last ? last->offset + (last->reprocessed ? 0 : 1) : 0;
    const Offset currentByte = last ? last->offset : m_bytes.size();
    QStringList cells;
    for (std::size_t i = 0; i < m_bytes.size(); ++i) {
        const QString hex = TeachText::hexByte(m_bytes[i]);
        if (last && i == currentByte && last->offset < m_bytes.size()) {
            const QColor fill = last->accepted_ok ? colors.selectionFill : colors.invalidFill;
            cells << QStringLiteral("<span style=\"background-color:%1\"><b><u>%2</u></b></span>")
                         .arg(fill.name(), hex);
        } else if (i < consumedTo) {
            cells
                << QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colors.dim.name(), hex);
        } else {
            cells << hex;
        }
    }
    m_byteStrip->setText(m_bytes.empty() ? tr("(no bytes)") : cells.join(QLatin1Char(' ')));
}

// The last step's event, the state it leaves, and what the next byte may be.
void DecoderStepper::showStep(const DecodeStep &last, const RoleColors &colors)
{
    QString event = messageText(last.why).toHtmlEscaped();
    if (!last.accepted_ok)
        event = QStringLiteral("<span style=\"color:%1\"><b>%2</b></span> %3")
                    .arg(colors.invalid.name(), tr("Ill-formed."), event);
    for (const char32_t c : last.emitted)
        event +=
            QStringLiteral(" <b>→ %1</b>")
                .arg(TeachText::codePointWithChar(static_cast<std::uint32_t>(c)).toHtmlEscaped());
    m_event->setText(tr("Step %1 of %2: %3").arg(m_current).arg(stepCount()).arg(event));
    m_state->setText(last.expectingAfter == 0 ? tr("start: a new character begins")
                     : last.expectingAfter == 1
                         ? tr("expecting 1 more continuation byte")
                         : tr("expecting %1 more continuation bytes").arg(last.expectingAfter));
    QString accepted = QString::fromStdString(last.nextAccepted);
    if (last.expectingAfter == 0)
        accepted += tr(" (a lead or ASCII)");
    else if (last.nextAccepted != "80..BF")
        accepted += tr(" (narrowed by Table 3-7: the usual range is 80..BF)");
    if (m_current == stepCount())
        accepted = tr("(end of the bytes)");
    m_accepted->setText(accepted);
}

// The value collected so far (or the character completed, or nothing), and its bits.
void DecoderStepper::showPartialValue(const DecodeStep &last)
{
    if (last.expectingAfter > 0) {
        // Bits so far: the lead's payload and 6 per continuation byte read.
        int width = 0;
        std::vector<std::uint8_t> sequence;
        for (int i = m_current - 1; i >= 0; --i) {
            const DecodeStep &s = m_explanation.steps[static_cast<std::size_t>(i)];
            sequence.insert(sequence.begin(), s.byte);
            if (s.expecting == 0)
                break;
        }
        width = 7 -
                static_cast<int>(sequence.size() + static_cast<std::size_t>(last.expectingAfter)) +
                6 * (static_cast<int>(sequence.size()) - 1);
        m_partial->setText(tr("<code>%1</code> (%2 bits so far)")
                               .arg(TeachText::bits(last.partialValue, std::max(width, 1)))
                               .arg(width));
        m_bits->setBytes(sequence,
                         tr("The sequence so far: marker bits grey, payload bits collected."));
    } else if (last.accepted_ok && !last.emitted.empty()) {
        m_partial->setText(
            tr("complete: %1")
                .arg(TeachText::codePointWithChar(static_cast<std::uint32_t>(last.emitted.front()))
                         .toHtmlEscaped()));
        m_bits->setCodePoint(static_cast<std::uint32_t>(last.emitted.front()));
    } else {
        m_partial->setText(tr("discarded"));
        if (last.offset < m_bytes.size())
            m_bits->setBytes({last.byte},
                             tr("The byte refused here, with its marker and payload bits."));
        else
            m_bits->clear();
    }
}

// The history lists the steps taken.
void DecoderStepper::refreshHistory(const RoleColors &colors)
{
    m_history->blockSignals(true);
    while (m_history->count() > m_current)
        delete m_history->takeItem(m_history->count() - 1);
    for (int i = m_history->count(); i < m_current; ++i) {
        const DecodeStep &s = m_explanation.steps[static_cast<std::size_t>(i)];
        const QString where =
            s.offset < m_bytes.size()
                ? tr("offset %1, %2 = %3·%4")
                      .arg(s.offset)
                      .arg(TeachText::hexByte(s.byte), QString::fromStdString(s.bits.marker()),
                           QString::fromStdString(s.bits.payload()))
                : tr("end of data");
        auto *item = new QListWidgetItem(
            QStringLiteral("%1. [%2] %3").arg(i + 1).arg(where, messageText(s.why)));
        if (!s.accepted_ok)
            item->setForeground(colors.invalid);
        m_history->addItem(item);
    }
    m_history->setCurrentRow(m_current - 1);
    m_history->blockSignals(false);
}

} // namespace u8i::ui
