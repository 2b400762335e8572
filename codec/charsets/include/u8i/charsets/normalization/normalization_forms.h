// A piece of text beside its NFC and NFD forms, character by character and byte by byte: the
// teaching tools' lesson that a combining sequence (e + U+0301, 65 CC 81) and its precomposed form
// (U+00E9, C3 A9) look the same on screen and are different bytes. One home for --encode,
// --explain and the encoder window.
#pragma once

#include "u8i/charsets/deceptive/deceptive_text.h"

#include <cstdint>
#include <string>
#include <vector>

namespace u8i::charsets {

// One code point of a form with its UTF-8 bytes.
struct CodePointBytes {
    char32_t codePoint = 0;
    std::vector<std::uint8_t> bytes;
    [[nodiscard]] std::string hex() const; // "CC 81"
};

// The text in one form: None is the text as given.
struct NormalizationFormRow {
    NormalizationForm form = NormalizationForm::None;
    std::u32string text;
    std::string spelled; // "e + U+0301"
    std::vector<CodePointBytes> characters;
    [[nodiscard]] std::vector<std::uint8_t> bytes() const; // all of them, in order
    [[nodiscard]] std::string hex() const;                 // "65 CC 81"
};

struct NormalizationComparison {
    // False when NFC and NFD both leave the text as it is (ASCII, most text): nothing to show.
    bool differs = false;
    // The text as given, then its NFC, then its NFD (when `differs`).
    std::vector<NormalizationFormRow> rows;
};

// The comparison for `text`. Values that are not scalar values (surrogates, above U+10FFFF) have
// no normal form: the result does not differ.
[[nodiscard]] NormalizationComparison compareNormalizationForms(std::u32string_view text);

} // namespace u8i::charsets
