// What a highlighter set on a text document, for the GUI tests: the format at a text position.
#pragma once

#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <optional>

namespace u8i::testing {

// The format the highlighter gave text position `position` of the document, if any.
inline std::optional<QTextCharFormat> formatAt(const QTextDocument &document, int position)
{
    const QTextBlock block = document.findBlock(position);
    for (const QTextLayout::FormatRange &r : block.layout()->formats())
        if (position - block.position() >= r.start &&
            position - block.position() < r.start + r.length)
            return r.format;
    return std::nullopt;
}

} // namespace u8i::testing
