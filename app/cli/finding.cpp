// A finding as a SARIF result and as a GitHub workflow annotation.
#include "cli/finding.h"

#include "cli/output.h"

namespace u8i::cli {

namespace {

bool unreserved(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~' || c == '/';
}

std::string percentEncoded(std::string_view text, bool (*keep)(unsigned char))
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string s;
    s.reserve(text.size());
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (keep(c)) {
            s += ch;
        } else {
            s += '%';
            s += kHex[c >> 4];
            s += kHex[c & 15];
        }
    }
    return s;
}

} // namespace

std::string sarifUri(std::string_view path)
{
    while (path.starts_with("./"))
        path.remove_prefix(2);
    const std::string encoded = percentEncoded(path, unreserved);
    return path.starts_with('/') ? "file://" + encoded : encoded;
}

std::string sarifResult(const Finding &f)
{
    std::string s = "{\"ruleId\":" + jsonString(f.rule);
    s += ",\"level\":";
    s += f.error ? "\"error\"" : "\"warning\"";
    s += ",\"message\":{\"text\":" + jsonString(f.message) + "}";
    s += ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" +
         jsonString(sarifUri(f.file)) + "}";
    s += ",\"region\":{\"startLine\":" + std::to_string(f.at.line);
    s += ",\"startColumn\":" + std::to_string(f.at.column);
    s += ",\"endColumn\":" + std::to_string(f.at.column + f.columns);
    s += ",\"byteOffset\":" + std::to_string(f.offset);
    s += ",\"byteLength\":" + std::to_string(f.length);
    s += "}}}]}";
    return s;
}

std::string githubEscapeData(std::string_view text)
{
    std::string s;
    s.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '%': s += "%25"; break;
        case '\r': s += "%0D"; break;
        case '\n': s += "%0A"; break;
        default: s += c;
        }
    }
    return s;
}

std::string githubEscapeProperty(std::string_view text)
{
    std::string s;
    s.reserve(text.size());
    for (const char c : githubEscapeData(text)) {
        switch (c) {
        case ':': s += "%3A"; break;
        case ',': s += "%2C"; break;
        default: s += c;
        }
    }
    return s;
}

std::string githubAnnotation(const Finding &f)
{
    std::string file(f.file);
    while (std::string_view(file).starts_with("./"))
        file.erase(0, 2);
    std::string s = f.error ? "::error " : "::warning ";
    s += "file=" + githubEscapeProperty(file);
    s += ",line=" + std::to_string(f.at.line);
    s += ",col=" + std::to_string(f.at.column);
    s += ",endColumn=" + std::to_string(f.at.column + f.columns);
    s += ",title=" + githubEscapeProperty(std::string(f.rule) + " (utf8-inspector)");
    s += "::" + githubEscapeData(std::string(f.message) + " [offset " + hexOffset(f.offset) + "]");
    s += "\n";
    return s;
}

} // namespace u8i::cli
