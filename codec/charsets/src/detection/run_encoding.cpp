// The charset of a file's legacy runs (see run_encoding.h).
#include "u8i/charsets/detection/run_encoding.h"

#include "detection/text_plausibility.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/utf8/item.h"

#include <algorithm>

namespace u8i::charsets {

namespace {

constexpr Offset kWordReach = 32;
constexpr std::size_t kTextLimit = 64 * 1024;

bool inWord(std::uint8_t b)
{
    return b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
}

// The words that hold the runs read as text, one after another with a blank between.
std::vector<std::uint8_t> runWords(Bytes data, const IllFormedRuns &runs)
{
    std::vector<std::uint8_t> out;
    Offset done = 0;
    for (const IllFormedRun &r : runs.runs) {
        if (r.reading == RunReading::Damage || r.offset < done || out.size() >= kTextLimit)
            continue;
        Offset begin = r.offset;
        while (begin > done && r.offset - begin < kWordReach && inWord(data[begin - 1]))
            --begin;
        Offset end = r.offset + r.length;
        while (end < data.size() && end - r.offset < kWordReach && inWord(data[end]))
            ++end;
        out.insert(out.end(), data.begin() + static_cast<std::ptrdiff_t>(begin),
                   data.begin() + static_cast<std::ptrdiff_t>(end));
        out.push_back(' ');
        done = end;
    }
    return out;
}

// The language of the well-formed text: its ICU code, or empty.
std::string languageOfUtf8(Bytes data)
{
    std::u32string text;
    for (Offset p = 0; p < data.size() && text.size() < kTextLimit;) {
        const Item item = decodeItemAt(data, p);
        text.push_back(item.wellFormed ? item.codePoint : char32_t{' '});
        p = item.end();
    }
    return judgeText(text, 0).languageCode;
}

std::string chooseEncoding(Bytes data, const IllFormedRuns &runs)
{
    if (runs.count(RunReading::Damage) == runs.runs.size())
        return {};
    const std::vector<std::uint8_t> words = runWords(data, runs);
    const std::string language = languageOfUtf8(data);
    std::string best;
    double bestScore = -1e9;
    for (const LegacyCharset *c : runReadingCharsets()) {
        const LegacyDecoding d = c->decode(Bytes(words));
        const double score = judgeText(d.text, d.undefinedBytes.size(), language).score;
        if (score > bestScore + 1e-9) {
            bestScore = score;
            best = c->name();
        }
    }
    return best;
}

} // namespace

IllFormedRuns judgeRuns(Bytes data)
{
    const IllFormedRunJudge &judge = illFormedRunJudge();
    const IllFormedRuns first = judge.judge(data);
    const std::string encoding = chooseEncoding(data, first);
    return encoding.empty() ? first : judge.judge(data, encoding);
}

std::string runEncoding(Bytes data)
{
    const Bytes head = data.first(std::min(data.size(), kDetectionHead));
    const IllFormedRuns runs = judgeRuns(head);
    return runs.count(RunReading::Damage) == runs.runs.size() ? std::string() : runs.encoding;
}

MojibakeOptions mojibakeOptionsFor(Bytes data)
{
    MojibakeOptions options = mojibakeOptions();
    options.runEncoding = runEncoding(data);
    return options;
}

std::optional<MojibakeOptions> runByRunRepairOptions(Bytes data)
{
    const EncodingVerdict verdict = detectEncoding(data);
    if (verdict.kind == EncodingClass::Binary || verdict.kind == EncodingClass::Legacy)
        return std::nullopt;
    MojibakeOptions options = mojibakeOptions();
    options.wholeInput = false;
    options.runEncoding = runsEncoding(verdict);
    return options;
}

} // namespace u8i::charsets
