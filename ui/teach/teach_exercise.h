// The built-in exercises and how an answer is checked and explained. No widgets here: the
// Exercises panel shows them.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace u8i::ui {

struct Exercise {
    enum class Kind {
        Encode, // code point(s) -> bytes; the answer is hex bytes (or "none")
        Decode, // bytes -> code points; the answer is U+XXXX ... with U+FFFD for errors
    };
    Kind kind = Kind::Encode;
    QString title;
    QString prompt;                        // rich text
    std::vector<std::uint32_t> codePoints; // Encode
    std::vector<std::uint8_t> bytes;       // Decode
};

struct ExerciseVerdict {
    enum class Result { Right, Wrong, Unreadable };
    Result result = Result::Unreadable;
    QString verdict;     // one line: "Right.", "Not quite: …", "Cannot read the answer: …"
    QString explanation; // rich text: why, and the correct steps
    QString expected;    // the correct answer, as the student would type it
};

class ExerciseBook {
    Q_DECLARE_TR_FUNCTIONS(ExerciseBook)
  public:
    [[nodiscard]] static std::vector<Exercise> builtIn();
    [[nodiscard]] static ExerciseVerdict check(const Exercise &exercise, const QString &answer);
    // The worked solution (rich text), as shown by "Show solution".
    [[nodiscard]] static QString solution(const Exercise &exercise);
    [[nodiscard]] static QString expectedAnswer(const Exercise &exercise);
};

} // namespace u8i::ui
