// Whether a variation selector has a base it can vary, from ICU's character properties (ICU has no
// copy of StandardizedVariants.txt, emoji-variation-sequences.txt or the Ideographic Variation
// Database, so the rule is by property, per kind of selector):
// - VS15, VS16 (U+FE0E, U+FE0F), text or emoji presentation: a character with Emoji=Yes, the only
//   characters that emoji variation sequences are defined for (UTS #51);
// - VS17 to VS256 (U+E0100 on), ideographic variation sequences: a Unified_Ideograph, the only
//   bases the Ideographic Variation Database registers (UTS #37);
// - the Mongolian free variation selectors (U+180B-180D, U+180F): a Mongolian letter;
// - VS1 to VS14 (U+FE00-FE0D), the standardized variants:
//   - after a unified ideograph, exactly the CJK compatibility variants: VSn when at least n CJK
//     compatibility ideographs decompose to it (their canonical decompositions, in ICU's
//     normalization data, give all 1002 of those sequences);
//   - a mathematical symbol (Math=Yes);
//   - a decimal digit or an uncased letter (General_Category Lo), where the other standardized
//     variants are (the slashed zero; Myanmar, Phags-pa, Manichaean letters; Egyptian
//     hieroglyphs).
//   A cased letter (Latin, Greek, Cyrillic...), punctuation or another symbol takes none.
// Never a base (The Unicode Standard, section 23.4): nothing, a mark, another selector, or a
// character with a canonical decomposition (Hangul syllables, precomposed letters).
#pragma once

namespace u8i::charsets::detail {

[[nodiscard]] bool isVariationBase(char32_t selector, char32_t base);

} // namespace u8i::charsets::detail
