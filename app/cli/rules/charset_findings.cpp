// charset-mismatch and bom-missing findings, from the bytes and the declared charset.
#include "cli/rules/charset_findings.h"

#include "cli/io/output.h"
#include "u8i/utf8/message.h"

namespace u8i::cli {

namespace {

// A run of undefined units, as it grows.
struct Mismatch {
    Offset offset = 0;
    Offset length = 0;
    LineColumn at;
};

Finding findingOf(Bytes data, const Mismatch &m, std::string message)
{
    Finding f;
    f.notice = NoticeKind::CharsetMismatch;
    f.offset = m.offset;
    f.length = m.length;
    f.at = m.at;
    f.bytes = hexBytes(data, m.offset, m.length);
    f.message = std::move(message);
    return f;
}

std::vector<Finding> latin1Mismatches(Bytes data)
{
    std::vector<Finding> found;
    LineColumn at;
    std::optional<Mismatch> run;
    const auto close = [&] {
        if (run)
            found.push_back(findingOf(
                data, *run,
                std::to_string(run->length) + (run->length == 1 ? " byte" : " bytes") +
                    " that latin1 (ISO/IEC 8859-1) does not define: it has no characters at "
                    "80-9F, which are Windows-1252 or UTF-8"));
        run.reset();
    };
    for (Offset i = 0; i < data.size(); ++i) {
        const std::uint8_t b = data[i];
        if (b >= 0x80 && b <= 0x9F) {
            if (!run)
                run = Mismatch{i, 0, at};
            ++run->length;
        } else {
            close();
        }
        if (b == '\n')
            at = {at.line + 1, 1};
        else
            ++at.column;
    }
    close();
    return found;
}

std::vector<Finding> utf16Mismatches(Bytes data, bool bigEndian)
{
    std::vector<Finding> found;
    const std::string name = bigEndian ? "utf-16be" : "utf-16le";
    LineColumn at;
    const auto unitAt = [&](Offset i) -> std::uint32_t {
        return bigEndian ? (data[i] << 8U) | data[i + 1] : data[i] | (data[i + 1] << 8U);
    };
    Offset i = 0;
    for (; i + 1 < data.size(); i += 2) {
        const std::uint32_t unit = unitAt(i);
        const bool high = unit >= 0xD800 && unit <= 0xDBFF;
        const bool low = unit >= 0xDC00 && unit <= 0xDFFF;
        if (high && i + 3 < data.size() && unitAt(i + 2) >= 0xDC00 && unitAt(i + 2) <= 0xDFFF) {
            i += 2; // a pair: one character
        } else if (high || low) {
            found.push_back(findingOf(data, {i, 2, at},
                                      uPlus(unit) + (high ? " is a high" : " is a low") +
                                          " surrogate without its pair: not " + name + " text"));
        }
        if (unit == '\n')
            at = {at.line + 1, 1};
        else
            ++at.column;
    }
    if (i < data.size())
        found.push_back(
            findingOf(data, {i, 1, at},
                      "an odd byte at the end: " + name + " text has an even number of bytes"));
    return found;
}

} // namespace

std::vector<Finding> charsetMismatches(Bytes data, DeclaredCharset charset)
{
    switch (charset) {
    case DeclaredCharset::Latin1: return latin1Mismatches(data);
    case DeclaredCharset::Utf16Be: return utf16Mismatches(data, true);
    case DeclaredCharset::Utf16Le: return utf16Mismatches(data, false);
    case DeclaredCharset::Utf8:
    case DeclaredCharset::Utf8Bom: break;
    }
    return {};
}

std::optional<Finding> missingBom(Bytes data)
{
    if (data.size() >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF)
        return std::nullopt;
    Finding f;
    f.notice = NoticeKind::BomMissing;
    f.length = 0;
    f.bytes = hexBytes(data, 0, std::min<Offset>(data.size(), 3));
    f.message = "the file does not start with the byte order mark EF BB BF, which its "
                ".editorconfig's charset utf-8-bom requires";
    return f;
}

} // namespace u8i::cli
