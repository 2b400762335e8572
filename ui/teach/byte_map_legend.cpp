#include "byte_map_legend.h"

#include "byte_map.h"
#include "teach_colors.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPixmap>

#include <algorithm>

namespace u8i::ui {

QString byteClassName(ByteClass c)
{
    switch (c) {
    case ByteClass::AsciiControl: return ByteMap::tr("ASCII control");
    case ByteClass::AsciiSpace: return ByteMap::tr("ASCII space");
    case ByteClass::AsciiDigit: return ByteMap::tr("ASCII digit");
    case ByteClass::AsciiLetter: return ByteMap::tr("ASCII letter");
    case ByteClass::AsciiPunctuation: return ByteMap::tr("ASCII punctuation or symbol");
    case ByteClass::Continuation: return ByteMap::tr("continuation byte (adds 6 bits)");
    case ByteClass::Lead2: return ByteMap::tr("lead of a 2-byte sequence");
    case ByteClass::Lead3: return ByteMap::tr("lead of a 3-byte sequence");
    case ByteClass::Lead4: return ByteMap::tr("lead of a 4-byte sequence");
    case ByteClass::NeverValid: return ByteMap::tr("never valid in UTF-8");
    }
    return {};
}

ByteMapLegend::ByteMapLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("legend"));
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < kByteClassCount; ++i) {
        m_swatches.push_back(new QLabel(this));
        m_names.push_back(new QLabel(byteClassName(static_cast<ByteClass>(i)), this));
    }
    m_note =
        new QLabel(ByteMap::tr("◥ corner mark: the second byte is restricted (Table 3-7: E0, ED, "
                               "F0, F4). Under each lead: the lowest code point it starts; under "
                               "each continuation byte: the 6 bits it adds (in the tooltip where "
                               "the cell is too small)."),
                   this);
    m_note->setWordWrap(true);
    paintSwatches();
    setColumns(4);
}

void ByteMapLegend::setColumns(int columns)
{
    if (columns == m_columns)
        return;
    for (int c = 0; c < 2 * std::max(m_columns, columns); ++c)
        m_grid->setColumnStretch(c, 0);
    m_columns = columns;
    for (int i = 0; i < kByteClassCount; ++i) {
        m_grid->removeWidget(m_swatches[i]);
        m_grid->removeWidget(m_names[i]);
        m_grid->addWidget(m_swatches[i], i / columns, (i % columns) * 2);
        m_grid->addWidget(m_names[i], i / columns, (i % columns) * 2 + 1);
    }
    m_grid->removeWidget(m_note);
    m_grid->addWidget(m_note, (kByteClassCount + columns - 1) / columns, 0, 1, 2 * columns);
    for (int c = 0; c < columns; ++c)
        m_grid->setColumnStretch(2 * c + 1, 1);
}

void ByteMapLegend::paintSwatches()
{
    const int side = fontMetrics().height();
    for (int i = 0; i < kByteClassCount; ++i) {
        QPixmap swatch(side, side);
        swatch.fill(byteClassColor(palette(), static_cast<ByteClass>(i)).fill);
        m_swatches[i]->setPixmap(swatch);
    }
}

void ByteMapLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        paintSwatches(); // another theme
    QWidget::changeEvent(event);
}

} // namespace u8i::ui
