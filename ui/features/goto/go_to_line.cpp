#include "go_to_line.h"
#include "number_text.h"

#include <u8i/scan/line_seek.h>

#include <QInputDialog>
#include <QRegularExpression>
#include <QSettings>

namespace u8i::ui {

namespace {
const QString kLastKey = QStringLiteral("go/lastLineColumn");
} // namespace

std::optional<LineColumn> parseLineColumn(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d+)\\s*(?:[:,\\s]\\s*(\\d+))?\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    LineColumn at;
    at.line = m.captured(1).toULongLong(&ok);
    if (!ok || at.line == 0)
        return std::nullopt;
    if (m.hasCaptured(2)) {
        at.column = m.captured(2).toULongLong(&ok);
        if (!ok || at.column == 0)
            return std::nullopt;
    }
    return at;
}

GoToLine::GoToLine(DocumentModel *model, QWidget *window)
    : QObject(window), m_model(model), m_window(window),
      m_task(new BackgroundTask(tr("Finding the line"), this))
{
    connect(m_model, &DocumentModel::changed, m_task, &BackgroundTask::cancelAndWait);
    connect(m_model, &DocumentModel::shrunk, m_task, &BackgroundTask::cancelAndWait);
}

bool GoToLine::goTo(const QString &text)
{
    const auto at = parseLineColumn(text);
    if (!at) {
        emit message(tr("“%1” is not a line or line:column (write 120 or 120:7).").arg(text));
        return false;
    }
    QSettings().setValue(kLastKey, text.trimmed());
    const ScanIndex *index = m_model->index();
    if (!index) {
        emit message(tr("Lines are known once the scan has finished."));
        return false;
    }
    const Bytes bytes = m_model->bytes();
    const LineColumn target = *at;
    m_task->start(
        0,
        [index, bytes, target](BackgroundTask::Control &c) {
            return offsetOfLineColumn(*index, bytes, target, &c.cancel);
        },
        [this, target](LinePosition found) {
            if (found.cancelled)
                return;
            const Offset size = m_model->size();
            if (!found.lineExists)
                emit message(tr("The data has %1 lines; went to the end.")
                                 .arg(grouped(m_model->index()->totals().newlines + 1)));
            else if (found.columnClamped)
                emit message(tr("Line %1 is shorter; went to its end.").arg(grouped(target.line)));
            const Offset offset = size == 0 ? 0 : std::min(found.offset, size - 1);
            m_model->setCaret(offset);
            emit arrived(offset);
        });
    return true;
}

void GoToLine::dialog()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        m_window, tr("Go to Line"), tr("Line, or line:column (120 or 120:7):"), QLineEdit::Normal,
        QSettings().value(kLastKey).toString(), &ok);
    if (ok)
        goTo(text);
}

} // namespace u8i::ui
