// Glob matching by backtracking over the pattern: paths are short, so the simple recursion is
// fast enough, and it mirrors fnmatch's rules one by one.
#include "cli/check/glob_match.h"

namespace u8i::cli {

namespace {

// A bracket expression at the start of `p` ("[a-z]", "[!.]", "[]x]"): whether `c` is in it, and
// its length in `length` (0 when there is no closing ']', and '[' is then an ordinary character).
bool inBracket(std::string_view p, char c, std::size_t &length)
{
    std::size_t i = 1;
    const bool negated = i < p.size() && (p[i] == '!' || p[i] == '^');
    if (negated)
        ++i;
    bool found = false;
    for (bool first = true; i < p.size(); first = false) {
        if (p[i] == ']' && !first) {
            length = i + 1;
            return found != negated;
        }
        char low = p[i];
        if (low == '\\' && i + 1 < p.size())
            low = p[++i];
        char high = low;
        if (i + 2 < p.size() && p[i + 1] == '-' && p[i + 2] != ']') {
            high = p[i + 2];
            if (high == '\\' && i + 3 < p.size())
                high = p[i + 3], ++i;
            i += 2;
        }
        found = found || (low <= c && c <= high);
        ++i;
    }
    length = 0;
    return false;
}

bool match(std::string_view p, std::string_view s)
{
    while (!p.empty()) {
        if (p.starts_with("**")) {
            if (p.size() > 2 && p[2] == '/') {
                // "**/": no directory, or any run of them.
                const std::string_view rest = p.substr(3);
                for (std::size_t k = 0;; ++k) {
                    if (match(rest, s.substr(k)))
                        return true;
                    k = s.find('/', k);
                    if (k == std::string_view::npos)
                        return false;
                }
            }
            const std::string_view rest = p.substr(2);
            for (std::size_t k = 0; k <= s.size(); ++k)
                if (match(rest, s.substr(k)))
                    return true;
            return false;
        }
        if (p[0] == '*') {
            const std::string_view rest = p.substr(1);
            for (std::size_t k = 0; k <= s.size(); ++k) {
                if (match(rest, s.substr(k)))
                    return true;
                if (k < s.size() && s[k] == '/')
                    return false;
            }
            return false;
        }
        if (s.empty())
            return false;
        std::size_t length = 0;
        if (p[0] == '[') {
            const bool in = inBracket(p, s[0], length);
            if (length > 0 && (!in || s[0] == '/'))
                return false;
        }
        if (length == 0) {
            length = 1;
            if (p[0] == '?') {
                if (s[0] == '/')
                    return false;
            } else {
                if (p[0] == '\\' && p.size() > 1)
                    p.remove_prefix(1);
                if (p[0] != s[0])
                    return false;
            }
        }
        p.remove_prefix(length);
        s.remove_prefix(1);
    }
    return s.empty();
}

} // namespace

bool globMatches(std::string_view pattern, std::string_view path)
{
    return match(pattern, path);
}

bool filterMatches(std::string_view pattern, std::string_view relativePath)
{
    while (relativePath.starts_with("./"))
        relativePath.remove_prefix(2);
    while (pattern.starts_with("./"))
        pattern.remove_prefix(2);
    if (pattern.starts_with('/'))
        pattern.remove_prefix(1); // anchored at the directory walked, as in .gitignore
    if (pattern.ends_with('/'))
        pattern.remove_suffix(1);
    const bool wholePath = pattern.find('/') != std::string_view::npos;
    // The file itself, then each directory it is in, from the deepest.
    for (std::string_view path = relativePath; !path.empty();) {
        const std::size_t slash = path.rfind('/');
        const std::string_view last =
            slash == std::string_view::npos ? path : path.substr(slash + 1);
        if (globMatches(pattern, wholePath ? path : last))
            return true;
        if (slash == std::string_view::npos)
            break;
        path = path.substr(0, slash);
    }
    return false;
}

} // namespace u8i::cli
