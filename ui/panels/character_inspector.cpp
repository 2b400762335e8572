#include "character_inspector.h"

#include "background_task.h"
#include "bit_layout_view.h"
#include "legacy_reading.h"
#include "message_texts.h"
#include "number_text.h"
#include "teach_colors.h"
#include "unicode_info.h"

#include "u8i/charsets/deceptive/deceptive_text.h"
#include "u8i/utf8/explain.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace u8i::ui {
namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

void fillEscapes(InspectedItem &r, char32_t cp)
{
    const auto v = static_cast<std::uint32_t>(cp);
    if (v < 0x80)
        r.escapeC = QStringLiteral("\\x") + upperHex(v, 2);
    else if (v <= 0xFFFF)
        r.escapeC = QStringLiteral("\\u") + upperHex(v, 4);
    else
        r.escapeC = QStringLiteral("\\U") + upperHex(v, 8);
    for (const QString &b : r.bytesHex.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        r.escapeCBytes += QStringLiteral("\\x") + b;

    if (v < 0x100)
        r.escapePython = QStringLiteral("\\x") + upperHex(v, 2);
    else if (v <= 0xFFFF)
        r.escapePython = QStringLiteral("\\u") + upperHex(v, 4);
    else
        r.escapePython = QStringLiteral("\\U") + upperHex(v, 8);
    // \N{} takes names and aliases, not ICU's "<control-0000>" labels.
    if (!r.name.isEmpty() && !r.name.startsWith(QLatin1Char('<')))
        r.escapePythonName = QStringLiteral("\\N{%1}").arg(r.name);

    r.escapeJavaScript = QStringLiteral("\\u{%1}").arg(upperHex(v, 0));
    if (QChar::requiresSurrogates(v)) {
        r.utf16 = upperHex(QChar::highSurrogate(v), 4) + QLatin1Char(' ') +
                  upperHex(QChar::lowSurrogate(v), 4);
        r.escapeJavaScriptUnits =
            QStringLiteral("\\u%1\\u%2")
                .arg(upperHex(QChar::highSurrogate(v), 4), upperHex(QChar::lowSurrogate(v), 4));
    } else {
        r.utf16 = upperHex(v, 4);
        r.escapeJavaScriptUnits = QStringLiteral("\\u") + upperHex(v, 4);
    }
    r.escapeHtml = QStringLiteral("&#x%1;").arg(upperHex(v, 0));
}

// The rows every character has, whatever the bytes it was read from.
void fillCharacter(InspectedItem &r, char32_t cp)
{
    const UnicodeInfo info = unicodeInfo(cp);
    r.codePointValue = cp;
    r.codePoint = codePointLabel(cp);
    r.name = info.name;
    r.category = QStringLiteral("%1 (%2)").arg(info.categoryName, info.categoryCode);
    r.categoryCode = info.categoryCode;
    r.block = info.block;
    r.script = info.script;
    r.age = info.age;
    r.decimal = QString::number(static_cast<qulonglong>(cp));

    const EncodeExplanation encoding = explainEncode(static_cast<std::uint32_t>(cp));
    for (const ByteBits &b : encoding.bytes) {
        r.markers << qs(b.marker());
        r.payloads << qs(b.payload());
        r.payloadGroups << b.group;
    }
    for (const std::string &g : encoding.groups)
        r.groups << qs(g);

    fillEscapes(r, cp);
}

} // namespace

