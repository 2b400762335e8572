#include "compare_session.h"
#include "hex_view.h"
#include "number_text.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace u8i::ui {

namespace {
const QString kLastKey = QStringLiteral("compare/lastPath");
const QString kLayer = QStringLiteral("differences");
} // namespace

CompareSession::CompareSession(QWidget *window, DocumentModel *model, HexView *hex)
    : QObject(window), m_window(window), m_model(model), m_hex(hex),
      m_navigation(new BackgroundTask(tr("Finding a difference"), this)),
      m_counting(new BackgroundTask(tr("Comparing"), this)),
      m_dock(new QDockWidget(tr("Comparison"), window)), m_summary(new QLabel(m_dock))
{
    m_dock->setObjectName(QStringLiteral("comparisonDock"));
    auto *panel = new QWidget(m_dock);
    auto *layout = new QHBoxLayout(panel);
    m_summary->setObjectName(QStringLiteral("comparisonSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *previous = new QPushButton(tr("Pre&vious Difference"), panel);
    auto *next = new QPushButton(tr("Ne&xt Difference"), panel);
    auto *close = new QPushButton(tr("Stop Comparing"), panel);
    layout->addWidget(m_summary, 1);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(close);
    m_dock->setWidget(panel);
    connect(previous, &QPushButton::clicked, this, &CompareSession::previous);
    connect(next, &QPushButton::clicked, this, &CompareSession::next);
    connect(close, &QPushButton::clicked, this, &CompareSession::stop);
    // The searches read both buffers: they end before either goes.
    for (BackgroundTask *task : {m_navigation, m_counting}) {
        connect(m_model, &DocumentModel::changed, task, &BackgroundTask::cancelAndWait);
        connect(m_model, &DocumentModel::shrunk, task, &BackgroundTask::cancelAndWait);
    }
    connect(m_model, &DocumentModel::changed, this, &CompareSession::onDocumentChanged);
}

CompareSession::~CompareSession()
{
    m_navigation->cancelAndWait();
    m_counting->cancelAndWait();
}

bool CompareSession::comparing() const
{
    return m_other != nullptr && m_owner == m_model->document();
}

QString CompareSession::otherPath() const
{
    return m_other ? m_other->path() : QString();
}

Bytes CompareSession::otherBytes() const
{
    return m_other && m_other->checkAccess() ? m_other->bytes() : Bytes{};
}

bool CompareSession::compareWith(const QString &path)
{
    QString error;
    auto other = ByteSource::openFile(path, error);
    if (!other) {
        emit message(error);
        return false;
    }
    m_navigation->cancelAndWait();
    m_counting->cancelAndWait();
    m_other = std::move(other);
    QSettings().setValue(kLastKey, path);
    setOwner(m_model->document());
    showMarks();
    return true;
}

void CompareSession::setOwner(Document *document)
{
    disconnect(m_ownerGone);
    m_owner = document;
    // Its tab closed (by then another document is shown, and the marks are gone): the other file
    // goes too. The widgets are not touched: they may be going already, with the window.
    m_ownerGone = connect(document, &QObject::destroyed, this, [this] {
        m_other.reset();
        m_count = {};
        m_counted = false;
    });
}

void CompareSession::showMarks()
{
    m_hex->setMarkLayer(
        kLayer,
        [this](Offset begin, Offset end) {
            std::vector<bool> marks(end - begin, false);
            const Bytes a = m_model->checkAccess() ? m_model->bytes() : Bytes{};
            const Bytes b = otherBytes();
            for (Offset at = begin; at < end; ++at)
                marks[at - begin] = at >= a.size() || at >= b.size() || a[at] != b[at];
            return marks;
        },
        QPalette::Link);
    m_dock->show();
    recount();
}

void CompareSession::onDocumentChanged()
{
    if (!m_other)
        return;
    Document *shown = m_model->document();
    const QString path = m_owner ? m_owner->source().path() : QString();
    const bool reloaded = shown != m_owner && !path.isEmpty() &&
                          shown->source().kind() == ByteSource::Kind::File &&
                          shown->source().path() == path;
    if (reloaded)
        setOwner(shown); // a file is open in one tab only: the same path is the same tab
    if (shown == m_owner) {
        showMarks();
        return;
    }
    // Another tab: the comparison waits in its own.
    m_hex->setMarkLayer(kLayer, {}, QPalette::Link);
    m_count = {};
    m_counted = false;
    m_summary->clear();
    m_dock->hide();
}

void CompareSession::dialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Compare With"),
                                                      QSettings().value(kLastKey).toString());
    if (!path.isEmpty())
        compareWith(path);
}

void CompareSession::stop()
{
    m_navigation->cancelAndWait();
    m_counting->cancelAndWait();
    m_hex->setMarkLayer(kLayer, {}, QPalette::Link);
    m_other.reset();
    disconnect(m_ownerGone);
    m_owner = nullptr;
    m_count = {};
    m_counted = false;
    m_summary->clear();
    m_dock->hide();
}

QString CompareSession::summary() const
{
    return m_summary->text();
}

void CompareSession::recount()
{
    if (!comparing())
        return;
    m_counted = false;
    const Bytes a = m_model->bytes();
    const Bytes b = otherBytes();
    const QString name = m_other->displayName();
    m_summary->setText(tr("Comparing with %1…").arg(name));
    m_counting->start(
        std::min<Offset>(a.size(), b.size()),
        [a, b](BackgroundTask::Control &c) { return countDifferences(a, b, &c.cancel, &c.done); },
        [this, a, b, name](DifferenceCount count) {
            m_count = count;
            m_counted = true;
            QString text = count.bytes == 0
                               ? tr("Identical to %1 (%2 bytes).").arg(name, grouped(a.size()))
                               : tr("%1 bytes differ from %2, in %3 runs.")
                                     .arg(grouped(count.bytes), name, grouped(count.runs));
            if (a.size() != b.size())
                text += QLatin1Char(' ') + tr("The sizes differ: %1 and %2 bytes.")
                                               .arg(grouped(a.size()), grouped(b.size()));
            m_summary->setText(text);
            emit counted();
        });
}

void CompareSession::next()
{
    seek(true);
}

void CompareSession::previous()
{
    seek(false);
}

void CompareSession::seek(bool forward)
{
    if (!comparing()) {
        emit message(tr("Compare with a file first (File ▸ Compare With…)."));
        return;
    }
    const Bytes a = m_model->bytes();
    const Bytes b = otherBytes();
    // From the end of the difference shown (forward), or from its start (backward).
    const Offset from = forward
                            ? (m_model->hasSelection() ? m_model->selectionEnd() : m_model->caret())
                            : m_model->selectionBegin();
    m_navigation->start(
        0,
        [a, b, from, forward](BackgroundTask::Control &c) {
            return forward ? nextDifference(a, b, from, &c.cancel)
                           : previousDifference(a, b, from, &c.cancel);
        },
        [this, forward](DifferenceRun run) {
            if (!run.found()) {
                emit message(forward ? tr("No difference after this point.")
                                     : tr("No difference before this point."));
                emit moved(kNoOffset);
                return;
            }
            const Offset size = m_model->size();
            if (run.offset >= size) { // only the other file has these bytes
                emit message(tr("The other file goes on past the end: %1 more bytes.")
                                 .arg(grouped(otherBytes().size() - size)));
                if (size > 0)
                    m_model->setCaret(size - 1);
            } else {
                m_model->select(run.offset, std::min(size, run.offset + run.length),
                                DocumentModel::CaretAt::Start);
            }
            emit moved(run.offset);
        });
}

} // namespace u8i::ui
