#include "u8i/strings/utf16_guess.h"

#include <algorithm>

namespace u8i {

namespace {

// A low byte that text in UTF-16 puts beside a NUL high byte: printable ASCII, TAB, LF, CR, or
// Latin-1 letters and signs. Binary words (small integers) have every value there.
bool textLike(std::uint8_t low)
{
    return low == 0x09 || low == 0x0A || low == 0x0D || (low >= 0x20 && low <= 0x7E) || low >= 0xA0;
}

} // namespace

std::optional<Utf16Guess> guessUtf16(Bytes data)
{
    if (data.size() >= 2 && data[0] == 0xFF && data[1] == 0xFE) {
        if (data.size() >= 4 && data[2] == 0 && data[3] == 0)
            return std::nullopt; // the UTF-32LE byte order mark
        return Utf16Guess{Utf16Order::Little, true, 0, 0};
    }
    if (data.size() >= 2 && data[0] == 0xFE && data[1] == 0xFF)
        return Utf16Guess{Utf16Order::Big, true, 0, 0};

    const Offset n = std::min<Offset>(data.size(), kUtf16GuessWindow) & ~Offset{1};
    if (n < 4)
        return std::nullopt;
    // zero[0]: pairs with 00 first, zero[1]: pairs with 00 second; text[i]: of those, the ones
    // whose other byte looks like text.
    Offset zero[2] = {0, 0};
    Offset text[2] = {0, 0};
    for (Offset i = 0; i < n; i += 2) {
        const std::uint8_t a = data[i];
        const std::uint8_t b = data[i + 1];
        if (a == 0) {
            ++zero[0];
            text[0] += textLike(b) ? 1U : 0U;
        }
        if (b == 0) {
            ++zero[1];
            text[1] += textLike(a) ? 1U : 0U;
        }
    }
    const Offset pairs = n / 2;
    // Little-endian: the high byte is the second. Many NULs there (at least 30% of the pairs, as
    // any text with Latin letters, digits or spaces has), hardly any in the other byte (at most
    // 5%), and beside the NULs mostly text (90%).
    const auto fits = [&](int high) {
        const int low = 1 - high;
        return zero[high] * 10 >= pairs * 3 && zero[low] * 20 <= pairs &&
               text[high] * 10 >= zero[high] * 9;
    };
    if (fits(1))
        return Utf16Guess{Utf16Order::Little, false, pairs, zero[1]};
    if (fits(0))
        return Utf16Guess{Utf16Order::Big, false, pairs, zero[0]};
    return std::nullopt;
}

Message utf16EvidenceMessage(const Utf16Guess &guess)
{
    const bool little = guess.order == Utf16Order::Little;
    if (guess.bom)
        return {MessageId::Utf16BomEvidence,
                {{MessageArg::Type::HexBytes, little ? "FF FE" : "FE FF", 0},
                 verbatimArg(guess.name())}};
    return {little ? MessageId::Utf16NulsSecond : MessageId::Utf16NulsFirst,
            {numberArg(guess.highNuls), numberArg(guess.pairs), verbatimArg(guess.name())}};
}

std::string describeUtf16Evidence(const Utf16Guess &guess)
{
    return englishText(utf16EvidenceMessage(guess));
}

} // namespace u8i
