// Comparison as a feature of the main window: File ▸ Compare With…, the Comparison dock (shown
// while comparing), Go ▸ Next Difference (F7) and Previous Difference (Shift+F7), and their
// status tasks.
#pragma once

#include "feature.h"

namespace u8i::ui {

class CompareSession;

class CompareFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] CompareSession *session() const { return m_session; }

  private:
    CompareSession *m_session = nullptr;
};

} // namespace u8i::ui
