// What the user types into "New from bytes" and "Go to offset".
#pragma once

#include <u8i/types.h>

#include <QByteArray>
#include <QString>

#include <optional>

namespace u8i::ui {

enum class ScratchMode { HexOrEscapes, CodePoints, Text };

// "E2 82 AC" or "\xe2\x82\xac" (HexOrEscapes), "U+20AC U+1F41A" (CodePoints: surrogates and values
// up to 0x7FFFFFFF are encoded as their byte forms, so that ill-formed input can be built), or the
// text's UTF-8. Returns nullopt with `error` set when the input does not parse.
[[nodiscard]] std::optional<QByteArray> parseScratchInput(const QString &input, ScratchMode mode,
                                                          QString &error);

// "0x1F4", "1f4h", "500" or "1,000"; nullopt when malformed.
[[nodiscard]] std::optional<Offset> parseOffset(const QString &input);

} // namespace u8i::ui
