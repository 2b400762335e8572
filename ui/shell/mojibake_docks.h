// Puts the Mojibake dock and the View-as dock into the main window and keeps them fed with the
// document model's selection (or, without one, the bytes from the views' top offset); choosing a
// finding selects its bytes.
#pragma once

#include "document_model.h"

class QDockWidget;
class QMainWindow;

namespace u8i::ui {

// The docks are tabbed with `besides` (the Diagnostics dock), which stays in front.
void installMojibakeDocks(QMainWindow *window, DocumentModel *document, QDockWidget *besides);

} // namespace u8i::ui
