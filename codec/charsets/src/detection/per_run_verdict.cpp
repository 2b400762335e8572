// The verdict per run (see per_run_verdict.h).
#include "detection/per_run_verdict.h"
#include "u8i/hex_text.h"

namespace u8i::charsets {

namespace {

constexpr std::size_t kRunsExplained = 3;

std::string hex(Offset offset)
{
    return "0x" + hexNumber(offset);
}

// ASCII that a field another program wrote takes with it: anything but a line break, a tab or a
// quotation mark (which delimit CSV fields and JSON strings).
bool fieldAscii(std::uint8_t b)
{
    return b < 0x80 && b != '\n' && b != '\r' && b != '\t' && b != '"';
}

// The run widened to the ASCII of its field, or merged into the last run when it has the same
// encoding and only such ASCII lies between them. Runs stay apart: the ASCII between two runs of
// different encodings goes with the first (it was widened over it), so that no byte is in two
// runs (--decode --from auto would convert it twice).
void addRun(std::vector<LegacyRun> &out, Bytes data, const IllFormedRun &r)
{
    const Offset previousEnd = out.empty() ? 0 : out.back().offset + out.back().length;
    Offset begin = r.offset;
    while (begin > previousEnd && fieldAscii(data[begin - 1]))
        --begin;
    Offset end = r.offset + r.length;
    while (end < data.size() && fieldAscii(data[end]))
        ++end;
    if (!out.empty() && out.back().encoding == r.encoding &&
        out.back().offset + out.back().length >= begin) {
        out.back().length = end - out.back().offset;
        return;
    }
    out.push_back(LegacyRun{begin, end - begin, r.encoding});
}

} // namespace

void addLegacyRuns(EncodingVerdict &v, Bytes data, const IllFormedRuns &runs, Offset fileOffsets)
{
    std::size_t explained = 0;
    for (const IllFormedRun &r : runs.runs) {
        if (r.offset + r.length > fileOffsets)
            break;
        if (r.reading == RunReading::Legacy)
            addRun(v.runs, data.first(fileOffsets), r);
        if (explained++ < kRunsExplained) {
            const bool damage = r.reading == RunReading::Damage;
            Message at = r.length == 1
                             ? Message{damage ? MessageId::RunAtDamageOne : MessageId::RunAtOne,
                                       {verbatimArg(hex(r.offset))}}
                             : Message{damage ? MessageId::RunAtDamage : MessageId::RunAt,
                                       {verbatimArg(hex(r.offset)), numberArg(r.length)}};
            Message why = r.why;
            why.joined = true;
            v.addEvidence({std::move(at), std::move(why)});
        }
    }
    if (runs.runs.size() > kRunsExplained) {
        std::vector<Message> all = describeRunsMessages(runs);
        all.push_back({MessageId::RunsInAll, {}, true});
        v.addEvidence(std::move(all));
    }
}

std::vector<Message> wellFormedBeside(std::uint64_t characters, std::uint64_t illFormed, bool runs,
                                      const std::string &noTextIn)
{
    const bool oneCharacter = characters == 1;
    std::vector<Message> sentence{
        oneCharacter ? Message{MessageId::WellFormedCharsOne, {}}
                     : Message{MessageId::WellFormedChars, {numberArg(characters)}}};
    if (!noTextIn.empty())
        sentence.push_back({oneCharacter ? MessageId::ReadAsNoTextOne : MessageId::ReadAsNoText,
                            {verbatimArg(noTextIn)},
                            true});
    const MessageId beside =
        runs ? (illFormed == 1 ? MessageId::BesideRunsOne : MessageId::BesideRuns)
             : (illFormed == 1 ? MessageId::BesideGroupsOne : MessageId::BesideGroups);
    sentence.push_back(
        {beside,
         illFormed == 1 ? std::vector<MessageArg>{} : std::vector<MessageArg>{numberArg(illFormed)},
         true});
    return sentence;
}

EncodingVerdict perRunVerdict(EncodingVerdict v, Bytes data, const IllFormedRuns &runs,
                              Offset fileOffsets)
{
    v.kind = EncodingClass::Utf8WithErrors;
    const std::size_t damage = runs.count(RunReading::Damage);
    v.confidence = damage == runs.runs.size() ? 0.9 : 0.8;
    if (runs.utf8Characters > 0) {
        const bool readsAsText =
            runs.encoding.empty() || runs.utf8AlsoInEncoding * 2 >= runs.utf8Characters;
        v.addEvidence(wellFormedBeside(runs.utf8Characters, runs.runs.size(), true,
                                       readsAsText ? std::string() : runs.encoding));
    } else if (runs.runs.size() == 1) {
        v.addEvidence(
            {{damage == 1 ? MessageId::AsciiWithRunOneDamage : MessageId::AsciiWithRunOne, {}}});
    } else {
        v.addEvidence(
            {{MessageId::AsciiWithRuns, {numberArg(runs.runs.size()), numberArg(damage)}}});
    }
    addLegacyRuns(v, data, runs, fileOffsets);
    return v;
}

} // namespace u8i::charsets
