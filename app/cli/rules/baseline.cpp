// Reading a SARIF baseline, matching findings to it, and fingerprints.
#include "cli/rules/baseline.h"

#include "cli/io/output.h"
#include "cli/rules/json_reader.h"
#include "u8i/hex_text.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

namespace u8i::cli {

namespace {

constexpr Offset kLineReach = 4096;

bool isBlank(std::uint8_t c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

// The results of a SARIF log's runs; false when it is not one.
bool results(const JsonValue &log, std::vector<const JsonValue *> &found)
{
    const JsonValue &runs = log["runs"];
    if (log.type != JsonValue::Type::Object || runs.type != JsonValue::Type::Array)
        return false;
    for (const JsonValue &run : runs.items)
        for (const JsonValue &result : run["results"].items)
            found.push_back(&result);
    return true;
}

} // namespace

std::string fingerprintOf(std::string_view kind, std::string_view bytes, std::string_view lineText)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL; // FNV-1a, 64 bits
    const auto add = [&hash](std::string_view text) {
        for (const char c : text) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 0x100000001b3ULL;
        }
        hash ^= 0xFF; // a separator no text ends with
        hash *= 0x100000001b3ULL;
    };
    add(kind);
    add(bytes);
    add(lineText);
    return hexNumber(hash, 16, HexCase::Lower);
}

std::string squeezedLine(Bytes data, Offset offset)
{
    offset = std::min(offset, data.size());
    Offset begin = offset;
    while (begin > 0 && offset - begin < kLineReach && data[begin - 1] != '\n')
        --begin;
    Offset end = offset;
    while (end < data.size() && end - offset < kLineReach && data[end] != '\n')
        ++end;
    std::string s;
    bool blank = false;
    for (Offset i = begin; i < end; ++i) {
        if (isBlank(data[i])) {
            blank = true;
            continue;
        }
        if (blank && !s.empty())
            s += ' ';
        blank = false;
        s += static_cast<char>(data[i]);
    }
    return s;
}

std::unique_ptr<Baseline> Baseline::load(const std::string &path, std::string &error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "--baseline: " + shownName(path) + ": " + std::strerror(errno);
        return nullptr;
    }
    std::ostringstream text;
    text << in.rdbuf();
    JsonValue log;
    std::string why;
    std::vector<const JsonValue *> found;
    if (!parseJson(text.str(), log, why) || !results(log, found)) {
        error = "--baseline: " + shownName(path) + ": not a SARIF log" +
                (why.empty() ? " (no runs)" : " (" + why + ")");
        return nullptr;
    }
    auto baseline = std::make_unique<Baseline>();
    for (const JsonValue *r : found) {
        const JsonValue &result = *r;
        if (result["baselineState"].text == "absent")
            continue; // gone already
        const JsonValue &location = result["locations"][0]["physicalLocation"];
        Entry e;
        e.uri = location["artifactLocation"]["uri"].text;
        e.fingerprint = result["partialFingerprints"][kFingerprintKey].text;
        e.ruleId = result["ruleId"].text;
        e.message = result["message"]["text"].text;
        e.startLine = location["region"]["startLine"].text;
        if (e.fingerprint.empty())
            continue; // another tool's result: nothing to match it by
        baseline->m_index.emplace(std::pair(e.uri, e.fingerprint), baseline->m_entries.size());
        baseline->m_entries.push_back(std::move(e));
    }
    return baseline;
}

bool Baseline::take(const std::string &uri, const std::string &fingerprint)
{
    const std::lock_guard lock(m_mutex);
    const auto [first, last] = m_index.equal_range({uri, fingerprint});
    for (auto it = first; it != last; ++it)
        if (Entry &e = m_entries[it->second]; !e.matched)
            return e.matched = true;
    return false;
}

std::vector<std::string> Baseline::absentResults() const
{
    const std::lock_guard lock(m_mutex);
    std::vector<std::string> lines;
    for (const Entry &e : m_entries) {
        if (e.matched)
            continue;
        std::string s = "{\"ruleId\":" + jsonString(e.ruleId);
        s += ",\"level\":\"none\",\"message\":{\"text\":" + jsonString(e.message) + "}";
        s += ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" +
             jsonString(e.uri) + "}";
        if (!e.startLine.empty() &&
            e.startLine.find_first_not_of("0123456789") == std::string::npos)
            s += ",\"region\":{\"startLine\":" + e.startLine + "}";
        s += "}}],\"partialFingerprints\":{" + jsonString(kFingerprintKey) + ":" +
             jsonString(e.fingerprint) + "},\"baselineState\":\"absent\"}";
        lines.push_back(std::move(s));
    }
    return lines;
}

} // namespace u8i::cli
