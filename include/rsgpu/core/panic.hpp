#pragma once
// What a device panic records (S6). Raising one (RSGPU_PANIC, RSGPU_ASSERT,
// detail::panic) is the backend's: backend/panic.hpp.
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
