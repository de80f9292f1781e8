#pragma once
// Host backend "device" memory: aligned host allocations, registered with the
// emulator's memcheck (shadow.hpp). Allocations up to 16 MiB — or any size when
// RSGPU_CHECK includes "mem" — are poisoned so uninitialised reads can be
// recognised; freed memory goes through a 64 MiB quarantine so a stale access
// is reported as use of a freed buffer rather than landing in a new one.
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

#include "shadow.hpp"

namespace rsgpu::detail::host {

inline bool env_memcheck() {
  static const bool on = [] {
    const char *e = std::getenv("RSGPU_CHECK");
    return e && (std::strstr(e, "mem") || std::strstr(e, "all"));
  }();
  return on;
}

/// `elem`: the element size of the buffer (reports name the element an
/// access is in: racecheck.hpp), 0 when not known.
inline void *device_alloc(std::size_t bytes, std::size_t elem = 0) {
  // No device has 2^48 bytes (256 TiB): such a request is out of memory
  // here, deterministically, before the host allocator (ASan aborts on it
  // rather than return null; `bytes + 255` would wrap near 2^64).
  if (bytes > (std::size_t(1) << 48)) return nullptr;
  // 256-byte alignment, as cudaMalloc guarantees.
  std::size_t rounded = (bytes + 255) / 256 * 256;
  void *p = std::aligned_alloc(256, rounded ? rounded : 256);
  if (!p) return nullptr;
  bool poison = bytes <= (16u << 20) || env_memcheck();
  if (poison) std::memset(p, poison_byte, bytes);
  Registry::get().add(p, bytes, poison, elem);
  return p;
}

/// A host copy into device memory at p (memcheck: initialised, whatever the
/// bytes are).
inline void note_host_write(void *p, std::size_t bytes) {
  if (Region *r = Registry::get().find(p))
    r->mark_host_written(reinterpret_cast<std::uintptr_t>(p) - r->base, bytes);
}

inline void device_free(void *p, std::size_t /*bytes*/) {
  if (!p) return;
  for (void *q : Registry::get().retire(p)) std::free(q);
}

} // namespace rsgpu::detail::host
