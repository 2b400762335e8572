// The command-line modes, one function each; every one returns the exit code.
#pragma once

#include "cli/options.h"
#include "u8i/scan/stream_window.h"

#include <functional>
#include <string>
#include <vector>

namespace u8i::cli {

class Input;

[[nodiscard]] int runCheck(const Options &options);
[[nodiscard]] int runDecode(const Options &options);
[[nodiscard]] int runDecodeLegacy(const Options &options); // --decode --from
[[nodiscard]] int runDump(const Options &options);
[[nodiscard]] int runExplain(const Options &options);
[[nodiscard]] int runEncode(const Options &options);
[[nodiscard]] int runDetect(const Options &options);
[[nodiscard]] int runStrings(const Options &options);

// Feeds a stream input to a decoder chunk by chunk, until the end or until `stop` returns
// true; `tap` sees each chunk first. False with one line in `error` when reading fails.
[[nodiscard]] bool feedStream(Input &input, u8i::StreamDecoder &decoder, std::string &error,
                              const std::function<bool()> &stop = {},
                              const std::function<void(Bytes)> &tap = {});

// Reads a stream input into `window` chunk by chunk (Input::streamChunkSize() at a time) and calls
// `f` with each ready range (see u8i::StreamWindow), the last one at the end of the stream, until
// the end or until `f` returns false. False with one line in `error` when reading fails.
[[nodiscard]] bool forEachWindow(Input &input, u8i::StreamWindow &window, std::string &error,
                                 const std::function<bool(u8i::StreamWindow &)> &f);

// Reads a stream input chunk by chunk into `f` until the end, or until `f` returns false; false
// with "<label>: <reason>" in `error` when reading fails.
[[nodiscard]] bool forEachChunk(Input &input, std::string &error,
                                const std::function<bool(Bytes chunk)> &f);

// What to detect an input's encoding from: a mapped file's bytes (the detector samples them), or
// the first kDetectionHead bytes of a stream, read into `head`, which are then the stream's
// first bytes. False with "<label>: <reason>" in `error` when reading fails.
[[nodiscard]] bool readDetectionSample(Input &input, std::vector<std::uint8_t> &head, Bytes &sample,
                                       std::string &error);
// Whether a mapped sample was still the file when the detector read it: false with the input's
// shrankMessage() in `error` when the file shrank (its pages then read as zeros).
[[nodiscard]] bool sampleIntact(const Input &input, std::string &error);
// The whole input, `head` first, chunk by chunk through read() (a mapped file too, so that its
// pages are not kept: memory stays bounded at any size), until the end or until `f` returns
// false.
[[nodiscard]] bool forEachChunkAfter(Input &input, const std::vector<std::uint8_t> &head,
                                     std::string &error, const std::function<bool(Bytes chunk)> &f);

inline constexpr int kExitValid = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitError = 2;

} // namespace u8i::cli
