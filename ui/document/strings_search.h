// The search behind the Strings panel: every string of the document (u8i/strings/strings.h, with
// the Unicode text classes), found off the GUI thread in steps of a few MiB through a
// BackgroundTask, so that the list fills as the search goes and a file of any size can be listed.
// The strings are kept as compact records (no text: the panel reads it from the bytes when a row is
// shown). start(), clear() and the destructor cancel a running step and wait for it, so the caller
// may drop the bytes right after.
#pragma once

#include <u8i/strings/strings.h>

#include "background_task.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace u8i::ui {

struct StringRecord {
    Offset offset = 0;
    std::uint32_t length = 0;     // bytes (a string is at most kMaxStringBytes)
    std::uint32_t characters = 0; // characters
    TextEncoding encoding = TextEncoding::Utf8;
    std::uint16_t scripts = 0; // index into StringsSearch::scriptNames()

    [[nodiscard]] Offset end() const { return offset + length; }
};

// The text of a record, read from `data` (the document's bytes): UTF-8 as it is, UTF-16 decoded.
[[nodiscard]] QString textOf(Bytes data, const StringRecord &record);

inline constexpr std::size_t kMaxRecords = std::size_t{8} << 20;

class StringsSearch : public QObject {
    Q_OBJECT
  public:
    explicit StringsSearch(QObject *parent = nullptr);
    ~StringsSearch() override;

    // How many bytes one worker step reads (16 MiB; smaller in tests).
    void setStepBytes(Offset bytes) { m_step = bytes > 0 ? bytes : 1; }
    // Called from the worker with each range it has read, so a huge mapping's pages can be given
    // back (ByteSource::release).
    void setReleaser(std::function<void(Offset, Offset)> release)
    {
        m_release = std::move(release);
    }
    // How many strings are listed at most (kMaxRecords; fewer in tests).
    void setMaxRecords(std::size_t records) { m_maxRecords = records; }
    [[nodiscard]] std::size_t maxRecords() const { return m_maxRecords; }

    // Cancels what runs and searches `data` for strings of at least `minCharacters` characters in
    // the encodings `options` names (its classes are set here).
    void start(Bytes data, const StringsOptions &options);
    void clear();

    [[nodiscard]] bool running() const { return m_running; }
    // The search stopped at maxRecords() strings, before the end of the document.
    [[nodiscard]] bool capped() const { return m_capped; }
    [[nodiscard]] Offset size() const { return m_data.size(); }
    [[nodiscard]] Offset scanned() const { return m_scanned; }
    [[nodiscard]] Offset minCharacters() const { return m_options.minCharacters; }
    [[nodiscard]] const std::vector<StringRecord> &records() const { return m_records; }
    // "Latin", "Cyrillic, Latin": the script lists records point at.
    [[nodiscard]] const QStringList &scriptNames() const { return m_scriptNames; }
    [[nodiscard]] BackgroundTask *task() const { return m_task; }

    // The first record starting after `offset` (records().size() when there is none yet).
    [[nodiscard]] std::size_t firstAfter(Offset offset) const;

  signals:
    // Records [first, records().size()) are new.
    void found(std::size_t first);
    void finished(); // the whole document was read
    void cleared();

  private:
    struct State;
    struct Step;
    void cancelRunning();
    void next();
    void apply(Step &step);

    BackgroundTask *m_task;
    Bytes m_data;
    StringsOptions m_options;
    std::shared_ptr<State> m_state; // the finder, carried from step to step
    Offset m_step = Offset{16} << 20;
    std::function<void(Offset, Offset)> m_release;
    std::size_t m_maxRecords = kMaxRecords;
    Offset m_scanned = 0;
    bool m_running = false;
    bool m_capped = false;
    std::vector<StringRecord> m_records;
    QStringList m_scriptNames;
};

} // namespace u8i::ui