InspectedItem inspectItemAt(Bytes data, Offset offset)
{
    InspectedItem r;
    if (offset >= data.size())
        return r;
    // Only bytes within kInspectReach of the caret are decoded, so that a caret inside a run of
    // gigabytes of continuation bytes costs no more than anywhere else. Only such a run can reach
    // the window's edges (every other item is at most 6 bytes long).
    const Offset windowBegin = offset > kInspectReach ? offset - kInspectReach : 0;
    const Offset windowEnd = std::min<Offset>(data.size(), offset + kInspectReach);
    const Bytes window = data.subspan(static_cast<std::size_t>(windowBegin),
                                      static_cast<std::size_t>(windowEnd - windowBegin));
    const Item item = decodeItemAt(window, itemStartContaining(window, offset - windowBegin));
    r.present = true;
    r.wellFormed = item.wellFormed;
    r.offset = windowBegin + item.offset;
    r.length = item.length;
    r.bytesHex = qs(hexBytes(window, item.offset, item.length));

    if (!item.wellFormed) {
        r.kind = qs(std::string(name(item.kind)));
        r.replacements = item.replacements;
        r.clippedBefore = windowBegin > 0 && item.offset == 0;
        r.clippedAfter = windowEnd < data.size() && item.end() == window.size();
        if (r.clippedBefore || r.clippedAfter) {
            r.message = QCoreApplication::translate(
                            "CharacterInspector",
                            "part of a run of more than %1 continuation bytes with no lead byte; "
                            "each is replaced by one U+FFFD")
                            .arg(QLocale().toString(static_cast<qulonglong>(item.length)));
        } else {
            r.message = groupText(window, item);
        }
        if (item.decodesTo)
            r.decodesTo = codePointLabel(*item.decodesTo);
        return r;
    }

    fillCharacter(r, item.codePoint);
    if (const auto notice = noticeFor(item.codePoint, item.offset))
        r.notice = noticeText(Notice{item.offset, item.length, *notice, item.codePoint});
    fillClusterAndForms(r, window, item.offset);
    return r;
}

InspectedItem inspectLegacyCharacterAt(Bytes data, Offset offset, const LegacyCharset &charset)
{
    InspectedItem r;
    const std::optional<LegacyCharacter> c = legacyCharacterAt(data, offset, charset);
    if (!c)
        return r;
    r.present = true;
    r.wellFormed = !c->undefined;
    r.offset = c->offset;
    r.length = c->length;
    r.legacyCharset = qs(charset.name());
    r.legacyBytesHex = qs(hexBytes(data, c->offset, c->length));
    if (c->undefined) {
        r.kind = QCoreApplication::translate("CharacterInspector", "undefined");
        r.message = legacyCharacterText(data, *c, charset);
        return r;
    }
    fillCharacter(r, c->codePoint);
    const QByteArray utf8 = QString::fromUcs4(&c->codePoint, 1).toUtf8();
    r.bytesHex = qs(hexBytes(Bytes(reinterpret_cast<const std::uint8_t *>(utf8.constData()),
                                   static_cast<std::size_t>(utf8.size())),
                             0, static_cast<Offset>(utf8.size())));
    return r;
}

