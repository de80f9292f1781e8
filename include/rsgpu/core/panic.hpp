#pragma once
// Device panics (S6). A panic stops the panicking thread's kernel and is reported
// to the host as Error::DevicePanic at the next synchronisation of the stream,
// with message, file, line, block and thread.
//
//   if (n == 0) RSGPU_PANIC("empty input");
//   RSGPU_ASSERT(i < n, "i out of range");
#include "config.hpp"
#include "dim3.hpp"

namespace rsgpu::detail {

/// Plain-old-data panic record, written by the first panicking thread. Lives in
/// device memory on CUDA and in the launch state on the host backend.
struct PanicRecord {
  unsigned state; // 0 empty, 1 being written, 2 complete
  unsigned line;
  unsigned block[3], thread[3];
  unsigned long long args[2]; // substituted for "{}" in `message`
  char file[160];
  char message[160];
};

RSGPU_FN void copy_cstr(char *dst, unsigned cap, const char *src) {
  unsigned i = 0;
  for (; src && src[i] && i + 1 < cap; ++i) dst[i] = src[i];
  dst[i] = '\0';
}

} // namespace rsgpu::detail

#if RSGPU_BACKEND_CUDA
#include "../backend/cuda/panic.hpp"
#else
#include "../backend/host/panic.hpp"
#endif

#define RSGPU_PANIC(msg) ::rsgpu::detail::panic((msg), __FILE__, __LINE__)
#define RSGPU_ASSERT(cond, msg)                                                \
  do {                                                                         \
    if (RSGPU_UNLIKELY(!(cond))) RSGPU_PANIC(msg);                             \
  } while (0)
