#include "character_cells.h"
#include "styles.h"

#include <QChar>

namespace u8i::ui {

namespace {

constexpr char16_t kHiddenMark = u'\u2022';   // • a control, format or unusual space character
constexpr char16_t kDottedCircle = u'\u25CC'; // ◌ the base a combining mark is drawn on

// A well-formed character as one visible glyph: controls, format characters, separators other
// than the space, private-use and unassigned code points would draw nothing (or move the text).
bool drawsNothing(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph: return true;
    case QChar::Separator_Space: return c != U' ';
    default: return false;
    }
}

bool isMark(char32_t c)
{
    const auto category = QChar::category(c);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
           category == QChar::Mark_Enclosing;
}

} // namespace

CharacterCell characterCell(ByteRole role, char32_t character, const RoleColors &colors)
{
    const Style style = styleOf(role, colors);
    CharacterCell cell{{}, style.colour, style.fill, false};
    switch (role) {
    case ByteRole::Ascii:
        if (character >= 0x20 && character < 0x7F) {
            cell.text = QChar(static_cast<char16_t>(character));
            cell.isCharacter = true;
        } else {
            cell.text = QStringLiteral(".");
            cell.colour = colors.dim;
        }
        return cell;
    case ByteRole::Lead:
        if (drawsNothing(character)) {
            cell.text = QChar(kHiddenMark);
            cell.colour = colors.notice;
            return cell;
        }
        cell.text = isMark(character) ? QString(QChar(kDottedCircle)) : QString();
        cell.text += QString::fromUcs4(&character, 1);
        cell.isCharacter = true;
        return cell;
    case ByteRole::Continuation:
    case ByteRole::Invalid: cell.text = style.glyph; return cell;
    }
    return cell;
}

} // namespace u8i::ui
