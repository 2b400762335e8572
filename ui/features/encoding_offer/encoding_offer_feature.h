// The encoding offer as a feature of the main window: for a file that is not UTF-8, the detector's
// verdict in the status bar and the message bar's offer (see EncodingOffer), File ▸ Convert to
// UTF-8…, the conversion's status task, and binary data announced to the host.
#pragma once

#include "feature.h"

namespace u8i::ui {

class EncodingOffer;

class EncodingOfferFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] EncodingOffer *offer() const { return m_offer; }

  private:
    EncodingOffer *m_offer = nullptr;
};

} // namespace u8i::ui
