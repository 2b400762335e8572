#include "strings_search.h"

#include <u8i/charsets/properties/text_classes.h>

#include <algorithm>
#include <map>

namespace u8i::ui {

QString textOf(Bytes data, const StringRecord &record)
{
    if (record.end() > data.size())
        return {};
    const Bytes bytes = data.subspan(record.offset, record.length);
    if (record.encoding == TextEncoding::Utf8)
        return QString::fromUtf8(reinterpret_cast<const char *>(bytes.data()),
                                 static_cast<qsizetype>(bytes.size()));
    const bool little = record.encoding == TextEncoding::Utf16Le;
    std::u16string units;
    units.reserve(bytes.size() / 2);
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2)
        units.push_back(static_cast<char16_t>(little ? bytes[i] | (bytes[i + 1] << 8)
                                                     : (bytes[i] << 8) | bytes[i + 1]));
    return QString::fromStdU16String(units);
}

struct StringsSearch::State {
    std::unique_ptr<StringFinder> finder;
    std::vector<StringRecord> pending;
    std::map<std::string, std::uint16_t> scriptIds;
    QStringList newNames;
};

struct StringsSearch::Step {
    std::vector<StringRecord> records;
    QStringList newNames;
    Offset end = 0;
};

StringsSearch::StringsSearch(QObject *parent)
    : QObject(parent), m_task(new BackgroundTask(tr("Finding strings"), this))
{
}

StringsSearch::~StringsSearch() = default; // the task waits for a step still running

void StringsSearch::cancelRunning()
{
    m_task->cancelAndWait();
    m_running = false;
}

void StringsSearch::start(Bytes data, const StringsOptions &options)
{
    cancelRunning();
    m_data = data;
    m_options = options;
    m_options.classes = &charsets::unicodeTextClasses();
    m_options.utf16Classes = &charsets::unicodeUtf16TextClasses();
    m_scanned = 0;
    m_capped = false;
    m_records.clear();
    m_scriptNames.clear();
    m_state = std::make_shared<State>();
    State *state = m_state.get();
    m_state->finder = std::make_unique<StringFinder>(m_options, [state](const FoundString &s) {
        std::string scripts;
        for (const std::string &name : charsets::scriptsOf(s.text))
            scripts += (scripts.empty() ? "" : ", ") + name;
        auto [it, added] = state->scriptIds.try_emplace(
            scripts, static_cast<std::uint16_t>(state->scriptIds.size()));
        if (added)
            state->newNames << QString::fromStdString(scripts);
        state->pending.push_back({s.offset, static_cast<std::uint32_t>(s.length),
                                  static_cast<std::uint32_t>(s.characters), s.encoding,
                                  it->second});
    });
    emit cleared();
    next();
}

void StringsSearch::clear()
{
    cancelRunning();
    m_data = {};
    m_state.reset();
    m_scanned = 0;
    m_capped = false;
    m_records.clear();
    m_scriptNames.clear();
    emit cleared();
}

void StringsSearch::next()
{
    m_running = true;
    const Bytes data = m_data;
    const Offset from = m_scanned;
    const Offset end = std::min<Offset>(data.size(), from + m_step);
    std::shared_ptr<State> state = m_state;
    m_task->start(
        data.size(),
        [data, from, end, state, release = m_release](BackgroundTask::Control &c) {
            c.done = from;
            if (end > from)
                state->finder->feed(data.subspan(from, end - from));
            if (release && end > from)
                release(from, end);
            if (end >= data.size())
                state->finder->finish();
            c.done = end;
            Step step;
            step.records = std::move(state->pending);
            state->pending.clear();
            step.newNames = std::move(state->newNames);
            state->newNames.clear();
            step.end = end;
            return step;
        },
        [this](Step step) { apply(step); });
}

void StringsSearch::apply(Step &step)
{
    m_scanned = step.end;
    m_scriptNames += step.newNames;
    const std::size_t first = m_records.size();
    m_records.insert(m_records.end(), step.records.begin(), step.records.end());
    if (m_records.size() > first)
        emit found(first);
    m_capped = m_records.size() >= m_maxRecords && m_scanned < m_data.size();
    if (m_scanned >= m_data.size() || m_capped) {
        m_running = false;
        emit finished();
        return;
    }
    next();
}

std::size_t StringsSearch::firstAfter(Offset offset) const
{
    const auto it = std::upper_bound(m_records.begin(), m_records.end(), offset,
                                     [](Offset o, const StringRecord &r) { return o < r.offset; });
    return static_cast<std::size_t>(it - m_records.begin());
}

} // namespace u8i::ui
