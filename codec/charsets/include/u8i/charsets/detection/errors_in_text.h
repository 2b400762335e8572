// The ill-formed bytes of binary data that a reader of its text cares about. An executable or a
// firmware image has ill-formed UTF-8 nearly everywhere (/usr/bin/ls: 38,635 groups), and almost
// all of it is code and tables. The errors that say something about the text are the ones inside
// words: a Latin-1 "ü" in "Grüße", a UTF-8 sequence cut at the end of a string, CESU-8 in a
// string table.
//
// A cluster of adjacent ill-formed groups is *in text* when the letters that touch it on both
// sides make a word (at least kWordLetters letters, kWordLowercase of them lowercase or of a
// script without case: code bytes spell "USH" or "AWAV", text spells "Grüße") and at least
// kTextAround characters of text (as the strings finder takes them) surround it. One space may
// stand between the word and the cluster ("emoji " before an emoji in CESU-8). Its groups are
// listed as runs: adjacent groups of one kind are one run, with their count and byte range.
#pragma once

#include <u8i/scan/scan_index.h>
#include <u8i/utf8/item.h>

#include <atomic>
#include <vector>

namespace u8i::charsets {

inline constexpr int kWordLetters = 3;
inline constexpr int kWordLowercase = 2;
inline constexpr int kTextAround = 6;
// And the characters around it (up to kTextLook each side, to a byte that is not text) hold at
// least this many letters, all of one script, two thirds of them letters: code and tables give a
// few letters by chance between bytes of every kind.
inline constexpr int kScriptLetters = 6;
// Characters looked at on each side of a cluster.
inline constexpr int kTextLook = 16;
// The listing's rows stop here; its counts never do.
inline constexpr std::size_t kMaxErrorRuns = 100000;

// Adjacent ill-formed groups of one kind.
struct ErrorRun {
    Offset offset = 0; // the first group's first byte
    Offset length = 0; // bytes, to the last group's end
    Offset count = 1;  // groups
    ErrorKind kind = ErrorKind::UnexpectedContinuation;
};

struct ErrorsInText {
    std::vector<ErrorRun> runs; // in file order
    Offset groups = 0;          // ill-formed groups in text (all of them, past kMaxErrorRuns too)
    bool truncated = false;     // more runs than kMaxErrorRuns
};

// Whether the ill-formed bytes [begin, end) of `data` (one cluster: nothing well-formed inside,
// well-formed characters or the data's ends around) are in text, by the rule above.
[[nodiscard]] bool inText(Bytes data, Offset begin, Offset end);

// The runs of `data` in text. With `index` (the scan of `data`), blocks where no group starts are
// passed over. Polls `cancel` and stores the bytes done so far in `done`.
[[nodiscard]] ErrorsInText findErrorsInText(Bytes data, const ScanIndex *index,
                                            const std::atomic<bool> &cancel,
                                            std::atomic<Offset> &done);

} // namespace u8i::charsets
