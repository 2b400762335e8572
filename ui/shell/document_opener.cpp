#include "document_opener.h"
#include "number_text.h"

#include "message_bar.h"
#include "stdin_reader.h"

#include <QFileInfo>
#include <QLocale>

namespace u8i::ui {

DocumentOpener::DocumentOpener(DocumentModel *model, MessageBar *messages, QWidget *window)
    : QObject(window), m_model(model), m_messages(messages), m_stdin(new StdinReader(window))
{
    connect(m_stdin, &StdinReader::finished, this, &DocumentOpener::onStdinRead);
    connect(m_model, &DocumentModel::shrunk, this, [this](Offset oldSize, Offset newSize) {
        m_messages->showMessage(
            tr("“%1” shrank on disk from %2 to %3 bytes. Its old contents can no longer be "
               "read; reload to see the file as it is now.")
                .arg(m_model->document()->displayName(), grouped(oldSize), grouped(newSize)),
            MessageBar::Level::Error, true);
    });
}

bool DocumentOpener::openFile(const QString &path)
{
    if (path == QLatin1String("-"))
        return openStdin();
    QString error;
    auto source = ByteSource::openFile(path, error);
    if (!source) {
        showError(error);
        emit openFailed(QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName(),
                        error);
        return false;
    }
    m_stdin->abandon(); // a file opened while standard input arrives replaces it
    const bool isFile = source->kind() == ByteSource::Kind::File;
    const QString opened = isFile ? source->path() : QString();
    open(std::make_unique<Document>(std::move(source)), opened);
    return true;
}

bool DocumentOpener::openStdin()
{
    QString error;
    if (!m_stdin->start(error)) {
        showError(error);
        emit openFailed(tr("standard input"), error);
        return false;
    }
    // The window stays usable while the input arrives (the status bar shows how much); the
    // document opens when the input ends or is cancelled.
    open(std::make_unique<Document>(ByteSource::fromStandardInput({})));
    return true;
}

void DocumentOpener::openBytes(QByteArray bytes, const QString &name)
{
    m_stdin->abandon();
    open(std::make_unique<Document>(ByteSource::fromBytes(std::move(bytes), name)));
}

bool DocumentOpener::reload()
{
    const Document *doc = m_model->document();
    if (doc->source().kind() != ByteSource::Kind::File)
        return false;
    const Offset caret = m_model->caret();
    const Offset top = m_model->topOffset();
    if (openFile(doc->source().path())) {
        m_model->setTopOffset(top);
        m_model->setCaret(caret);
    }
    return true;
}

bool DocumentOpener::readingStdin() const
{
    return m_stdin->running();
}

QWidget *DocumentOpener::stdinStatus() const
{
    return m_stdin->statusWidget();
}

void DocumentOpener::open(std::unique_ptr<Document> document, const QString &path)
{
    const ByteSource &source = document->source();
    m_messages->hide();
    m_model->setDocument(std::move(document)); // the views, panels and searches follow
    watchDisk(source);
    emit opened(path);
}

void DocumentOpener::onStdinRead()
{
    StdinReader::Result read = m_stdin->take();
    open(std::make_unique<Document>(ByteSource::fromStandardInput(std::move(read.bytes))));
    if (read.message.isEmpty())
        return;
    const auto level = read.outcome == StdinReader::Outcome::Failed ? MessageBar::Level::Error
                       : read.outcome == StdinReader::Outcome::Cancelled
                           ? MessageBar::Level::Info
                           : MessageBar::Level::Warning;
    m_messages->showMessage(read.message, level, false);
}

void DocumentOpener::watchDisk(const ByteSource &source)
{
    connect(&source, &ByteSource::changedOnDisk, this, [this] {
        m_messages->showMessage(tr("“%1” changed on disk. The view may show a mix of old and new "
                                   "bytes until you reload.")
                                    .arg(m_model->document()->displayName()),
                                MessageBar::Level::Warning, true);
    });
    connect(&source, &ByteSource::goneFromDisk, this, [this] {
        m_messages->showMessage(
            tr("“%1” was deleted or renamed on disk; the open copy stays readable.")
                .arg(m_model->document()->displayName()),
            MessageBar::Level::Warning, false);
    });
}

void DocumentOpener::showError(const QString &message)
{
    m_messages->showMessage(message, MessageBar::Level::Error, false);
}

} // namespace u8i::ui
