#pragma once
// Reads through a shared borrow's view (Slice<const T>, PerBlock<const T>,
// zip's read side): the launch's borrow check (S3) proved that no view of the
// launch writes that buffer (a shared borrow excludes every exclusive and
// atomic one, on every stream, until the kernel ends), so such a read can
// never be half of a data race. On device memory only memcheck's questions
// are left — is the buffer freed, are these bytes uninitialised — and both
// are answered without the shadow cell in the common case: the region's
// liveness, its host-written bits, and the bytes themselves (only bytes that
// still hold the poison pattern can be uninitialised). Anything else — shared
// memory, a freed buffer, poison bytes — takes the full check_access path,
// which words the report.
#include <cstddef>
#include <cstdint>

#include "racecheck.hpp"

namespace rsgpu::detail::host {

/// Whether reads through a shared borrow of [p, p + bytes) can never be
/// reported (asked once, when a launch makes the view): p lies in one live
/// device buffer that was never poisoned or that a host copy wrote whole —
/// check_borrow_read's early return, decided for the whole view. Racecheck
/// records no borrow read of device memory; the borrow keeps the buffer alive.
inline bool borrow_reads_need_no_check(const void *p, std::size_t bytes) {
  Region *r = Registry::get().find(p);
  if (!r || !bytes) return false;
  const std::uintptr_t off = reinterpret_cast<std::uintptr_t>(p) - r->base;
  return off + bytes <= r->size && r->alive.load(std::memory_order_acquire) &&
         (!r->poisoned || r->all_host_written.load(std::memory_order_acquire));
}

[[gnu::noinline]] inline void check_borrow_read(const void *p, std::size_t bytes) {
  if (!bytes) return;
  ThreadState &t = current();
  Unit &u = unit_of(t);
  if (u.arena_of(p) >= 0) { check_access(p, bytes, Access::Read); return; } // not a borrow
  if (!u.mem) return; // racecheck alone: nothing to check (above)
  Region *r = Registry::get().find(p);
  if (!r) return; // not device memory: not instrumented
  if (!r->alive.load(std::memory_order_acquire)) { check_access(p, bytes, Access::Read); return; }
  if (!r->poisoned || r->all_host_written.load(std::memory_order_acquire)) return;
  const std::uintptr_t off = reinterpret_cast<std::uintptr_t>(p) - r->base;
  const auto *bp = static_cast<const unsigned char *>(p);
  for (std::uintptr_t g = off / granule; g <= (off + bytes - 1) / granule; ++g) {
    if (r->host_written(g)) continue;
    std::uintptr_t lo = g * granule > off ? g * granule : off;
    std::uintptr_t hi = (g + 1) * granule < off + bytes ? (g + 1) * granule : off + bytes;
    bool poison = false; // memcheck is per byte (racecheck.hpp)
    for (std::uintptr_t i = lo; i < hi; ++i) poison |= __atomic_load_n(bp + (i - off), __ATOMIC_RELAXED) == poison_byte; // see racecheck.hpp
    // Poison bytes: initialised only if a checked write said so (the shadow).
    if (poison) { check_access(p, bytes, Access::Read); return; }
  }
}

} // namespace rsgpu::detail::host
