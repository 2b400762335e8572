// iter_findings(): the engine of --check on a thread of its own, its JSON lines handed over
// through a queue of at most kQueued lines, so that memory stays bounded whatever the file holds.
// An iterator dropped early stops the engine at its next line.
#include "check_binding.h"

#include "python_input.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace u8i::python {

namespace {

// Thrown into the engine from its output when the reader is gone.
struct Cancelled {};

class CheckStream {
  public:
    static constexpr std::size_t kQueued = 1024;

    CheckStream(const py::object &path, bool all, bool rules)
    {
        (void)openInput(path); // OSError with the path now, not from the thread
        m_thread =
            std::thread([this, name = pathOf(path), settings = CheckSettings{all, rules, {}}] {
                produce(name, settings);
            });
    }
    ~CheckStream()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_cancelled = true;
        }
        m_changed.notify_all();
        const py::gil_scoped_release release;
        m_thread.join();
    }
    CheckStream(const CheckStream &) = delete;
    CheckStream &operator=(const CheckStream &) = delete;

    // The next line, or StopIteration after the last.
    py::str next()
    {
        std::string line;
        {
            const py::gil_scoped_release release;
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_lines.empty() || m_done; });
            if (!m_lines.empty()) {
                line = std::move(m_lines.front());
                m_lines.pop_front();
            }
        }
        m_changed.notify_all();
        if (line.empty())
            throw py::stop_iteration();
        return line;
    }

  private:
    void produce(const std::string &path, const CheckSettings &settings)
    {
        try {
            checkJson(
                path, settings,
                [this](std::string_view line) {
                    std::unique_lock lock(m_mutex);
                    m_changed.wait(lock,
                                   [this] { return m_lines.size() < kQueued || m_cancelled; });
                    if (m_cancelled)
                        throw Cancelled{};
                    m_lines.emplace_back(line);
                    lock.unlock();
                    m_changed.notify_all();
                },
                [](std::string_view) {});
        } catch (const Cancelled &) {
        }
        {
            const std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_changed.notify_all();
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::string> m_lines;
    bool m_done = false;
    bool m_cancelled = false;
    std::thread m_thread;
};

} // namespace

void registerCheckStream(py::module_ &m)
{
    py::class_<CheckStream>(m, "CheckStream",
                            "The lines of `--check --json` for one file, as the check goes on "
                            "(at most a thousand held at once). iter_findings() reads them.")
        .def(py::init<const py::object &, bool, bool>(), py::arg("path"), py::arg("all") = false,
             py::arg("rules") = true)
        .def("__iter__", [](CheckStream &s) -> CheckStream & { return s; })
        .def("__next__", &CheckStream::next);
}

} // namespace u8i::python
