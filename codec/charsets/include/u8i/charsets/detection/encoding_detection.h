// What a file is, when it may not be UTF-8: UTF-8 (with or without errors), text in a legacy
// encoding (which one, in which language, how sure, and why), or binary data (of what type).
//
// Candidates come from well-kept detectors: uchardet and ICU's charset detector. Each candidate is
// then checked with the program's own evidence (see text_plausibility.h): the bytes it leaves
// undefined, the controls and symbols its reading gives, words that change script or case inside,
// and letters no one language's alphabet (CLDR, through ICU) has together. UTF-16 and UTF-32 are
// found by their byte order mark or their NUL pattern; libmagic names binary data.
#pragma once

#include "u8i/types.h"
#include "u8i/utf8/message.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace u8i::charsets {

enum class EncodingClass : std::uint8_t {
    Empty,
    Utf8,           // well-formed UTF-8 (ASCII included)
    Utf8WithErrors, // UTF-8 with some ill-formed bytes
    Legacy,         // text in another encoding (UTF-16 and UTF-32 included)
    Binary,         // not text
};

// A run of a file that is UTF-8 with errors, read as text in a legacy encoding (a field or line
// another program wrote).
struct LegacyRun {
    Offset offset = 0;
    Offset length = 0;
    std::string encoding; // the display name of legacyCharset()
};

struct EncodingVerdict {
    EncodingClass kind = EncodingClass::Empty;
    std::string encoding;     // Legacy: the display name of legacyCharset() ("Windows-1251")
    std::string language;     // Legacy: "Russian", or empty when the text has no letter to tell by
    std::string languageCode; // its ICU code, "ru": the GUI names it in the user's language
    double confidence = 0;    // 0 to 1
    std::string binaryType;   // Binary: "ELF 64-bit LSB pie executable", "PNG image", "data"
    // Legacy: encodings that read the sampled bytes as the very same text ("ISO-8859-2" beside
    // "Windows-1250" when no byte differs between the two).
    std::vector<std::string> sameReading;
    std::vector<std::string> evidence; // sentences, most telling first, in English
    // The same sentences as data (message_templates.h), each of one or more messages:
    // evidence[i] == englishText(evidenceMessages[i]). The GUI words them in its language.
    std::vector<std::vector<Message>> evidenceMessages;

    // Adds a sentence of evidence, as data and in English.
    void addEvidence(std::vector<Message> sentence)
    {
        evidence.push_back(englishText(sentence));
        evidenceMessages.push_back(std::move(sentence));
    }
    // Utf8WithErrors: the ill-formed runs that read as text in a legacy encoding (the others are
    // damage), in order of offset; of a large file, those in its first kDetectionHead bytes.
    std::vector<LegacyRun> runs;
    // Binary: every byte of the file is this one (a file of NULs), and the file's size.
    std::optional<std::uint8_t> uniformByte;
    Offset size = 0;
    Offset sampled = 0; // bytes looked at
};

// How much of a large file is read: its start, and a piece of its middle and of its end.
inline constexpr Offset kDetectionHead = Offset{1} << 20;
inline constexpr Offset kDetectionPiece = Offset{256} << 10;

// Whether all of a file is one byte value, asked only when its sample is (see uniform_bytes.h);
// without it, `data` is compared whole.
using WholeUniformCheck = std::function<std::optional<std::uint8_t>()>;

[[nodiscard]] EncodingVerdict detectEncoding(Bytes data,
                                             const WholeUniformCheck &wholeUniform = {});

// Whether detectEncoding may call `data` binary: false, at memory speed and without libmagic,
// when what it samples is well-formed UTF-8 with no NUL and few controls (so that walking a tree
// of text files does not ask libmagic about each one).
[[nodiscard]] bool mayBeBinary(Bytes data);

// One line: "UTF-8", "UTF-8 with errors", "UTF-8 with errors; 3 runs read as Windows-1252",
// "not UTF-8: Windows-1251 text (Russian)", "binary data: 4,096 bytes, all 00 (NUL)",
// "binary data (ELF 64-bit LSB pie executable)", "empty".
[[nodiscard]] std::string describe(const EncodingVerdict &verdict);

// The encoding most of the verdict's legacy runs read as (empty when it has none): what the
// mojibake analysis of the file is given as MojibakeOptions::runEncoding.
[[nodiscard]] std::string runsEncoding(const EncodingVerdict &verdict);

// The English name of the class, as --detect --json writes it: "utf-8", "utf-8-with-errors",
// "legacy", "binary", "empty".
[[nodiscard]] std::string_view className(EncodingClass kind);

} // namespace u8i::charsets
