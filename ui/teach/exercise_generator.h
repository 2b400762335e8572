// Exercises made on demand, besides the built-in ones: a random instance of each kind of exercise
// (encode a 2-, 3- or 4-byte character, a sequence, a surrogate; decode well-formed bytes, an
// overlong form, a surrogate, a truncated sequence, random bytes). Checked and explained like the
// built-in ones (ExerciseBook).
#pragma once

#include "teach_exercise.h"

#include <QCoreApplication>

#include <random>

namespace u8i::ui {

class ExerciseGenerator {
    Q_DECLARE_TR_FUNCTIONS(ExerciseGenerator)
  public:
    enum class Kind {
        EncodeTwoBytes,
        EncodeThreeBytes,
        EncodeFourBytes,
        EncodeSequence,
        EncodeSurrogate,
        DecodeCharacters,
        DecodeOverlong,
        DecodeSurrogate,
        DecodeTruncated,
        DecodeRandomBytes,
    };
    static constexpr int kKindCount = 10;

    [[nodiscard]] static QString kindName(Kind kind);
    [[nodiscard]] static Exercise make(Kind kind, std::mt19937 &rng);
};

} // namespace u8i::ui
