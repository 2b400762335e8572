/* The ways a front-to-back reader can bring a file's bytes in, alone, without any work on them:
 * the measurement that chose how --check reads a regular file (docs/measurements/speed.md).
 *
 *   read_paths MODE FILE
 *     fault     mmap, one byte read per 4 KiB page: the kernel maps pages on each page fault
 *     populate  mmap, each 4 MiB step brought in first with madvise(MADV_POPULATE_READ)
 *     read      read() into one reused 1 MiB buffer, one byte of each 4 KiB read
 *     pread4m   pread() into one reused 4 MiB buffer, the same
 * The mapped modes release each step after it (MADV_DONTNEED), as --check does. Prints the wall
 * time; bench/read_paths.sh runs it under perf stat for the CPU time and the page faults. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22
#endif

enum { kStep = 4 << 20, kPage = 4096 };

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static unsigned long mapped(int fd, size_t size, int populate)
{
    const unsigned char *p = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    unsigned long sum = 0;
    for (size_t b = 0; b < size; b += kStep) {
        const size_t e = b + kStep < size ? b + kStep : size;
        if (populate && madvise((void *)(p + b), e - b, MADV_POPULATE_READ) != 0) {
            perror("madvise(MADV_POPULATE_READ)");
            exit(2);
        }
        for (size_t i = b; i < e; i += kPage)
            sum += p[i];
        madvise((void *)(p + b), e - b, MADV_DONTNEED);
    }
    return sum;
}

static unsigned long readInto(int fd, size_t buffer, int positioned)
{
    unsigned char *b = aligned_alloc(kPage, buffer);
    unsigned long sum = 0;
    off_t at = 0;
    for (;;) {
        const ssize_t n = positioned ? pread(fd, b, buffer, at) : read(fd, b, buffer);
        if (n <= 0)
            break;
        for (ssize_t i = 0; i < n; i += kPage)
            sum += b[i];
        at += n;
    }
    free(b);
    return sum;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: read_paths fault|populate|read|pread4m FILE\n");
        return 2;
    }
    const int fd = open(argv[2], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        perror(argv[2]);
        return 2;
    }
    const double start = now();
    unsigned long sum = 0;
    if (strcmp(argv[1], "fault") == 0 || strcmp(argv[1], "populate") == 0)
        sum = mapped(fd, (size_t)st.st_size, strcmp(argv[1], "populate") == 0);
    else if (strcmp(argv[1], "read") == 0 || strcmp(argv[1], "pread4m") == 0)
        sum = readInto(fd, strcmp(argv[1], "read") == 0 ? 1 << 20 : kStep,
                       strcmp(argv[1], "pread4m") == 0);
    else
        return 2;
    printf("%s %.3f s (%lu)\n", argv[1], now() - start, sum & 1);
    return 0;
}
