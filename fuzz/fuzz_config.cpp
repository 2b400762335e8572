// libFuzzer target over a project's rules for --check (app/cli/rules), the same bytes read as each
// of the three files that hold them:
//   - .utf8-inspector.toml (toml++): any bytes either give rules or one error naming the file and
//     a line (FILE:LINE: ...); rules that were read, written back by toml++ and read again, are
//     the same rules (so nothing depends on how the file was laid out);
//   - .editorconfig (libeditorconfig, written into a folder of its own): any bytes either declare
//     a charset or none, or give one error naming the .editorconfig and, when it is one of its
//     lines that is wrong, the line;
//   - inline allowances: each is a word of the data at its offset, on the line and column it
//     says, and the allowances of the whole are those of its lines, each line read alone.
#include "fuzz_check.h"

#include "cli/rules/declared_charset.h"
#include "cli/rules/inline_allowances.h"
#include "cli/rules/project_config.h"

#include <toml++/toml.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace u8i;
using namespace u8i::cli;
using namespace u8i::fuzz;

namespace {

const std::string kTomlPath = "/fuzz/project/.utf8-inspector.toml";

// Whether `error` is "<file>:<line>: <what>" with a line from 1.
bool namesFileAndLine(const std::string &error, const std::string &file)
{
    if (!error.starts_with(file + ":"))
        return false;
    std::size_t at = file.size() + 1;
    const std::size_t digits = at;
    while (at < error.size() && error[at] >= '0' && error[at] <= '9')
        ++at;
    return at > digits && error[digits] != '0' && error.compare(at, 2, ": ") == 0 &&
           error.size() > at + 2;
}

// The rules without where they were written: what two layouts of one table must share.
std::string rulesOf(const ProjectConfig &c)
{
    std::string s = c.root ? "root;" : "";
    for (const AllowedCharacter &a : c.allow)
        s += "allow " + std::to_string(a.codePoint) + ";";
    for (const ExcludedPath &e : c.exclude)
        s += "exclude " + std::to_string(e.glob.size()) + ":" + e.glob + ";";
    for (const PathRule &r : c.rules) {
        s += "rule";
        for (const std::string &p : r.paths)
            s += " " + std::to_string(p.size()) + ":" + p;
        for (const auto &[kind, severity] : r.levels)
            s += " " + std::to_string(static_cast<int>(kind)) + "=" +
                 std::to_string(static_cast<int>(severity));
        s += ";";
    }
    return s;
}

void checkToml(std::string_view text)
{
    ProjectConfig config;
    std::string error;
    if (!parseProjectConfig(text, kTomlPath, config, error)) {
        check(namesFileAndLine(error, kTomlPath), "a bad .utf8-inspector.toml names its line");
        return;
    }
    check(error.empty(), "rules that were read leave no error");
    for (const AllowedCharacter &a : config.allow)
        check(a.codePoint <= 0x10FFFF && a.source.line >= 1, "an allowed character is one");
    // Written back by toml++ and read again: the same rules.
    std::ostringstream written;
    written << toml::toml_formatter(toml::parse(text));
    ProjectConfig again;
    std::string againError;
    check(parseProjectConfig(written.str(), kTomlPath, again, againError),
          "rules written back by toml++ read again");
    check(rulesOf(again) == rulesOf(config), "rules written back read as the same rules");
}

// A folder of our own, its .editorconfig the input, with a file to ask about inside it: in memory
// (/dev/shm) where there is one, since it is written for every input; removed at exit. (Its name
// is a plain array: the exit handler runs after the destructors of static objects.)
char editorconfigFolderName[64];

void removeEditorconfigFolder()
{
    (void)::unlink((std::string(editorconfigFolderName) + "/.editorconfig").c_str());
    (void)::rmdir(editorconfigFolderName);
}

std::string editorconfigFolder()
{
    if (editorconfigFolderName[0] == '\0') {
        const char *pattern = ::access("/dev/shm", W_OK) == 0 ? "/dev/shm/fuzz_config.XXXXXX"
                                                              : "/tmp/fuzz_config.XXXXXX";
        std::snprintf(editorconfigFolderName, sizeof editorconfigFolderName, "%s", pattern);
        if (::mkdtemp(editorconfigFolderName) == nullptr)
            fail("cannot make a folder for the .editorconfig", 0);
        std::atexit(removeEditorconfigFolder);
    }
    return editorconfigFolderName;
}

void checkEditorconfig(std::string_view text)
{
    const std::string file = editorconfigFolder() + "/.editorconfig";
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        check(out.good(), "the .editorconfig was written");
    }
    for (const char *name : {"/a.txt", "/sub/b.c"}) {
        std::optional<CharsetDeclaration> declaration;
        std::string error;
        if (!declaredCharset(editorconfigFolder() + name, declaration, error)) {
            check(!declaration.has_value(), "a bad .editorconfig declares nothing");
            check(error.starts_with(file + ":") || error.starts_with(".editorconfig"),
                  "a bad .editorconfig is named");
            check(!error.starts_with(file + ":") || namesFileAndLine(error, file),
                  "a bad .editorconfig's error names its line");
            continue;
        }
        if (declaration)
            check(!declaration->value.empty() && declaration->line >= 0,
                  "a declared charset has a value");
    }
}

void checkAllowances(Bytes data)
{
    const std::vector<Allowance> found = findAllowances(data);
    Offset line = 1;
    Offset lineStart = 0;
    Offset counted = 0;
    for (const Allowance &a : found) {
        check(a.offset + a.word.size() <= data.size() && !a.word.empty() &&
                  std::memcmp(data.data() + a.offset, a.word.data(), a.word.size()) == 0,
              "an allowance is a word of the data", a.offset);
        for (; counted < a.offset; ++counted)
            if (data[counted] == '\n') {
                ++line;
                lineStart = counted + 1;
            }
        Offset column = 1;
        for (Offset i = lineStart; i < a.offset; ++i)
            column += (data[i] & 0xC0) != 0x80 ? 1 : 0;
        check(a.at.line == line && a.at.column == column, "an allowance is where it says",
              a.offset);
        check(a.known() == (a.codePoint.has_value() || !a.kind.empty()), "known() says it");
    }
    // Line by line: the same allowances.
    std::vector<Allowance> byLine;
    Offset begin = 0;
    for (Offset n = 1; begin <= data.size(); ++n) {
        const void *lf = std::memchr(data.data() + begin, '\n', data.size() - begin);
        const Offset end =
            lf ? static_cast<Offset>(static_cast<const std::uint8_t *>(lf) - data.data()) + 1
               : data.size();
        for (const Allowance &a : findAllowances(data.subspan(begin, end - begin)))
            byLine.push_back({{n, a.at.column}, a.offset + begin, a.word, a.kind, a.codePoint});
        if (end == data.size())
            break;
        begin = end;
    }
    check(byLine.size() == found.size(), "the lines hold the allowances of the whole");
    for (std::size_t i = 0; i < found.size(); ++i)
        check(byLine[i].offset == found[i].offset && byLine[i].word == found[i].word &&
                  byLine[i].at.line == found[i].at.line,
              "each line holds its allowances", found[i].offset);
}

} // namespace

// LeakSanitizer's suppressions, built in (CI runs the target with no options): libeditorconfig
// 0.12.6 (Debian 12) leaks the name-value pairs it has read when a later line of the file is bad
// (editorconfig_parse returns the line): its own memory, found by this target, not ours to free.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libeditorconfig.so\n";
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(bytes), size);
    checkToml(text);
    checkEditorconfig(text);
    checkAllowances(Bytes(bytes, size));
    return 0;
}
