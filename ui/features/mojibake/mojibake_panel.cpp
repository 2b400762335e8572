// The Mojibake dock (see mojibake_panel.h).
#include "mojibake_panel.h"

#include "message_texts.h"
#include "mojibake_listing.h"
#include "number_text.h"
#include "repaired_file_writer.h"
#include "role_colors.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/hex_text.h"
#include "whole_file_save.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTextCursor>
#include <QTextEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <utility>

namespace u8i::ui {

namespace {

// A file that is UTF-8, with errors or not, gets what --fix-mojibake makes of it (`runOptions`,
// from the file's verdict): its damage stays damage. Other bytes are analysed whole too (a file
// in a legacy charset reads as one).
MojibakeReport analyseBytes(Bytes bytes, const std::optional<MojibakeOptions> &runOptions)
{
    const auto &charsets = u8i::charsets::mojibakeCharsets();
    const LegacyCharsets all(charsets.data(), charsets.size());
    if (runOptions)
        return repairMojibakeByLine(bytes, all, *runOptions);
    return analyzeMojibake(bytes, all, u8i::charsets::mojibakeOptionsFor(bytes));
}

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QByteArray toByteArray(Bytes b)
{
    return QByteArray(reinterpret_cast<const char *>(b.data()), static_cast<qsizetype>(b.size()));
}

QString hexOffset(Offset o)
{
    return QString::fromStdString("0x" + hexNumber(o, 1, HexCase::Lower));
}

// Text for a text view: controls made visible, so that a finding's bytes show.
QString visible(const QByteArray &utf8)
{
    QString s = QString::fromUtf8(utf8);
    for (QChar &c : s)
        if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
            c = QChar(0x2400 + c.unicode()); // control pictures
    return s;
}

// Writes `pieces` (text, marked) into the view, marked pieces on the given background.
void fillView(QTextEdit *view, const QList<QPair<QByteArray, bool>> &pieces, const QColor &mark)
{
    view->clear();
    QTextCursor cursor(view->document());
    QTextCharFormat plain;
    QTextCharFormat marked;
    marked.setBackground(mark);
    marked.setFontUnderline(true);
    for (const auto &[bytes, isMarked] : pieces)
        cursor.insertText(visible(bytes), isMarked ? marked : plain);
    view->moveCursor(QTextCursor::Start);
}

} // namespace

MojibakePanel::MojibakePanel(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);

    m_findings = new QTreeWidget(this);
    m_findings->setObjectName(QStringLiteral("findings"));
    m_findings->setAccessibleName(tr("Mojibake found"));
    m_findings->setRootIsDecorated(false);
    m_findings->setUniformRowHeights(true);
    m_findings->setHeaderLabels(
        {tr("Offset"), tr("Kind"), tr("Chain"), tr("Original"), tr("Repaired")});
    m_findings->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_original = new QTextEdit(this);
    m_original->setObjectName(QStringLiteral("original"));
    m_repaired = new QTextEdit(this);
    m_repaired->setObjectName(QStringLiteral("repaired"));
    for (QTextEdit *e : {m_original, m_repaired}) {
        e->setReadOnly(true);
        // No wrapping: a long line with no break opportunity (a file of one letter) keeps Qt 6.4's
        // line breaker busy for minutes, whatever the wrap mode; unwrapped it lays out at once.
        e->setLineWrapMode(QTextEdit::NoWrap);
    }
    auto *texts = new QSplitter(Qt::Horizontal, this);
    auto column = [texts](const QString &title, QTextEdit *edit) {
        auto *box = new QWidget(texts);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(new QLabel(title, box));
        layout->addWidget(edit);
        edit->setAccessibleName(title); // the label above it says so to the eye only
        texts->addWidget(box);
    };
    column(tr("Original"), m_original);
    column(tr("Repaired"), m_repaired);

