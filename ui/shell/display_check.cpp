// Qt's display platforms against the environment, before QApplication is made.
#include "display_check.h"

#include <cstdlib>
#include <string_view>
#include <sys/stat.h>

namespace u8i::ui {

namespace {

bool isSet(const char *name)
{
    const char *value = std::getenv(name);
    return value && *value;
}

bool waylandReachable()
{
    if (isSet("WAYLAND_DISPLAY"))
        return true;
    // libwayland's default socket, when WAYLAND_DISPLAY is unset.
    const char *runtime = std::getenv("XDG_RUNTIME_DIR");
    struct stat st {};
    return runtime && *runtime && ::stat((std::string(runtime) + "/wayland-0").c_str(), &st) == 0;
}

// Whether one platform entry ("xcb", "wayland-egl", "offscreen:fontengine=freetype") can start.
bool usable(std::string_view entry)
{
    const std::string_view name = entry.substr(0, entry.find(':'));
    if (name == "xcb")
        return isSet("DISPLAY");
    if (name.starts_with("wayland"))
        return waylandReachable();
    return !name.empty();
}

std::string requestedPlatform(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if ((arg == "-platform" || arg == "--platform") && i + 1 < argc)
            return argv[i + 1];
        for (const std::string_view prefix : {"-platform=", "--platform="})
            if (arg.starts_with(prefix))
                return std::string(arg.substr(prefix.size()));
    }
    const char *env = std::getenv("QT_QPA_PLATFORM");
    return env ? env : "";
}

} // namespace

std::string missingDisplay(int argc, char **argv)
{
    const std::string platform = requestedPlatform(argc, argv);
    if (platform.empty()) {
        if (isSet("DISPLAY") || waylandReachable())
            return {};
        return "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
               "the command-line modes need none (see --help), and QT_QPA_PLATFORM=offscreen "
               "runs the GUI without one";
    }
    std::string_view rest = platform;
    while (!rest.empty()) {
        const std::size_t cut = rest.find(';');
        if (usable(rest.substr(0, cut)))
            return {};
        rest = cut == std::string_view::npos ? std::string_view{} : rest.substr(cut + 1);
    }
    return "the display platform '" + platform +
           "' cannot start here (DISPLAY for xcb, WAYLAND_DISPLAY for wayland is not set); the "
           "command-line modes need none (see --help), and QT_QPA_PLATFORM=offscreen runs the "
           "GUI without one";
}

} // namespace u8i::ui
