// LegacyCharset over ICU ucnv (see legacy_charsets.h). Qt 6.4 on Debian resolves names such as
// "windows-1252" or "Shift_JIS" through ICU too (QStringDecoder is valid for them), but it gives
// neither the source offset of each character nor the undefined bytes; ICU's converters do.
#include "u8i/charsets/detection/legacy_charsets.h"

#include "u8i/mojibake/ill_formed_runs.h"

#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <iterator>
#include <memory>
#include <string>

namespace u8i::charsets {
namespace {

struct ConverterCloser {
    void operator()(UConverter *c) const { ucnv_close(c); }
};
using Converter = std::unique_ptr<UConverter, ConverterCloser>;

// Undefined or ill-formed bytes decode to U+FFFD; the offsets show where.
void substituteReplacement(const void *, UConverterToUnicodeArgs *args, const char *, int32_t,
                           UConverterCallbackReason reason, UErrorCode *err)
{
    if (reason > UCNV_IRREGULAR)
        return;
    *err = U_ZERO_ERROR;
    const UChar replacement = 0xFFFD;
    ucnv_cbToUWriteUChars(args, &replacement, 1, 0, err);
}

class IcuCharset final : public LegacyCharset {
  public:
    IcuCharset(std::string displayName, std::string icuName)
        : name_(std::move(displayName)), icuName_(std::move(icuName))
    {
        if (Converter c = open())
            singleByte_ = ucnv_getMaxCharSize(c.get()) == 1;
        // Windows code pages and the like leave holes that ICU fills with C1 controls.
        c1AreHoles_ = name_.rfind("ISO-8859", 0) != 0 && name_.rfind("UTF", 0) != 0;
    }

    std::string name() const override { return name_; }
    // ICU's canonical name of the converter ("ibm-1251_P100-1995"), empty when it does not open.
    [[nodiscard]] std::string canonicalName() const
    {
        Converter c = open();
        UErrorCode err = U_ZERO_ERROR;
        const char *name = c ? ucnv_getName(c.get(), &err) : nullptr;
        return name && U_SUCCESS(err) ? std::string(name) : std::string();
    }
    bool isSingleByte() const override { return singleByte_; }

    LegacyDecoding decode(Bytes bytes) const override
    {
        LegacyDecoding out;
        Converter c = open();
        if (!c || bytes.empty())
            return out;
        UErrorCode err = U_ZERO_ERROR;
        ucnv_setToUCallBack(c.get(), substituteReplacement, nullptr, nullptr, nullptr, &err);
        std::u16string buffer(bytes.size() * 2 + 16, u'\0');
        std::vector<int32_t> offsets(buffer.size(), -1);
        const char *source = reinterpret_cast<const char *>(bytes.data());
        const char *const sourceLimit = source + bytes.size();
        UChar *const start = reinterpret_cast<UChar *>(buffer.data());
        UChar *target = start;
        err = U_ZERO_ERROR;
        ucnv_toUnicode(c.get(), &target, start + buffer.size(), &source, sourceLimit,
                       offsets.data(), true, &err);
        const auto produced = static_cast<std::size_t>(target - start);
        out.text.reserve(produced);
        out.sourceOffsets.reserve(produced);
        for (std::size_t i = 0; i < produced;) {
            char32_t cp = buffer[i];
            const Offset at = offsets[i] < 0 ? 0 : static_cast<Offset>(offsets[i]);
            std::size_t used = 1;
            if (U16_IS_LEAD(buffer[i]) && i + 1 < produced && U16_IS_TRAIL(buffer[i + 1])) {
                cp = static_cast<char32_t>(U16_GET_SUPPLEMENTARY(buffer[i], buffer[i + 1]));
                used = 2;
            }
            if (cp == 0xFFFD || (c1AreHoles_ && cp >= 0x80 && cp <= 0x9F) ||
                windowsExtension(bytes, at, i + used < produced ? offsets[i + used] : -1))
                out.undefinedBytes.push_back(at);
            out.text.push_back(cp);
            out.sourceOffsets.push_back(at);
            i += used;
        }
        return out;
    }

