// The repair's preview (see mojibake_repair_preview.h).
#include "mojibake_repair_preview.h"
#include "number_text.h"

#include "message_texts.h"
#include "mojibake_listing.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A run's text on one row: line breaks and other controls as pictures.
QString oneLine(const std::string &text)
{
    QString s = fromStd(text);
    for (QChar &c : s)
        if (c.unicode() < 0x20)
            c = QChar(0x2400 + c.unicode());
    return s;
}

QString chainText(const MojibakeFinding &f)
{
    return f.chain.empty() ? fromStd(f.source) : chainLinksText(f.chain);
}

} // namespace

MojibakeRepairPreview::MojibakeRepairPreview(const std::vector<MojibakeFinding> &repairs,
                                             const QString &proposed, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("mojibakeRepairPreview"));
    setWindowTitle(tr("Repair Mojibake"));
    const int n = static_cast<int>(repairs.size());
    auto *intro = new QLabel(
        n == 1
            ? tr("This run will be repaired in a copy of the file. The file stays as it is.")
            : tr("These %n runs will be repaired in a copy of the file. The file stays as it is.",
                 nullptr, n),
        this);
    intro->setWordWrap(true);

    m_runs = new QTreeWidget(this);
    m_runs->setObjectName(QStringLiteral("repairRuns"));
    m_runs->setRootIsDecorated(false);
    m_runs->setUniformRowHeights(true);
    m_runs->setHeaderLabels({tr("Offset"), tr("Before"), tr("After"), tr("Read as")});
    m_runs->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (const MojibakeFinding &f : repairs) {
        auto *item = new QTreeWidgetItem(m_runs);
        item->setText(0, offsetHex(f.offset));
        item->setText(1, oneLine(f.original));
        item->setText(2, oneLine(f.repaired));
        item->setText(3, chainText(f));
        item->setToolTip(3, messageText(f.evidenceMessages));
    }
    if (m_runs->topLevelItemCount() > 0)
        m_runs->setCurrentItem(m_runs->topLevelItem(0));

    auto *pathLabel = new QLabel(tr("Save the &copy as:"), this);
    m_path = new QLineEdit(proposed, this);
    m_path->setObjectName(QStringLiteral("repairPath"));
    pathLabel->setBuddy(m_path);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setAutoDefault(false);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(pathLabel);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("repairResult"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("&Save a Copy"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveRepairedCopy"));
    m_save->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (!m_path->text().trimmed().isEmpty())
            emit saveRequested(m_path->text().trimmed());
    });
    connect(browse, &QPushButton::clicked, this, &MojibakeRepairPreview::browse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_runs, 1);
    layout->addLayout(pathRow);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(760, 420);
}

void MojibakeRepairPreview::browse()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the repaired copy as"), m_path->text());
    if (!path.isEmpty())
        m_path->setText(path);
}

void MojibakeRepairPreview::setSaving()
{
    m_save->setEnabled(false);
    m_status->setText(tr("Saving %1…").arg(m_path->text()));
}

void MojibakeRepairPreview::setSaved(const QString &path, const QString &error, quint64 repairs)
{
    m_save->setEnabled(true);
    if (!error.isEmpty())
        m_status->setText(tr("%1 could not be written: %2").arg(path, error));
    else
        m_status->setText(
            repairs == 1 ? tr("Saved %1 with 1 run repaired.").arg(path)
                         : tr("Saved %1 with %n runs repaired.", nullptr, int(repairs)).arg(path));
}

} // namespace u8i::ui
