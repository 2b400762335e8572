// The sentences of the one-line messages (u8i/utf8/message.h), one per thing the codec can find,
// with %1, %2, … where the message's arguments go. They are English and stay in this Qt-free
// codec, the one home of the prose: the CLI and Python fill them in as they are, the GUI fills in
// their translation. U8I_TR_NOOP marks them for lupdate in the context "Messages".
#pragma once

#include "u8i/utf8/kind_descriptors.h"
#include "u8i/utf8/message_id.h"
#include "u8i/utf8/teach_templates.h"

#include <array>
#include <cstdint>

namespace u8i {

inline constexpr std::array<MessageTemplate, static_cast<std::size_t>(kLastFindingMessage) + 1>
    kMessageTemplates = {{
        {MessageId::CodePoint, "%1"},
        {MessageId::OverlongDecoded,
         U8I_TR_NOOP("Messages", "%1 encodes %2 in %3 bytes; its shortest form is %4")},
        {MessageId::OverlongLead,
         U8I_TR_NOOP("Messages", "%1 can only start an overlong %2-byte encoding (of a value "
                                 "below %3, which has a shorter form)")},
        {MessageId::SurrogateLead,
         U8I_TR_NOOP("Messages", "%1 starts a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 "
                                 "never encodes")},
        {MessageId::SurrogateCesu,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2; with %3 it is CESU-8 for %4, whose UTF-8 is %5")},
        {MessageId::SurrogateHigh,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2 (a high surrogate), which UTF-8 never encodes")},
        {MessageId::SurrogateLow,
         U8I_TR_NOOP("Messages",
                     "%1 encodes surrogate %2 (a low surrogate), which UTF-8 never encodes")},
        {MessageId::OutOfRangeDecoded,
         U8I_TR_NOOP("Messages", "%1 would be %2, above the Unicode maximum U+10FFFF")},
        {MessageId::OutOfRangeLead,
         U8I_TR_NOOP("Messages",
                     "%1 starts a value above the Unicode maximum U+10FFFF (at least %2)")},
        {MessageId::ObsoleteDecoded,
         U8I_TR_NOOP("Messages", "%1 would be %2 in the old %3-byte form of RFC 2279, which RFC "
                                 "3629 removed")},
        {MessageId::ObsoleteCutOne,
         U8I_TR_NOOP("Messages", "%1 starts an old %2-byte form of RFC 2279, which RFC 3629 "
                                 "removed; here cut after 1 byte")},
        {MessageId::ObsoleteCut,
         U8I_TR_NOOP("Messages", "%1 starts an old %2-byte form of RFC 2279, which RFC 3629 "
                                 "removed; here cut after %3 bytes")},
        {MessageId::Utf16LeBom,
         U8I_TR_NOOP("Messages", "FF FE at offset 0 is a UTF-16LE byte order mark: the file is "
                                 "likely UTF-16")},
        {MessageId::Utf16BeBom,
         U8I_TR_NOOP("Messages", "FE FF at offset 0 is a UTF-16BE byte order mark: the file is "
                                 "likely UTF-16")},
        {MessageId::InvalidByte, U8I_TR_NOOP("Messages", "%1 is never used in UTF-8")},
        {MessageId::TruncatedAtEndOne,
         U8I_TR_NOOP("Messages", "%1 at the end of the data: a %2-byte sequence cut after 1 byte")},
        {MessageId::TruncatedAtEnd,
         U8I_TR_NOOP("Messages",
                     "%1 at the end of the data: a %2-byte sequence cut after %3 bytes")},
        {MessageId::TruncatedThenOne,
         U8I_TR_NOOP("Messages", "%1 then %2: a %3-byte sequence cut after 1 byte")},
        {MessageId::TruncatedThen,
         U8I_TR_NOOP("Messages", "%1 then %2: a %3-byte sequence cut after %4 bytes")},
        {MessageId::LoneContinuation,
         U8I_TR_NOOP("Messages", "%1: a continuation byte with no lead byte")},
        {MessageId::Continuations,
         U8I_TR_NOOP("Messages", "%1: %2 continuation bytes with no lead byte")},
        {MessageId::Bom,
         U8I_TR_NOOP("Messages",
                     "EF BB BF at offset 0: a UTF-8 byte order mark (a signature, not text)")},
        {MessageId::Zwnbsp,
         U8I_TR_NOOP("Messages", "U+FEFF zero width no-break space inside the text: a byte order "
                                 "mark only means something at offset 0 (files joined together?)")},
        {MessageId::Noncharacter,
         U8I_TR_NOOP("Messages",
                     "%1 is a noncharacter: well-formed, but not meant for interchange")},
        {MessageId::C1Control,
         U8I_TR_NOOP("Messages", "%1 is a C1 control character: the typical trace of "
                                 "Windows-1252 text decoded as Latin-1")},
        {MessageId::ReplacementCharacter,
         U8I_TR_NOOP("Messages", "U+FFFD replacement character in the data: an earlier lossy "
                                 "decoding happened here")},
        {MessageId::PrivateUse,
         U8I_TR_NOOP(
             "Messages",
             "%1 is a private-use character: its meaning is agreed only between its users")},
        {MessageId::Control,
         U8I_TR_NOOP("Messages", "%1 is an ASCII control character (not TAB, LF or CR)")},
        {MessageId::BidiControl,
         U8I_TR_NOOP("Messages", "%1 is a bidirectional formatting character")},
        {MessageId::BidiUnterminated,
         U8I_TR_NOOP("Messages", "%1 is not closed before the end of its line: the rest of the "
                                 "line is reordered")},
        {MessageId::Invisible, U8I_TR_NOOP("Messages", "%1 shows as nothing")},
        {MessageId::Confusable,
         U8I_TR_NOOP("Messages", "%1 looks like a letter of another script")},
        {MessageId::NonstandardSpace,
         U8I_TR_NOOP("Messages", "%1 where a plain space is expected")},
        {MessageId::NotNfc, U8I_TR_NOOP("Messages", "%1 is not in NFC")},
        {MessageId::NotNfd, U8I_TR_NOOP("Messages", "%1 is not in NFD")},
        {MessageId::Mojibake,
         U8I_TR_NOOP("Messages", "text that reads as a chain of wrong decodings")},
        {MessageId::CharsetMismatch,
         U8I_TR_NOOP("Messages", "a byte the declared charset does not define")},
        {MessageId::BomMissing,
         U8I_TR_NOOP("Messages", "no byte order mark, which charset utf-8-bom requires")},
        {MessageId::UnusedAllowance, U8I_TR_NOOP("Messages", "this allowance allowed nothing")},
        {MessageId::BadAllowance, U8I_TR_NOOP("Messages", "this allowance names no kind")},
        {MessageId::BidiEmbedding,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi embedding, the text after it may be shown "
                                 "in another order than it is stored")},
        {MessageId::BidiOverride,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi override, the text after it may be shown "
                                 "in another order than it is stored")},
        {MessageId::BidiIsolate,
         U8I_TR_NOOP("Messages", "%1: an explicit bidi isolate, the text after it may be shown in "
                                 "another order than it is stored")},
        {MessageId::BidiClosesIsolate,
         U8I_TR_NOOP("Messages", "%1: closes an explicit bidi isolate")},
        {MessageId::BidiClosesEmbedding,
         U8I_TR_NOOP("Messages", "%1: closes an explicit bidi embedding or override")},
        {MessageId::BidiOpenToLineEnd,
         U8I_TR_NOOP("Messages", "%1 is not closed before the end of its line: the rest of the "
                                 "line is shown reordered (Trojan Source)")},
        {MessageId::InvisibleJoiner,
         U8I_TR_NOOP("Messages", "%1 shows as nothing: not inside an emoji sequence, nor where its "
                                 "script joins letters")},
        {MessageId::InvisibleSelector,
         U8I_TR_NOOP("Messages",
                     "a variation selector with nothing here to vary shows as nothing")},
        {MessageId::InvisibleSoftHyphen,
         U8I_TR_NOOP("Messages", "%1 shows as nothing unless a line breaks there, and is not "
                                 "between two letters")},
        {MessageId::InvisibleHangulFiller,
         U8I_TR_NOOP("Messages", "%1 shows as nothing: a blank letter outside a Hangul syllable")},
        {MessageId::InvisibleDirectionMark,
         U8I_TR_NOOP("Messages", "%1 shows as nothing, in a line without right-to-left text")},
        {MessageId::HiddenTags, U8I_TR_NOOP("Messages", "hidden text in tag characters: '%1'")},
        {MessageId::HiddenSelectorBytes,
         U8I_TR_NOOP("Messages", "hidden bytes in variation selectors: '%1'")},
        {MessageId::HiddenSelectorBytesMore,
         U8I_TR_NOOP("Messages", "hidden bytes in variation selectors: '%1'…")},
        {MessageId::LooksLike,
         U8I_TR_NOOP("Messages", "%1 %2 looks like %3 %4 in the %5 word '%6'")},
        {MessageId::NotNormalized, U8I_TR_NOOP("Messages", "%1 is %2; %3 is %4")},
        {MessageId::Verbatim, "%1"},
        {MessageId::MisdecodedStep,
         U8I_TR_NOOP("Messages", "“%1” encoded back as %2 gives the bytes %3, well-formed %4 for "
                                 "“%5”")},
        {MessageId::MisdecodedThen,
         U8I_TR_NOOP("Messages", "then “%1” encoded back as %2 gives the bytes %3, well-formed %4 "
                                 "for “%5”")},
        {MessageId::C1Evidence,
         U8I_TR_NOOP("Messages", "C1 controls are almost never meant in text; they are what "
                                 "ISO-8859-1 makes of the Windows-1252 bytes 80-9F, and "
                                 "Windows-1252 reads them as “%1”")},
        {MessageId::ModifiedUtf8Evidence,
         U8I_TR_NOOP("Messages", "C0 80 is how Java's modified UTF-8 writes U+0000; UTF-8 writes "
                                 "it as 00 (C0 80 is an overlong form)")},
        {MessageId::CesuPair,
         U8I_TR_NOOP("Messages", "%1 %2 are a UTF-16 surrogate pair, each encoded on its own in 3 "
                                 "bytes (CESU-8); UTF-8 encodes %3 in 4 bytes, %4")},
        {MessageId::AlikeOne,
         U8I_TR_NOOP("Messages", "%1 gives the very same bytes as %2: the wrong decoding may have "
                                 "been either (the repair is the same)")},
        {MessageId::AlikeMany,
         U8I_TR_NOOP("Messages", "%1 give the very same bytes as %2: the wrong decoding may have "
                                 "been any of them (the repair is the same)")},
        {MessageId::ListAnd, U8I_TR_NOOP("Messages", "%1 and %2")},
        {MessageId::LostByte,
         U8I_TR_NOOP("Messages", "a byte of this sequence was lost in an earlier decoding (it "
                                 "shows as '?' or U+FFFD): repaired as U+FFFD")},
        {MessageId::LostSpaceOrWord,
         U8I_TR_NOOP("Messages",
                     "the byte A0 (a no-break space in %1) is missing after %2: read as a word "
                     "space after “%3”; the space may instead be the A0 itself, "
                     "joining “%3” to the next word: the bytes cannot tell the two "
                     "apart")},
        {MessageId::LostSpace,
         U8I_TR_NOOP("Messages", "the byte A0 (a no-break space in %1) was taken for a space that "
                                 "it became: an assumption")},
        {MessageId::UndefinedCarried,
         U8I_TR_NOOP("Messages", "byte %1 is undefined in %2; the text carries it as the "
                                 "character it decodes to")},
        {MessageId::UndefinedControl,
         U8I_TR_NOOP("Messages",
                     "byte %1 is undefined in Windows-1252: the control is left as it is")},
        {MessageId::RivalReading,
         U8I_TR_NOOP("Messages", "%1 reads the same characters as “%2”: the bytes fit "
                                 "both; %3 reads the line better, or is likelier")},
        {MessageId::RivalReadingTie,
         U8I_TR_NOOP("Messages", "%1 reads the same characters as “%2”: the bytes fit both, and "
                                 "the line reads as well either way as %3 reads it")},
        {MessageId::Utf16Lossy,
         U8I_TR_NOOP("Messages", "unpaired surrogates or an odd last byte became U+FFFD")},
        {MessageId::UndefinedBecameOne,
         U8I_TR_NOOP("Messages", "1 undefined byte became U+FFFD or a C1 control")},
        {MessageId::UndefinedBecame,
         U8I_TR_NOOP("Messages", "%1 undefined bytes became U+FFFD or C1 controls")},
        {MessageId::JudgedOnFirst, U8I_TR_NOOP("Messages", " (judged on the first %1 bytes)")},
        {MessageId::Utf16BomEvidence,
         U8I_TR_NOOP("Messages", "the data starts with %1, the %2 byte order mark")},
        {MessageId::Utf16NulsSecond,
         U8I_TR_NOOP("Messages", "%1 of the first %2 byte pairs have a NUL in the second byte, as "
                                 "text in %3 has")},
        {MessageId::Utf16NulsFirst,
         U8I_TR_NOOP("Messages", "%1 of the first %2 byte pairs have a NUL in the first byte, as "
                                 "text in %3 has")},
        {MessageId::ReadingFirst,
         U8I_TR_NOOP("Messages", "the bytes are not UTF-8; read as %1: %2 undefined bytes, %3 "
                                 "non-ASCII characters, %4% of them letters")},
        {MessageId::ReadingFirstOne,
         U8I_TR_NOOP("Messages", "the bytes are not UTF-8; read as %1: 1 undefined byte, %2 "
                                 "non-ASCII characters, %3% of them letters")},
        {MessageId::ReadingNext,
         U8I_TR_NOOP("Messages", "next best %1: %2 undefined bytes, %3 non-ASCII characters, %4% "
                                 "of them letters")},
        {MessageId::ReadingNextOne,
         U8I_TR_NOOP("Messages", "next best %1: 1 undefined byte, %2 non-ASCII characters, %3% of "
                                 "them letters")},
        {MessageId::ReadingScript, U8I_TR_NOOP("Messages", " (%1% %2)")},
        {MessageId::ReadingScore, U8I_TR_NOOP("Messages", ", score %1")},
        {MessageId::ReadingNextEnd, U8I_TR_NOOP("Messages", " (a lower score is more plausible)")},
        {MessageId::RunNotUtf8, U8I_TR_NOOP("Messages", "the bytes are not UTF-8")},
        {MessageId::RunSameIn, U8I_TR_NOOP("Messages", "the same in %1")},
        {MessageId::RunOtherText,
         U8I_TR_NOOP("Messages", "but other text in %1, so it is left as it is")},
        {MessageId::DamageNotInCharset,
         U8I_TR_NOOP("Messages",
                     "%1: it does not read as text in %2, the charset of the file's other runs")},
        {MessageId::DamageNoCharset,
         U8I_TR_NOOP("Messages", "%1: no legacy charset reads it as letters of the text")},
        {MessageId::DamageShapedNotIn,
         U8I_TR_NOOP("Messages", "%1: a UTF-8 form a decoder refuses; it does not read as text in "
                                 "%2, the charset of the file's other runs")},
        {MessageId::DamageShapedNone,
         U8I_TR_NOOP("Messages", "%1: a UTF-8 form a decoder refuses; no legacy charset reads it "
                                 "as letters of the text")},
        {MessageId::DamageFragmentNotIn,
         U8I_TR_NOOP("Messages", "%1: a piece of a character the text uses elsewhere; it does not "
                                 "read as text in %2, the charset of the file's other runs")},
        {MessageId::DamageFragmentNone,
         U8I_TR_NOOP("Messages", "%1: a piece of a character the text uses elsewhere; no legacy "
                                 "charset reads it as letters of the text")},
        {MessageId::DamageInUtf8Word,
         U8I_TR_NOOP("Messages", "%1: inside a word written in UTF-8 (a well-formed letter "
                                 "beyond ASCII, or a form only a UTF-8 encoder writes)")},
        {MessageId::DamageShapedSpells,
         U8I_TR_NOOP("Messages", "%1: a UTF-8 form a decoder refuses; read as %2 it would spell "
                                 "“%3”, not letters the text uses")},
        {MessageId::DamageFragmentSpells,
         U8I_TR_NOOP("Messages", "%1: a piece of a character the text uses elsewhere; read as %2 "
                                 "it would spell “%3”, not letters the text uses")},
        {MessageId::DamageNotTextSpells,
         U8I_TR_NOOP("Messages",
                     "%1: not text; read as %2 it would spell “%3”, not letters the text uses")},
        {MessageId::DamageStrayLetter,
         U8I_TR_NOOP("Messages", "%1: not text; read as %2 it would spell “%3” inside a word, a "
                                 "letter neither the text nor its language writes")},
        {MessageId::LegacySpells,
         U8I_TR_NOOP("Messages", "read as %1 it spells “%2”, letters of the text's script that fit "
                                 "the words around them")},
        {MessageId::LegacyPunctuation,
         U8I_TR_NOOP("Messages",
                     "read as %1 it spells “%2”, punctuation where punctuation stands")},
        {MessageId::RunsReadAsOne, U8I_TR_NOOP("Messages", "1 run reads as %1")},
        {MessageId::RunsReadAs, U8I_TR_NOOP("Messages", "%1 runs read as %2")},
        {MessageId::RunsDamageOne, U8I_TR_NOOP("Messages", "1 run is damage")},
        {MessageId::RunsDamage, U8I_TR_NOOP("Messages", "%1 runs are damage")},
        {MessageId::ListComma, ", "},
        {MessageId::RunAtOne, U8I_TR_NOOP("Messages", "at %1, 1 byte: ")},
        {MessageId::RunAt, U8I_TR_NOOP("Messages", "at %1, %2 bytes: ")},
        {MessageId::RunAtDamageOne, U8I_TR_NOOP("Messages", "at %1, 1 byte: damage, ")},
        {MessageId::RunAtDamage, U8I_TR_NOOP("Messages", "at %1, %2 bytes: damage, ")},
        {MessageId::RunsInAll, U8I_TR_NOOP("Messages", " in all")},
        {MessageId::WellFormedCharsOne,
         U8I_TR_NOOP("Messages", "1 well-formed multi-byte character")},
        {MessageId::WellFormedChars,
         U8I_TR_NOOP("Messages", "%1 well-formed multi-byte characters")},
        {MessageId::ReadAsNoTextOne, U8I_TR_NOOP("Messages", ", which reads as no text in %1")},
        {MessageId::ReadAsNoText, U8I_TR_NOOP("Messages", ", which read as no text in %1")},
        {MessageId::BesideRunsOne, U8I_TR_NOOP("Messages", ", beside 1 ill-formed run")},
        {MessageId::BesideRuns, U8I_TR_NOOP("Messages", ", beside %1 ill-formed runs")},
        {MessageId::BesideGroupsOne, U8I_TR_NOOP("Messages", " beside 1 ill-formed group")},
        {MessageId::BesideGroups, U8I_TR_NOOP("Messages", " beside %1 ill-formed groups")},
        {MessageId::AsciiWithRunOne, U8I_TR_NOOP("Messages", "ASCII text with 1 ill-formed run")},
        {MessageId::AsciiWithRunOneDamage,
         U8I_TR_NOOP("Messages", "ASCII text with 1 ill-formed run, which is damage")},
        {MessageId::AsciiWithRuns,
         U8I_TR_NOOP("Messages", "ASCII text with %1 ill-formed runs, %2 of them damage")},
        {MessageId::EveryByteIs, U8I_TR_NOOP("Messages", "every byte is %1")},
        {MessageId::Utf32Bom, U8I_TR_NOOP("Messages", "starts with %1, the %2 byte order mark")},
        {MessageId::Utf32Nuls,
         U8I_TR_NOOP("Messages", "%1% of the 4-byte units are code points with two NUL high bytes, "
                                 "as UTF-32 text has")},
        {MessageId::Libmagic, U8I_TR_NOOP("Messages", "libmagic: %1")},
        {MessageId::CesuOrModified,
         U8I_TR_NOOP("Messages", "every ill-formed group is an encoded surrogate or C0 80: UTF-8 "
                                 "as CESU-8 or Java's modified UTF-8 write it")},
        {MessageId::NoLegacyReadingOne,
         U8I_TR_NOOP("Messages", "no legacy encoding reads it as text, and 1 UTF-8 multi-byte "
                                 "character is well-formed")},
        {MessageId::NoLegacyReading,
         U8I_TR_NOOP("Messages", "no legacy encoding reads it as text, and %1 UTF-8 multi-byte "
                                 "characters are well-formed")},
        {MessageId::LibmagicNotText,
         U8I_TR_NOOP("Messages", "libmagic names a file type that is not text")},
        {MessageId::NoEncodingReads, U8I_TR_NOOP("Messages", "no encoding reads it")},
        {MessageId::NoEncodingReadsText,
         U8I_TR_NOOP("Messages", "no encoding reads it as text: the best, %1, gives mostly "
                                 "symbols, controls or undefined bytes")},
        {MessageId::NeitherDetector,
         U8I_TR_NOOP(
             "Messages",
             "neither detector proposes an encoding for it and libmagic does not call it text")},
        {MessageId::ControlsNotTextOne,
         U8I_TR_NOOP("Messages", "1 NUL byte and %1% control bytes in what was read: not text")},
        {MessageId::ControlsNotText,
         U8I_TR_NOOP("Messages", "%1 NUL bytes and %2% control bytes in what was read: not text")},
        {MessageId::LibmagicBinaryNul,
         U8I_TR_NOOP("Messages", "libmagic names a binary format, and it has NUL bytes")},
        {MessageId::EveryByteAscii, U8I_TR_NOOP("Messages", "every byte is ASCII")},
        {MessageId::AllWellFormedOne,
         U8I_TR_NOOP("Messages", "1 multi-byte character, well-formed")},
        {MessageId::AllWellFormed,
         U8I_TR_NOOP("Messages", "%1 multi-byte characters, all well-formed")},
        {MessageId::ProposedBy, U8I_TR_NOOP("Messages", "proposed by %1")},
        {MessageId::ReadingHead, U8I_TR_NOOP("Messages", "%1 non-ASCII characters read in %2: ")},
        {MessageId::ReadingHeadOne, U8I_TR_NOOP("Messages", "1 non-ASCII character read in %1: ")},
        {MessageId::CountUndefinedBytes, U8I_TR_NOOP("Messages", "%1 undefined bytes")},
        {MessageId::CountUndefinedBytesOne, U8I_TR_NOOP("Messages", "1 undefined byte")},
        {MessageId::CountControls, U8I_TR_NOOP("Messages", ", %1 controls")},
        {MessageId::CountControlsOne, U8I_TR_NOOP("Messages", ", 1 control")},
        {MessageId::CountSymbols, U8I_TR_NOOP("Messages", ", %1 symbols")},
        {MessageId::CountSymbolsOne, U8I_TR_NOOP("Messages", ", 1 symbol")},
        {MessageId::CountScriptChanges,
         U8I_TR_NOOP("Messages", ", %1 words that change script or case")},
        {MessageId::CountScriptChangesOne,
         U8I_TR_NOOP("Messages", ", 1 word that changes script or case")},
        {MessageId::AlphabetAll,
         U8I_TR_NOOP("Messages", "every letter belongs to the %1 alphabet")},
        {MessageId::AlphabetForeignOne,
         U8I_TR_NOOP("Messages", "1 letter is not in the %1 alphabet, the closest")},
        {MessageId::AlphabetForeign,
         U8I_TR_NOOP("Messages", "%1 letters are not in the %2 alphabet, the closest")},
        {MessageId::NextBestHead, U8I_TR_NOOP("Messages", "next best, %1: ")},
        {MessageId::CountControlsSymbols, U8I_TR_NOOP("Messages", ", %1 controls and symbols")},
        {MessageId::CountControlsSymbolsOne, U8I_TR_NOOP("Messages", ", 1 control or symbol")},
        {MessageId::CountOddWords, U8I_TR_NOOP("Messages", ", %1 odd words")},
        {MessageId::CountOddWordsOne, U8I_TR_NOOP("Messages", ", 1 odd word")},
        {MessageId::CountLettersOutside, U8I_TR_NOOP("Messages", ", %1 letters outside %2")},
        {MessageId::CountLettersOutsideOne, U8I_TR_NOOP("Messages", ", 1 letter outside %1")},
        {MessageId::CountLettersOutsideAny,
         U8I_TR_NOOP("Messages", ", %1 letters outside any alphabet")},
        {MessageId::CountLettersOutsideAnyOne,
         U8I_TR_NOOP("Messages", ", 1 letter outside any alphabet")},
        {MessageId::ChainNotUtf8, U8I_TR_NOOP("Messages", "%1 (the data is not UTF-8)")},
        {MessageId::ChainCesu,
         U8I_TR_NOOP("Messages", "CESU-8 (a surrogate pair encoded as two 3-byte sequences) "
                                 "instead of UTF-8")},
        {MessageId::ChainModifiedUtf8,
         U8I_TR_NOOP("Messages", "Java modified UTF-8 (U+0000 as C0 80) instead of UTF-8")},
        {MessageId::ChainLink, U8I_TR_NOOP("Messages", " → decoded as %1 → encoded as UTF-8")},
        {MessageId::ChainLinkTwice,
         U8I_TR_NOOP("Messages", " → decoded as %1 → encoded as UTF-8 (twice)")},
        {MessageId::ChainLinkTimes,
         U8I_TR_NOOP("Messages", " → decoded as %1 → encoded as UTF-8 (%2 times)")},
    }};

// The words of small counts ("two continuation bytes"), translated with the sentences.
inline constexpr std::array<const char *, 7> kCountWords = {
    U8I_TR_NOOP("Messages", "no"),   U8I_TR_NOOP("Messages", "one"),
    U8I_TR_NOOP("Messages", "two"),  U8I_TR_NOOP("Messages", "three"),
    U8I_TR_NOOP("Messages", "four"), U8I_TR_NOOP("Messages", "five"),
    U8I_TR_NOOP("Messages", "six")};

// The English sentence of `id`: a finding's (kMessageTemplates) or the teaching prose's
// (kTeachTemplates).
[[nodiscard]] constexpr const char *messageTemplate(MessageId id)
{
    const auto i = static_cast<std::size_t>(id);
    return i < kMessageTemplates.size() ? kMessageTemplates[i].text
                                        : kTeachTemplates[i - kMessageTemplates.size()].text;
}

// Every row stands at its own id's place, so that messageTemplate(id) is id's sentence.
[[nodiscard]] consteval bool messageTemplatesInOrder()
{
    for (std::size_t i = 0; i < kMessageTemplates.size(); ++i)
        if (static_cast<std::size_t>(kMessageTemplates[i].id) != i)
            return false;
    for (std::size_t i = 0; i < kTeachTemplates.size(); ++i)
        if (static_cast<std::size_t>(kTeachTemplates[i].id) != kMessageTemplates.size() + i)
            return false;
    return kMessageTemplates.size() + kTeachTemplates.size() ==
           static_cast<std::size_t>(kLastMessageId) + 1;
}
static_assert(messageTemplatesInOrder(),
              "kMessageTemplates and kTeachTemplates: one row per MessageId, in order");

} // namespace u8i
