// The character inspector: everything about the character (or ill-formed group) at the caret.
#pragma once

#include "document_model.h"

#include "u8i/types.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;

namespace u8i::ui {

class BitLayoutView;

// What the inspector shows, as plain text. Each field is also the text of a label whose object
// name is the field's name ("codePoint", "name", "category", ...), so tests and accessibility
// tools can find it.
struct InspectedItem {
    bool present = false;    // false when the caret is past the end of the data
    bool wellFormed = false; // a character; otherwise an ill-formed group
    Offset offset = 0;       // first byte of the character or group
    Offset length = 0;

    // Both kinds of item:
    QString bytesHex; // "F0 9F 90 9A" (at most 16 bytes, then " …"); the character's UTF-8
                      // bytes when the file is read in a legacy charset

    // Read in a legacy charset (DocumentModel::reading): its name and the character's bytes in it.
    QString legacyCharset;  // "Windows-1251"
    QString legacyBytesHex; // "C6"

    // Well-formed characters:
    char32_t codePointValue = 0;
    QString codePoint;             // "U+1F41A"
    QString name;                  // "SPIRAL SHELL"
    QString category;              // "Other Symbol (So)"
    QString categoryCode;          // "So"
    QString block;                 // "Miscellaneous Symbols and Pictographs"
    QString script;                // "Common"
    QString age;                   // "6.0"
    QStringList markers;           // per byte: "11110", "10", "10", "10"
    QStringList payloads;          // per byte: "000", "011111", ...
    QList<int> payloadGroups;      // per byte: the bit group its payload carries (0 = highest)
    QStringList groups;            // the code point's bit groups, highest first
    QString utf16;                 // "D83D DC1A"
    QString decimal;               // "128026"
    QString escapeC;               // "\U0001F41A" (\u for the BMP, \x for ASCII)
    QString escapeCBytes;          // "\xF0\x9F\x90\x9A"
    QString escapePython;          // "\U0001F41A" (\x below U+0100, \u for the BMP)
    QString escapePythonName;      // "\N{SPIRAL SHELL}", empty when the character has no name
    QString escapeJavaScript;      // "\u{1F41A}"
    QString escapeJavaScriptUnits; // "\uD83D\uDC1A"
    QString escapeHtml;            // "&#x1F41A;"
    QString notice;                // a notice's explanation (BOM, noncharacter, ...), or empty
    QString cluster; // its grapheme cluster when more than one code point, each with its name
    QString nfc;     // the cluster's NFC and NFD, with code points and bytes, when they differ
    QString nfd;
    QString textNfc; // whether the text around the caret (its line, 32 characters each way) is NFC
    QString looksLike; // characters confusable with it (UTS #39), filled in the background

    // Ill-formed groups:
    QString kind;            // "overlong"
    QString message;         // u8i::describe()
    Offset replacements = 0; // U+FFFD a standard decoder emits for the group
    // A run of continuation bytes longer than the inspector looks (kInspectReach each way):
    // offset, length and replacements then count only the bytes it examined.
    bool clippedBefore = false;
    bool clippedAfter = false;
    QString decodesTo; // "U+002F" where the bits spell a value, else empty
};

// How far the inspector looks on each side of the caret.
inline constexpr Offset kInspectReach = Offset{1} << 20;

// Computes what the inspector shows for the item that contains `offset`.
[[nodiscard]] InspectedItem inspectItemAt(Bytes data, Offset offset);
// The same for the character of `charset` that contains `offset`; an undefined byte is an item
// that is not well-formed, of kind "undefined".
[[nodiscard]] InspectedItem inspectLegacyCharacterAt(Bytes data, Offset offset,
                                                     const LegacyCharset &charset);

// Fills cluster, nfc, nfd and textNfc for the well-formed character at `at` in `window`.
void fillClusterAndForms(InspectedItem &r, Bytes window, Offset at);

class BackgroundTask;

class CharacterInspector : public QWidget {
    Q_OBJECT
  public:
    // Shows the character or group that contains the model's caret.
    explicit CharacterInspector(DocumentModel *model, QWidget *parent = nullptr);

    [[nodiscard]] Offset caret() const { return m_model->caret(); }
    [[nodiscard]] const InspectedItem &shown() const { return m_shown; }

    // As wide as the rows that cannot wrap (the bits, up to four bytes of them) and the scroll
    // bar: the dock takes that width rather than scrolling sideways.
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

  private:
    // Beside its title, or under it across the panel (the bits, which do not wrap).
    enum class RowShape { BesideTitle, UnderTitle };
    QLabel *addRow(const QString &title, const char *objectName,
                   RowShape shape = RowShape::BesideTitle);
    void refresh();
    void render();
    void renderTextRows();
    void setRow(QLabel *label, const QString &text);
    [[nodiscard]] QString bitsHtml() const;

    DocumentModel *m_model;
    InspectedItem m_shown;

    QGridLayout *m_grid = nullptr;
    QHash<QLabel *, QLabel *> m_titles; // each row's title, by its value
    QLabel *m_glyph = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_codePoint = nullptr;
    QLabel *m_name = nullptr;
    QLabel *m_category = nullptr;
    QLabel *m_block = nullptr;
    QLabel *m_script = nullptr;
    QLabel *m_age = nullptr;
    QLabel *m_offset = nullptr;
    QLabel *m_bytes = nullptr;
    QLabel *m_legacyBytes = nullptr;
    QLabel *m_bits = nullptr;
    QLabel *m_utf16 = nullptr;
    QLabel *m_decimal = nullptr;
    QLabel *m_escapeC = nullptr;
    QLabel *m_escapePython = nullptr;
    QLabel *m_escapeJavaScript = nullptr;
    QLabel *m_escapeHtml = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_looksLike = nullptr;
    QLabel *m_cluster = nullptr;
    QLabel *m_nfc = nullptr;
    QLabel *m_nfd = nullptr;
    QLabel *m_textNfc = nullptr;
    BackgroundTask *m_confusables = nullptr; // the first look-up reads all of Unicode
    QLabel *m_kind = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_replacements = nullptr;
    QLabel *m_decodesTo = nullptr;
    BitLayoutView *m_bitLayout = nullptr; // the bits drawn, with hover (issue 4)
    QScrollArea *m_scroll = nullptr;      // around all the rows
    QScrollArea *m_bitScroll = nullptr;
};

} // namespace u8i::ui
