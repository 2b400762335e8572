#include "status_bar_presenter.h"
#include "number_text.h"

#include "background_task.h"
#include "role_colors.h"
#include "status_task.h"
#include "verdict.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>
#include <QStringList>
#include <QToolButton>

namespace u8i::ui {

namespace {
constexpr int kFailedMs = 8000; // how long the status line says that a file was not opened
} // namespace

StatusBarPresenter::StatusBarPresenter(QStatusBar *bar, DocumentModel *document)
    : QObject(bar), m_bar(bar), m_document(document)
{
    m_caret = new QLabel(bar);
    m_selection = new QLabel(bar);
    m_verdict = new QLabel(bar);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_progress = new QProgressBar(bar);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(180);
    m_progress->setFormat(tr("Scanning %p%"));
    m_cancelScan = new QToolButton(bar);
    m_cancelScan->setText(tr("Cancel"));
    m_cancelScan->setToolTip(tr("Stop the scan (diagnostics and statistics need it)"));
    bar->addWidget(m_caret);
    bar->addWidget(m_selection);
    bar->addPermanentWidget(m_verdict);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancelScan);

    connect(m_cancelScan, &QToolButton::clicked, this,
            [this] { m_document->document()->cancelScan(); });
    connect(m_document, &DocumentModel::changed, this, &StatusBarPresenter::onDocumentChanged);
    connect(m_document, &DocumentModel::scanProgress, this, [this](Offset done, Offset total) {
        m_progress->setValue(total ? static_cast<int>(done * 1000 / total) : 1000);
    });
    connect(m_document, &DocumentModel::scanFinished, this, &StatusBarPresenter::onScanFinished);
    connect(m_document, &DocumentModel::selectionChanged, this, &StatusBarPresenter::updateCaret);
    connect(m_document, &DocumentModel::shrunk, this, [this] {
        m_verdict->setText(tr("no longer readable"));
        updateCaret();
    });
    onDocumentChanged();
}

void StatusBarPresenter::track(BackgroundTask *task, const QString &name)
{
    auto *status = new StatusTask(name, tr("Stop"), tr("Stop: %1").arg(task->description()), m_bar);
    status->track(task);
    m_bar->addWidget(status);
}

bool StatusBarPresenter::nothingOpen() const
{
    const ByteSource &source = m_document->document()->source();
    return source.kind() == ByteSource::Kind::Scratch && source.size() == 0;
}

void StatusBarPresenter::setVerdict(const QString &text, const QString &tip, bool error)
{
    m_verdict->setText(text);
    m_verdict->setToolTip(tip);
    QPalette p = m_bar->palette();
    if (error)
        p.setColor(QPalette::WindowText, RoleColors::fromPalette(p).invalid);
    m_verdict->setPalette(p);
}

void StatusBarPresenter::showOpenFailed(const QString &name, const QString &reason)
{
    if (nothingOpen()) {
        m_openFailed = true;
        setVerdict(tr("not opened: %1").arg(name), reason, true);
        m_caret->setText(tr("no file open"));
        m_selection->clear();
        return;
    }
    m_bar->showMessage(tr("“%1” was not opened; “%2” stays open.")
                           .arg(name, m_document->document()->displayName()),
                       kFailedMs);
}

void StatusBarPresenter::onDocumentChanged()
{
    m_scanVerdict.clear();
    m_detectedVerdict.clear();
    m_detectedEvidence.clear();
    // A UTF-16 verdict needs only the first 64 KiB: it is shown at once, and the scan keeps it.
    const Bytes bytes = m_document->bytes();
    const QString utf16 = verdictEvidence(bytes);
    m_openFailed = false;
    setVerdict(utf16.isEmpty() ? tr("scanning…") : verdictText({}, bytes), utf16);
    m_progress->setValue(0);
    m_progress->show();
    m_cancelScan->show();
    updateCaret();
}