    m_saveRange = new QPushButton(tr("Save with the selection repaired as…"), this);
    m_saveRange->setObjectName(QStringLiteral("saveRange"));
    m_saveDocument = new QPushButton(tr("Save the whole file repaired as…"), this);
    m_saveDocument->setObjectName(QStringLiteral("saveDocument"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_saveRange);
    buttons->addWidget(m_saveDocument);
    buttons->addStretch(1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_findings);
    split->addWidget(texts);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(m_detail);
    layout->addLayout(buttons);

    connect(m_findings, &QTreeWidget::currentItemChanged, this, [this] {
        showDetail();
        const int row = m_findings->indexOfTopLevelItem(m_findings->currentItem());
        if (row >= 0 && static_cast<std::size_t>(row) < m_report.findings.size()) {
            const MojibakeFinding &f = m_report.findings[static_cast<std::size_t>(row)];
            emit findingActivated(m_begin + f.offset, f.length);
        }
    });
    connect(m_saveRange, &QPushButton::clicked, this, &MojibakePanel::saveRange);
    connect(m_saveDocument, &QPushButton::clicked, this, &MojibakePanel::saveDocument);
    m_repairTask = new BackgroundTask(tr("Saving the repaired file"), this);
    connect(this, &MojibakePanel::repairedFileSaved, this, &MojibakePanel::showSaved);
    analyse();
}

void MojibakePanel::showSaved(const QString &path, const QString &error, quint64 repairs)
{
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"),
                             tr("%1 could not be written: %2").arg(path, error));
    else
        m_detail->setText(
            (repairs == 1 ? tr("Saved %1 with 1 run repaired.")
                          : tr("Saved %1 with %n runs repaired.", nullptr, pluralCount(repairs)))
                .arg(path));
}

void MojibakePanel::setDocument(Bytes bytes, const QString &path)
{
    m_repairTask->cancelAndWait(); // it reads the old data
    m_own.clear();
    m_data = bytes;
    m_runOptions = u8i::charsets::runByRunRepairOptions(m_data);
    m_path = path;
    m_begin = 0;
    m_end = std::min<Offset>(bytes.size(), kMaxRange);
    analyse();
}

void MojibakePanel::setRange(Offset begin, Offset end)
{
    m_begin = std::min<Offset>(begin, m_data.size());
    m_end = std::clamp<Offset>(end, m_begin, m_data.size());
    analyse();
}

void MojibakePanel::setBytes(const QByteArray &bytes)
{
    m_repairTask->cancelAndWait(); // it reads the old data
    m_own = bytes;
    m_data = Bytes(reinterpret_cast<const std::uint8_t *>(m_own.constData()),
                   static_cast<std::size_t>(m_own.size()));
    m_runOptions = u8i::charsets::runByRunRepairOptions(m_data);
    m_path.clear();
    m_begin = 0;
    m_end = m_data.size();
    analyse();
}

QByteArray MojibakePanel::repairedRange() const
{
    return QByteArray(m_report.repaired.data(), static_cast<qsizetype>(m_report.repaired.size()));
}

QByteArray MojibakePanel::documentWithRepairedRange() const
{
    const Offset end = std::min(m_end, m_begin + kMaxRange);
    return toByteArray(m_data.first(m_begin)) + repairedRange() + toByteArray(m_data.subspan(end));
}

void MojibakePanel::startSavingRepaired(const QString &path)
{
    m_repairTask->start(
        m_data.size(),
        [data = m_data, path, options = m_runOptions](BackgroundTask::Control &control) {
            return writeRepairedFile(data, path, control, options);
        },
        [this, path](const RepairedFileResult &r) {
            emit repairedFileSaved(path, r.saved ? QString() : r.error, r.repairs);
        });
}

void MojibakePanel::analyse()
{
    const Offset end = std::min(m_end, m_begin + kMaxRange);
    m_report = analyseBytes(m_data.subspan(m_begin, end - m_begin), m_runOptions);
    std::size_t applied = 0;
    for (const MojibakeFinding &f : m_report.findings)
        applied += f.applied ? 1 : 0;
    QString summary;
    if (m_end == m_begin)
        summary = tr("Nothing to analyse: select some bytes, or open a file.");
    else if (m_report.findings.empty())
        summary = end - m_begin == 1 ? tr("No mojibake found in this 1 byte.")
                                     : tr("No mojibake found in these %n bytes.", nullptr,
                                          pluralCount(end - m_begin));
    else
        summary = (m_report.findings.size() == 1 ? tr("1 finding in bytes %1–%2: ")
                                                 : tr("%n findings in bytes %1–%2: ", nullptr,
                                                      pluralCount(m_report.findings.size())))
                      .arg(hexOffset(m_begin), hexOffset(end)) +
                  tr("%1 repaired, %2 reported only.")
                      .arg(applied)
                      .arg(m_report.findings.size() - applied);
    if (end < m_end)
        summary +=
            QLatin1Char(' ') + tr("Only the first %1 KiB were analysed.").arg(kMaxRange >> 10);
    m_summary->setText(summary);
    fillFindings();
    fillTexts();
    showDetail();
    m_saveRange->setEnabled(m_report.changed);
    m_saveDocument->setEnabled(!m_data.empty());
}

