// The text pane's deceptive-text marks (the analyser run over the window's bytes) and the marks of
// runs found over the whole file.
#include "message_texts.h"
#include "text_window.h"

#include <u8i/charsets/deceptive/deceptive_text.h>

#include <algorithm>

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

void markRuns(const std::vector<NoticeRun> &runs, TextWindow &window)
{
    if (window.end <= window.begin)
        return;
    auto it = std::lower_bound(
        runs.begin(), runs.end(), window.begin,
        [](const NoticeRun &run, Offset begin) { return run.offset + run.length <= begin; });
    for (; it != runs.end() && it->offset < window.end; ++it) {
        const int from = window.positionOf(std::max(it->offset, window.begin));
        const int to = window.positionAfter(std::min(it->offset + it->length, window.end));
        if (to > from)
            window.deceptive.push_back({from, to - from, it->kind, it->message});
    }
    std::stable_sort(
        window.deceptive.begin(), window.deceptive.end(),
        [](const DeceptiveMark &a, const DeceptiveMark &b) { return a.position < b.position; });
}

} // namespace u8i::ui
