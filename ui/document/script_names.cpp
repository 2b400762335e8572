#include "script_names.h"

#include "translated_names.h"

#include <QStringList>

#include <algorithm>
#include <string>

namespace u8i::ui {

namespace {

// Every script ICU reports for a code point (uscript_getScript over U+0000..U+10FFFF, names
// spaced), and the few the mojibake analysis names itself ("Kana", "an Indic script").
constexpr const char *kScriptNames[] = {
    QT_TRANSLATE_NOOP("UnicodeScript", "Adlam"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ahom"),
    QT_TRANSLATE_NOOP("UnicodeScript", "an Indic script"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Anatolian Hieroglyphs"),
    QT_TRANSLATE_NOOP("UnicodeScript", "another script"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Arabic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Armenian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Avestan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Balinese"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Bamum"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Bassa Vah"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Batak"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Bengali"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Bhaiksuki"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Bopomofo"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Brahmi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Braille"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Buginese"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Buhid"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Canadian Aboriginal"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Carian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Caucasian Albanian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Chakma"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cham"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cherokee"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Chorasmian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Common"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Coptic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cuneiform"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cypriot"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cypro Minoan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Cyrillic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Deseret"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Devanagari"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Dives Akuru"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Dogra"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Duployan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Egyptian Hieroglyphs"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Elbasan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Elymaic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ethiopic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Garay"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Georgian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Glagolitic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Gothic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Grantha"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Greek"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Gujarati"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Gunjala Gondi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Gurmukhi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Gurung Khema"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Han"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hangul"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hanifi Rohingya"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hanunoo"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hatran"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hebrew"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Hiragana"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Imperial Aramaic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Inherited"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Inscriptional Pahlavi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Inscriptional Parthian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Javanese"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kaithi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kana"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kannada"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Katakana"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kawi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kayah Li"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kharoshthi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Khitan Small Script"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Khmer"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Khojki"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Khudawadi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Kirat Rai"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Lao"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Latin"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Lepcha"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Limbu"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Linear A"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Linear B"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Lisu"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Lycian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Lydian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Mahajani"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Makasar"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Malayalam"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Mandaic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Manichaean"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Marchen"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Masaram Gondi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Medefaidrin"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Meetei Mayek"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Mende Kikakui"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Meroitic Cursive"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Meroitic Hieroglyphs"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Miao"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Modi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Mongolian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Mro"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Multani"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Myanmar"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nabataean"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nag Mundari"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nandinagari"),
    QT_TRANSLATE_NOOP("UnicodeScript", "New Tai Lue"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Newa"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nko"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nushu"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Nyiakeng Puachue Hmong"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ogham"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ol Chiki"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ol Onal"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Hungarian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Italic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old North Arabian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Permic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Persian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Sogdian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old South Arabian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Turkic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Old Uyghur"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Oriya"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Osage"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Osmanya"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Pahawh Hmong"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Palmyrene"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Pau Cin Hau"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Phags Pa"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Phoenician"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Psalter Pahlavi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Rejang"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Runic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Samaritan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Saurashtra"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sharada"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Shavian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Siddham"),
    QT_TRANSLATE_NOOP("UnicodeScript", "SignWriting"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sinhala"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sogdian"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sora Sompeng"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Soyombo"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sundanese"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Sunuwar"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Syloti Nagri"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Syriac"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tagalog"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tagbanwa"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tai Le"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tai Tham"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tai Viet"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Takri"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tamil"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tangsa"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tangut"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Telugu"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Thaana"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Thai"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tibetan"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tifinagh"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tirhuta"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Todhri"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Toto"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Tulu Tigalari"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Ugaritic"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Unknown"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Vai"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Vithkuqi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Wancho"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Warang Citi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Yezidi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Yi"),
    QT_TRANSLATE_NOOP("UnicodeScript", "Zanabazar Square"),
};

constexpr TranslatedNames kScripts("UnicodeScript", kScriptNames);

std::string spacedName(std::string_view name)
{
    std::string spaced(name);
    std::replace(spaced.begin(), spaced.end(), '_', ' ');
    return spaced;
}

} // namespace

bool hasScriptName(std::string_view englishName)
{
    return kScripts.holds(spacedName(englishName));
}

QString scriptName(std::string_view englishName)
{
    const std::string spaced = spacedName(englishName);
    const QString shown = kScripts.shown(spaced);
    if (shown == QString::fromStdString(spaced))
        return QString::fromUtf8(englishName.data(), static_cast<qsizetype>(englishName.size()));
    return shown;
}

QString scriptListText(const QString &englishNames)
{
    QStringList shown;
    for (const QString &name : englishNames.split(QStringLiteral(", "), Qt::SkipEmptyParts))
        shown << scriptName(name.toStdString());
    return shown.join(QStringLiteral(", "));
}

} // namespace u8i::ui
