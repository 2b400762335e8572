#include "emoji_sequence.h"

#include <QChar>
#include <QString>
#include <QTextBoundaryFinder>

namespace u8i::ui {

namespace {
constexpr qsizetype kContext = 16; // UTF-16 units before the joiner: a pictograph and its modifiers
} // namespace

bool joinsEmoji(QStringView before, char32_t next)
{
    if (before.isEmpty())
        return false;
    switch (QChar::category(next)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format:
    case QChar::Other_Control:
    case QChar::Other_NotAssigned: return false;
    default: break;
    }
    QString text = before.right(kContext).toString();
    text.append(QChar(char16_t{kZeroWidthJoiner}));
    const qsizetype after = text.size();
    const char32_t nextBuffer[1] = {next};
    text.append(QString::fromUcs4(nextBuffer, 1));
    QTextBoundaryFinder clusters(QTextBoundaryFinder::Grapheme, text);
    clusters.setPosition(after);
    return !clusters.isAtBoundary();
}

} // namespace u8i::ui
