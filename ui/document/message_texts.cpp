#include "message_texts.h"

#include "script_names.h"
#include "ui_language.h"

#include <u8i/hex_text.h>

#include <QCoreApplication>

namespace u8i::ui {

namespace {

std::string translated(MessageId id)
{
    return QCoreApplication::translate(kMessagesContext, messageTemplate(id)).toStdString();
}

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
    case MessageArg::Type::Script: return scriptName(arg.bytes).toStdString();
    case MessageArg::Type::List: return joinList(arg.bytes, translated(MessageId::ListAnd));
    case MessageArg::Type::Language: {
        const std::size_t cut = arg.bytes.find('\n');
        return languageName(cut == std::string::npos ? std::string() : arg.bytes.substr(cut + 1),
                            arg.bytes.substr(0, cut))
            .toStdString();
    }
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
    return QString::fromStdString(fillMessage(translated(message.id), args));
}

QString messageText(const std::vector<Message> &prose)
{
    QString out;
    for (const Message &m : prose) {
        if (!out.isEmpty() && !m.joined)
            out += QStringLiteral("; ");
        out += messageText(m);
    }
    return out;
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
