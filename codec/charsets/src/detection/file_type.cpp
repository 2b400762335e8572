#include "u8i/charsets/detection/file_type.h"

#include <magic.h>

#include <algorithm>
#include <memory>

namespace u8i::charsets {

namespace {

constexpr std::size_t kMagicBytes = 1 << 20;

struct MagicCloser {
    void operator()(magic_set *m) const { magic_close(m); }
};
using Magic = std::unique_ptr<magic_set, MagicCloser>;

// A libmagic handle is not thread-safe: each call opens its own (loading the database takes about
// a millisecond, small beside what a detection reads).
std::string ask(Bytes data, int flags)
{
    const Magic magic(magic_open(flags | MAGIC_ERROR | MAGIC_NO_CHECK_COMPRESS));
    if (!magic || magic_load(magic.get(), nullptr) != 0)
        return {};
    const char *answer = magic_buffer(magic.get(), data.data(), std::min(data.size(), kMagicBytes));
    return answer ? std::string(answer) : std::string();
}

} // namespace

std::string FileType::shortName() const
{
    const std::size_t comma = description.find(',');
    std::string name = description.substr(0, comma);
    for (const char *suffix : {" data", " compressed data"})
        if (name.ends_with(suffix) && name != "data")
            name.erase(name.size() - std::string_view(suffix).size());
    if (description.find("compressed data") != std::string::npos &&
        name.find("compressed") == std::string::npos)
        name += " compressed data";
    return name;
}

bool FileType::isText() const
{
    return mime.starts_with("text/") || mime == "application/json" || mime == "application/xml" ||
           mime == "application/javascript" || mime == "message/rfc822" ||
           mime == "application/x-empty";
}

FileType fileTypeOf(Bytes data)
{
    FileType type;
    if (data.empty())
        return type;
    type.mime = ask(data, MAGIC_MIME_TYPE);
    type.description = ask(data, MAGIC_NONE);
    return type;
}

} // namespace u8i::charsets