CharacterInspector::CharacterInspector(DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_model(model)
{
    connect(m_model, &DocumentModel::changed, this, &CharacterInspector::refresh);
    connect(m_model, &DocumentModel::shrunk, this, &CharacterInspector::refresh);
    connect(m_model, &DocumentModel::caretChanged, this, &CharacterInspector::refresh);
    connect(m_model, &DocumentModel::readingChanged, this, &CharacterInspector::refresh);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);

    auto *content = new QWidget(scroll);
    auto *column = new QVBoxLayout(content);
    m_glyph = new QLabel(content);
    m_glyph->setObjectName(QStringLiteral("glyph"));
    m_glyph->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_glyph->font();
    big.setPointSizeF(big.pointSizeF() * 3);
    m_glyph->setFont(big);
    column->addWidget(m_glyph);
    m_status = new QLabel(content);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    column->addWidget(m_status);

    // A grid, not a QFormLayout: the form gave a word-wrapped row the height of its text at the
    // width of the last layout, not at the width it got (issue 27: at 800 × 600 the Bits row was
    // drawn over the UTF-16 row and long names lost their second line). A grid asks each row's
    // heightForWidth at the column's width.
    m_grid = new QGridLayout;
    m_grid->setColumnStretch(1, 1);
    column->addLayout(m_grid);
    // The drawn layout may be wider than the dock: it scrolls sideways on its own, so that the
    // rows above keep the dock's width and wrap.
    m_bitScroll = new QScrollArea(content);
    m_bitScroll->setObjectName(QStringLiteral("bitLayoutScroll"));
    m_bitScroll->setFrameShape(QFrame::NoFrame);
    m_bitScroll->setWidgetResizable(true);
    m_bitScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_bitLayout = new BitLayoutView(m_bitScroll);
    m_bitLayout->setObjectName(QStringLiteral("bitLayout"));
    m_bitScroll->setWidget(m_bitLayout);
    column->addWidget(m_bitScroll);
    column->addStretch(1);
    scroll->setWidget(content);

    m_codePoint = addRow(tr("Code point"), "codePoint");
    m_name = addRow(tr("Name"), "name");
    m_category = addRow(tr("Category"), "category");
    m_block = addRow(tr("Block"), "block");
    m_script = addRow(tr("Script"), "script");
    m_age = addRow(tr("Since Unicode"), "age");
    m_kind = addRow(tr("Error"), "kind");
    m_message = addRow(tr("Why"), "message");
    m_offset = addRow(tr("Offset"), "offset");
    m_legacyBytes = addRow(tr("In the file"), "legacyBytes");
    m_bytes = addRow(tr("UTF-8"), "bytes");
    m_bits = addRow(tr("Bits"), "bits", RowShape::UnderTitle);
    m_bits->setTextFormat(Qt::RichText);
    m_replacements = addRow(tr("U+FFFD"), "replacements");
    m_decodesTo = addRow(tr("Bits spell"), "decodesTo");
    m_utf16 = addRow(tr("UTF-16"), "utf16");
    m_decimal = addRow(tr("Decimal"), "decimal");
    m_escapeC = addRow(tr("C/C++"), "escapeC");
    m_escapePython = addRow(tr("Python"), "escapePython");
    m_escapeJavaScript = addRow(tr("JavaScript"), "escapeJavaScript");
    m_escapeHtml = addRow(tr("HTML"), "escapeHtml");
    m_notice = addRow(tr("Notice"), "notice");
    m_looksLike = addRow(tr("Looks like"), "looksLike");
    m_cluster = addRow(tr("Cluster"), "cluster");
    m_nfc = addRow(tr("NFC"), "nfc");
    m_nfd = addRow(tr("NFD"), "nfd");
    m_textNfc = addRow(tr("Text is NFC"), "textNfc");
    // The bits are drawn in aligned columns; every other row wraps, so that a narrow dock (800 ×
    // 600) shows them whole instead of scrolling sideways.
    m_bits->setWordWrap(false);
    m_confusables = new BackgroundTask(tr("Looking up look-alikes"), this);
    refresh();
}

QLabel *CharacterInspector::addRow(const QString &title, const char *objectName, RowShape shape)
{
    auto *titleLabel = new QLabel(title, this);
    auto *label = new QLabel(this);
    label->setObjectName(QString::fromLatin1(objectName));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    titleLabel->setBuddy(label); // its accessible name
    const int row = m_grid->rowCount();
    if (shape == RowShape::UnderTitle) {
        m_grid->addWidget(titleLabel, row, 0, 1, 2);
        m_grid->addWidget(label, row + 1, 0, 1, 2);
    } else {
        m_grid->addWidget(titleLabel, row, 0, Qt::AlignLeft | Qt::AlignTop);
        m_grid->addWidget(label, row, 1);
    }
    m_titles.insert(label, titleLabel);
    return label;
}

QSize CharacterInspector::minimumSizeHint() const
{
    const QSize least = QWidget::minimumSizeHint();
    const int rows = m_scroll->widget()->minimumSizeHint().width() +
                     m_scroll->verticalScrollBar()->sizeHint().width() + 2 * m_scroll->frameWidth();
    return {std::max(least.width(), rows), least.height()};
}

void CharacterInspector::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        render();
}

