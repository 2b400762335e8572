#include "mojibake_feature.h"
#include "feature_host.h"
#include "mojibake_panel.h"
#include "mojibake_repair_offer.h"
#include "view_as_panel.h"

#include "fitting_scroll_area.h"
#include "in_view.h"

#include <QDockWidget>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace u8i::ui {

namespace {
constexpr int kRestMs = 250; // selections change at every mouse move: analyse once they rest
} // namespace

void MojibakeFeature::install(FeatureHost &host)
{
    m_window = host.window();
    m_document = host.model();
    m_mojibake = new MojibakePanel(m_window);
    m_viewAs = new ViewAsPanel(m_window);
    m_mojibake->setObjectName(QStringLiteral("mojibakePanel"));
    m_viewAs->setObjectName(QStringLiteral("viewAsPanel"));
    m_mojibakeDock = addDock(host, m_mojibake, tr("Mojibake"), "mojibakeDock", Qt::Key_3);
    m_viewAsDock = addDock(host, m_viewAs, tr("View As"), "viewAsDock", Qt::Key_4);
    host.addStatusTask(m_mojibake->repairTask(), QStringLiteral("repairStatus"));
    m_offer = new MojibakeRepairOffer(m_document, host.messageBar(), m_window);
    host.addStatusTask(m_offer->saveTask(), QStringLiteral("repairCopyStatus"));
    connect(&host, &FeatureHost::noticesListed, m_offer, &MojibakeRepairOffer::offer);
    for (QDockWidget *dock : {m_mojibakeDock, m_viewAsDock})
        connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible)
                apply();
        });
    m_rest = new QTimer(this);
    m_rest->setSingleShot(true);
    m_rest->setInterval(kRestMs);
    connect(m_rest, &QTimer::timeout, this, &MojibakeFeature::apply);
    connect(m_viewAs, &ViewAsPanel::windowRequested, this, &MojibakeFeature::showViewAsWindow);
    connect(m_mojibake, &MojibakePanel::findingActivated, this,
            [this](Offset offset, Offset length) {
                m_choosing = true;
                m_document->select(offset, offset + length, DocumentModel::CaretAt::Start);
                m_choosing = false;
            });
    followDocument();
}

QDockWidget *MojibakeFeature::addDock(FeatureHost &host, QWidget *panel, const QString &title,
                                      const char *name, Qt::Key digit)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(QLatin1String(name));
    // In a scroll area: the tabs behind Diagnostics do not make the bottom docks tall.
    dock->setWidget(new FittingScrollArea(panel, dock));
    host.addDock(dock, {Qt::BottomDockWidgetArea, true, true, QKeySequence(Qt::ALT | digit)});
    return dock;
}

void MojibakeFeature::followDocument()
{
    connect(m_document, &DocumentModel::changed, this, [this] {
        m_mojibake->setDocument({}); // cheap; lets go of the old bytes now, the new come in apply
        m_newDocument = true;
        m_begin = kNoOffset; // whatever was asked for before, the new bytes are to be shown
        request(0, MojibakePanel::kMaxRange);
    });
    connect(m_document, &DocumentModel::shrunk, this, [this] {
        m_newDocument = m_mojibakeStale = m_viewAsStale = false;
        m_begin = kNoOffset;
        m_mojibake->setDocument({});
        m_viewAs->setBytes(QByteArray());
    });
    // A selection is analysed; a click that ends it brings back the text window, as before it.
    connect(m_document, &DocumentModel::selectionChanged, this, [this](Offset begin, Offset end) {
        if (m_choosing)
            return;
        if (begin != end)
            request(begin, end);
        else
            requestTextWindow();
    });
    connect(m_document, &DocumentModel::topOffsetChanged, this, [this] {
        if (!m_choosing && !m_document->hasSelection())
            requestTextWindow();
    });
}

void MojibakeFeature::requestTextWindow()
{
    const Offset top = m_document->topOffset();
    request(top, top + MojibakePanel::kMaxRange);
}

void MojibakeFeature::request(Offset begin, Offset end)
{
    if (begin == m_begin && end == m_end)
        return; // asked for already (a caret move without a selection, say)
    m_begin = begin;
    m_end = end;
    m_mojibakeStale = m_viewAsStale = true;
    m_rest->start();
}

bool MojibakeFeature::settled() const
{
    return !m_rest->isActive();
}

// A hidden window (a test's) updates everything: only a shown window has hidden docks to skip.
bool MojibakeFeature::shows(const QDockWidget *dock) const
{
    return !m_window->isVisible() || inView(dock);
}

std::pair<Offset, Offset> MojibakeFeature::clampedRange() const
{
    const Offset size = m_document->size();
    const Offset begin = std::min(m_begin, size);
    return {begin, std::clamp(m_end, begin, size)};
}

void MojibakeFeature::apply()
{
    const Bytes bytes = m_document->bytes();
    const auto [begin, end] = clampedRange();
    if (m_mojibakeStale && shows(m_mojibakeDock)) {
        m_mojibakeStale = false;
        if (std::exchange(m_newDocument, false))
            m_mojibake->setDocument(bytes, m_document->document()->source().path());
        if (begin != m_mojibake->rangeBegin() || end != m_mojibake->rangeEnd())
            m_mojibake->setRange(begin, end);
    }
    if (m_viewAsStale && shows(m_viewAsDock)) {
        m_viewAsStale = false;
        m_viewAs->setBytes(bytes.subspan(begin, end - begin));
    }
}

void MojibakeFeature::showViewAsWindow(Offset start)
{
    if (!m_document->checkAccess())
        return;
    const auto [begin, end] = clampedRange();
    m_viewAs->setBytes(m_document->bytes().subspan(begin, end - begin), start);
}

} // namespace u8i::ui
