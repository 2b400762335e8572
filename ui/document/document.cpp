#include "document.h"

#include <QTimer>

#include <utility>

namespace u8i::ui {

namespace {
constexpr int kProgressMs = 100;
constexpr Offset kReleaseLag = Offset{16} << 20;
// After the scan, whatever reads the file (the views, line:column for the diagnostics list, find)
// faults pages in, and the kernel maps a whole large page-cache folio (up to 2 MiB) per fault.
// Releasing the mapping this often keeps resident memory to what is being read just now.
constexpr int kReleaseEveryMs = 5000;

} // namespace

Document::Document(std::unique_ptr<ByteSource> source, QObject *parent)
    : QObject(parent), m_source(std::move(source))
{
    m_source->setParent(nullptr);
    m_task = new BackgroundTask(tr("Scanning"), this);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(kProgressMs);
    connect(m_progressTimer, &QTimer::timeout, this,
            [this] { emit scanProgress(m_task->done(), m_source->size()); });
    // Cancelled: the scan's partial result is dropped, and the document says so at once.
    connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
        if (cancelled)
            finish({{}, true});
    });
    // The scan must stop reading a mapping that shrank.
    connect(m_source.get(), &ByteSource::shrunkOnDisk, this, &Document::cancelScan);
}

Document::~Document()
{
    m_task->disconnect(this);
    m_task->cancelAndWait();
}

void Document::announceScan()
{
    if (!m_started)
        m_scanning = true;
}

void Document::startScan()
{
    if (m_started)
        return;
    m_started = true;
    m_scanning = true;
    if (m_cancelBeforeStart) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                finish({{}, true});
            },
            Qt::QueuedConnection);
        return;
    }
    const Bytes data = bytes();
    const ByteSource *source = m_source.get();
    ScanOptions options;
    // The scan reads a little before each block (and the kernel may map a whole page-cache folio
    // on such a fault), which re-maps pages of chunks released earlier. Releasing with a lag that
    // covers the neighbouring chunks keeps resident memory bounded (a few MB, not 20% of the file).
    options.released = [source](Offset begin, Offset end) {
        source->release(begin > kReleaseLag ? begin - kReleaseLag : 0, end);
    };
    m_task->start(
        data.size(),
        [data, options](BackgroundTask::Control &c) mutable {
            options.cancel = &c.cancel;
            options.progress = [&c](Offset done, Offset) { c.done.store(done); };
            return scan(data, options);
        },
        [this](ScanResult result) { finish(std::move(result)); });
    m_progressTimer->start();
}

void Document::cancelScan()
{
    if (m_started) {
        m_task->cancel();    // finish() follows at once, as cancelled
    } else if (m_scanning) { // announced, not started: it ends, cancelled, as soon as it starts
        m_cancelBeforeStart = true;
    }
}

void Document::finish(ScanResult result)
{
    if (!m_scanning)
        return; // cancelled before it started
    const Offset done = m_task->done();
    m_progressTimer->stop();
    m_scanning = false;
    m_cancelledResult = result.cancelled || !m_source->checkAccess();
    m_source->release(0, size()); // the views fault their few pages back in
    if (!m_releaseTimer && m_source->kind() == ByteSource::Kind::File) {
        m_releaseTimer = new QTimer(this);
        m_releaseTimer->setInterval(kReleaseEveryMs);
        connect(m_releaseTimer, &QTimer::timeout, this, [this] { m_source->release(0, size()); });
        m_releaseTimer->start();
    }
    if (!m_cancelledResult)
        m_index = std::make_unique<ScanIndex>(std::move(result.index));
    emit scanProgress(m_cancelledResult ? done : size(), size());
    emit scanFinished(m_cancelledResult);
}

} // namespace u8i::ui