void CharacterInspector::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The rows laid out again at the size they are shown at. Qt loses a resize at the first show:
    // while the rows' widget is sent its pending resize event (still hidden), the scroll area
    // resizes it to the viewport, which only marks another resize pending, and that mark is then
    // cleared. The rows kept the hidden size's layout (86 × 155 px: at 800 × 600 every row was 0 px
    // high, only the bit diagram showed) until something else laid them out (issue 27).
    QLayout *rows = m_scroll->widget()->layout();
    rows->invalidate();
    rows->activate();
    updateGeometry(); // the dock takes the rows' width (minimumSizeHint)
}

void CharacterInspector::refresh()
{
    const LegacyCharset *reading = m_model->reading();
    m_shown = reading ? inspectLegacyCharacterAt(m_model->bytes(), m_model->caret(), *reading)
                      : inspectItemAt(m_model->bytes(), m_model->caret());
    render();
    if (!m_shown.present || !m_shown.wellFormed)
        return;
    const char32_t c = m_shown.codePointValue;
    m_confusables->start(
        1, [c](BackgroundTask::Control &) { return charsets::confusablesOf(c, 12); },
        [this, c](std::vector<char32_t> found) {
            if (!m_shown.present || m_shown.codePointValue != c)
                return;
            QStringList parts;
            for (const char32_t other : found)
                parts << QString::fromUcs4(&other, 1) +
                             QStringLiteral(" U+%1")
                                 .arg(uint(other), 4, 16, QLatin1Char('0'))
                                 .toUpper();
            m_shown.looksLike = parts.join(QStringLiteral(", "));
            setRow(m_looksLike, m_shown.looksLike);
        });
}

void CharacterInspector::setRow(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
    m_titles.value(label)->setVisible(!text.isEmpty());
}

QString CharacterInspector::bitsHtml() const
{
    const InspectedItem &s = m_shown;
    if (s.markers.isEmpty())
        return {};
    const QPalette &pal = palette();
    // The same colours as the bit layout view and the teaching tools.
    const QString muted = markerColor(pal).ink.name();
    const QString mono =
        QFontDatabase::systemFont(QFontDatabase::FixedFont).family().toHtmlEscaped();
    auto coloured = [&](const QString &bits, int group) {
        return QStringLiteral("<b style=\"color:%1\">%2</b>")
            .arg(groupColor(pal, group).ink.name(), bits);
    };

    QString html =
        QStringLiteral("<table style=\"font-family:'%1'\" cellspacing=\"6\" cellpadding=\"0\"><tr>")
            .arg(mono);
    const QStringList hexes = s.bytesHex.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < s.markers.size(); ++i)
        html += QStringLiteral("<td align=\"center\">%1</td>").arg(hexes.value(i));
    html += QStringLiteral("</tr><tr>");
    for (int i = 0; i < s.markers.size(); ++i) {
        html +=
            QStringLiteral("<td><span style=\"color:%1\">%2</span>%3</td>")
                .arg(muted, s.markers[i], coloured(s.payloads.value(i), s.payloadGroups.value(i)));
    }
    html += QStringLiteral("</tr></table><div style=\"font-family:'%1'\">").arg(mono);
    for (int g = 0; g < s.groups.size(); ++g)
        html += coloured(s.groups[g], g) + QLatin1Char(' ');
    html += QStringLiteral("= %1</div>").arg(s.codePoint);
    return html;
}

// The rows about the text around: look-alikes, cluster, normalization.
void CharacterInspector::renderTextRows()
{
    const InspectedItem &s = m_shown;
    setRow(m_looksLike, s.looksLike);
    setRow(m_cluster, s.cluster);
    setRow(m_nfc, s.nfc);
    setRow(m_nfd, s.nfd);
    setRow(m_textNfc, s.textNfc);
    updateGeometry(); // the bits may need another width
}

