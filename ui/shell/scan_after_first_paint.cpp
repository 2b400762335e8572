#include "scan_after_first_paint.h"

#include "document.h"

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <utility>

namespace u8i::ui {

namespace {

constexpr int kFirstPaintWaitMs = 1000;

// Calls `start` once, after the first paint of the widget it filters (queued, so that the frame
// reaches the screen first).
class AfterPaint : public QObject {
  public:
    AfterPaint(QWidget *view, std::function<void()> start)
        : QObject(view), m_start(std::move(start))
    {
    }

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

void startScanAfterFirstPaint(Document *document, QWidget *view)
{
    if (document->scanning() || document->index() != nullptr)
        return;
    document->announceScan();
    QPointer<Document> doc(document);
    const auto start = [doc] {
        if (doc)
            doc->startScan();
    };
    view->installEventFilter(new AfterPaint(view, start));
    QTimer::singleShot(0, document, [start, view = QPointer<QWidget>(view)] {
        if (!view || !view->isVisible())
            start();
    });
    QTimer::singleShot(kFirstPaintWaitMs, document, start);
}

} // namespace u8i::ui
