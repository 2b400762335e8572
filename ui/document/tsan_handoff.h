// What ThreadSanitizer cannot see of Qt's handoffs between threads, told to it by hand. Debian's
// Qt is not built with ThreadSanitizer: the locks inside QThreadPool::start() and inside a queued
// call's event (QMutex over futexes) order the threads, but TSan does not see them, and reports
// the memory handed over as raced in our frames. Each handoff says, around Qt's call:
//
//   tsanRelease(key);   // on the thread that hands over, once the shared data is written
//   { const TsanUnwatched unwatched; qtCallThatHandsOver(closure); } // its copy of the closure
//   tsanAcquire(key);   // first thing on the thread that receives
//
// The closure's own memory is written inside Qt's call, after the release: it is left out of
// TSan's watch there, since it is Qt's to hand over. Nothing of this exists outside a TSan build.
#pragma once

#if defined(__SANITIZE_THREAD__)
#define U8I_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define U8I_TSAN 1
#endif
#endif

#ifdef U8I_TSAN
#include <sanitizer/tsan_interface.h>
extern "C" void __tsan_ignore_thread_begin();
extern "C" void __tsan_ignore_thread_end();
#endif

namespace u8i::ui {

// Everything this thread did before happens before what a thread does after tsanAcquire(key).
inline void tsanRelease([[maybe_unused]] const void *key)
{
#ifdef U8I_TSAN
    __tsan_release(const_cast<void *>(key));
#endif
}

inline void tsanAcquire([[maybe_unused]] const void *key)
{
#ifdef U8I_TSAN
    __tsan_acquire(const_cast<void *>(key));
#endif
}

// While it lives, this thread's reads and writes are not watched (a closure Qt copies to hand it
// over); synchronisation still is.
class TsanUnwatched {
  public:
    TsanUnwatched()
    {
#ifdef U8I_TSAN
        __tsan_ignore_thread_begin();
#endif
    }
    ~TsanUnwatched()
    {
#ifdef U8I_TSAN
        __tsan_ignore_thread_end();
#endif
    }
    TsanUnwatched(const TsanUnwatched &) = delete;
    TsanUnwatched &operator=(const TsanUnwatched &) = delete;
};

} // namespace u8i::ui