    std::optional<std::string> encode(std::u32string_view text) const override
    {
        Converter c = open();
        if (!c)
            return std::nullopt;
        UErrorCode err = U_ZERO_ERROR;
        ucnv_setFromUCallBack(c.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
        std::u16string utf16;
        utf16.reserve(text.size());
        for (char32_t cp : text) {
            if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
                return std::nullopt;
            if (cp >= 0x10000) {
                utf16.push_back(static_cast<char16_t>(U16_LEAD(cp)));
                utf16.push_back(static_cast<char16_t>(U16_TRAIL(cp)));
            } else {
                utf16.push_back(static_cast<char16_t>(cp));
            }
        }
        std::string out(utf16.size() * 4 + 16, '\0');
        err = U_ZERO_ERROR;
        const int32_t length =
            ucnv_fromUChars(c.get(), out.data(), static_cast<int32_t>(out.size()),
                            reinterpret_cast<const UChar *>(utf16.data()),
                            static_cast<int32_t>(utf16.size()), &err);
        if (U_FAILURE(err))
            return std::nullopt;
        out.resize(static_cast<std::size_t>(length));
        if (jisOnly_ && writesWindowsExtension(out))
            return std::nullopt;
        return out;
    }

  private:
    Converter open() const
    {
        UErrorCode err = U_ZERO_ERROR;
        Converter c(ucnv_open(icuName_.c_str(), &err));
        if (U_FAILURE(err))
            return nullptr;
        return c;
    }

    // Shift_JIS is JIS X 0208: the two-byte characters with lead 87 (NEC row 13: ① ㈱ Ⅰ), ED and
    // EE (NEC-selected IBM extensions) and FA-FC (IBM extensions) are Windows-31J's only. ICU's
    // "Shift_JIS" converter is Windows-31J's, so the difference is made here.
    [[nodiscard]] bool windowsExtension(Bytes bytes, Offset at, int32_t next) const
    {
        if (!jisOnly_ || at >= bytes.size() || (next >= 0 && static_cast<Offset>(next) == at + 1))
            return false;
        const std::uint8_t lead = bytes[at];
        return lead == 0x87 || lead == 0xED || lead == 0xEE || (lead >= 0xFA && lead <= 0xFC);
    }

    // Whether Shift_JIS bytes hold a two-byte character of Windows-31J's only.
    [[nodiscard]] static bool writesWindowsExtension(std::string_view sjis)
    {
        for (std::size_t i = 0; i < sjis.size();) {
            const auto lead = static_cast<std::uint8_t>(sjis[i]);
            const bool twoBytes = (lead >= 0x81 && lead <= 0x9F) || (lead >= 0xE0 && lead <= 0xFC);
            if (twoBytes &&
                (lead == 0x87 || lead == 0xED || lead == 0xEE || (lead >= 0xFA && lead <= 0xFC)))
                return true;
            i += twoBytes ? 2 : 1;
        }
        return false;
    }

    std::string name_;
    std::string icuName_;
    bool singleByte_ = false;
    bool c1AreHoles_ = false;
    bool jisOnly_ = name_ == "Shift_JIS";
};

struct Registry {
    std::vector<std::unique_ptr<IcuCharset>> owned;
    std::vector<std::string> canonical; // per owned charset
    std::vector<const LegacyCharset *> all;
    std::vector<const LegacyCharset *> mojibake;

