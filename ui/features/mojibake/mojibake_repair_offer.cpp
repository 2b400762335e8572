// The repair offered on open (see mojibake_repair_offer.h).
#include "mojibake_repair_offer.h"

#include "document.h"
#include "message_bar.h"
#include "mojibake_repair_preview.h"
#include "notice_listing.h"
#include "repaired_file_writer.h"

#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/mojibake/mojibake_verdict.h"

#include <QAction>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <climits>

namespace u8i::ui {

MojibakeRepairOffer::MojibakeRepairOffer(DocumentModel *model, MessageBar *messages,
                                         QWidget *window)
    : QObject(window), m_model(model), m_messages(messages), m_window(window)
{
    m_repair = new QAction(this);
    m_repair->setObjectName(QStringLiteral("repairMojibake"));
    connect(m_repair, &QAction::triggered, this, &MojibakeRepairOffer::openPreview);
    m_save = new BackgroundTask(tr("Saving the repaired copy"), this);
    connect(m_model, &DocumentModel::changed, this, &MojibakeRepairOffer::forget);
    connect(m_model, &DocumentModel::shrunk, this, &MojibakeRepairOffer::forget);
}

void MojibakeRepairOffer::forget()
{
    m_save->cancelAndWait(); // it reads the old bytes
    m_repairs.clear();
    if (m_preview)
        m_preview->close();
}

void MojibakeRepairOffer::offer(const NoticeListing &listing)
{
    m_repairs.clear();
    for (const MojibakeFinding &f : listing.mojibake)
        if (f.applied)
            m_repairs.push_back(f);
    const std::uint64_t runs = listing.mojibakeTally.runs;
    if (runs == 0 || m_repairs.empty())
        return;
    // Another message (a file that changed on disk, or is not UTF-8) stays.
    if (!m_messages->isHidden() && m_messages->text() != m_shownText)
        return;
    QStringList encodings;
    for (const std::string &e : listing.mojibakeTally.encodings)
        encodings << QString::fromStdString(e);
    const QString links = encodings.join(QStringLiteral(", "));
    const int n = static_cast<int>(std::min<std::uint64_t>(runs, INT_MAX));
    QString text =
        runs == 1 ? tr("1 run of this file looks like mojibake (%1): text decoded in the wrong "
                       "encoding.")
                        .arg(links)
                  : tr("%n runs of this file look like mojibake (%1): text decoded in the wrong "
                       "encoding.",
                       nullptr, n)
                        .arg(links);
    // The repair also mends what --check lists under other kinds (C1 controls that were
    // Windows-1252 quotes, CESU-8 pairs): the button counts them, so the message says so.
    const auto others =
        std::count_if(m_repairs.begin(), m_repairs.end(),
                      [](const MojibakeFinding &f) { return !isMojibakeNotice(f); });
    const int more = static_cast<int>(std::min<std::ptrdiff_t>(others, INT_MAX));
    if (more == 1)
        text +=
            QLatin1Char(' ') + tr("The repair mends 1 more run with another trace of a wrong "
                                  "decoding, such as C1 controls that were Windows-1252 quotes.");
    else if (more > 1)
        text +=
            QLatin1Char(' ') + tr("The repair mends %n more runs with other traces of a wrong "
                                  "decoding, such as C1 controls that were Windows-1252 quotes.",
                                  nullptr, more);
    const int repairs = static_cast<int>(std::min<std::size_t>(m_repairs.size(), INT_MAX));
    m_repair->setText(repairs == 1 ? tr("&Repair 1 run…")
                                   : tr("&Repair %n runs…", nullptr, repairs));
    m_repair->setToolTip(tr("Preview the repair and save a repaired copy of the file"));
    m_shownText = text;
    m_messages->showMessage(text, MessageBar::Level::Warning, false, {m_repair});
}

void MojibakeRepairOffer::openPreview()
{
    if (m_repairs.empty() || m_model->document() == nullptr)
        return;
    if (m_preview) {
        m_preview->raise();
        m_preview->activateWindow();
        return;
    }
    const QString path = m_model->document()->source().path();
    m_preview = new MojibakeRepairPreview(m_repairs, repairedCopyPath(path), m_window);
    m_preview->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_preview, &MojibakeRepairPreview::saveRequested, this, &MojibakeRepairOffer::save);
    m_preview->show();
}

void MojibakeRepairOffer::save(const QString &path)
{
    // The file being inspected is never replaced: the copy is a copy.
    const QString original = m_model->document() ? m_model->document()->source().path() : QString();
    if (!original.isEmpty() &&
        QFileInfo(path).absoluteFilePath() == QFileInfo(original).absoluteFilePath()) {
        const QString error =
            tr("it is the file being inspected; choose another name for the copy");
        if (m_preview)
            m_preview->setSaved(path, error, 0);
        emit saved(path, error, 0);
        return;
    }
    if (m_preview)
        m_preview->setSaving();
    const Bytes data = m_model->bytes();
    m_save->start(
        data.size(),
        [data, path](BackgroundTask::Control &control) {
            return writeRepairedFile(data, path, control, charsets::runByRunRepairOptions(data));
        },
        [this, path](const RepairedFileResult &r) {
            const QString error = r.saved ? QString() : r.error;
            if (m_preview)
                m_preview->setSaved(path, error, r.repairs);
            emit saved(path, error, r.repairs);
        });
}

} // namespace u8i::ui
