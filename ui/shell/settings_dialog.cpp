#include "settings_dialog.h"

#include "kind_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

void selectData(QComboBox *box, const QVariant &value)
{
    const int i = box->findData(value);
    box->setCurrentIndex(i >= 0 ? i : 0);
}

} // namespace

SettingsDialog::SettingsDialog(const AppSettings &current, const QStringList &themes,
                               const QStringList &languages, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Configure UTF-8 Inspector"));
    QGroupBox *view = makeViewGroup(themes);
    QGroupBox *notices = makeNoticeGroup();
    QGroupBox *start = makeStartGroup();
    QGroupBox *language = makeLanguageGroup(languages);

    m_buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply |
                                 QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults,
                             this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &SettingsDialog::apply);
    connect(
        m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
            AppSettings defaults;
            defaults.language = m_language->currentData().toString(); // the language is not a look
            setSettings(defaults);
        });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(view);
    layout->addWidget(notices);
    layout->addWidget(start);
    layout->addWidget(language);
    layout->addWidget(m_buttons);
    setSettings(current);
}

// The font and size, bytes per row, offset base and theme.
QGroupBox *SettingsDialog::makeViewGroup(const QStringList &themes)
{
    auto *view = new QGroupBox(tr("Views"), this);
    auto *viewForm = new QFormLayout(view);
    m_font = new QFontComboBox(view);
    m_font->setFontFilters(QFontComboBox::MonospacedFonts);
    m_fontSize = new QSpinBox(view);
    m_fontSize->setRange(6, 72);
    m_fontSize->setSuffix(tr(" pt"));
    auto *fontRow = new QHBoxLayout;
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);
    // A layout gets no buddy from addRow: without one the label would show its '&'.
    auto *fontLabel = new QLabel(tr("&Font:"), view);
    fontLabel->setBuddy(m_font);
    viewForm->addRow(fontLabel, fontRow);
    m_rows = new QComboBox(view);
    for (const int n : {8, 16, 32})
        m_rows->addItem(tr("%1 bytes").arg(n), n);
    viewForm->addRow(tr("Bytes per &row:"), m_rows);
    m_base = new QComboBox(view);
    m_base->addItem(tr("Hexadecimal"), false);
    m_base->addItem(tr("Decimal"), true);
    viewForm->addRow(tr("&Offsets:"), m_base);
    m_theme = new QComboBox(view);
    m_theme->addItem(tr("Default (follows the system palette)"), QString());
    for (const QString &t : themes)
        m_theme->addItem(t, t);
    viewForm->addRow(tr("&Theme:"), m_theme);
    return view;
}

// One check box per notice kind, in two columns (so that the dialog fits a small screen).
QGroupBox *SettingsDialog::makeNoticeGroup()
{
    auto *notices = new QGroupBox(tr("Mark these notices"), this);
    auto *noticeLayout = new QGridLayout(notices);
    const int rows = (kNoticeKindCount + 1) / 2;
    for (int k = 0; k < kNoticeKindCount; ++k) {
        const auto kind = static_cast<NoticeKind>(k);
        auto *box = new QCheckBox(kindLabel(kind), notices);
        box->setToolTip(kindName(kind));
        noticeLayout->addWidget(box, k % rows, k / rows);
        m_notices[static_cast<std::size_t>(k)] = box;
    }
    return notices;
}

// Whether the files open at the last close open again at a start without a file.
QGroupBox *SettingsDialog::makeStartGroup()
{
    auto *start = new QGroupBox(tr("Start"), this);
    auto *startLayout = new QVBoxLayout(start);
    m_reopenFiles = new QCheckBox(tr("Open the files of the last &session again"), start);
    m_reopenFiles->setToolTip(tr("When the program starts without a file, it opens the files that "
                                 "were open when it was last closed, each where it was left."));
    startLayout->addWidget(m_reopenFiles);
    return start;
}

// The translations there are, by their native names.
QGroupBox *SettingsDialog::makeLanguageGroup(const QStringList &languages)
{
    auto *language = new QGroupBox(tr("Language"), this);
    auto *languageForm = new QFormLayout(language);
    m_language = new QComboBox(language);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &code : languages) {
        const QLocale locale(code);
        QString native = locale.nativeLanguageName();
        if (!native.isEmpty())
            native[0] = native[0].toUpper();
        m_language->addItem(native.isEmpty() ? code : native, code);
    }
    languageForm->addRow(tr("&Language:"), m_language);
    languageForm->addRow(
        new QLabel(tr("A new language takes effect when the program is next started."), language));
    return language;
}

void SettingsDialog::setSettings(const AppSettings &s)
{
    m_font->setCurrentFont(s.font);
    m_fontSize->setValue(s.font.pointSize() > 0 ? s.font.pointSize() : 10);
    selectData(m_rows, s.bytesPerRow);
    selectData(m_base, s.decimalOffsets);
    selectData(m_theme, s.theme);
    for (int k = 0; k < kNoticeKindCount; ++k)
        m_notices[static_cast<std::size_t>(k)]->setChecked(
            s.showsNotice(static_cast<NoticeKind>(k)));
    selectData(m_language, s.language);
    m_reopenFiles->setChecked(s.reopenFiles);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s;
    s.font = m_font->currentFont();
    s.font.setPointSize(m_fontSize->value());
    s.font.setStyleHint(QFont::Monospace);
    s.bytesPerRow = m_rows->currentData().toInt();
    s.decimalOffsets = m_base->currentData().toBool();
    s.theme = m_theme->currentData().toString();
    for (int k = 0; k < kNoticeKindCount; ++k)
        s.setShowsNotice(static_cast<NoticeKind>(k),
                         m_notices[static_cast<std::size_t>(k)]->isChecked());
    s.language = m_language->currentData().toString();
    s.reopenFiles = m_reopenFiles->isChecked();
    return s;
}

void SettingsDialog::apply()
{
    const AppSettings s = settings();
    s.save();
    emit settingsChanged(s);
}

} // namespace u8i::ui
