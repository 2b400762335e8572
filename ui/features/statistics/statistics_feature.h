// Statistics as a feature of the main window: the Statistics dock, a tab beside the Diagnostics
// (hidden until asked for, View ▸ Statistics, Ctrl+Shift+T), the entropy strip beside the overview
// bar (hidden until asked for, View ▸ Entropy Strip), and their status tasks.
#pragma once

#include "feature.h"

namespace u8i::ui {

class StatisticsFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

  private:
    void installStrip(FeatureHost &host);
};

} // namespace u8i::ui
