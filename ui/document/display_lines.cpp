// Display lines of bounded length (see display_lines.h).
#include "display_lines.h"

#include <algorithm>

namespace u8i::ui {

DisplayLines splitForDisplay(const QString &text, const QList<QPair<qsizetype, qsizetype>> &marks,
                             qsizetype maxLine, qsizetype maxLines)
{
    DisplayLines out;
    maxLine = std::max<qsizetype>(maxLine, 2);
    maxLines = std::max<qsizetype>(maxLines, 1);
    std::vector<qsizetype> breaks; // positions in `text` before which a soft break goes
    qsizetype start = 0;
    qsizetype lastEnd = 0; // where the text of the last line taken ends
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n && out.lines.size() < maxLines) {
        if (text[i] == QLatin1Char('\n')) {
            out.lines.append(text.mid(start, i - start));
            lastEnd = i;
            start = ++i;
            continue;
        }
        if (i - start >= maxLine && !text[i].isLowSurrogate()) {
            out.lines.append(text.mid(start, i - start));
            lastEnd = i;
            breaks.push_back(i);
            start = i;
        }
        ++i;
    }
    if (out.lines.size() < maxLines) {
        out.lines.append(text.mid(start, n - start)); // the last line (empty after a final '\n')
        out.shownLength = n;
    } else {
        out.cut = start < n;
        out.shownLength = lastEnd; // a line feed after the last line taken is not shown
        if (out.cut && !breaks.empty() && breaks.back() == start)
            breaks.pop_back(); // the cut, not a break between two lines shown
    }
    out.softBreaks = static_cast<qsizetype>(breaks.size());

    // A position p moves by the breaks before it; a range's start moves past a break at p, its end
    // does not.
    const auto moved = [&breaks](qsizetype p, bool isStart) {
        const auto it = isStart ? std::upper_bound(breaks.begin(), breaks.end(), p)
                                : std::lower_bound(breaks.begin(), breaks.end(), p);
        return p + static_cast<qsizetype>(it - breaks.begin());
    };
    for (const auto &[first, length] : marks) {
        if (first >= out.shownLength)
            break;
        const qsizetype last = std::min(first + length, out.shownLength);
        const qsizetype from = moved(first, true);
        const qsizetype to = moved(last, false);
        if (to > from)
            out.marks.append({from, to - from});
    }
    return out;
}

QString withVisibleControls(QString text)
{
    for (QChar &c : text)
        if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
            c = QChar(0x2400 + c.unicode());
    return text;
}

} // namespace u8i::ui
