// stdout/stderr writers and formatting helpers.
#include "cli/io/output.h"
#include "u8i/hex_text.h"

#include "cli/io/output_sink.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace u8i::cli {

namespace {

// stdout cannot take more: say why and stop the run at once (the rest would be lost as well).
[[noreturn]] void writeFailed(int error)
{
    std::string line = "utf8-inspector: write error: ";
    line += std::strerror(error != 0 ? error : EIO);
    line += '\n';
    (void)!::write(STDERR_FILENO, line.data(), line.size());
    std::_Exit(2);
}

Bytes bytesOf(std::string_view text)
{
    return {reinterpret_cast<const std::uint8_t *>(text.data()), text.size()};
}

void appendJsonEscape(std::string &s, unsigned unit)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "\\u%04x", unit & 0xFFFFu);
    s += buffer;
}

} // namespace

void out(std::string_view text)
{
    if (OutputSink *sink = currentSink()) {
        sink->out(text);
        return;
    }
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::ferror(stdout))
        writeFailed(errno);
}

void flushOut()
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        writeFailed(errno);
}

namespace {
bool g_stdinClosed = false;
} // namespace

bool standardInputWasClosed()
{
    return g_stdinClosed;
}

void guardStandardStreams()
{
    const int modes[] = {O_WRONLY, O_RDONLY, O_RDONLY}; // the wrong way round for each
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        g_stdinClosed = g_stdinClosed || fd == 0;
        const int opened = ::open("/dev/null", modes[fd]);
        if (opened >= 0 && opened != fd) {
            (void)::dup2(opened, fd);
            ::close(opened);
        }
    }
}

void errorLine(std::string_view text)
{
    if (OutputSink *sink = currentSink()) {
        sink->error(text);
        return;
    }
    flushOut();
    std::string line = "utf8-inspector: ";
    line += text;
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

std::string hexOffset(Offset offset)
{
    return "0x" + hexNumber(offset, 1, HexCase::Lower);
}

std::string jsonString(std::string_view text)
{
    const Bytes raw = bytesOf(text);
    std::string s;
    s.reserve(text.size() + 2);
    s += '"';
    for (Offset p = 0; p < raw.size();) {
        const Item item = decodeItemAt(raw, p);
        const std::uint32_t c = item.codePoint;
        if (!item.wellFormed) {
            for (Offset i = p; i < item.end(); ++i)
                appendJsonEscape(s, 0xDC00u + raw[i]); // PEP 383 surrogateescape
        } else if (c == '"' || c == '\\') {
            s += '\\';
            s += static_cast<char>(c);
        } else if (c == '\n' || c == '\t' || c == '\r') {
            s += c == '\n' ? "\\n" : c == '\t' ? "\\t" : "\\r";
        } else if (showsAsItself(c)) {
            s.append(text.substr(p, item.length));
        } else if (c >= 0x10000) {
            appendJsonEscape(s, 0xD800u + ((c - 0x10000u) >> 10));
            appendJsonEscape(s, 0xDC00u + ((c - 0x10000u) & 0x3FFu));
        } else {
            appendJsonEscape(s, c);
        }
        p = item.end();
    }
    s += '"';
    return s;
}

namespace {

// Bytes that GNU ls writes inside $'...': C escapes where they exist, else three octal digits.
void appendShellEscaped(std::string &s, std::uint8_t byte)
{
    static constexpr std::string_view kEscapes = "abtnvfr";
    if (byte >= 0x07 && byte <= 0x0D) {
        s += '\\';
        s += kEscapes[byte - 0x07];
        return;
    }
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\%03o", static_cast<unsigned>(byte));
    s += buffer;
}

} // namespace

std::string shownName(std::string_view name)
{
    const Bytes raw = bytesOf(name);
    bool plain = true;
    for (Offset p = 0; p < raw.size() && plain;) {
        const Item item = decodeItemAt(raw, p);
        plain = item.wellFormed && showsAsItself(item.codePoint);
        p = item.end();
    }
    if (plain)
        return name.empty() ? "''" : std::string(name); // an empty name is seen as one
    // Runs that show go inside '...' (a quote as '\''), the others inside $'...', one after the
    // other with nothing between.
    enum class Segment { None, Quoted, Escaped };
    Segment segment = Segment::None;
    std::string s;
    for (Offset p = 0; p < raw.size();) {
        const Item item = decodeItemAt(raw, p);
        const Segment wanted =
            item.wellFormed && showsAsItself(item.codePoint) ? Segment::Quoted : Segment::Escaped;
        if (wanted != segment) {
            s += segment == Segment::None ? "" : "'";
            s += wanted == Segment::Quoted ? "'" : "$'";
            segment = wanted;
        }
        if (wanted == Segment::Escaped) {
            for (Offset i = p; i < item.end(); ++i)
                appendShellEscaped(s, raw[i]);
        } else if (item.codePoint == '\'') {
            s += "'\\''";
        } else {
            s.append(name.substr(p, item.length));
        }
        p = item.end();
    }
    return s + "'";
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
