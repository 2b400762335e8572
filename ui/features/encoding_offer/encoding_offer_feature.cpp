#include "encoding_offer_feature.h"
#include "encoding_offer.h"
#include "feature_host.h"

namespace u8i::ui {

void EncodingOfferFeature::install(FeatureHost &host)
{
    m_offer = new EncodingOffer(host.model(), host.messageBar(), host.window());
    host.addStatusTask(m_offer->conversion(), QStringLiteral("conversionStatus"));
    connect(m_offer, &EncodingOffer::verdictChanged, this,
            [&host](const QString &text, const QString &evidence) {
                host.showVerdict(text, evidence);
            });
    connect(m_offer, &EncodingOffer::binaryDetected, &host, &FeatureHost::announceBinary);
    host.addMenuEntry(MenuAnchor::FileConvert, tr("Con&vert to UTF-8…"), {}, this,
                      [this] { m_offer->convertDialog(); });
}

} // namespace u8i::ui
