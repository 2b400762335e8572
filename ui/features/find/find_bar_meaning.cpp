// The find bar's modes that look for what the bytes mean: text in any case, a regular expression
// over the decoded text, a character name, an error kind (text_search.h). The chosen mode is
// remembered across runs.
#include "find_bar.h"
#include "text_search.h"

#include <QComboBox>
#include <QSettings>

namespace u8i::ui {

namespace {
const QString kModeKey = QStringLiteral("find/mode");
} // namespace

void FindBar::addModes(QComboBox *combo)
{
    combo->addItem(tr("Text"), int(SearchMode::Text));
    combo->addItem(tr("Hex bytes"), int(SearchMode::Hex));
    combo->addItem(tr("Code point"), int(SearchMode::CodePoint));
    combo->addItem(tr("Text, any case"), int(SearchMode::TextIgnoringCase));
    combo->addItem(tr("Regular expression"), int(SearchMode::RegularExpression));
    combo->addItem(tr("Character name"), int(SearchMode::CharacterName));
    combo->addItem(tr("Error kind"), int(SearchMode::ErrorKind));
    combo->setItemData(combo->findData(int(SearchMode::RegularExpression)),
                       tr("A regular expression over the decoded text (Perl syntax); a match may "
                          "span lines and up to 64 KiB"),
                       Qt::ToolTipRole);
    combo->setItemData(combo->findData(int(SearchMode::CharacterName)),
                       tr("A name such as EURO SIGN, or words of names: arrow left"),
                       Qt::ToolTipRole);
    combo->setItemData(combo->findData(int(SearchMode::ErrorKind)),
                       tr("overlong, surrogate, out-of-range, obsolete-form, invalid-byte, "
                          "unexpected-continuation, truncated, or any"),
                       Qt::ToolTipRole);
}

void FindBar::restoreMode()
{
    if (const int stored = m_mode->findData(QSettings().value(kModeKey, -1).toInt()); stored >= 0)
        m_mode->setCurrentIndex(stored);
    connect(m_mode, &QComboBox::activated, this,
            [this] { QSettings().setValue(kModeKey, int(mode())); });
}

void FindBar::findMeaningOf(bool forward, Offset from)
{
    QString error;
    const auto query = meaningQuery(this->query(), mode(), error);
    show();
    if (!query) {
        setStatus(error);
        return;
    }
    const Bytes bytes = m_document->bytes();
    const ScanIndex *index = m_document->index();
    setStatus(tr("Searching…"));
    m_task->start(
        0,
        [bytes, index, query = *query, from, forward](BackgroundTask::Control &c) {
            return findMeaning(bytes, index, query, from, forward, &c.cancel);
        },
        [this](TextMatch match) { showFound(match.offset, match.length); });
}

} // namespace u8i::ui
