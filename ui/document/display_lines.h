// Text cut into display lines of bounded length for the side-by-side views (View as, Mojibake).
// Qt 6.4 lays out a long line without break opportunities in quadratic time: a selection of one
// letter repeated froze the window. Cut into lines of at most maxLine characters, a text view lays
// out each line on its own and only the lines it shows. The breaks added are soft: they are not
// in the text, and the views say so.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace u8i::ui {

struct DisplayLines {
    QStringList lines;
    // Marked ranges, [first, first + length) in the lines joined by '\n' (QTextDocument positions).
    QList<QPair<qsizetype, qsizetype>> marks;
    qsizetype softBreaks = 0;  // line breaks added that the text does not have
    qsizetype shownLength = 0; // UTF-16 units of the text shown: less than its length when cut
    bool cut = false;          // maxLines was reached
};

// `text` cut at its line feeds and wherever a line reaches maxLine UTF-16 units (never inside a
// surrogate pair), at most maxLines lines. `marks` are sorted, non-overlapping ranges of `text`
// [first, first + length); they come back in the positions of the joined lines.
[[nodiscard]] DisplayLines splitForDisplay(const QString &text,
                                           const QList<QPair<qsizetype, qsizetype>> &marks,
                                           qsizetype maxLine, qsizetype maxLines);

// Controls other than line feed and tab as their control pictures (U+2400 + c), one for one, so
// that every character is seen.
[[nodiscard]] QString withVisibleControls(QString text);

} // namespace u8i::ui
