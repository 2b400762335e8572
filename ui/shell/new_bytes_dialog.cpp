#include "new_bytes_dialog.h"

#include "copy_formats.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
constexpr qsizetype kPreviewBytes = 64;
}

NewBytesDialog::NewBytesDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New from Bytes"));
    auto *layout = new QVBoxLayout(this);
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Hex bytes or escapes: E2 82 AC, \\xe2\\x82\\xac"),
                    int(ScratchMode::HexOrEscapes));
    m_mode->addItem(tr("Code points: U+20AC U+1F41A (surrogates allowed)"),
                    int(ScratchMode::CodePoints));
    m_mode->addItem(tr("Text (its UTF-8)"), int(ScratchMode::Text));
    m_input = new QPlainTextEdit(this);
    m_input->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_input->setPlaceholderText(tr("F8 93 EA 80 B2 5C 00"));
    m_preview = new QLabel(this);
    m_preview->setWordWrap(true);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Inspect"));
    layout->addWidget(m_mode);
    layout->addWidget(m_input, 1);
    layout->addWidget(m_preview);
    layout->addWidget(m_buttons);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewBytesDialog::update);
    connect(m_input, &QPlainTextEdit::textChanged, this, &NewBytesDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 320);
    update();
}

void NewBytesDialog::setInput(const QString &text, ScratchMode mode)
{
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    m_input->setPlainText(text);
}

void NewBytesDialog::update()
{
    QString error;
    const auto mode = static_cast<ScratchMode>(m_mode->currentData().toInt());
    const auto parsed = parseScratchInput(m_input->toPlainText(), mode, error);
    m_valid = parsed.has_value();
    m_bytes = parsed.value_or(QByteArray());
    if (!m_valid) {
        m_preview->setText(tr("Cannot read this: %1").arg(error));
    } else {
        const auto shown = m_bytes.left(kPreviewBytes);
        const Bytes view(reinterpret_cast<const std::uint8_t *>(shown.constData()),
                         static_cast<std::size_t>(shown.size()));
        m_preview->setText(
            (m_bytes.size() == 1 ? tr("1 byte: %1%2")
                                 : tr("%n bytes: %1%2", nullptr, static_cast<int>(m_bytes.size())))
                .arg(formatBytes(view, CopyFormat::Hex),
                     m_bytes.size() > kPreviewBytes ? QStringLiteral(" …") : QString()));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_valid);
}

} // namespace u8i::ui
