#pragma once
// Host backend "device" memory: plain aligned host allocations. The emulator's
// memcheck instruments these two functions.
#include <cstddef>
#include <cstdlib>
#include <new>

namespace rsgpu::detail::host {

inline void *device_alloc(std::size_t bytes) {
  // 256-byte alignment, as cudaMalloc guarantees.
  std::size_t rounded = (bytes + 255) / 256 * 256;
  return std::aligned_alloc(256, rounded ? rounded : 256);
}

inline void device_free(void *p, std::size_t /*bytes*/) { std::free(p); }

} // namespace rsgpu::detail::host
