// The text pane's deceptive-text marks: the analyser run over the window's bytes.
#include "message_texts.h"
#include "text_window.h"

#include <u8i/charsets/deceptive/deceptive_text.h>

namespace u8i::ui {

void markDeceptive(Bytes data, TextWindow &window)
{
    window.deceptive.clear();
    if (window.end <= window.begin || window.end > data.size())
        return;
    const Bytes bytes = data.subspan(window.begin, window.end - window.begin);
    for (const charsets::DeceptiveFinding &f : charsets::findDeceptiveText(bytes)) {
        const Offset begin = window.begin + f.offset;
        const int from = window.positionOf(begin);
        const int to = window.positionAfter(begin + f.length);
        if (to <= from)
            continue;
        window.deceptive.push_back({from, to - from, f.kind, messageText(f.said)});
    }
}

} // namespace u8i::ui
