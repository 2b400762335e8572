// The Checksums dock: CRC-32, MD5, SHA-1, SHA-256 and SHA3-256 of the whole file or of the
// selection (remembered, settings key checksums/scope), computed in the background with progress
// and a Stop button whenever the dock is shown and what it covers changed. Each value can be copied
// (Ctrl+C or the context menu). View ▸ Checksums (Ctrl+Shift+K) shows it.
#pragma once

#include "background_task.h"
#include "checksum_computation.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace u8i::ui {

class DocumentModel;
class TaskProgress;
class ValueTable;

class ChecksumsPanel : public QWidget {
    Q_OBJECT
  public:
    enum class Scope { File, Selection };

    explicit ChecksumsPanel(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] BackgroundTask *task() const { return m_task; }
    [[nodiscard]] ValueTable *table() const { return m_table; }
    [[nodiscard]] QComboBox *scope() const { return m_scope; }
    [[nodiscard]] QPushButton *stopButton() const;
    [[nodiscard]] QString value(ChecksumKind kind) const;
    [[nodiscard]] QString status() const;
    // Computes again now (when shown, the dock does so by itself once its range changed).
    void compute();

  signals:
    void computed(); // the values are shown

  protected:
    void showEvent(QShowEvent *event) override;

  private:
    struct Range {
        Offset begin = 0;
        Offset end = 0;
        bool operator==(const Range &) const = default;
    };
    [[nodiscard]] Range wanted() const;
    void computeIfChanged();
    void showValues(const Checksums &sums, Range range);
    void clearValues();

    DocumentModel *m_model;
    BackgroundTask *m_task;
    QComboBox *m_scope;
    TaskProgress *m_progress;
    QLabel *m_status;
    ValueTable *m_table;
    QTimer *m_later;              // selection changes come in bursts: compute once they rest
    Range m_shown{~Offset{0}, 0}; // what the values are of, or what is being computed
};

} // namespace u8i::ui