void MojibakePanel::fillFindings()
{
    m_findings->clear();
    for (const MojibakeFinding &f : m_report.findings) {
        auto *item = new QTreeWidgetItem(m_findings);
        item->setText(0, hexOffset(m_begin + f.offset));
        item->setText(1, fromStd(std::string(name(f.kind))));
        item->setText(2, messageText(chainMessages(f)));
        item->setText(
            3, visible(QByteArray(f.original.data(), static_cast<qsizetype>(f.original.size())))
                   .left(60));
        item->setText(4, f.applied ? visible(QByteArray(f.repaired.data(),
                                                        static_cast<qsizetype>(f.repaired.size())))
                                         .left(60)
                         : f.ambiguous ? tr("(ambiguous, left as it is)")
                                       : tr("(left as it is)"));
        item->setToolTip(2, messageText(f.evidenceMessages));
    }
}

void MojibakePanel::fillTexts()
{
    const Offset end = std::min(m_end, m_begin + kMaxRange);
    const Bytes range = m_data.subspan(m_begin, end - m_begin);
    QList<QPair<QByteArray, bool>> before;
    QList<QPair<QByteArray, bool>> after;
    Offset at = 0;
    for (const MojibakeFinding &f : m_report.findings) {
        if (f.offset > at) {
            const QByteArray same = toByteArray(range.subspan(at, f.offset - at));
            before.append({same, false});
            after.append({same, false});
        }
        const QByteArray original(f.original.data(), static_cast<qsizetype>(f.original.size()));
        before.append({original, true});
        after.append({f.applied
                          ? QByteArray(f.repaired.data(), static_cast<qsizetype>(f.repaired.size()))
                          : original,
                      f.applied});
        at = f.offset + f.length;
    }
    if (at < range.size()) {
        const QByteArray rest = toByteArray(range.subspan(at));
        before.append({rest, false});
        after.append({rest, false});
    }
    const RoleColors colors = RoleColors::fromPalette(palette());
    fillView(m_original, before, colors.invalidFill);
    fillView(m_repaired, after, colors.unitFill);
}

void MojibakePanel::showDetail()
{
    const int row = m_findings->indexOfTopLevelItem(m_findings->currentItem());
    if (row < 0 || static_cast<std::size_t>(row) >= m_report.findings.size()) {
        m_detail->setText(m_report.findings.empty()
                              ? QString()
                              : tr("Choose a finding to see its chain and evidence."));
        return;
    }
    const MojibakeFinding &f = m_report.findings[static_cast<std::size_t>(row)];
    QString text = tr("%1 bytes at %2: %3.")
                       .arg(f.length)
                       .arg(hexOffset(m_begin + f.offset), messageText(chainMessages(f)));
    if (!f.evidenceMessages.empty())
        text += QLatin1Char(' ') + tr("Evidence: %1.").arg(messageText(f.evidenceMessages));
    if (f.lossy)
        text += QLatin1Char(' ') +
                tr("Lossy: the repair stands in for bytes an earlier decoding lost.");
    if (!f.alike.empty()) {
        QStringList alike;
        for (const std::string &name : f.alike)
            alike << fromStd(name);
        text += QLatin1Char(' ') +
                tr("The same repair through: %1.").arg(alike.join(QStringLiteral(", ")));
    }
    if (f.ambiguous)
        text += QLatin1Char(' ') + tr("Ambiguous: %1. Not repaired: the readings give other text.")
                                       .arg(mojibakeReadings(f));
    else if (!f.applied)
        text += QLatin1Char(' ') + tr("Not repaired: there is no safe guess.");
    m_detail->setText(text);
}

bool MojibakePanel::writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    QString reason;
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() ||
        !commitWhole(file, reason)) {
        if (error)
            *error = reason.isEmpty() ? file.errorString() : reason;
        return false;
    }
    return true;
}

QString MojibakePanel::askSavePath()
{
    const QFileInfo original(m_path);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the repaired text as"),
                                                      repairedCopyPath(m_path));
    if (path.isEmpty())
        return {};
    if (!m_path.isEmpty() && QFileInfo(path).absoluteFilePath() == original.absoluteFilePath()) {
        const auto answer = QMessageBox::warning(
            this, tr("Overwrite the original?"),
            tr("%1 is the file being inspected. Replace it with the repaired text?").arg(path),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return {};
    }
    return path;
}

void MojibakePanel::saveAs(const QByteArray &content)
{
    const QString path = askSavePath();
    if (path.isEmpty())
        return;
    QString error;
    if (!writeFile(path, content, &error))
        QMessageBox::warning(this, tr("Cannot save"),
                             tr("%1 could not be written: %2").arg(path, error));
}

void MojibakePanel::saveRange()
{
    saveAs(documentWithRepairedRange());
}

void MojibakePanel::saveDocument()
{
    const QString path = askSavePath();
    if (!path.isEmpty())
        startSavingRepaired(path);
}

void MojibakePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        fillTexts();
}

} // namespace u8i::ui
