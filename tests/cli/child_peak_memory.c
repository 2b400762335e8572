// Runs a program and writes its own peak resident memory to a file, for the memory bounds of the
// CLI suites:
//
//   child_peak_memory OUT PROGRAM [ARGS...]
//
// Linux keeps in a process's peak resident memory (ru_maxrss) the peak of the memory it had before
// its exec, which for a child a suite spawns is a copy of the suite's own: 500 MB under
// AddressSanitizer, so a suite could not bound the program's memory by measuring it directly. This
// small process forks the program instead, so that only its own few pages come before the exec,
// writes the program's ru_maxrss (KiB, in decimal) to OUT, and exits with the program's exit code
// (128 + the signal's number when a signal ended it). Standard input and output pass through.
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: child_peak_memory OUT PROGRAM [ARGS...]\n");
        return 2;
    }
    const pid_t pid = fork();
    if (pid < 0) {
        perror("child_peak_memory: fork");
        return 2;
    }
    if (pid == 0) {
        execv(argv[2], argv + 2);
        perror(argv[2]);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid) {
        perror("child_peak_memory: wait4");
        return 2;
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL || fprintf(out, "%ld\n", usage.ru_maxrss) < 0 || fclose(out) != 0) {
        perror(argv[1]);
        return 2;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
