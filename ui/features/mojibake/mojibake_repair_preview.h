// The preview of "Repair N runs…": every run the repair changes, before and after, and where the
// repaired copy goes (NAME.repaired.EXT beside the file, proposed; Browse… to choose another).
// "Save a Copy" asks the offer to write it; the dialog says how it went.
#pragma once

#include "u8i/mojibake/mojibake.h"

#include <QDialog>

#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace u8i::ui {

class MojibakeRepairPreview : public QDialog {
    Q_OBJECT
  public:
    // `repairs`: the findings the repair applies, in file order; `proposed`: the copy's path.
    MojibakeRepairPreview(const std::vector<MojibakeFinding> &repairs, const QString &proposed,
                          QWidget *parent = nullptr);

    [[nodiscard]] QTreeWidget *runsView() const { return m_runs; }
    [[nodiscard]] QLineEdit *pathEdit() const { return m_path; }
    [[nodiscard]] QPushButton *saveButton() const { return m_save; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }
    // The save is under way (the button waits), or finished: `error` empty when it was written.
    void setSaving();
    void setSaved(const QString &path, const QString &error, quint64 repairs);

  signals:
    // The user asked for the copy at `path`.
    void saveRequested(const QString &path);

  private:
    void browse();

    QTreeWidget *m_runs = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace u8i::ui
