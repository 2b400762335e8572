// The message bar's offer for a file with mojibake: once the notices are listed (the runs that
// --fix-mojibake repairs, found by the same codec call), "N runs of this file look like mojibake"
// with a button "Repair N runs…". It opens the preview (before and after per run) and writes the
// repaired copy in the background, as --fix-mojibake would write it, through a temporary file that
// replaces the target only when complete (QSaveFile): a failed or stopped save leaves nothing.
#pragma once

#include "background_task.h"
#include "document_model.h"
#include "mojibake_repair_preview.h"

#include "u8i/mojibake/mojibake.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;

namespace u8i::ui {

class MessageBar;

struct NoticeListing;

class MojibakeRepairOffer : public QObject {
    Q_OBJECT
  public:
    MojibakeRepairOffer(DocumentModel *model, MessageBar *messages, QWidget *window);

    // The document's notices are listed: offers the repair when some are mojibake runs.
    void offer(const NoticeListing &listing);
    // Opens the preview of the repair (the message bar's button).
    void openPreview();
    // Writes the repaired copy to `path` in the background; saved() follows.
    void save(const QString &path);

    [[nodiscard]] QAction *repairAction() const { return m_repair; }
    [[nodiscard]] MojibakeRepairPreview *preview() const { return m_preview; }
    [[nodiscard]] BackgroundTask *saveTask() const { return m_save; }
    [[nodiscard]] std::size_t repairs() const { return m_repairs.size(); }

  signals:
    // The copy was written (`error` empty) or not, with the runs repaired.
    void saved(const QString &path, const QString &error, quint64 repairs);

  private:
    void forget(); // another document: no offer, no preview

    DocumentModel *m_model;
    MessageBar *m_messages;
    QWidget *m_window;
    QAction *m_repair = nullptr;
    BackgroundTask *m_save = nullptr;
    std::vector<MojibakeFinding> m_repairs; // the findings the repair applies, in file order
    QPointer<MojibakeRepairPreview> m_preview;
    QString m_shownText; // the offer's message, while the bar may show it
};

} // namespace u8i::ui
