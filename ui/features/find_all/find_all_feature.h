// Find All as a feature of the main window: its dock, a tab beside the Diagnostics (hidden until
// asked for), Edit ▸ Find All (Ctrl+Alt+F), which opens it with the input focused, and its status
// task.
#pragma once

#include "feature.h"

namespace u8i::ui {

class FindAllFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;
};

} // namespace u8i::ui
