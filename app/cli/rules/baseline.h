// --baseline FILE.sarif: the findings of an earlier run, known by their fingerprints, so that
// only new ones are listed and counted. A fingerprint is made of the kind, the bytes and the text
// of the finding's line with its whitespace squeezed, so that it survives lines moving.
#pragma once

#include "u8i/types.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

// The key of our fingerprint in SARIF's partialFingerprints.
inline constexpr std::string_view kFingerprintKey = "utf8InspectorLine/v1";

// 16 hex digits of a hash of the kind, the bytes (as --check writes them) and the line's text.
[[nodiscard]] std::string fingerprintOf(std::string_view kind, std::string_view bytes,
                                        std::string_view lineText);

// The text of the line around `offset` (without its line feed), its runs of whitespace squeezed
// to one space and trimmed; at most 4 KiB either side are read.
[[nodiscard]] std::string squeezedLine(Bytes data, Offset offset);

class Baseline {
  public:
    // Reads a SARIF log; nullptr with one line in `error` when it cannot be read or is not one.
    [[nodiscard]] static std::unique_ptr<Baseline> load(const std::string &path,
                                                        std::string &error);

    // True when the baseline has a result of `uri` with `fingerprint` that no finding matched
    // yet, which this one now matches (thread-safe).
    [[nodiscard]] bool take(const std::string &uri, const std::string &fingerprint);

    // The results no finding matched, as SARIF result objects (one per line) with baselineState
    // "absent".
    [[nodiscard]] std::vector<std::string> absentResults() const;

  private:
    struct Entry {
        std::string uri;
        std::string fingerprint;
        std::string ruleId;
        std::string message;
        std::string startLine;
        bool matched = false;
    };
    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;
    std::multimap<std::pair<std::string, std::string>, std::size_t> m_index;
};

} // namespace u8i::cli
