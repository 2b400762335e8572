// An open document: its byte source and the background scan that indexes it. The first screen
// can be shown at once from bytes(); index() appears when the scan finishes.
#pragma once

#include "background_task.h"
#include "byte_source.h"

#include <u8i/scan/scan.h>

#include <QObject>

#include <memory>

class QTimer;

namespace u8i::ui {

class Document : public QObject {
    Q_OBJECT
  public:
    explicit Document(std::unique_ptr<ByteSource> source, QObject *parent = nullptr);
    ~Document() override; // cancels the scan and waits for it

    [[nodiscard]] ByteSource &source() { return *m_source; }
    [[nodiscard]] const ByteSource &source() const { return *m_source; }
    [[nodiscard]] Bytes bytes() const { return m_source->bytes(); }
    [[nodiscard]] Offset size() const { return m_source->size(); }
    [[nodiscard]] QString displayName() const { return m_source->displayName(); }
    // False once the file shrank on disk: then bytes() is empty. Cheap; call before reading.
    [[nodiscard]] bool checkAccess() { return m_source->checkAccess(); }

    // Starts the scan (once). scanFinished follows, also for an empty document.
    void startScan();
    // Says that startScan() will follow soon (see startScanAfterFirstPaint in the shell):
    // scanning() is true from now on.
    void announceScan();
    void cancelScan();
    [[nodiscard]] bool scanning() const { return m_scanning; }
    [[nodiscard]] bool scanCancelled() const { return m_cancelledResult; }
    // The scan's index; null until the scan finished (and after a cancelled scan).
    [[nodiscard]] const ScanIndex *index() const { return m_index ? m_index.get() : nullptr; }

  signals:
    void scanProgress(u8i::Offset done, u8i::Offset total);
    void scanFinished(bool cancelled);

  private:
    void finish(ScanResult result);

    std::unique_ptr<ByteSource> m_source;
    std::unique_ptr<ScanIndex> m_index;
    BackgroundTask *m_task = nullptr; // the scan
    QTimer *m_progressTimer = nullptr;
    QTimer *m_releaseTimer = nullptr; // drops the mapping's pages now and then after the scan
    bool m_scanning = false;
    bool m_started = false;
    bool m_cancelBeforeStart = false;
    bool m_cancelledResult = false;
};

} // namespace u8i::ui
