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
#include <cstdio>
#include <string_view>
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

// Messages of ill-formed groups. describe() looks at a group's bytes, whether it is at offset 0
// (then at the byte after it), and for a truncated group at the byte after it or the end of the
// data; a surrogate also at the group after it (not cached). A direct-mapped cache of short keys
// (they repeat): kind, length, flags and up to 3 bytes packed in one number.
class MessageCache {
  public:
    const std::string &operator()(const ItemView &view)
    {
        const Item local = view.local();
        const Bytes data = view.context;
        const bool next = local.offset == 0 || view.item.kind == ErrorKind::Truncated;
        const Offset to = std::min<Offset>(local.end() + (next ? 1 : 0), data.size());
        if (view.item.kind == ErrorKind::Surrogate || to - local.offset > 3) {
            m_uncached = describe(data, local);
            return m_uncached;
        }
        std::uint64_t key = (static_cast<std::uint64_t>(view.item.kind) << 40) |
                            (local.length << 36) | (std::uint64_t{local.offset == 0} << 33) |
                            (std::uint64_t{local.atEnd} << 32) | ((to - local.offset) << 28);
        for (Offset p = local.offset; p < to; ++p)
            key |= std::uint64_t{data[p]} << (8 * (p - local.offset));
        Slot &slot = m_slots[(key * 0x9E3779B97F4A7C15ULL) >> 48];
        if (slot.key != key) {
            slot.key = key;
            slot.message = describe(data, local);
        }
        return slot.message;
    }

  private:
    struct Slot {
        std::uint64_t key = ~std::uint64_t{0};
        std::string message;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(std::size_t{1} << 16);
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
        textRow(view, local, shown);
    }

    // Writes what is left in the buffer.
    void finish()
    {
        out(m_buffer);
        m_buffer.clear();
    }

  private:
    // Appends a field of `chars` characters and spaces up to `width` (at least one).
    void field(std::string_view text, std::size_t chars, std::size_t width)
    {
        m_buffer += text;
        m_buffer.append(chars < width ? width - chars : 1, ' ');
    }

    void textRow(const ItemView &view, const Item &local, Offset shown)
    {
        static const char digits[] = "0123456789abcdef";
        static const char upper[] = "0123456789ABCDEF";
        const Item &item = view.item;
        char text[40];
        std::size_t n = 0;
        text[n++] = '0';
        text[n++] = 'x';
        int nibbles = 8;
        while (nibbles < 16 && (item.offset >> (4 * nibbles)) != 0)
            ++nibbles;
        for (int i = nibbles - 1; i >= 0; --i)
            text[n++] = digits[(item.offset >> (4 * i)) & 0xF];
        field(std::string_view(text, n), n, 12);

        // Longer groups show `shown` bytes and roles and an ellipsis (one character, 3 bytes).
        const bool cut = item.length > shown;
        n = 0;
        for (Offset i = 0; i < shown; ++i) {
            const std::uint8_t byte = view.context[local.offset + i];
            if (i > 0)
                text[n++] = ' ';
            text[n++] = upper[byte >> 4];
            text[n++] = upper[byte & 0xF];
        }
        const std::size_t chars = n + (cut ? 2 : 0);
        if (cut)
            n += static_cast<std::size_t>(std::snprintf(text + n, sizeof text - n, " …"));
        field(std::string_view(text, n), chars, 13);
        n = 0;
        for (Offset i = 0; i < shown; ++i) {
            if (i > 0)
                text[n++] = ' ';
            text[n++] = roleLetter(roleOf(item, i));
        }
        const std::size_t roleChars = n + (cut ? 2 : 0);
        if (cut)
            n += static_cast<std::size_t>(std::snprintf(text + n, sizeof text - n, " …"));
        field(std::string_view(text, n), roleChars, 10);

        if (item.wellFormed) {
            n = 0;
            text[n++] = 'U';
            text[n++] = '+';
            int width = 4;
            while (width < 8 && (item.codePoint >> (4 * width)) != 0)
                ++width;
            for (int i = width - 1; i >= 0; --i)
                text[n++] = upper[(item.codePoint >> (4 * i)) & 0xF];
            field(std::string_view(text, n), n, 12);
            m_buffer += m_names(item.codePoint);
            if (const auto notice = noticeFor(item.codePoint, item.offset)) {
                m_buffer += "  [";
                m_buffer += u8i::name(*notice);
                m_buffer += ']';
            }
        } else if (item.replacements == 1) {
            field("U+FFFD", 6, 12);
        } else {
            const std::string count = std::to_string(item.replacements);
            field("U+FFFD×" + count, 7 + count.size(), 12);
        }
        if (!item.wellFormed) {
            m_buffer += name(item.kind);
            m_buffer += ": ";
            m_buffer += m_messages(view);
        }
        m_buffer += '\n';
        if (m_buffer.size() >= (std::size_t{1} << 20)) {
            out(m_buffer);
            m_buffer.clear();
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
    const std::unique_ptr<Input> input = openOrReport(options.args.front(), error);
    if (!input)
        return kExitError;
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
            printer.finish(); // the rows of what was there
            errorLine(input->label() +
                      ": the file shrank or became unreadable while it was being read");
            return kExitError;
        }
    } else {
        // Windows of whole items (see u8i::StreamWindow), the bytes around them for the messages.
        StreamWindow window;
        Offset total = 0;
        const bool ok = forEachWindow(*input, window, error, [&](StreamWindow &w) {
            const Bytes data = w.bytes();
            ItemView view;
            view.context = data;
            view.contextStart = w.base();
            for (Offset pos = w.begin(); pos < w.end(); pos += view.item.length) {
                view.item = decodeItemAt(data, pos);
                view.item.offset += w.base();
                total = view.item.end();
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
        if (from > 0 && from >= total) {
            errorLine(pastEnd + grouped(total) + " bytes)");
            return kExitError;
        }
    }
    printer.finish();
    flushOut();
    return printer.invalid ? kExitInvalid : kExitValid;
}

} // namespace u8i::cli
