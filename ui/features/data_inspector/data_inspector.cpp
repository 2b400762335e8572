#include "data_inspector.h"

#include "document_model.h"
#include "value_table.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QVBoxLayout>

namespace u8i::ui {

namespace {
const QString kHexKey = QStringLiteral("dataInspector/hexadecimal");
} // namespace

QStringList DataInspector::typeNames()
{
    QStringList names;
    for (int t = 0; t < kDataTypeCount; ++t)
        names << typeName(static_cast<DataType>(t));
    return names;
}

DataInspector::DataInspector(DocumentModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_where(new QLabel(this)),
      m_hex(new QCheckBox(tr("&Hexadecimal integers"), this)),
      m_table(new ValueTable(typeNames(), tr("Type"), tr("Value"), this))
{
    setObjectName(QStringLiteral("dataInspector"));
    m_where->setObjectName(QStringLiteral("dataInspectorOffset"));
    m_hex->setObjectName(QStringLiteral("dataInspectorHexadecimal"));
    m_hex->setChecked(QSettings().value(kHexKey, false).toBool());
    m_table->setObjectName(QStringLiteral("dataInspectorTable"));
    m_table->setAccessibleName(tr("Values at the caret"));
    auto *select = new QAction(tr("&Select Its Bytes"), m_table);
    connect(select, &QAction::triggered, this, [this] { selectRowBytes(m_table->currentRow()); });
    m_table->addContextAction(select);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_where);
    layout->addWidget(m_hex);
    layout->addWidget(m_table, 1);
    setFocusProxy(m_table);
    connect(m_hex, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kHexKey, on);
        refresh();
    });
    connect(m_table, &ValueTable::rowChosen, this, &DataInspector::selectRowBytes);
    connect(m_model, &DocumentModel::caretChanged, this, &DataInspector::refresh);
    connect(m_model, &DocumentModel::changed, this, &DataInspector::refresh);
    connect(m_model, &DocumentModel::shrunk, this, &DataInspector::refresh);
    refresh();
}

QString DataInspector::typeName(DataType type)
{
    switch (type) {
    case DataType::Int8: return tr("int8");
    case DataType::UInt8: return tr("uint8");
    case DataType::Int16LE: return tr("int16 LE");
    case DataType::Int16BE: return tr("int16 BE");
    case DataType::UInt16LE: return tr("uint16 LE");
    case DataType::UInt16BE: return tr("uint16 BE");
    case DataType::Int32LE: return tr("int32 LE");
    case DataType::Int32BE: return tr("int32 BE");
    case DataType::UInt32LE: return tr("uint32 LE");
    case DataType::UInt32BE: return tr("uint32 BE");
    case DataType::Int64LE: return tr("int64 LE");
    case DataType::Int64BE: return tr("int64 BE");
    case DataType::UInt64LE: return tr("uint64 LE");
    case DataType::UInt64BE: return tr("uint64 BE");
    case DataType::Float32LE: return tr("float32 LE");
    case DataType::Float32BE: return tr("float32 BE");
    case DataType::Float64LE: return tr("float64 LE");
    case DataType::Float64BE: return tr("float64 BE");
    case DataType::UnixTime32LE: return tr("Unix time 32 LE");
    case DataType::UnixTime32BE: return tr("Unix time 32 BE");
    case DataType::UnixTime64LE: return tr("Unix time 64 LE");
    case DataType::UnixTime64BE: return tr("Unix time 64 BE");
    case DataType::DosDateTime: return tr("DOS date and time");
    case DataType::Guid: return tr("GUID");
    case DataType::Uleb128: return tr("ULEB128");
    case DataType::Sleb128: return tr("SLEB128");
    case DataType::Utf16LE: return tr("UTF-16 LE");
    case DataType::Utf16BE: return tr("UTF-16 BE");
    }
    return {};
}

QString DataInspector::statusText(const DataValue &value)
{
    const QString text = QString::fromStdString(value.text);
    switch (value.status) {
    case DataStatus::Ok: break;
    case DataStatus::Truncated: return tr("(the data ends first)");
    case DataStatus::Invalid: return tr("%1 (not a valid date or time)").arg(text);
    case DataStatus::Overflow: return tr("(wider than 64 bits)");
    case DataStatus::OutOfRange: return tr("%1 s (outside the years 1 to 9999)").arg(text);
    case DataStatus::LoneSurrogate: return tr("%1 (a lone surrogate)").arg(text);
    }
    if ((value.type == DataType::Utf16LE || value.type == DataType::Utf16BE) &&
        QChar::isPrint(value.codePoint))
        return text + QLatin1Char(' ') + QString::fromUcs4(&value.codePoint, 1);
    return text;
}

void DataInspector::refresh()
{
    const Bytes bytes = m_model->bytes();
    m_offset = m_model->caret();
    m_values.clear();
    if (m_offset < bytes.size())
        m_values = decodeDataValues(
            bytes, m_offset, m_hex->isChecked() ? IntegerBase::Hexadecimal : IntegerBase::Decimal);
    m_where->setText(
        m_values.empty()
            ? tr("No bytes at the caret.")
            : tr("Offset %1 (0x%2)").arg(m_offset).arg(QString::number(m_offset, 16).toUpper()));
    for (int row = 0; row < kDataTypeCount; ++row) {
        const auto r = static_cast<std::size_t>(row);
        m_table->setValue(row, r < m_values.size() ? statusText(m_values[r]) : QString());
    }
}

QString DataInspector::valueText(DataType type) const
{
    return m_table->value(static_cast<int>(type));
}

void DataInspector::showAt(Offset offset)
{
    m_model->setCaret(offset);
    refresh();
}

void DataInspector::selectRowBytes(int row)
{
    const auto r = static_cast<std::size_t>(row);
    if (row < 0 || r >= m_values.size() || m_values[r].length == 0)
        return;
    const Offset at = m_offset;
    m_model->select(at, at + m_values[r].length, DocumentModel::CaretAt::Start);
}

} // namespace u8i::ui