    Registry()
    {
        // Western first, then by region; the single-byte ones are the links of mojibake chains.
        // (ICU 72 has no ISO-8859-16 converter, and there is no ISO-8859-12.)
        static constexpr const char *kNames[][2] = {
            {"Windows-1252", "windows-1252"},
            {"ISO-8859-1", "ISO-8859-1"},
            {"ISO-8859-15", "ISO-8859-15"},
            {"MacRoman", "macintosh"},
            {"CP437", "IBM437"},
            {"CP850", "IBM850"},
            {"ISO-8859-3", "ISO-8859-3"},
            {"ISO-8859-14", "ISO-8859-14"},
            {"Windows-1250", "windows-1250"},
            {"ISO-8859-2", "ISO-8859-2"},
            {"Windows-1257", "windows-1257"},
            {"ISO-8859-4", "ISO-8859-4"},
            {"ISO-8859-10", "ISO-8859-10"},
            {"ISO-8859-13", "ISO-8859-13"},
            {"Windows-1251", "windows-1251"},
            {"ISO-8859-5", "ISO-8859-5"},
            {"KOI8-R", "KOI8-R"},
            {"KOI8-U", "KOI8-U"},
            {"CP866", "IBM866"},
            {"MacCyrillic", "x-mac-cyrillic"},
            {"Windows-1253", "windows-1253"},
            {"ISO-8859-7", "ISO-8859-7"},
            {"Windows-1254", "windows-1254"},
            {"ISO-8859-9", "ISO-8859-9"},
            {"Windows-1255", "windows-1255"},
            {"ISO-8859-8", "ISO-8859-8"},
            {"Windows-1256", "windows-1256"},
            {"ISO-8859-6", "ISO-8859-6"},
            {"Windows-1258", "windows-1258"},
            {"TIS-620", "TIS-620"},
            {"ISO-8859-11", "ISO-8859-11"},
            {"Shift_JIS", "Shift_JIS"},
            {"Windows-31J", "windows-31j"},
            {"EUC-JP", "EUC-JP"},
            {"ISO-2022-JP", "ISO-2022-JP"},
            {"GB18030", "GB18030"},
            {"Big5", "Big5"},
            {"Big5-HKSCS", "ibm-1375_P100-2008"},
            {"EUC-KR", "EUC-KR"},
            {"CP949", "windows-949"},
            {"UTF-16LE", "UTF-16LE"},
            {"UTF-16BE", "UTF-16BE"},
            {"UTF-32LE", "UTF-32LE"},
            {"UTF-32BE", "UTF-32BE"},
        };
        // The mojibake analysis tries every charset but UTF-16 and UTF-32 (which it finds by
        // their own pattern); see mojibakeOptions() for which ones it reads non-UTF-8 bytes as.
        for (const auto &n : kNames) {
            owned.push_back(std::make_unique<IcuCharset>(n[0], n[1]));
            canonical.push_back(owned.back()->canonicalName());
            all.push_back(owned.back().get());
            if (!std::string_view(n[0]).starts_with("UTF-"))
                mojibake.push_back(owned.back().get());
        }
    }
};

const Registry &registry()
{
    static const Registry r;
    return r;
}

} // namespace

const std::vector<const LegacyCharset *> &allLegacyCharsets()
{
    return registry().all;
}

const std::vector<const LegacyCharset *> &mojibakeCharsets()
{
    return registry().mojibake;
}

MojibakeOptions mojibakeOptions()
{
    // Its guess at the charset of bytes that are not UTF-8 (a line pasted from a legacy file) is
    // tuned to these; a whole file is named by detectEncoding (encoding_detection.h).
    MojibakeOptions options;
    options.readingCharsets = {"Windows-1252", "ISO-8859-1",   "ISO-8859-15",  "Windows-1250",
                               "Windows-1251", "Windows-1253", "Windows-1254", "Windows-1257",
                               "ISO-8859-2",   "MacRoman",     "CP437",        "CP850",
                               "KOI8-R",       "Shift_JIS",    "GB18030",      "Big5",
                               "EUC-KR",       "KOI8-U",       "ISO-8859-7"};
    return options;
}

const std::vector<const LegacyCharset *> &runReadingCharsets()
{
    static const std::vector<const LegacyCharset *> readings = [] {
        std::vector<const LegacyCharset *> out;
        for (const std::string &name : mojibakeOptions().readingCharsets)
            if (const LegacyCharset *c = legacyCharset(name))
                out.push_back(c);
        return out;
    }();
    return readings;
}

const IllFormedRunJudge &illFormedRunJudge()
{
    static const IllFormedRunJudge judge(
        LegacyCharsets(runReadingCharsets().data(), runReadingCharsets().size()));
    return judge;
}

const LegacyCharset *legacyCharset(std::string_view name)
{
    for (const LegacyCharset *c : registry().all)
        if (c->name() == name)
            return c;
    return nullptr;
}

const LegacyCharset *legacyCharsetByAlias(std::string_view name)
{
    const Registry &r = registry();
    for (const auto &c : r.owned)
        if (ucnv_compareNames(c->name().c_str(), std::string(name).c_str()) == 0)
            return c.get();
    // Microsoft's names for its code pages, which ICU gives to other converters (cp949 is IBM's)
    // or to the one our Shift_JIS shares.
    static constexpr std::pair<std::string_view, std::string_view> kWindowsNames[] = {
        {"cp932", "Windows-31J"},
        {"ms932", "Windows-31J"},
        {"windows-932", "Windows-31J"},
        {"x-ms-cp932", "Windows-31J"},
        {"ms949", "CP949"},
        {"uhc", "CP949"},
        {"windows-949", "CP949"},
        {"ms950-hkscs", "Big5-HKSCS"},
        {"big5hk", "Big5-HKSCS"},
    };
    for (const auto &[alias, ours] : kWindowsNames)
        if (ucnv_compareNames(std::string(alias).c_str(), std::string(name).c_str()) == 0)
            return legacyCharset(ours);
    UErrorCode err = U_ZERO_ERROR;
    const Converter opened(ucnv_open(std::string(name).c_str(), &err));
    if (!opened || U_FAILURE(err))
        return nullptr;
    const char *canonical = ucnv_getName(opened.get(), &err);
    if (!canonical || U_FAILURE(err))
        return nullptr;
    for (std::size_t i = 0; i < r.owned.size(); ++i)
        if (r.canonical[i] == canonical)
            return r.owned[i].get();
    return nullptr;
}

} // namespace u8i::charsets
