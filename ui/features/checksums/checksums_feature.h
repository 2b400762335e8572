// Checksums as a feature of the main window: its dock, a tab beside the Diagnostics (hidden until
// asked for), toggled by View ▸ Checksums (Ctrl+Shift+K), and its status task.
#pragma once

#include "feature.h"

namespace u8i::ui {

class ChecksumsFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;
};

} // namespace u8i::ui
