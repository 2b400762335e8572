// One descriptor per kind of the vocabulary: its name, category, texts, help anchor and default
// level. The CLI help, SARIF, --error/--no-warn, the settings dialog, the diagnostics filter and
// the GUI read this table, and nothing else describes a kind. The counts of kinds come from it.
//
// The texts are English and stay in this Qt-free codec. U8I_TR_NOOP marks them for Qt's lupdate
// (-tr-function-alias QT_TRANSLATE_NOOP+=U8I_TR_NOOP), in the context "Kinds"; the GUI shows them
// through QCoreApplication::translate(kKindsContext, text), the CLI as they are.
#pragma once

#include "u8i/utf8/kinds.h"

#include <array>
#include <cstddef>
#include <string_view>

// Marks a text for translation and gives it back unchanged.
#define U8I_TR_NOOP(context, text) text

namespace u8i {

// The translation context of the descriptors' texts.
inline constexpr const char *kKindsContext = "Kinds";

// Which family a kind belongs to: an ill-formed group, deceptive text (UTS #55, UTS #39), any
// other notice, or a finding of a project's own rules (.editorconfig, inline allowances).
enum class KindCategory : std::uint8_t { Error, Deceptive, Other, Project };

// How loud a kind is unless the user says otherwise (--error, --no-warn).
enum class KindLevel : std::uint8_t { Error, Warning };

template <typename Kind> struct KindDescriptor {
    Kind kind;
    std::string_view name; // as --check, --error, JSON and SARIF spell it: "c1-control"
    KindCategory category;
    const char *label;           // a check box or a filter entry: "C1 control characters (…)"
    const char *rule;            // the rule in one line (SARIF shortDescription)
    const char *description;     // what it is and why it matters (SARIF fullDescription)
    std::string_view helpAnchor; // the anchor of its help page (SARIF helpUri)
    KindLevel level;
};

inline constexpr std::string_view kCheckHelpAnchor = "command-line";
inline constexpr std::string_view kRulesHelpAnchor = "a-projects-own-rules";

inline constexpr auto kErrorKindDescriptors = std::to_array<KindDescriptor<ErrorKind>>({
    {ErrorKind::ObsoleteForm, "obsolete-form", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Obsolete 5- and 6-byte forms (lead F8–FD)"),
     U8I_TR_NOOP("Kinds", "A 5- or 6-byte sequence (lead F8-FD)"),
     U8I_TR_NOOP("Kinds", "RFC 2279 allowed 5- and 6-byte forms; RFC 3629 removed them. Decoders "
                          "replace them."),
     kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::InvalidByte, "invalid-byte", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Bytes never used in UTF-8 (FE, FF)"),
     U8I_TR_NOOP("Kinds", "A byte never used in UTF-8 (FE or FF)"),
     U8I_TR_NOOP("Kinds", "FE and FF never occur in UTF-8."), kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::Overlong, "overlong", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Overlong encodings"), U8I_TR_NOOP("Kinds", "An overlong encoding"),
     U8I_TR_NOOP("Kinds", "A value encoded in more bytes than its shortest form (C0, C1, E0 "
                          "80-9F, F0 80-8F); decoders must refuse it."),
     kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::Surrogate, "surrogate", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Encoded UTF-16 surrogates (ED A0–BF)"),
     U8I_TR_NOOP("Kinds", "An encoded UTF-16 surrogate (ED A0-BF)"),
     U8I_TR_NOOP("Kinds", "Surrogates D800-DFFF are not characters; a pair of them is CESU-8, not "
                          "UTF-8."),
     kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::OutOfRange, "out-of-range", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Values above U+10FFFF"), U8I_TR_NOOP("Kinds", "A value above U+10FFFF"),
     U8I_TR_NOOP("Kinds", "F4 90-BF and F5-F7 encode values beyond the last code point."),
     kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::Truncated, "truncated", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Sequences cut short"), U8I_TR_NOOP("Kinds", "A sequence cut short"),
     U8I_TR_NOOP("Kinds", "A lead byte with too few continuation bytes, interrupted by another "
                          "byte or by the end of the data."),
     kCheckHelpAnchor, KindLevel::Error},
    {ErrorKind::UnexpectedContinuation, "unexpected-continuation", KindCategory::Error,
     U8I_TR_NOOP("Kinds", "Continuation bytes with no lead byte (80–BF)"),
     U8I_TR_NOOP("Kinds", "Continuation bytes with no lead byte"),
     U8I_TR_NOOP("Kinds", "Bytes 80-BF that no lead byte absorbed."), kCheckHelpAnchor,
     KindLevel::Error},
});

inline constexpr auto kNoticeKindDescriptors = std::to_array<KindDescriptor<NoticeKind>>({
    {NoticeKind::Bom, "bom", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "Byte order mark at the start (EF BB BF)"),
     U8I_TR_NOOP("Kinds", "A UTF-8 byte order mark at offset 0"),
     U8I_TR_NOOP("Kinds", "EF BB BF at the start: a signature some tools mishandle (shebangs, CSV "
                          "headers, concatenation)."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::Zwnbsp, "zwnbsp", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "U+FEFF elsewhere (zero-width no-break space)"),
     U8I_TR_NOOP("Kinds", "U+FEFF inside the text"),
     U8I_TR_NOOP("Kinds", "A byte order mark only means something at offset 0; inside the text it "
                          "is a zero width no-break space (files joined together?)."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::Noncharacter, "noncharacter", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "Noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF)"),
     U8I_TR_NOOP("Kinds", "A noncharacter"),
     U8I_TR_NOOP("Kinds",
                 "U+FDD0-FDEF and U+xFFFE/xFFFF are well-formed but not meant for interchange."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::C1Control, "c1-control", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "C1 control characters (U+0080–U+009F)"),
     U8I_TR_NOOP("Kinds", "A C1 control character (U+0080-009F)"),
     U8I_TR_NOOP("Kinds", "The typical trace of Windows-1252 text decoded as Latin-1."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::ReplacementCharacter, "replacement-character", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "Replacement characters U+FFFD in the data"),
     U8I_TR_NOOP("Kinds", "U+FFFD in the data"),
     U8I_TR_NOOP("Kinds", "An earlier lossy decoding replaced bytes here."), kCheckHelpAnchor,
     KindLevel::Warning},
    {NoticeKind::PrivateUse, "private-use", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "Private-use characters"),
     U8I_TR_NOOP("Kinds", "A private-use character"),
     U8I_TR_NOOP("Kinds", "Its meaning is agreed only between its users."), kCheckHelpAnchor,
     KindLevel::Warning},
    {NoticeKind::Control, "control", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "ASCII control characters other than tab and line ends"),
     U8I_TR_NOOP("Kinds", "An ASCII control character"),
     U8I_TR_NOOP("Kinds", "A C0 control other than TAB, LF or CR, or DEL."), kCheckHelpAnchor,
     KindLevel::Warning},
    {NoticeKind::BidiControl, "bidi-control", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Bidirectional formatting characters"),
     U8I_TR_NOOP("Kinds", "An explicit bidirectional control"),
     U8I_TR_NOOP("Kinds", "An embedding, override or isolate (U+202A-202E, U+2066-2069) or its "
                          "terminator."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::BidiUnterminated, "bidi-unterminated", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Bidi overrides not closed on their line"),
     U8I_TR_NOOP("Kinds", "A bidirectional control not closed on its line"),
     U8I_TR_NOOP("Kinds", "An embedding, override or isolate still open at the end of its line "
                          "(Trojan Source)."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::Invisible, "invisible", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Invisible characters out of their context"),
     U8I_TR_NOOP("Kinds", "An invisible character"),
     U8I_TR_NOOP("Kinds", "A default-ignorable character that shows as nothing, outside the "
                          "contexts that need it."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::Confusable, "confusable", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Look-alike letters of another script in a word"),
     U8I_TR_NOOP("Kinds", "A letter confusable with another script's"),
     U8I_TR_NOOP("Kinds", "A letter of another script inside a word, confusable with a letter of "
                          "the word's script (UTS #39)."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::NonstandardSpace, "nonstandard-space", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "No-break and other spaces beside plain text"),
     U8I_TR_NOOP("Kinds", "A space other than U+0020"),
     U8I_TR_NOOP("Kinds", "A no-break, en, em, ideographic or other space where a plain space is "
                          "expected."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::NotNfc, "not-nfc", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Text not in NFC"),
     U8I_TR_NOOP("Kinds", "Text that NFC normalization changes"),
     U8I_TR_NOOP("Kinds", "A run that Unicode normalization form C changes."), kCheckHelpAnchor,
     KindLevel::Warning},
    {NoticeKind::NotNfd, "not-nfd", KindCategory::Deceptive,
     U8I_TR_NOOP("Kinds", "Text not in NFD"),
     U8I_TR_NOOP("Kinds", "Text that NFD normalization changes"),
     U8I_TR_NOOP("Kinds", "A run that Unicode normalization form D changes."), kCheckHelpAnchor,
     KindLevel::Warning},
    {NoticeKind::Mojibake, "mojibake", KindCategory::Other,
     U8I_TR_NOOP("Kinds", "Runs that read as a chain of wrong decodings (mojibake)"),
     U8I_TR_NOOP("Kinds", "Text that reads as a chain of wrong decodings"),
     U8I_TR_NOOP("Kinds", "A run of well-formed text that reads as UTF-8 decoded in the wrong "
                          "encoding, once or more (\"CafÃ©\" for \"Café\"); --fix-mojibake "
                          "repairs it."),
     kCheckHelpAnchor, KindLevel::Warning},
    {NoticeKind::CharsetMismatch, "charset-mismatch", KindCategory::Project,
     U8I_TR_NOOP("Kinds", "Bytes the declared charset does not define"),
     U8I_TR_NOOP("Kinds", "A byte undefined in the charset .editorconfig declares"),
     U8I_TR_NOOP("Kinds", "The file's .editorconfig declares latin1, utf-16be or utf-16le, and "
                          "these bytes are not text in that charset."),
     kRulesHelpAnchor, KindLevel::Error},
    {NoticeKind::BomMissing, "bom-missing", KindCategory::Project,
     U8I_TR_NOOP("Kinds", "Byte order mark missing (charset utf-8-bom)"),
     U8I_TR_NOOP("Kinds", "No byte order mark where utf-8-bom requires one"),
     U8I_TR_NOOP("Kinds", "The file's .editorconfig declares utf-8-bom, and the file does not "
                          "start with EF BB BF."),
     kRulesHelpAnchor, KindLevel::Error},
    {NoticeKind::UnusedAllowance, "unused-allowance", KindCategory::Project,
     U8I_TR_NOOP("Kinds", "Inline allowances that allow nothing"),
     U8I_TR_NOOP("Kinds", "An inline allowance that allowed nothing"),
     U8I_TR_NOOP("Kinds", "A comment 'utf8-inspector: allow ...' with nothing of its kind on its "
                          "line or the next: stale, and best removed."),
     kRulesHelpAnchor, KindLevel::Warning},
    {NoticeKind::BadAllowance, "bad-allowance", KindCategory::Project,
     U8I_TR_NOOP("Kinds", "Inline allowances that name no known kind"),
     U8I_TR_NOOP("Kinds", "An inline allowance of an unknown kind"),
     U8I_TR_NOOP("Kinds", "A comment 'utf8-inspector: allow ...' names neither a kind of the "
                          "vocabulary nor a character U+XXXX."),
     kRulesHelpAnchor, KindLevel::Error},
});

// The counts of kinds, from the table: every enumerator has its row, in the enum's order.
inline constexpr int kErrorKindCount = static_cast<int>(kErrorKindDescriptors.size());
inline constexpr int kNoticeKindCount = static_cast<int>(kNoticeKindDescriptors.size());

namespace detail {
template <typename Kind, std::size_t N>
constexpr bool inEnumOrder(const std::array<KindDescriptor<Kind>, N> &table, Kind last)
{
    for (std::size_t i = 0; i < N; ++i)
        if (static_cast<std::size_t>(table[i].kind) != i || table[i].name.empty())
            return false;
    return static_cast<std::size_t>(last) + 1 == N;
}
} // namespace detail
static_assert(detail::inEnumOrder(kErrorKindDescriptors, kLastErrorKind),
              "one row per ErrorKind, in the enum's order");
static_assert(detail::inEnumOrder(kNoticeKindDescriptors, kLastNoticeKind),
              "one row per NoticeKind, in the enum's order");

[[nodiscard]] constexpr const KindDescriptor<ErrorKind> &descriptor(ErrorKind kind)
{
    return kErrorKindDescriptors[static_cast<std::size_t>(kind)];
}
[[nodiscard]] constexpr const KindDescriptor<NoticeKind> &descriptor(NoticeKind kind)
{
    return kNoticeKindDescriptors[static_cast<std::size_t>(kind)];
}

// True for the deceptive-text notices (UTS #55, UTS #39).
[[nodiscard]] constexpr bool isDeceptive(NoticeKind kind)
{
    return descriptor(kind).category == KindCategory::Deceptive;
}

} // namespace u8i
