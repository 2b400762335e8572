// Find All: every match of a query in the document, for every find mode of the find bar, through
// the find bar's own searches (findBytes and findMeaning, ui/document): they are called again and
// again from the end of the last match, without wrapping, over windows that grow while nothing is
// found, so that progress can be told and a search can stop between windows.
#pragma once

#include "byte_search.h"
#include "text_search.h"

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace u8i::ui {

struct FoundMatch {
    Offset offset = 0;
    Offset length = 0;
};

struct FindAllQuery {
    SearchMode mode = SearchMode::Text;
    QByteArray pattern;                  // Text, Hex, CodePoint
    std::optional<MeaningQuery> meaning; // the other modes
};

struct FindAllResult {
    std::vector<FoundMatch> matches; // in order, none overlapping
    bool capped = false;             // more matches follow the last one listed
    bool cancelled = false;
};

// The query for `input` in `mode`; nullopt with `error` set when it does not parse.
[[nodiscard]] std::optional<FindAllQuery> findAllQuery(const QString &input, SearchMode mode,
                                                       QString &error);

struct FindAllControl {
    const std::atomic<bool> *cancel = nullptr;
    std::atomic<Offset> *done = nullptr;         // the bytes searched so far
    std::function<void(Offset, Offset)> release; // told the ranges searched; may be empty
    std::size_t maxMatches = 10000;              // then `capped`
};

// Every match in `data` (`index` may be null).
[[nodiscard]] FindAllResult findAll(Bytes data, const ScanIndex *index, const FindAllQuery &query,
                                    const FindAllControl &control);

} // namespace u8i::ui
