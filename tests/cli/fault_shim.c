// An LD_PRELOAD shim for the fault-injection tests (tst_cli_faults): faults a disk or a FUSE file
// could give, on one file named by the environment, for a program that does not know it is tested.
//
//   U8I_FAULT_PATH=PATH      the file (as /proc/self/fd/N names it: an absolute path, or a FIFO's;
//                            '-' is stdin, whatever it is)
//   U8I_FAULT_EIO_AFTER=N    its reads (read, pread and their _chk forms) give N bytes in all,
//                            then fail with EIO, as a failing disk's would
//   U8I_FAULT_NO_MMAP=1      mapping it fails with ENODEV, as on file systems that cannot map:
//                            the program then reads it with read(), where EIO can reach it
//   U8I_FAULT_UNLINK_MAPPED=1  it is deleted as soon as it is mapped (its data stays readable)
//
// Only the descriptors of that file are touched; everything else goes to the C library as it is.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

typedef ssize_t (*read_fn)(int, void *, size_t);
typedef ssize_t (*pread_fn)(int, void *, size_t, off_t);
typedef void *(*mmap_fn)(void *, size_t, int, int, int, off_t);

static atomic_llong delivered; // bytes of the file read so far

// Whether `fd` is the file under test.
static int isTarget(int fd)
{
    const char *want = getenv("U8I_FAULT_PATH");
    if (want == NULL || fd < 0)
        return 0;
    if (strcmp(want, "-") == 0)
        return fd == STDIN_FILENO;
    char link[64];
    char path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = readlink(link, path, sizeof path - 1);
    if (n < 0)
        return 0;
    path[n] = '\0';
    return strcmp(path, want) == 0;
}

// How many of `size` bytes the next read of the file may give; -1 (errno EIO) when none.
static ssize_t allowance(size_t size)
{
    const char *after = getenv("U8I_FAULT_EIO_AFTER");
    if (after == NULL)
        return (ssize_t)size;
    const long long limit = atoll(after);
    const long long done = atomic_load(&delivered);
    if (done >= limit && size > 0) {
        errno = EIO;
        return -1;
    }
    const long long left = limit - done;
    return (ssize_t)((long long)size < left ? (long long)size : left);
}

static ssize_t faultyRead(int fd, void *buffer, size_t size, off_t offset, int positioned)
{
    static read_fn realRead;
    static pread_fn realPread;
    if (realRead == NULL) {
        realRead = (read_fn)dlsym(RTLD_NEXT, "read");
        realPread = (pread_fn)dlsym(RTLD_NEXT, "pread64");
    }
    if (!isTarget(fd))
        return positioned ? realPread(fd, buffer, size, offset) : realRead(fd, buffer, size);
    const ssize_t allowed = allowance(size);
    if (allowed < 0)
        return -1;
    const ssize_t n = positioned ? realPread(fd, buffer, (size_t)allowed, offset)
                                 : realRead(fd, buffer, (size_t)allowed);
    if (n > 0)
        atomic_fetch_add(&delivered, (long long)n);
    return n;
}

ssize_t read(int fd, void *buffer, size_t size)
{
    return faultyRead(fd, buffer, size, 0, 0);
}

ssize_t __read_chk(int fd, void *buffer, size_t size, size_t buffer_size)
{
    (void)buffer_size;
    return faultyRead(fd, buffer, size, 0, 0);
}

ssize_t pread(int fd, void *buffer, size_t size, off_t offset)
{
    return faultyRead(fd, buffer, size, offset, 1);
}

ssize_t pread64(int fd, void *buffer, size_t size, off_t offset)
{
    return faultyRead(fd, buffer, size, offset, 1);
}

ssize_t __pread_chk(int fd, void *buffer, size_t size, off_t offset, size_t buffer_size)
{
    (void)buffer_size;
    return faultyRead(fd, buffer, size, offset, 1);
}

ssize_t __pread64_chk(int fd, void *buffer, size_t size, off_t offset, size_t buffer_size)
{
    (void)buffer_size;
    return faultyRead(fd, buffer, size, offset, 1);
}

static void *faultyMmap(void *address, size_t length, int protection, int flags, int fd,
                        off_t offset)
{
    static mmap_fn realMmap;
    if (realMmap == NULL)
        realMmap = (mmap_fn)dlsym(RTLD_NEXT, "mmap64");
    const char *noMap = getenv("U8I_FAULT_NO_MMAP");
    if (noMap != NULL && strcmp(noMap, "1") == 0 && (flags & MAP_ANONYMOUS) == 0 && isTarget(fd)) {
        errno = ENODEV;
        return MAP_FAILED;
    }
    const int target = (flags & MAP_ANONYMOUS) == 0 && isTarget(fd);
    void *mapped = realMmap(address, length, protection, flags, fd, offset);
    const char *unlinkIt = getenv("U8I_FAULT_UNLINK_MAPPED");
    if (mapped != MAP_FAILED && target && unlinkIt != NULL && strcmp(unlinkIt, "1") == 0)
        unlink(getenv("U8I_FAULT_PATH"));
    return mapped;
}

void *mmap(void *address, size_t length, int protection, int flags, int fd, off_t offset)
{
    return faultyMmap(address, length, protection, flags, fd, offset);
}

void *mmap64(void *address, size_t length, int protection, int flags, int fd, off_t offset)
{
    return faultyMmap(address, length, protection, flags, fd, offset);
}
