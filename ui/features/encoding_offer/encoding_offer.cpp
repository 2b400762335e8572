#include "encoding_offer.h"

#include "background_task.h"
#include "document.h"
#include "document_model.h"
#include "message_bar.h"
#include "message_texts.h"
#include "number_text.h"
#include "ui_language.h"
#include "verdict.h"
#include "whole_file_save.h"

#include <u8i/charsets/detection/legacy_charsets.h>
#include <u8i/charsets/detection/run_encoding.h>
#include <u8i/charsets/detection/uniform_bytes.h>
#include <u8i/charsets/detection/utf8_converter.h>
#include <u8i/mojibake/mojibake.h>
#include <u8i/strings/utf16_guess.h>

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace u8i::ui {

namespace {

struct Conversion {
    bool ok = false;
    QString message;
};

QString evidenceText(const charsets::EncodingVerdict &v)
{
    QStringList lines;
    for (const std::vector<Message> &sentence : v.evidenceMessages)
        lines << messageText(sentence);
    if (!v.sameReading.empty()) {
        QStringList same;
        for (const std::string &s : v.sameReading)
            same << QString::fromStdString(s);
        lines << QObject::tr("reads the same as %1").arg(same.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

// What the file reads as, in the user's language: "Windows-1251 text (Russian)" (the codec's
// EncodingVerdict as data; charsets::describe is the CLI's English).
QString readsAs(const charsets::EncodingVerdict &v)
{
    const QString encoding = QString::fromStdString(v.encoding);
    if (v.language.empty())
        return QObject::tr("%1 text").arg(encoding);
    return QObject::tr("%1 text (%2)").arg(encoding, languageName(v.languageCode, v.language));
}

// "3 runs read as Windows-1252, 1 run reads as KOI8-U": the legacy runs of UTF-8 with errors, in
// the user's language.
QString legacyRunsWords(const charsets::EncodingVerdict &v)
{
    QStringList named;
    QStringList words;
    for (const charsets::LegacyRun &run : v.runs) {
        const QString encoding = QString::fromStdString(run.encoding);
        if (named.contains(encoding))
            continue;
        named << encoding;
        const auto n = std::count_if(v.runs.begin(), v.runs.end(),
                                     [&run](const auto &r) { return r.encoding == run.encoding; });
        words << messageText(n == 1 ? Message{MessageId::RunsReadAsOne, {verbatimArg(run.encoding)}}
                                    : Message{MessageId::RunsReadAs,
                                              {numberArg(static_cast<std::uint64_t>(n)),
                                               verbatimArg(run.encoding)}});
    }
    return words.join(QStringLiteral(", "));
}

// The status bar's verdict for text in another encoding or binary data, in the user's language.
QString verdictWords(const charsets::EncodingVerdict &v)
{
    if (v.kind != charsets::EncodingClass::Binary)
        return QObject::tr("not UTF-8: %1").arg(readsAs(v));
    if (v.uniformByte)
        return QObject::tr("binary data: %1 bytes, all %2")
            .arg(grouped(v.size), QString::fromStdString(charsets::describeByte(*v.uniformByte)));
    return QObject::tr("binary data (%1)").arg(QString::fromStdString(v.binaryType));
}

// Whether the data starts as a file of one binary byte (NUL, a control, a byte above 7F) would:
// then the detector is asked, although such a file of NUL or controls is valid UTF-8.
bool startsUniform(Bytes bytes)
{
    constexpr Offset kLook = 4096;
    const std::optional<std::uint8_t> byte =
        charsets::uniformByte(bytes.first(std::min<Offset>(bytes.size(), kLook)));
    return byte && charsets::uniformIsBinary(*byte);
}

Conversion convert(Bytes bytes, const LegacyCharset &charset, const QString &path,
                   BackgroundTask::Control &control)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {false, QObject::tr("Could not save “%1”: %2").arg(path, file.errorString())};
    charsets::Utf8Converter converter(charset, [&file](std::string_view utf8) {
        return file.write(utf8.data(), static_cast<qint64>(utf8.size())) ==
               static_cast<qint64>(utf8.size());
    });
    const bool complete = charsets::convertToUtf8(bytes, converter, [&control](Offset done) {
        control.done = done;
        return !control.cancel;
    });
    QString error;
    if (!complete || !commitWhole(file, error)) {
        file.cancelWriting();
        return {false, control.cancel
                           ? QObject::tr("Conversion stopped; “%1” was not written.").arg(path)
                           : QObject::tr("Could not save “%1”: %2")
                                 .arg(path, error.isEmpty() ? file.errorString() : error)};
    }
    QString message = QObject::tr("Saved “%1” as UTF-8, read as %2.")
                          .arg(path, QString::fromStdString(charset.name()));
    if (converter.undefinedBytes() > 0)
        message += QLatin1Char(' ') + QObject::tr("%1 bytes not defined in %2 became U+FFFD.")
                                          .arg(grouped(converter.undefinedBytes()),
                                               QString::fromStdString(charset.name()));
    return {true, message};
}

// The runs of a file that is UTF-8 with errors converted as --decode --from auto converts them
// (run_encoding.h): its legacy runs read as text, its UTF-8 and its damage kept byte for byte.
Conversion convertRuns(Bytes bytes, const QString &path, BackgroundTask::Control &control)
{
    constexpr Offset kSlice = Offset{4} << 20;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {false, QObject::tr("Could not save “%1”: %2").arg(path, file.errorString())};
    bool writing = true;
    qint64 runs = 0;
    const auto &all = charsets::mojibakeCharsets();
    MojibakeRepairer converter(
        LegacyCharsets(all.data(), all.size()),
        charsets::runRepairOptions(bytes, charsets::RunRepair::Convert),
        [&](std::string_view utf8) {
            const auto size = static_cast<qint64>(utf8.size());
            writing = writing && file.write(utf8.data(), size) == size;
        },
        [&runs](MojibakeFinding &&f) {
            runs += f.applied && f.kind == MojibakeKind::LegacyEncoding ? 1 : 0;
        });
    for (Offset at = 0; at < bytes.size() && writing && !control.cancel; at += kSlice) {
        converter.feed(bytes.subspan(at, std::min(kSlice, bytes.size() - at)));
        control.done = std::min(at + kSlice, bytes.size());
    }
    if (!control.cancel)
        converter.finish();
    QString error;
    if (control.cancel || !writing || !commitWhole(file, error)) {
        file.cancelWriting();
        return {false, control.cancel
                           ? QObject::tr("Conversion stopped; “%1” was not written.").arg(path)
                           : QObject::tr("Could not save “%1”: %2")
                                 .arg(path, error.isEmpty() ? file.errorString() : error)};
    }
    return {true, QObject::tr("Saved “%1” as UTF-8: %2 runs in a legacy encoding converted, the "
                              "UTF-8 kept as it was.")
                      .arg(path, grouped(static_cast<Offset>(runs)))};
}

} // namespace

EncodingOffer::EncodingOffer(DocumentModel *model, MessageBar *messages, QWidget *window)
    : QObject(window), m_model(model), m_messages(messages), m_window(window),
      m_detection(new BackgroundTask(tr("Detecting the encoding"), this)),
      m_conversion(new BackgroundTask(tr("Converting to UTF-8"), this)),
      m_showDetected(new QAction(this)), m_showUtf8(new QAction(tr("Show as UTF-8"), this)),
      m_convert(new QAction(tr("Convert to UTF-8…"), this))
{
    m_showDetected->setObjectName(QStringLiteral("showAsDetected"));
    m_showUtf8->setObjectName(QStringLiteral("showAsUtf8"));
    m_convert->setObjectName(QStringLiteral("convertToUtf8"));
    m_showUtf8->setToolTip(tr("Back to the byte-level diagnosis of UTF-8"));
    connect(m_showDetected, &QAction::triggered, this,
            [this] { m_model->setReading(detectedCharset()); });
    connect(m_showUtf8, &QAction::triggered, this, [this] { m_model->setReading(nullptr); });
    connect(m_convert, &QAction::triggered, this, &EncodingOffer::convertDialog);
    connect(m_model, &DocumentModel::changed, this, [this] {
        m_detection->cancelAndWait(); // before the old document's bytes go
        m_conversion->cancelAndWait();
        m_verdict.reset();
        // A file that starts as one binary byte (a disk image of zeros, a sparse file) is judged
        // at once, beside its scan: on 16 GiB the scan takes a while, and until the verdict the
        // text pane shows a wall of ␀.
        if (startsUniform(m_model->bytes()))
            detect();
    });
    connect(m_model, &DocumentModel::indexReady, this, &EncodingOffer::onIndexReady);
    connect(m_model, &DocumentModel::readingChanged, this, &EncodingOffer::showOffer);
}

const LegacyCharset *EncodingOffer::detectedCharset() const
{
    return m_verdict && m_verdict->kind == charsets::EncodingClass::Legacy
               ? charsets::legacyCharset(m_verdict->encoding)
               : nullptr;
}

void EncodingOffer::onIndexReady()
{
    const Bytes bytes = m_model->bytes();
    const ScanIndex *index = m_model->index();
    if (!index ||
        (index->totals().diagnosticCount() == 0 && !guessUtf16(bytes) && !startsUniform(bytes)))
        return; // UTF-8: nothing to offer
    if (m_verdict || m_detection->running())
        return; // judged since the file opened (it starts as one binary byte)
    detect();
}

void EncodingOffer::detect()
{
    const Bytes bytes = m_model->bytes();
    // A file of one byte is checked whole through its data extents, not its mapping, as
    // --detect does: a sparse file of 16 GiB costs what it stores.
    const int fd = m_model->document()->source().fileDescriptor();
    m_detection->start(
        0,
        [bytes, fd](BackgroundTask::Control &) {
            return charsets::detectEncoding(bytes, [bytes, fd] {
                return fd >= 0 ? charsets::uniformFileByte(fd, bytes.size())
                               : charsets::uniformByte(bytes);
            });
        },
        [this](charsets::EncodingVerdict verdict) {
            m_verdict = std::move(verdict);
            // The text pane's badge then says the run's whole length, read from no page.
            m_model->setOneByteThroughout(m_verdict->uniformByte.has_value());
            if (m_verdict->kind == charsets::EncodingClass::Legacy ||
                m_verdict->kind == charsets::EncodingClass::Binary)
                emit verdictChanged(verdictWords(*m_verdict), evidenceText(*m_verdict));
            // UTF-8 with errors: the scan's verdict, and which runs read as which encoding
            // ("UTF-8 with 3 errors; 2 runs read as Windows-1252").
            else if (hasLegacyRuns() && m_model->index() != nullptr)
                emit verdictChanged(
                    tr("%1; %2").arg(verdictText(m_model->index()->totals(), m_model->bytes()),
                                     legacyRunsWords(*m_verdict)),
                    evidenceText(*m_verdict));
            // A file of one byte: its type is what the verdict says ("binary data: N bytes, all
            // 00 (NUL)"), and the text pane shows its run as badges.
            if (m_verdict->kind == charsets::EncodingClass::Binary)
                emit binaryDetected(m_verdict->uniformByte
                                        ? verdictWords(*m_verdict)
                                        : QString::fromStdString(m_verdict->binaryType));
            showOffer();
        });
}

bool EncodingOffer::hasLegacyRuns() const
{
    return m_verdict && m_verdict->kind == charsets::EncodingClass::Utf8WithErrors &&
           !m_verdict->runs.empty();
}

QList<QAction *> EncodingOffer::currentActions() const
{
    if (m_model->reading())
        return {m_showUtf8, m_convert};
    if (detectedCharset())
        return {m_showDetected, m_convert};
    if (hasLegacyRuns())
        return {m_convert};
    return {};
}

void EncodingOffer::showOffer()
{
    const LegacyCharset *detected = detectedCharset();
    const LegacyCharset *reading = m_model->reading();
    if (reading) {
        m_messages->showMessage(tr("Shown as %1: the text pane, the hex view's brackets and the "
                                   "inspector follow its characters. The file is unchanged.")
                                    .arg(QString::fromStdString(reading->name())),
                                MessageBar::Level::Info, false, currentActions());
        return;
    }
    if (!detected && hasLegacyRuns()) {
        m_messages->showMessage(
            tr("UTF-8 with errors; %1: Convert to UTF-8 converts those runs and keeps the UTF-8 "
               "as it is.")
                .arg(legacyRunsWords(*m_verdict)),
            MessageBar::Level::Info, false, currentActions());
        return;
    }
    if (!detected)
        return;
    const QString name = QString::fromStdString(detected->name());
    m_showDetected->setText(tr("Show as %1").arg(name));
    m_messages->showMessage(tr("This file is not UTF-8: it reads as %1.").arg(readsAs(*m_verdict)),
                            MessageBar::Level::Info, false, currentActions());
}

void EncodingOffer::convertDialog()
{
    const QString path = m_model->document()->source().path();
    const QFileInfo source(path.isEmpty() ? m_model->document()->displayName() : path);
    const QString suggested = source.dir().filePath(
        source.completeBaseName() + QStringLiteral(".utf8.") +
        (source.suffix().isEmpty() ? QStringLiteral("txt") : source.suffix()));
    const QString target =
        QFileDialog::getSaveFileName(m_window, tr("Convert to UTF-8"), suggested);
    if (!target.isEmpty())
        convertTo(target);
}

void EncodingOffer::convertTo(const QString &path)
{
    const LegacyCharset *charset = m_model->reading() ? m_model->reading() : detectedCharset();
    if (!charset && hasLegacyRuns()) {
        const Bytes bytes = m_model->bytes();
        m_conversion->start(
            bytes.size(),
            [bytes, path](BackgroundTask::Control &c) { return convertRuns(bytes, path, c); },
            [this](Conversion result) { finishConversion(result.ok, result.message); });
        return;
    }
    if (!charset) {
        emit converted(false, tr("No legacy encoding to convert from: show the file as one first "
                                 "(View ▸ Show As)."));
        return;
    }
    const Bytes bytes = m_model->bytes();
    m_conversion->start(
        bytes.size(),
        [bytes, charset, path](BackgroundTask::Control &c) {
            return convert(bytes, *charset, path, c);
        },
        [this](Conversion result) { finishConversion(result.ok, result.message); });
}

void EncodingOffer::finishConversion(bool ok, const QString &message)
{
    m_messages->showMessage(message, ok ? MessageBar::Level::Info : MessageBar::Level::Error, false,
                            currentActions());
    emit converted(ok, message);
}

} // namespace u8i::ui
