// The Statistics dock: a byte-value histogram of the whole file or the selection (remembered,
// settings key statistics/scope), its entropy, and the shares of ASCII, UTF-8 lead, continuation
// and ill-formed bytes; computed in the background with progress and Stop whenever the dock is
// shown and what it covers changed. View ▸ Statistics (Ctrl+Shift+T) shows it; View ▸ Entropy
// Strip shows the strip beside the overview bar.
#pragma once

#include "background_task.h"
#include "byte_statistics.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace u8i::ui {

class DocumentModel;
class TaskProgress;
class HistogramView;

class StatisticsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit StatisticsPanel(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] BackgroundTask *task() const { return m_task; }
    [[nodiscard]] QComboBox *scope() const { return m_scope; }
    [[nodiscard]] QPushButton *stopButton() const;
    [[nodiscard]] HistogramView *histogram() const { return m_histogram; }
    [[nodiscard]] const ByteStatistics &statistics() const { return m_statistics; }
    [[nodiscard]] QString summary() const;
    // Computes again now (when shown, the dock does so by itself once its range changed).
    void compute();

  signals:
    void computed();

  protected:
    void showEvent(QShowEvent *event) override;

  private:
    void computeIfChanged();
    void showStatistics(const ByteStatistics &statistics);
    [[nodiscard]] std::pair<Offset, Offset> wanted() const;

    DocumentModel *m_model;
    BackgroundTask *m_task;
    QComboBox *m_scope;
    TaskProgress *m_progress;
    QLabel *m_summary;
    QLabel *m_roles;
    HistogramView *m_histogram;
    QTimer *m_later;
    ByteStatistics m_statistics;
    std::pair<Offset, Offset> m_shown{~Offset{0}, 0};
    bool m_indexed = false; // the shown statistics' roles came with the scan's index
};

} // namespace u8i::ui
