// Starts a document's scan once a view has painted its first screen: the scan takes every core,
// and the user should see the file before it starts.
#pragma once

class QWidget;

namespace u8i::ui {

class Document;

// Starts `document`'s scan after `view`'s first paint (queued, so that the frame reaches the
// screen first); at the next turn of the event loop when `view` is not visible then, and after
// one second at the latest. The document reports scanning() from now on.
void startScanAfterFirstPaint(Document *document, QWidget *view);

} // namespace u8i::ui
