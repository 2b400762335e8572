// Puts the Mojibake dock and the View-as dock into the main window and keeps them fed with the
// selection (or, without one, the bytes from the top of the hex view); choosing a finding
// selects its bytes.
#pragma once

namespace u8i::ui {

class MainWindow;

void installMojibakeDocks(MainWindow *window);

} // namespace u8i::ui