void StatusBarPresenter::onScanFinished(bool cancelled)
{
    m_progress->hide();
    m_cancelScan->hide();
    if (m_readingStdin && m_readingStdin()) { // the empty stand-in while standard input arrives
        m_verdict->setText(tr("reading standard input…"));
        return;
    }
    const Bytes bytes = m_document->bytes();
    if (cancelled || !m_document->index()) {
        if (!m_document->checkAccess())
            m_verdict->setText(tr("no longer readable"));
        else if (verdictEvidence(bytes).isEmpty() && m_detectedVerdict.isEmpty())
            m_verdict->setText(tr("scan cancelled"));
        return;
    }
    if (nothingOpen()) {
        if (!m_openFailed) // "not opened: …" stays until a document opens
            setVerdict(tr("no file open"));
        return;
    }
    m_scanVerdict = verdictText(m_document->index()->totals(), bytes);
    if (m_detectedVerdict.isEmpty())
        setVerdict(m_scanVerdict, verdictEvidence(bytes));
    else
        setVerdict(m_detectedVerdict, m_detectedEvidence);
}

void StatusBarPresenter::showNotices(Offset deceptiveCharacters, const MojibakeTally &mojibake)
{
    if (m_scanVerdict.isEmpty() || !m_verdict->text().startsWith(m_scanVerdict))
        return; // another verdict stands (a detected encoding, an unreadable file)
    const QLocale english(QLocale::English);
    // The scan's verdict, or the detector's that says more of it ("…; 2 runs read as KOI8-U").
    QString text = m_detectedVerdict.isEmpty() ? m_scanVerdict : m_detectedVerdict;
    if (deceptiveCharacters == 1)
        text = tr("%1 · 1 deceptive character").arg(text);
    else if (deceptiveCharacters > 1)
        text = tr("%1 · %2 deceptive characters")
                   .arg(text, english.toString(static_cast<qulonglong>(deceptiveCharacters)));
    if (mojibake.runs > 0) {
        QStringList encodings;
        for (const std::string &e : mojibake.encodings)
            encodings << QString::fromStdString(e);
        const QString links = encodings.join(QStringLiteral(", "));
        text = mojibake.runs == 1
                   ? tr("%1 · 1 run looks like mojibake (%2)").arg(text, links)
                   : tr("%1 · %n runs look like mojibake (%2)", nullptr, pluralCount(mojibake.runs))
                         .arg(text, links);
        // Runs whose readings give other text are left as they are: the verdict says so.
        if (mojibake.ambiguous > 0 && mojibake.runs == 1)
            text = tr("%1, ambiguous: left as it is").arg(text);
        else if (mojibake.ambiguous > 0)
            text = tr("%1, %n of them ambiguous: left as they are", nullptr,
                      pluralCount(mojibake.ambiguous))
                       .arg(text);
    }
    m_verdict->setText(text);
}

void StatusBarPresenter::updateCaret()
{
    const Offset size = m_document->size();
    if (size == 0) {
        m_caret->setText(nothingOpen() ? tr("no file open") : tr("0 bytes"));
        m_selection->clear();
        return;
    }
    const Offset caret = m_document->caret();
    m_caret->setText(
        tr("Offset %1 (0x%2) of %3").arg(grouped(caret)).arg(caret, 0, 16).arg(grouped(size)));
    const Offset begin = m_document->selectionBegin();
    const Offset end = m_document->selectionEnd();
    m_selection->setText(end > begin ? selectionText(begin, end) : QString());
}

QString StatusBarPresenter::selectionText(Offset begin, Offset end)
{
    // The first and the last byte, in hex as the caret's offset is; the count in words.
    const QString first = offsetHex(begin);
    const QString last = offsetHex(end - 1);
    const Offset length = end - begin;
    if (length == 1)
        return tr("Selection: %1–%2 (1 byte)").arg(first, last);
    return tr("Selection: %1–%2 (%3 bytes)", nullptr, pluralCount(length))
        .arg(first, last, grouped(length));
}

void StatusBarPresenter::showDetectedVerdict(const QString &text, const QString &evidence)
{
    m_detectedVerdict = text;
    m_detectedEvidence = evidence;
    m_verdict->setText(text);
    m_verdict->setToolTip(evidence);
}

QString StatusBarPresenter::verdict() const
{
    return m_verdict->text();
}

QString StatusBarPresenter::caretStatus() const
{
    return m_caret->text();
}

QString StatusBarPresenter::selectionStatus() const
{
    return m_selection->text();
}

} // namespace u8i::ui
