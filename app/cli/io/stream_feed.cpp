// Reading a stream input chunk by chunk: into a StreamDecoder, a StreamWindow or a function.
#include "cli/io/input.h"
#include "cli/modes.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/scan/stream_window.h"

#include <vector>

namespace u8i::cli {

bool feedStream(Input &input, StreamDecoder &decoder, std::string &error,
                const std::function<bool()> &stop, const std::function<void(Bytes)> &tap)
{
    std::vector<std::uint8_t> buffer(Input::streamChunkSize());
    for (;;) {
        if (stop && stop())
            return true;
        const long long n = input.read(buffer.data(), buffer.size(), error);
        if (n < 0)
            return false;
        if (n == 0)
            break;
        const Bytes chunk(buffer.data(), static_cast<std::size_t>(n));
        if (tap)
            tap(chunk);
        decoder.feed(chunk);
    }
    decoder.finish();
    return true;
}

bool forEachWindow(Input &input, StreamWindow &window, std::string &error,
                   const std::function<bool(StreamWindow &)> &f)
{
    const std::size_t chunk = Input::streamChunkSize();
    while (!window.finished()) {
        const long long n = input.read(window.room(chunk), chunk, error);
        if (n < 0)
            return false;
        if (n == 0)
            window.finish();
        else
            window.commit(static_cast<std::size_t>(n));
        if (window.end() == window.begin() && !window.finished())
            continue; // nothing ready yet
        if (!f(window))
            return true;
        window.advance();
    }
    return true;
}

bool forEachChunk(Input &input, std::string &error, const std::function<bool(Bytes chunk)> &f)
{
    std::vector<std::uint8_t> buffer(Input::streamChunkSize());
    for (;;) {
        const long long n = input.read(buffer.data(), buffer.size(), error);
        if (n < 0)
            return false; // Input::read says "<label>: <reason>"
        if (n == 0 && input.damaged()) {
            error = input.shrankMessage(); // a mapped file read through read() ended short
            return false;
        }
        if (n == 0 || !f(Bytes(buffer.data(), static_cast<std::size_t>(n))))
            return true;
    }
}

bool readDetectionSample(Input &input, std::vector<std::uint8_t> &head, Bytes &sample,
                         std::string &error)
{
    if (input.isMapped()) {
        sample = input.bytes();
        return true; // checked with sampleIntact() once the detector has read it
    }
    const bool read = forEachChunk(input, error, [&head](Bytes chunk) {
        head.insert(head.end(), chunk.begin(), chunk.end());
        return head.size() < charsets::kDetectionHead;
    });
    sample = Bytes(head);
    return read;
}

bool sampleIntact(const Input &input, std::string &error)
{
    if (!input.damaged())
        return true;
    error = input.shrankMessage();
    return false;
}

bool forEachChunkAfter(Input &input, const std::vector<std::uint8_t> &head, std::string &error,
                       const std::function<bool(Bytes chunk)> &f)
{
    if (!head.empty() && !f(Bytes(head)))
        return true;
    return forEachChunk(input, error, f);
}

} // namespace u8i::cli
