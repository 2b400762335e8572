// Emoji ZWJ sequences (👨‍👩‍👧‍👦): a ZERO WIDTH JOINER that joins two pictographs
// into one grapheme cluster (Unicode's extended grapheme cluster rule GB11, as QTextBoundaryFinder
// applies it). The text pane shows such a joiner as itself, so that the sequence stays one cluster,
// instead of the ‹ZWJ› badge that marks a joiner anywhere else.
#pragma once

#include <QStringView>

namespace u8i::ui {

inline constexpr char32_t kZeroWidthJoiner = 0x200D;

// True when a ZWJ placed after the text `before` (what precedes it on its line) and followed by
// `next` lies inside an emoji ZWJ sequence: no grapheme boundary follows it and `next` is a
// character of its own, not a mark or another format character that would cling to any base.
[[nodiscard]] bool joinsEmoji(QStringView before, char32_t next);

} // namespace u8i::ui
