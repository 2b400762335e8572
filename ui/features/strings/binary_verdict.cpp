#include "binary_verdict.h"
#include "feature_host.h"

#include "number_text.h"
#include "strings_panel.h"

#include <cmath>

namespace u8i::ui {

BinaryVerdict::BinaryVerdict(DocumentModel *document, StringsPanel *strings, FeatureHost *host,
                             QObject *parent)
    : QObject(parent), m_document(document), m_strings(strings), m_host(host)
{
    connect(document, &DocumentModel::changed, this, [this] { m_type.clear(); });
    connect(strings->search(), &StringsSearch::found, this, [this](std::size_t first) {
        const std::vector<StringRecord> &records = m_strings->search()->records();
        for (std::size_t i = first; i < records.size(); ++i)
            m_utf8Strings += records[i].encoding == TextEncoding::Utf8 ? 1 : 0;
        update();
    });
    connect(strings->search(), &StringsSearch::cleared, this, [this] { m_utf8Strings = 0; });
    connect(strings->search(), &StringsSearch::finished, this, &BinaryVerdict::update);
    connect(document, &DocumentModel::indexReady, this, &BinaryVerdict::countStrings);
}

void BinaryVerdict::countStrings()
{
    // Once the scan is done: the verdict waits for the scan anyway, and a search beside it would
    // take a core from it (on a 16 GiB file, for seconds).
    if (m_type.isEmpty() || !m_document->index())
        return;
    m_strings->ensureSearched();
    update();
}

void BinaryVerdict::setBinaryType(const QString &type)
{
    // libmagic says "data" when it knows no more.
    m_type = type.isEmpty() || type == QLatin1String("data") ? tr("binary data") : type;
    countStrings();
}

QString BinaryVerdict::text(const QString &type, double illFormed, Offset strings, bool counting)
{
    const QString count = counting       ? tr("counting strings…")
                          : strings == 1 ? tr("1 string")
                                         : tr("%1 strings").arg(grouped(strings));
    return tr("%1 · %2% of bytes ill-formed as UTF-8 · %3")
        .arg(type)
        .arg(std::lround(illFormed * 100))
        .arg(count);
}

void BinaryVerdict::update()
{
    const ScanIndex *index = m_document->index();
    if (m_type.isEmpty() || !index || index->totals().bytes == 0)
        return;
    const Totals &totals = index->totals();
    const double illFormed =
        static_cast<double>(totals.roles[static_cast<std::size_t>(ByteRole::Invalid)]) /
        static_cast<double>(totals.bytes);
    const bool counting = m_strings->search()->running();
    m_host->showVerdict(text(m_type, illFormed, m_utf8Strings, counting),
                        tr("Binary data (%1): the Strings panel lists the text in it, "
                           "F6 goes to the next string.")
                            .arg(m_type));
}

} // namespace u8i::ui
