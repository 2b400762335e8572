// A line edit's clear button (QLineEdit::setClearButtonEnabled), with a name a screen reader can
// say: Qt gives the button it makes none.
#pragma once

class QLineEdit;

namespace u8i::ui {

// Shows the clear button in `edit` while it has text, named "Clear the text".
void enableClearButton(QLineEdit *edit);

} // namespace u8i::ui
