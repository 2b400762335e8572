// --check --format=sarif: one SARIF 2.1.0 log on stdout, for code scanning. The header names the
// tool and one rule per error kind and per notice; the results come from the files in order, one
// object per line, which this sink joins with commas; the footer closes the run with the
// invocation's outcome.
#pragma once

#include "cli/check/check_options.h"
#include "cli/io/output_sink.h"

#include <string>

namespace u8i::cli {

class SarifLog final : public OutputSink {
  public:
    // Writes the header to stdout (the calling thread's sink must be null).
    explicit SarifLog(const NoticeSeverities &severities);

    // Result objects, one per line, from CheckReport; joined into the results array.
    void out(std::string_view text) override;
    void error(std::string_view line) override;

    // Closes the log: the invocation (success, exit code, the lines written to stderr as
    // notifications).
    void finish(int exitCode);

  private:
    std::string m_partial; // a result line not yet complete
    bool m_first = true;
    std::string m_notifications;
};

} // namespace u8i::cli
