#include "document_tabs.h"
#include "main_window.h"

#include <QFileInfo>
#include <QLayout>
#include <QTabBar>

namespace u8i::ui {

namespace {

// The path that names one file however it was reached; empty when there is no such file.
QString canonicalPath(const QString &path)
{
    return path.isEmpty() ? QString() : QFileInfo(path).canonicalFilePath();
}

// Nothing to keep in a tab of its own: the empty start document, or the empty stand-in that shows
// while standard input arrives (the input then takes its tab: `cat f | utf8-inspector -` is one
// tab).
bool isEmptyStandIn(const Document &document)
{
    const ByteSource::Kind kind = document.source().kind();
    return document.source().path().isEmpty() && document.size() == 0 &&
           (kind == ByteSource::Kind::Scratch || kind == ByteSource::Kind::Stdin);
}

} // namespace

DocumentTabs::DocumentTabs(MainWindow *window)
    : QObject(window), m_window(window), m_model(window->model()), m_bar(new QTabBar(window))
{
    m_bar->setObjectName(QStringLiteral("documentTabs"));
    m_bar->setDocumentMode(true);
    m_bar->setTabsClosable(true);
    m_bar->setAutoHide(true); // shown from two tabs on
    m_bar->setExpanding(false);
    m_bar->setElideMode(Qt::ElideMiddle);
    if (QLayout *layout = window->centralWidget()->layout())
        if (auto *box = qobject_cast<QBoxLayout *>(layout))
            box->insertWidget(0, m_bar);
    m_tabs.emplace_back();
    m_bar->addTab(QString());
    label(0, *m_model->document());
    connect(m_bar, &QTabBar::currentChanged, this, &DocumentTabs::setCurrent);
    connect(m_bar, &QTabBar::tabCloseRequested, this, &DocumentTabs::close);
    connect(m_bar, &QTabBar::tabMoved, this, [this](int from, int to) {
        Tab moved = std::move(m_tabs[static_cast<std::size_t>(from)]);
        m_tabs.erase(m_tabs.begin() + from);
        m_tabs.insert(m_tabs.begin() + to, std::move(moved));
        m_current = m_bar->currentIndex();
    });
    m_bar->setMovable(true);
    m_model->setKeeper([this](std::unique_ptr<Document> old) { keep(std::move(old)); });
    // The window deletes its children in the order it made them: the model before these tabs.
    connect(m_model, &QObject::destroyed, this, [this] { m_model = nullptr; });
    connect(m_model, &DocumentModel::aboutToChange, this, [this] {
        if (!m_closing)
            remember(m_tabs[static_cast<std::size_t>(m_current)]);
    });
}

DocumentTabs::~DocumentTabs()
{
    if (m_model) // not when it went first (ThreadSanitizer saw the write to the freed model)
        m_model->setKeeper({});
}

int DocumentTabs::count() const
{
    return static_cast<int>(m_tabs.size());
}

const Document &DocumentTabs::documentOf(int index) const
{
    const Tab &tab = m_tabs[static_cast<std::size_t>(index)];
    return tab.parked ? *tab.parked : *m_model->document();
}

int DocumentTabs::indexOfFile(const QString &path) const
{
    const QString wanted = canonicalPath(path);
    if (wanted.isEmpty())
        return -1;
    for (int i = 0; i < count(); ++i) {
        const ByteSource &source = documentOf(i).source();
        if (source.kind() == ByteSource::Kind::File && canonicalPath(source.path()) == wanted)
            return i;
    }
    return -1;
}

std::vector<DocumentTabs::Place> DocumentTabs::places() const
{
    std::vector<Place> out;
    for (int i = 0; i < count(); ++i) {
        Tab shown;
        const Tab *tab = &m_tabs[static_cast<std::size_t>(i)];
        if (i == m_current) {
            remember(shown);
            tab = &shown;
        }
        const ByteSource &source = documentOf(i).source();
        const bool file = source.kind() == ByteSource::Kind::File;
        out.push_back({file ? source.path() : QString(), tab->caret, tab->top});
    }
    return out;
}

void DocumentTabs::label(int index, const Document &document)
{
    m_bar->setTabText(index, document.displayName());
    m_bar->setTabToolTip(index, document.source().path());
}

void DocumentTabs::keep(std::unique_ptr<Document> old)
{
    const Document &shown = *m_model->document();
    if (m_closing)
        return; // `old` was the closed tab's: it goes
    if (m_switching) {
        m_tabs[static_cast<std::size_t>(m_current)].parked = std::move(old);
        return;
    }
    const bool sameFile = !shown.source().path().isEmpty() &&
                          QFileInfo(shown.source().path()) == QFileInfo(old->source().path());
    if (isEmptyStandIn(*old) || sameFile ||
        (isEmptyStandIn(shown) && shown.source().kind() == ByteSource::Kind::Scratch)) {
        label(m_current, shown); // replaced in its tab (the empty start, a reload, a close)
        return;
    }
    // Opened anew: the old document stays in its tab, the new one gets a tab of its own.
    m_tabs[static_cast<std::size_t>(m_current)].parked = std::move(old);
    m_tabs.emplace_back();
    const QSignalBlocker block(m_bar);
    m_current = m_bar->addTab(QString());
    m_bar->setCurrentIndex(m_current);
    label(m_current, shown);
}

void DocumentTabs::remember(Tab &tab) const
{
    tab.selecting = m_model->hasSelection();
    tab.caret = m_model->caret();
    tab.anchor = tab.selecting
                     ? (m_model->selectionBegin() == tab.caret ? m_model->selectionEnd() - 1
                                                               : m_model->selectionBegin())
                     : tab.caret;
    tab.top = m_model->topOffset();
    tab.reading = m_model->reading();
}

void DocumentTabs::restore(const Tab &tab)
{
    m_model->setCaret(tab.anchor);
    if (tab.selecting)
        m_model->setCaret(tab.caret, true);
    m_model->setTopOffset(tab.top);
    m_model->setReading(tab.reading);
}

void DocumentTabs::setCurrent(int index)
{
    if (index < 0 || index >= count() || index == m_current || !m_tabs[index].parked) {
        const QSignalBlocker block(m_bar);
        m_bar->setCurrentIndex(m_current);
        return;
    }
    m_switching = true; // aboutToChange remembers where the shown tab was
    std::unique_ptr<Document> document = std::move(m_tabs[static_cast<std::size_t>(index)].parked);
    m_model->setDocument(std::move(document)); // keep() parks the shown one in m_current
    m_switching = false;
    m_current = index;
    {
        const QSignalBlocker block(m_bar);
        m_bar->setCurrentIndex(index);
    }
    restore(m_tabs[static_cast<std::size_t>(index)]);
    shown();
}

void DocumentTabs::shown()
{
    Document *document = m_model->document();
    m_window->setWindowTitle(tr("%1 — UTF-8 Inspector").arg(document->displayName()));
    if (!document->index() && !document->scanning() && !document->scanCancelled())
        document->startScan();
    emit m_window->documentChanged();
}

void DocumentTabs::close(int index)
{
    if (index < 0 || index >= count())
        return;
    if (index != m_current) {
        m_tabs.erase(m_tabs.begin() + index); // a parked document: it goes with its tab
        const QSignalBlocker block(m_bar);
        m_bar->removeTab(index);
        m_current = m_bar->currentIndex();
        return;
    }
    if (count() == 1) { // the last tab: back to the empty start document
        m_model->setBytes({}, tr("(nothing open)"));
        label(0, *m_model->document());
        shown();
        return;
    }
    const int neighbour = index + 1 < count() ? index + 1 : index - 1;
    m_closing = true;
    m_model->setDocument(std::move(m_tabs[static_cast<std::size_t>(neighbour)].parked));
    m_closing = false;
    m_tabs.erase(m_tabs.begin() + index);
    {
        const QSignalBlocker block(m_bar);
        m_bar->removeTab(index);
        m_current = neighbour > index ? neighbour - 1 : neighbour;
        m_bar->setCurrentIndex(m_current);
    }
    restore(m_tabs[static_cast<std::size_t>(m_current)]);
    shown();
}

void DocumentTabs::next()
{
    if (count() > 1)
        setCurrent((m_current + 1) % count());
}

void DocumentTabs::previous()
{
    if (count() > 1)
        setCurrent((m_current + count() - 1) % count());
}

} // namespace u8i::ui
