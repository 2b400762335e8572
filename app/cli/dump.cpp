// --dump: one row per character or ill-formed group in [--from, --from + --length).
#include "cli/input.h"
#include "cli/item_view.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/charsets/character_properties.h"
#include "u8i/message.h"

#include <algorithm>
#include <cstdio>

namespace u8i::cli {

namespace {

ByteRole roleOf(const Item &item, Offset index)
{
    if (!item.wellFormed)
        return ByteRole::Invalid;
    if (item.length == 1)
        return ByteRole::Ascii;
    return index == 0 ? ByteRole::Lead : ByteRole::Continuation;
}

char roleLetter(ByteRole role)
{
    switch (role) {
    case ByteRole::Ascii: return 'A';
    case ByteRole::Lead: return 'L';
    case ByteRole::Continuation: return 'C';
    case ByteRole::Invalid: return 'X';
    }
    return '?';
}

std::string pad(std::string s, std::size_t width)
{
    // Width in characters: count the bytes that start a UTF-8 character.
    std::size_t chars = 0;
    for (const char c : s)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    s.append(chars < width ? width - chars : 1, ' ');
    return s;
}

class DumpPrinter {
  public:
    explicit DumpPrinter(bool json) : m_json(json)
    {
        if (!json)
            out("offset      bytes        roles     code point  name, or what is wrong\n");
    }

    bool invalid = false;

    void row(const ItemView &view)
    {
        const Item &item = view.item;
        const Item local = view.local();
        invalid = invalid || !item.wellFormed;
        // Four bytes fit the column; longer groups show three and an ellipsis.
        const Offset shown = item.length > 4 ? 3 : item.length;
        const std::string bytes = hexBytes(view.context, local.offset, local.length, shown);
        const Offset shownRoles = shown;
        if (m_json) {
            std::string s = "{\"offset\":" + std::to_string(item.offset) +
                            ",\"length\":" + std::to_string(item.length) + ",\"bytes\":" +
                            jsonString(hexBytes(view.context, local.offset, local.length,
                                                local.length)) + // every byte, every role
                            ",\"roles\":[";
            for (Offset i = 0; i < item.length; ++i)
                s += (i ? "," : "") + jsonString(name(roleOf(item, i)));
            s += "]";
            if (item.wellFormed) {
                s += ",\"code_point\":" + jsonString(uPlus(item.codePoint));
                s += ",\"name\":" + jsonString(charsets::characterName(item.codePoint));
                if (const auto notice = noticeFor(item.codePoint, item.offset))
                    s += ",\"notice\":" + jsonString(name(*notice));
            } else {
                s += ",\"kind\":" + jsonString(name(item.kind));
                s += ",\"replacements\":" + std::to_string(item.replacements);
                if (item.decodesTo)
                    s += ",\"decodes_to\":" + jsonString(uPlus(*item.decodesTo));
                s += ",\"message\":" + jsonString(describe(view.context, local));
            }
            out(s + "}\n");
            return;
        }
        char offset[24];
        std::snprintf(offset, sizeof offset, "0x%08llx",
                      static_cast<unsigned long long>(item.offset));
        std::string roles;
        for (Offset i = 0; i < shownRoles; ++i)
            roles += std::string(i ? " " : "") + roleLetter(roleOf(item, i));
        if (item.length > shownRoles)
            roles += " …";
        std::string s = pad(offset, 12) + pad(bytes, 13) + pad(roles, 10);
        if (item.wellFormed) {
            std::string name = charsets::characterName(item.codePoint);
            s += pad(uPlus(item.codePoint), 12) + name;
            if (const auto notice = noticeFor(item.codePoint, item.offset))
                s += "  [" + std::string(u8i::name(*notice)) + "]";
        } else {
            const std::string fffd =
                item.replacements == 1 ? "U+FFFD" : "U+FFFD×" + std::to_string(item.replacements);
            s +=
                pad(fffd, 12) + std::string(name(item.kind)) + ": " + describe(view.context, local);
        }
        out(s + "\n");
    }

  private:
    bool m_json;
};

} // namespace

int runDump(const Options &options)
{
    std::string error;
    const std::unique_ptr<Input> input = Input::open(options.args.front(), error);
    if (!input) {
        errorLine(error);
        return kExitError;
    }
    const Offset from = options.from;
    const Offset until = options.length == kNoOffset || options.length > kNoOffset - from
                             ? kNoOffset
                             : from + options.length;
    const std::string pastEnd =
        "--from " + hexOffset(from) + " is past the end of " + input->label() + " (";
    if (input->isMapped() && from >= input->bytes().size()) {
        errorLine(pastEnd + grouped(input->bytes().size()) + " bytes)");
        return kExitError;
    }
    DumpPrinter printer(options.json);
    if (input->isMapped()) {
        const Bytes data = input->bytes();
        if (from < until) {
            const Offset first = itemStartContaining(data, from);
            ItemView view;
            view.context = data;
            forEachItem(data, first, until, [&](const Item &item) {
                if (input->mapping().damaged())
                    return false;
                view.item = item;
                printer.row(view);
                return true;
            });
        }
        if (input->mapping().damaged()) {
            errorLine(input->label() +
                      ": the file shrank or became unreadable while it was being read");
            return kExitError;
        }
    } else {
        bool done = false;
        const LineColumn at; // --dump shows no line numbers
        StreamContext context([&](const ItemView &view) { printer.row(view); });
        Offset total = 0;
        StreamDecoder decoder([&](const Item &item, Bytes bytes) {
            total = item.end();
            const bool wanted = item.end() > from && item.offset < until;
            done = done || item.offset >= until;
            context.add(item, bytes, at, wanted);
        });
        Offset afterDone = 0;
        const bool ok = feedStream(*input, decoder, error, [&] { return done && ++afterDone > 1; });
        decoder.finish();
        context.finish();
        if (!ok) {
            flushOut();
            errorLine(error);
            return kExitError;
        }
        if (from > 0 && from >= total) {
            errorLine(pastEnd + grouped(total) + " bytes)");
            return kExitError;
        }
    }
    flushOut();
    return printer.invalid ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