void CharacterInspector::render()
{
    const InspectedItem &s = m_shown;
    if (!s.present)
        m_status->setText(m_model->bytes().empty() ? tr("No data.")
                                                   : tr("The caret is past the end of the data."));
    else if (!s.wellFormed && (s.clippedBefore || s.clippedAfter))
        m_status->setText(
            tr("Ill-formed bytes: a standard decoder replaces each of them with U+FFFD."));
    else if (!s.wellFormed)
        m_status->setText(tr("Ill-formed bytes: a standard decoder replaces them with %n U+FFFD.",
                             nullptr, static_cast<int>(std::min<Offset>(s.replacements, INT_MAX))));
    else
        m_status->clear();
    m_status->setVisible(!m_status->text().isEmpty());

    QString glyph;
    if (s.present && s.wellFormed && QChar::isPrint(s.codePointValue) && s.codePointValue != 0x20) {
        const bool mark = QChar::isMark(s.codePointValue);
        glyph =
            (mark ? QString(QChar(0x25CC)) : QString()) + QString::fromUcs4(&s.codePointValue, 1);
    }
    m_glyph->setText(glyph);
    m_glyph->setVisible(!glyph.isEmpty());

    setRow(m_codePoint, s.codePoint);
    setRow(m_name, s.name);
    setRow(m_category, s.wellFormed ? s.category : QString());
    setRow(m_block, s.block);
    setRow(m_script, s.script);
    setRow(m_age, s.age);
    setRow(m_kind, s.kind);
    setRow(m_message, s.message);
    QString where;
    if (s.present) {
        where = (s.length == 1 ? tr("0x%1 (%2), 1 byte")
                               : tr("0x%1 (%2), %n bytes", nullptr, pluralCount(s.length)))
                    .arg(upperHex(s.offset), QString::number(s.offset));
        if (s.clippedBefore)
            where += QLatin1Char(' ') + tr("or more: the run starts earlier");
        if (s.clippedAfter)
            where += QLatin1Char(' ') + tr("or more: the run goes on");
    }
    setRow(m_offset, where);
    setRow(m_legacyBytes, s.legacyCharset.isEmpty()
                              ? QString()
                              : QStringLiteral("%1: %2").arg(s.legacyCharset, s.legacyBytesHex));
    setRow(m_bytes, s.bytesHex);
    setRow(m_bits, bitsHtml());
    QString replacements;
    if (s.present && !s.wellFormed)
        replacements =
            (s.clippedBefore || s.clippedAfter ? tr("more than %1") : QStringLiteral("%1"))
                .arg(QLocale().toString(static_cast<qulonglong>(s.replacements)));
    setRow(m_replacements, replacements);
    setRow(m_decodesTo, s.decodesTo);
    setRow(m_utf16, s.utf16);
    setRow(m_decimal, s.decimal);
    auto join = [](const QString &a, const QString &b) {
        return b.isEmpty() ? a : a + QStringLiteral("   ") + b;
    };
    setRow(m_escapeC, join(s.escapeC, s.escapeCBytes.isEmpty()
                                          ? QString()
                                          : QLatin1Char('"') + s.escapeCBytes + QLatin1Char('"')));
    setRow(m_escapePython, join(s.escapePython, s.escapePythonName));
    setRow(m_escapeJavaScript, join(s.escapeJavaScript, s.escapeJavaScriptUnits));
    setRow(m_escapeHtml, s.escapeHtml);
    setRow(m_notice, s.notice);
    renderTextRows();

    // The drawn bit layout, with hover, for characters; an ill-formed group is explained above.
    if (s.present && s.wellFormed)
        m_bitLayout->setCodePoint(static_cast<std::uint32_t>(s.codePointValue));
    else
        m_bitLayout->clear();
    m_bitLayout->setVisible(s.present && s.wellFormed);
    m_bitScroll->setVisible(s.present && s.wellFormed);
    m_bitScroll->setFixedHeight(m_bitLayout->sizeHint().height() +
                                m_bitScroll->horizontalScrollBar()->sizeHint().height());
}

} // namespace u8i::ui
