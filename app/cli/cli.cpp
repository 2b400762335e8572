// The entry of the command-line modes: which invocations are ours, and dispatch.
#include "cli/cli.h"

#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/options.h"
#include "cli/options/generated_texts.h"
#include "cli/options/option_table.h"
#include "cli/repair/fix_mojibake.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#ifndef U8I_VERSION
#define U8I_VERSION "0.1.0"
#endif

namespace u8i::cli {

namespace {

bool isGuiOption(std::string_view arg)
{
    // Qt's own options for a GUI application, which QApplication consumes.
    static constexpr std::string_view qtOptions[] = {
        "-platform",    "-platformpluginpath", "-platformtheme", "-plugin",   "-qwindowgeometry",
        "-qwindowicon", "-qwindowtitle",       "-reverse",       "-session",  "-style",
        "-stylesheet",  "-widgetcount",        "-display",       "-geometry", "-qmljsdebugger"};
    for (const std::string_view o : qtOptions)
        if (arg == o ||
            (arg.size() > o.size() && arg.substr(0, o.size()) == o && arg[o.size()] == '='))
            return true;
    return false;
}

} // namespace

bool isCliInvocation(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            return false;
        if (arg == "--screenshot" || arg == "--show" || arg.starts_with("--show=") ||
            arg == "--size" || arg.starts_with("--size="))
            return false;
        if (arg == "-" || arg.empty() || arg[0] != '-')
            continue;
        if (isGuiOption(arg)) {
            // Options such as -platform take a value; skip it.
            if (arg.find('=') == std::string_view::npos && arg != "-reverse" && i + 1 < argc)
                ++i;
            continue;
        }
        // A mode, an option of a mode, or an unknown option: ours to handle (or to refuse).
        return true;
    }
    return false;
}

namespace {

int runMode(int argc, char **argv)
{
    guardStandardStreams();
    Options options;
    std::string error;
    if (!parseOptions(argc, argv, options, error)) {
        errorLine(error);
        return kExitError;
    }
    switch (options.mode) {
    case Mode::Help:
        out(helpText());
        flushOut();
        return kExitValid;
    case Mode::Version:
        out("utf8-inspector " U8I_VERSION "\n");
        flushOut();
        return kExitValid;
    case Mode::Check: return runCheck(options);
    case Mode::Decode: return runDecode(options);
    case Mode::Dump: return runDump(options);
    case Mode::Explain: return runExplain(options);
    case Mode::Encode: return runEncode(options);
    case Mode::FixMojibake: return runFixMojibake(options.args.front(), options.explainFindings);
    case Mode::Detect: return runDetect(options);
    case Mode::Strings: return runStrings(options);
    case Mode::Generate: return runGenerate(options);
    case Mode::None: break;
    }
    errorLine("no mode given (see --help)");
    return kExitError;
}

} // namespace

int run(int argc, char **argv)
{
    const int code = runMode(argc, argv);
    flushOut(); // a write error here still gives exit status 2
    return code;
}

int refuseGui()
{
    std::string modes;
    for (const ModeSpec &m : modeSpecs()) {
        if (m.hidden || m.mode == Mode::None || m.mode == Mode::Help || m.mode == Mode::Version)
            continue;
        modes += std::string(m.flag) + ", ";
    }
    errorLine("this build has no GUI (it was built with U8I_BUILD_GUI=OFF); use a command-line "
              "mode: " +
              modes + "or --help");
    return kExitError;
}

} // namespace u8i::cli
