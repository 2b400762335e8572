// The Data Inspector as a feature of the main window: its dock on the right, under the character
// inspector (hidden until asked for), toggled by View ▸ Data Inspector (Ctrl+Shift+I).
#pragma once

#include "feature.h"

namespace u8i::ui {

class DataInspectorFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;
};

} // namespace u8i::ui
