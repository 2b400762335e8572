// Puts the Mojibake dock and the View-as dock into the main window and keeps them fed with the
// document model's selection (or, without one, the bytes from the views' top offset); choosing a
// finding selects its bytes.
#pragma once

#include "document_model.h"

class QDockWidget;
class QMainWindow;

namespace u8i::ui {

class MojibakePanel;

// The docks are tabbed with `besides` (the Diagnostics dock), which stays in front. Returns the
// Mojibake panel (its whole-file repair task is shown in the status bar).
MojibakePanel *installMojibakeDocks(QMainWindow *window, DocumentModel *document,
                                    QDockWidget *besides);

} // namespace u8i::ui
