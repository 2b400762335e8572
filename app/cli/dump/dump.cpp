// --dump: one row per character or ill-formed group in [--from, --from + --length). Text rows go
// through DumpRowWriter (a large buffer, cached row tails); JSON rows are made one by one.
#include "cli/check/item_view.h"
#include "cli/dump/dump_row_writer.h"
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "u8i/charsets/properties/character_properties.h"
#include "u8i/hex_text.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

namespace u8i::cli {

namespace {

class DumpPrinter {
  public:
    explicit DumpPrinter(bool json)
    {
        if (!json)
            m_text.emplace();
    }

    bool invalid = false;

    void row(const ItemView &view)
    {
        invalid = invalid || !view.item.wellFormed;
        if (m_text)
            m_text->row(view);
        else
            jsonRow(view);
    }

    // Text rows only: an ASCII character's row, without its Item.
    [[nodiscard]] bool writesText() const { return m_text.has_value(); }
    void asciiRow(Offset offset, std::uint8_t byte) { m_text->asciiRow(offset, byte); }

    // Writes what is left in the buffer.
    void finish()
    {
        if (m_text)
            m_text->flush();
    }

  private:
    static void jsonRow(const ItemView &view)
    {
        const Item &item = view.item;
        const Item local = view.local();
        std::string s = "{\"offset\":" + std::to_string(item.offset) +
                        ",\"length\":" + std::to_string(item.length) + ",\"bytes\":" +
                        jsonString(hexBytes(view.context, local.offset, local.length,
                                            local.length)) + // every byte, every role
                        ",\"roles\":[";
        for (Offset i = 0; i < item.length; ++i)
            s += (i ? "," : "") + jsonString(name(roleOf(item, i)));
        s += "]";
        if (item.wellFormed) {
            s += ",\"code_point\":" + jsonString(codePointLabel(item.codePoint));
            s += ",\"name\":" + jsonString(charsets::characterName(item.codePoint));
            if (const auto notice = noticeFor(item.codePoint, item.offset))
                s += ",\"notice\":" + jsonString(name(*notice));
        } else {
            s += ",\"kind\":" + jsonString(name(item.kind));
            s += ",\"replacements\":" + std::to_string(item.replacements);
            if (item.decodesTo)
                s += ",\"decodes_to\":" + jsonString(codePointLabel(*item.decodesTo));
            s += ",\"message\":" + jsonString(describe(view.context, local));
        }
        out(s + "}\n");
    }

    std::optional<DumpRowWriter> m_text; // text rows; JSON rows when empty
};

// The rows of the items of a mapped file in [from, until), until the file turns out damaged (then
// the item read last is not shown). ASCII characters (most rows) go straight to text rows.
void dumpMapped(const Input &input, DumpPrinter &printer, Offset from, Offset until)
{
    const Bytes data = input.bytes();
    const bool text = printer.writesText();
    ItemView view;
    view.context = data;
    const Offset limit = std::min<Offset>(until, data.size());
    for (Offset pos = itemStartContaining(data, from); pos < limit;) {
        const std::uint8_t byte = data[pos];
        if (byte < 0x80 && text) {
            if (input.mapping().damaged())
                return;
            printer.asciiRow(pos, byte);
            ++pos;
            continue;
        }
        view.item = decodeItemAt(data, pos);
        if (input.mapping().damaged())
            return;
        printer.row(view);
        pos = view.item.end();
    }
}

// The rows of the items of a stream window in [range.first, range.second); `total` is the end of
// the last item seen. False once past the range. ASCII characters go straight to text rows.
bool dumpWindow(const StreamWindow &w, DumpPrinter &printer, std::pair<Offset, Offset> range,
                Offset &total)
{
    const auto [from, until] = range;
    const Bytes data = w.bytes();
    const bool text = printer.writesText();
    ItemView view;
    view.context = data;
    view.contextStart = w.base();
    for (Offset pos = w.begin(); pos < w.end();) {
        if (data[pos] < 0x80 && text) {
            const Offset offset = w.base() + pos;
            total = offset + 1;
            if (offset >= until)
                return false;
            if (offset + 1 > from)
                printer.asciiRow(offset, data[pos]);
            ++pos;
            continue;
        }
        view.item = decodeItemAt(data, pos);
        view.item.offset += w.base();
        total = view.item.end();
        if (view.item.offset >= until)
            return false;
        if (view.item.end() > from)
            printer.row(view);
        pos += view.item.length;
    }
    return true;
}

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
        if (from < until)
            dumpMapped(*input, printer, from, until);
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
            return dumpWindow(w, printer, {from, until}, total);
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
