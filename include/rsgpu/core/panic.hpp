#pragma once
// What a device panic records (S6). Raising one (RSGPU_PANIC, RSGPU_ASSERT,
// detail::panic) is the backend's: backend/panic.hpp.
#include "config.hpp"
#include "dim3.hpp"

namespace rsgpu::detail {

/// Plain-old-data panic record of one launch, written by its first panicking
/// thread. Lives in device memory on CUDA (a slot of PanicRecords); the host
/// backend keeps an Error per launch instead.
struct PanicRecord {
  unsigned long long grid; // CUDA: the launch (%gridid + 1) owning the slot, 0 free
  unsigned long long seq;  // CUDA: order of the panics (the oldest is reported first)
  unsigned state; // 0 empty, 1 being written, 2 complete
  unsigned line;
  unsigned block[3], thread[3];
  unsigned long long args[2]; // substituted for "{}" in `message`
  char file[160];
  char message[160];
};

/// CUDA: one record per launch that panicked and is not reported yet, so a
/// second kernel's panic before the first is reported is kept (S6: never lose
/// one). A synchronisation reports the oldest and frees its slot; `dropped`
/// counts panicking threads of launches that found every slot taken.
inline constexpr unsigned kPanicSlots = 8;
struct PanicRecords {
  PanicRecord slot[kPanicSlots];
  unsigned long long next; // the next seq
  unsigned dropped;
};

/// The slot of the oldest complete record, or -1.
RSGPU_FN int oldest_panic(const PanicRecords &rs) {
  int best = -1;
  for (unsigned k = 0; k < kPanicSlots; ++k)
    if (rs.slot[k].state == 2u &&
        (best < 0 || rs.slot[k].seq < rs.slot[best].seq))
      best = int(k);
  return best;
}

RSGPU_FN void copy_cstr(char *dst, unsigned cap, const char *src) {
  unsigned i = 0;
  for (; src && src[i] && i + 1 < cap; ++i) dst[i] = src[i];
  dst[i] = '\0';
}

} // namespace rsgpu::detail
