// Finding what the bytes mean rather than the bytes themselves: text ignoring case and regular
// expressions (QRegularExpression) over the decoded text, a character by its name, an ill-formed
// group by its kind. Every search runs on any size of data: the text is decoded in windows of
// 1 MiB that overlap by 64 KiB at their seams (a match that starts in one window and ends in the
// next is found whole, up to that length), and the cancel flag is checked between windows.
#pragma once

#include "byte_search.h"

#include <u8i/scan/scan_index.h>

#include <QRegularExpression>

#include <atomic>
#include <optional>

namespace u8i::ui {

struct TextMatch {
    Offset offset = kNoOffset; // the first byte of the match; kNoOffset when none
    Offset length = 0;         // bytes
    [[nodiscard]] bool found() const { return offset != kNoOffset; }
};

// What a meaning search looks for: a regular expression over the decoded text, or a kind of
// ill-formed group (any kind when `anyKind`).
struct MeaningQuery {
    QRegularExpression pattern; // valid for the text, regular expression and character name modes
    std::optional<ErrorKind> kind;
    bool anyKind = false;
};

// True for the modes searched by findMeaning rather than as a byte pattern.
[[nodiscard]] bool isMeaningMode(SearchMode mode);
// The query for `input` in a meaning mode; nullopt with `error` set when it does not parse (a bad
// regular expression, no character of that name, no such kind).
[[nodiscard]] std::optional<MeaningQuery> meaningQuery(const QString &input, SearchMode mode,
                                                       QString &error);

// The first match starting at or after `from` (forward) or the last one starting at or before it
// (backward), wrapping around once when `wrap`. `index` may be null (kinds are then found by
// reading).
[[nodiscard]] TextMatch findMeaning(Bytes data, const ScanIndex *index, const MeaningQuery &query,
                                    Offset from, bool forward,
                                    const std::atomic<bool> *cancel = nullptr, bool wrap = true);

} // namespace u8i::ui
