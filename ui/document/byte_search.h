// Finding a byte pattern in a buffer of any size, in chunks, with cancellation; and turning what
// the user typed (hex bytes, text, U+XXXX) into the pattern.
#pragma once

#include <u8i/types.h>

#include <QByteArray>
#include <QString>

#include <atomic>

namespace u8i::ui {

// Text, Hex and CodePoint look for a byte pattern (findBytes); the others for what the bytes mean
// (text_search.h).
enum class SearchMode {
    Text,
    Hex,
    CodePoint,
    TextIgnoringCase,
    RegularExpression,
    CharacterName,
    ErrorKind
};

// The bytes to look for; empty with `error` set when the input does not parse in that mode.
[[nodiscard]] QByteArray searchPattern(const QString &input, SearchMode mode, QString &error);

// The first occurrence starting at or after `from` (forward) or the last one starting at or before
// `from` (backward), or kNoOffset (~0). Wraps around the end once when `wrap`. Checks `cancel`
// between chunks, so that a search over 100 GB can be stopped.
[[nodiscard]] Offset findBytes(Bytes data, const QByteArray &pattern, Offset from, bool forward,
                               bool wrap, const std::atomic<bool> *cancel = nullptr);

} // namespace u8i::ui
