// The codec's messages (u8i/utf8/message.h) in the user's language: the sentence through the
// translation (context "Messages"), the bytes and code points as the codec gives them. The GUI
// shows every diagnostic and notice message through these, never the codec's English.
#pragma once

#include <u8i/utf8/message.h>

#include <QString>

namespace u8i::ui {

[[nodiscard]] QString messageText(const Message &message);
// Prose of several messages (a mojibake finding's evidence, its chain), joined as the codec's
// englishText joins them (Message::joined).
[[nodiscard]] QString messageText(const std::vector<Message> &prose);

// Why a group is ill-formed (or which character it is), in the user's language.
[[nodiscard]] QString groupText(Bytes data, const Item &group);
// What a notice means, in the user's language.
[[nodiscard]] QString noticeText(const Notice &notice);

} // namespace u8i::ui
