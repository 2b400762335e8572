// Going to a place as a feature of the main window: Go ▸ Go to Offset… (Ctrl+G), Go to Line…
// (Ctrl+L), Start of File and End of File (Ctrl+Home, Ctrl+End: the hex view's keys too), the same
// offset and line in the views' context menu, and the line search's status task.
#pragma once

#include "feature.h"

#include <u8i/types.h>

namespace u8i::ui {

class GoToLine;

class GoToFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    void install(FeatureHost &host) override;

    [[nodiscard]] GoToLine *goToLine() const { return m_goToLine; }
    // "0x1F4" or "500"; false (and a status message) when it is no offset of the document.
    bool goToOffsetText(const QString &text);
    void goToOffset(Offset offset); // the caret there, the hex view focused
    void goToOffsetDialog();

  private:
    void addMenuEntries(FeatureHost &host);

    FeatureHost *m_host = nullptr;
    GoToLine *m_goToLine = nullptr;
};

} // namespace u8i::ui
