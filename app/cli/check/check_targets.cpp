// Walking directories (git ls-files or a plain walk), reading --files-from lists, filtering.
#include "cli/check/check_targets.h"

#include "cli/check/glob_match.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace u8i::cli {

namespace {

std::string joined(const std::string &dir, const std::string &name)
{
    if (dir.empty() || dir.ends_with('/'))
        return dir + name;
    return dir + "/" + name;
}

// Everything a file descriptor gives until its end; false on a read error (errno set).
bool readAll(int fd, std::string &data)
{
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n == 0)
            return true;
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        data.append(buffer, static_cast<std::size_t>(n));
    }
}

std::vector<std::string> split(const std::string &data, char separator)
{
    std::vector<std::string> names;
    for (std::size_t start = 0; start < data.size();) {
        const std::size_t end = std::min(data.find(separator, start), data.size());
        if (end > start)
            names.push_back(data.substr(start, end - start));
        start = end + 1;
    }
    return names;
}

enum class GitListing : std::uint8_t { Listed, NoWorkTree, Failed };

// `git -C dir ls-files -co --exclude-standard -z`: tracked and untracked files that .gitignore
// and the other standard excludes keep. NoWorkTree when git is missing or dir is not in a work
// tree; Failed, with git's first line in `why`, when git refused (a repository of another owner).
GitListing gitListing(const std::string &dir, std::vector<std::string> &names, std::string &why)
{
    int out[2];
    int err[2];
    if (::pipe2(out, O_CLOEXEC) != 0)
        return GitListing::NoWorkTree;
    if (::pipe2(err, O_CLOEXEC) != 0) {
        ::close(out[0]);
        ::close(out[1]);
        return GitListing::NoWorkTree;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    std::string args[] = {"git", "-C", dir, "ls-files", "-co", "--exclude-standard", "-z"};
    char *argv[] = {args[0].data(), args[1].data(), args[2].data(), args[3].data(),
                    args[4].data(), args[5].data(), args[6].data(), nullptr};
    pid_t pid = -1;
    const int spawned = posix_spawnp(&pid, "git", &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    ::close(err[1]);
    std::string data;
    std::string message; // git writes little to stderr: read after stdout
    const bool read = spawned == 0 && readAll(out[0], data) && readAll(err[0], message);
    ::close(out[0]);
    ::close(err[0]);
    int status = 0;
    if (spawned == 0)
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
    if (read && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        names = split(data, '\0');
        return GitListing::Listed;
    }
    if (spawned != 0 || !read || message.find("not a git repository") != std::string::npos)
        return GitListing::NoWorkTree;
    why = message.substr(0, message.find('\n'));
    return GitListing::Failed;
}

void plainWalk(const std::string &dir, const std::string &prefix, std::vector<std::string> &files,
               std::vector<std::string> &errors)
{
    DIR *d = ::opendir(dir.c_str());
    if (d == nullptr) {
        errors.push_back(dir + ": " + std::strerror(errno));
        return;
    }
    std::vector<std::string> names;
    while (const dirent *entry = ::readdir(d)) {
        const std::string_view name = entry->d_name;
        if (name != "." && name != ".." && name != ".git")
            names.emplace_back(name);
    }
    ::closedir(d);
    for (const std::string &name : names) {
        struct stat st {};
        if (::lstat(joined(dir, name).c_str(), &st) != 0)
            continue; // gone meanwhile
        if (S_ISDIR(st.st_mode))
            plainWalk(joined(dir, name), prefix + name + "/", files, errors);
        else if (S_ISREG(st.st_mode))
            files.push_back(prefix + name);
    }
}

} // namespace

std::vector<std::string> filesUnder(const std::string &dir, std::vector<std::string> &errors,
                                    std::vector<std::string> &warnings)
{
    std::vector<std::string> files;
    std::vector<std::string> listed;
    std::string why;
    const GitListing git = gitListing(dir, listed, why);
    if (git == GitListing::Failed)
        warnings.push_back("warning: " + dir + ": git ls-files failed (" + why +
                           "): every file under it is checked, .gitignore or not");
    if (git == GitListing::Listed) {
        for (std::string &name : listed) {
            if (name.ends_with('/'))
                name.pop_back(); // a repository inside, not added to this one
            struct stat st {};
            if (::lstat(joined(dir, name).c_str(), &st) != 0)
                continue; // tracked, but deleted from the work tree
            if (S_ISREG(st.st_mode)) {
                files.push_back(name);
            } else if (S_ISDIR(st.st_mode)) { // a submodule or a nested repository
                for (const std::string &inner : filesUnder(joined(dir, name), errors, warnings))
                    files.push_back(name + "/" + inner);
            }
        }
    } else {
        plainWalk(dir, "", files, errors);
    }
    std::sort(files.begin(), files.end());
    return files;
}

namespace {

bool passesFilters(const CheckOptions &options, std::string_view path)
{
    const auto matches = [path](const std::string &pattern) {
        return filterMatches(pattern, path);
    };
    if (!options.include.empty() &&
        std::none_of(options.include.begin(), options.include.end(), matches))
        return false;
    return std::none_of(options.exclude.begin(), options.exclude.end(), matches);
}

bool isDirectory(const std::string &path)
{
    struct stat st {};
    return path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

void addDirectory(const std::string &dir, const CheckOptions &options, CheckTargets &targets)
{
    targets.expanded = true;
    for (const std::string &file : filesUnder(dir, targets.errors, targets.warnings))
        if (passesFilters(options, file))
            targets.files.push_back({joined(dir, file), true});
}

bool readList(const std::string &source, bool nul, std::vector<std::string> &names,
              std::string &error)
{
    const bool stdinList = source == "-";
    const int fd = stdinList ? STDIN_FILENO : ::open(source.c_str(), O_RDONLY | O_CLOEXEC);
    std::string data;
    const bool ok = fd >= 0 && readAll(fd, data);
    const int saved = errno;
    if (fd >= 0 && !stdinList)
        ::close(fd);
    if (!ok) {
        error = "--files-from " + (stdinList ? std::string("<stdin>") : source) + ": " +
                std::strerror(saved);
        return false;
    }
    names = split(data, nul ? '\0' : '\n');
    return true;
}

} // namespace

bool collectTargets(const std::vector<std::string> &args, const CheckOptions &options,
                    CheckTargets &targets, std::string &error)
{
    const bool listOnStdin = std::find(options.filesFrom.begin(), options.filesFrom.end(), "-") !=
                             options.filesFrom.end();
    if (listOnStdin && std::find(args.begin(), args.end(), "-") != args.end()) {
        error = "--files-from - and the file '-' cannot both read stdin";
        return false;
    }
    for (const std::string &arg : args) {
        if (isDirectory(arg))
            addDirectory(arg, options, targets);
        else
            targets.files.push_back({arg, false});
    }
    for (const std::string &source : options.filesFrom) {
        targets.expanded = true;
        std::vector<std::string> names;
        if (!readList(source, options.nulSeparated, names, error))
            return false;
        for (const std::string &name : names) {
            if (isDirectory(name))
                addDirectory(name, options, targets);
            else if (passesFilters(options, name))
                targets.files.push_back({name, false});
        }
    }
    return true;
}

} // namespace u8i::cli
