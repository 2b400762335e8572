#include "document.h"

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <utility>

namespace u8i::ui {

namespace {
constexpr int kProgressMs = 100;
constexpr Offset kReleaseLag = Offset{16} << 20;
constexpr int kFirstPaintWaitMs = 1000;
// After the scan, whatever reads the file (the views, line:column for the diagnostics list, find)
// faults pages in, and the kernel maps a whole large page-cache folio (up to 2 MiB) per fault.
// Releasing the mapping this often keeps resident memory to what is being read just now.
constexpr int kReleaseEveryMs = 5000;

// Calls `start` once, after the first paint of the widget it filters (queued, so that the frame
// reaches the screen first).
class AfterPaint : public QObject {
public:
    AfterPaint(QWidget *view, std::function<void()> start) : QObject(view), m_start(std::move(start)) {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_start) {
            QTimer::singleShot(0, parent(), std::exchange(m_start, {}));
            deleteLater();
        }
        return false;
    }

private:
    std::function<void()> m_start;
};

} // namespace

Document::Document(std::unique_ptr<ByteSource> source, QObject *parent)
    : QObject(parent), m_source(std::move(source))
{
    m_source->setParent(nullptr);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(kProgressMs);
    connect(m_progressTimer, &QTimer::timeout, this,
            [this] { emit scanProgress(m_done.load(), m_source->size()); });
    connect(&m_watcher, &QFutureWatcher<ScanResult>::finished, this, &Document::finish);
    // The scan must stop reading a mapping that shrank.
    connect(m_source.get(), &ByteSource::shrunkOnDisk, this, &Document::cancelScan);
}

Document::~Document()
{
    m_cancel = true;
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void Document::startScanAfterPaintOf(QWidget *view)
{
    if (m_started || m_scanning)
        return;
    m_scanning = true;
    QPointer<Document> self(this);
    const auto start = [self] {
        if (self)
            self->startScan();
    };
    view->installEventFilter(new AfterPaint(view, start));
    QTimer::singleShot(0, this, [this, view = QPointer<QWidget>(view)] {
        if (!view || !view->isVisible())
            startScan();
    });
    QTimer::singleShot(kFirstPaintWaitMs, this, &Document::startScan);
}

void Document::startScan()
{
    if (m_started)
        return;
    m_started = true;
    m_scanning = true;
    const Bytes data = bytes();
    const ByteSource *source = m_source.get();
    ScanOptions options;
    options.cancel = &m_cancel;
    options.progress = [this](Offset done, Offset) { m_done.store(done); };
    // The scan reads a little before each block (and the kernel may map a whole page-cache folio
    // on such a fault), which re-maps pages of chunks released earlier. Releasing with a lag that
    // covers the neighbouring chunks keeps resident memory bounded (a few MB, not 20% of the file).
    options.released = [source](Offset begin, Offset end) {
        source->release(begin > kReleaseLag ? begin - kReleaseLag : 0, end);
    };
    m_watcher.setFuture(QtConcurrent::run([data, options] { return scan(data, options); }));
    m_progressTimer->start();
}

void Document::cancelScan()
{
    m_cancel = true;
}

void Document::finish()
{
    m_progressTimer->stop();
    m_scanning = false;
    ScanResult result = m_watcher.result();
    m_cancelledResult = result.cancelled || m_cancel.load() || !m_source->checkAccess();
    m_source->release(0, size()); // the views fault their few pages back in
    if (!m_releaseTimer && m_source->kind() == ByteSource::Kind::File) {
        m_releaseTimer = new QTimer(this);
        m_releaseTimer->setInterval(kReleaseEveryMs);
        connect(m_releaseTimer, &QTimer::timeout, this, [this] { m_source->release(0, size()); });
        m_releaseTimer->start();
    }
    if (!m_cancelledResult)
        m_index = std::make_unique<ScanIndex>(std::move(result.index));
    emit scanProgress(m_cancelledResult ? m_done.load() : size(), size());
    emit scanFinished(m_cancelledResult);
}

} // namespace u8i::ui
