#include "message_texts.h"

#include <u8i/hex_text.h>

#include <QCoreApplication>

namespace u8i::ui {

namespace {

std::string shownArg(const MessageArg &arg)
{
    switch (arg.type) {
    case MessageArg::Type::HexBytes:
    case MessageArg::Type::Verbatim: return arg.bytes;
    case MessageArg::Type::CodePoint:
        return describeCodePoint(static_cast<std::uint32_t>(arg.value));
    case MessageArg::Type::CodePointLabel:
        return codePointLabel(static_cast<std::uint32_t>(arg.value));
    case MessageArg::Type::Number: return std::to_string(arg.value);
    case MessageArg::Type::Count:
        if (arg.value < kCountWords.size())
            return QCoreApplication::translate(kMessagesContext, kCountWords[arg.value])
                .toStdString();
        return std::to_string(arg.value);
    }
    return {};
}

} // namespace

QString messageText(const Message &message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const MessageArg &arg : message.args)
        args.push_back(shownArg(arg));
    const QString sentence =
        QCoreApplication::translate(kMessagesContext, messageTemplate(message.id));
    return QString::fromStdString(fillMessage(sentence.toStdString(), args));
}

QString groupText(Bytes data, const Item &group)
{
    return messageText(groupMessage(data, group));
}

QString noticeText(const Notice &notice)
{
    return messageText(noticeMessage(notice));
}

} // namespace u8i::ui
