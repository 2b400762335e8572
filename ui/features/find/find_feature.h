// Finding as a feature of the main window: the find bar under the views, Edit ▸ Find… (Ctrl+F),
// Find Next (F3), Find Previous (Shift+F3) and Find This (Ctrl+Shift+F, also in the views' context
// menu), and the search's status task.
#pragma once

#include "feature.h"

namespace u8i::ui {

class FindBar;

class FindFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] FindBar *bar() const { return m_bar; }
    // Find This: the selection (or the character at the caret) into the find bar as text when it
    // is well-formed printable text, as hex bytes otherwise; then finds the next one.
    void findThis();

  private:
    FeatureHost *m_host = nullptr;
    FindBar *m_bar = nullptr;
};

} // namespace u8i::ui
