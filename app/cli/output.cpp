// stdout/stderr writers and formatting helpers.
#include "cli/output.h"

#include "cli/output_sink.h"
#include "u8i/stream_decoder.h"

#include <cstdio>

namespace u8i::cli {

void out(std::string_view text)
{
    if (OutputSink *sink = currentSink()) {
        sink->out(text);
        return;
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
}

void flushOut()
{
    std::fflush(stdout);
}

void errorLine(std::string_view text)
{
    if (OutputSink *sink = currentSink()) {
        sink->error(text);
        return;
    }
    std::fflush(stdout);
    std::string line = "utf8-inspector: ";
    line += text;
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

std::string hexOffset(Offset offset)
{
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(offset));
    return buffer;
}

std::string uPlus(std::uint32_t value)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", value);
    return buffer;
}

std::string jsonString(std::string_view text)
{
    const Bytes raw(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
    const std::string utf8 = decodeToUtf8(raw, ErrorMode::Replace);
    std::string s;
    s.reserve(utf8.size() + 2);
    s += '"';
    for (const char c : utf8) {
        switch (c) {
        case '"': s += "\\\""; break;
        case '\\': s += "\\\\"; break;
        case '\n': s += "\\n"; break;
        case '\t': s += "\\t"; break;
        case '\r': s += "\\r"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
                s += buffer;
            } else {
                s += c;
            }
        }
    }
    s += '"';
    return s;
}

std::string grouped(Offset n)
{
    std::string digits = std::to_string(n);
    std::string s;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            s += ',';
        s += digits[i];
    }
    return s;
}

} // namespace u8i::cli
