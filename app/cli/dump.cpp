// --dump: one row per character or ill-formed group in [--from, --from + --length). Rows are
// formatted into a large buffer (written in few syscalls); character names come from a cache in
// front of ICU, and the messages of ill-formed groups from a cache keyed by the bytes they
// depend on.
#include "cli/input.h"
#include "cli/item_view.h"
#include "cli/modes.h"
#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/charsets/character_properties.h"
#include "u8i/message.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <vector>

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

// Appends `s` and spaces up to `width` characters (at least one space). Width in characters:
// count the bytes that start a UTF-8 character.
void appendPadded(std::string &out, std::string_view s, std::size_t width)
{
    std::size_t chars = 0;
    for (const char c : s)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    out += s;
    out.append(chars < width ? width - chars : 1, ' ');
}

// Character names, from ICU once per code point: a direct-mapped cache.
class NameCache {
  public:
    const std::string &operator()(char32_t codePoint)
    {
        Slot &slot = m_slots[codePoint % m_slots.size()];
        if (slot.codePoint != codePoint) {
            slot.codePoint = codePoint;
            slot.name = charsets::characterName(codePoint);
        }
        return slot.name;
    }

  private:
    struct Slot {
        char32_t codePoint = ~char32_t{0};
        std::string name;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(8192);
};

// Messages of ill-formed groups. describe() looks at a group's bytes, the byte after it, whether
// the data ends there and whether the group is at offset 0; a surrogate also at the group after it
// (not cached), and a long group at all its bytes (not cached either).
class MessageCache {
  public:
    const std::string &operator()(const ItemView &view)
    {
        const Item local = view.local();
        const Bytes data = view.context;
        if (view.item.kind == ErrorKind::Surrogate || local.length > 6) {
            m_uncached = describe(data, local);
            return m_uncached;
        }
        std::string key(1, static_cast<char>(view.item.kind));
        key += static_cast<char>(local.length);
        key += static_cast<char>((view.item.offset == 0 ? 1 : 0) | (local.atEnd ? 2 : 0));
        const Offset to = std::min<Offset>(local.end() + 1, data.size());
        key.append(reinterpret_cast<const char *>(data.data() + local.offset), to - local.offset);
        if (m_messages.size() > (1u << 16))
            m_messages.clear();
        auto [it, inserted] = m_messages.try_emplace(std::move(key));
        if (inserted)
            it->second = describe(data, local);
        return it->second;
    }

  private:
    std::unordered_map<std::string, std::string> m_messages;
    std::string m_uncached;
};

class DumpPrinter {
  public:
    explicit DumpPrinter(bool json) : m_json(json)
    {
        if (!json)
            m_buffer = "offset      bytes        roles     code point  name, or what is wrong\n";
    }

    bool invalid = false;

    void row(const ItemView &view)
    {
        const Item &item = view.item;
        const Item local = view.local();
        invalid = invalid || !item.wellFormed;
        // Four bytes fit the column; longer groups show three and an ellipsis.
        const Offset shown = item.length > 4 ? 3 : item.length;
        if (m_json) {
            std::string s = "{\"offset\":" + std::to_string(item.offset) +
                            ",\"length\":" + std::to_string(item.length) + ",\"bytes\":" +
                            jsonString(hexBytes(view.context, local.offset, local.length)) +
                            ",\"roles\":[";
            for (Offset i = 0; i < std::min<Offset>(item.length, 16); ++i)
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
        textRow(view, local, shown);
    }

    // Writes what is left in the buffer.
    void finish()
    {
        out(m_buffer);
        m_buffer.clear();
    }

  private:
    void textRow(const ItemView &view, const Item &local, Offset shown)
    {
        static const char digits[] = "0123456789abcdef";
        static const char upper[] = "0123456789ABCDEF";
        const Item &item = view.item;
        std::string &s = m_buffer;
        char text[40];
        std::size_t n = 0;
        text[n++] = '0';
        text[n++] = 'x';
        int nibbles = 8;
        while (nibbles < 16 && (item.offset >> (4 * nibbles)) != 0)
            ++nibbles;
        for (int i = nibbles - 1; i >= 0; --i)
            text[n++] = digits[(item.offset >> (4 * i)) & 0xF];
        appendPadded(s, std::string_view(text, n), 12);

        const bool cut = item.length > shown;
        n = 0;
        for (Offset i = 0; i < shown; ++i) {
            const std::uint8_t byte = view.context[local.offset + i];
            if (i > 0)
                text[n++] = ' ';
            text[n++] = upper[byte >> 4];
            text[n++] = upper[byte & 0xF];
        }
        std::string_view ellipsis = cut ? " …" : "";
        appendPadded(s, std::string(text, n) += ellipsis, 13);
        n = 0;
        for (Offset i = 0; i < shown; ++i) {
            if (i > 0)
                text[n++] = ' ';
            text[n++] = roleLetter(roleOf(item, i));
        }
        appendPadded(s, std::string(text, n) += ellipsis, 10);

        if (item.wellFormed) {
            appendPadded(s, uPlus(item.codePoint), 12);
            s += m_names(item.codePoint);
            if (const auto notice = noticeFor(item.codePoint, item.offset)) {
                s += "  [";
                s += u8i::name(*notice);
                s += ']';
            }
        } else {
            appendPadded(s,
                         item.replacements == 1 ? std::string("U+FFFD")
                                                : "U+FFFD×" + std::to_string(item.replacements),
                         12);
            s += name(item.kind);
            s += ": ";
            s += m_messages(view);
        }
        s += '\n';
        if (s.size() >= (std::size_t{1} << 20)) {
            out(s);
            s.clear();
        }
    }

    bool m_json;
    std::string m_buffer; // text rows not written yet
    NameCache m_names;
    MessageCache m_messages;
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
    DumpPrinter printer(options.json);
    if (input->isMapped()) {
        const Bytes data = input->bytes();
        if (from < data.size() && from < until) {
            const Offset first = itemStartContaining(data, from);
            ItemView view;
            view.context = data;
            forEachItem(data, first, until, [&](const Item &item) {
                view.item = item;
                printer.row(view);
                return true;
            });
        }
    } else {
        // Windows of whole items (see u8i::StreamWindow), the bytes around them for the messages.
        StreamWindow window;
        const bool ok = forEachWindow(*input, window, error, [&](StreamWindow &w) {
            const Bytes data = w.bytes();
            ItemView view;
            view.context = data;
            view.contextStart = w.base();
            for (Offset pos = w.begin(); pos < w.end(); pos += view.item.length) {
                view.item = decodeItemAt(data, pos);
                view.item.offset += w.base();
                if (view.item.offset >= until)
                    return false;
                if (view.item.end() > from)
                    printer.row(view);
            }
            return true;
        });
        printer.finish();
        if (!ok) {
            flushOut();
            errorLine(error);
            return kExitError;
        }
    }
    printer.finish();
    flushOut();
    return printer.invalid ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
