#pragma once
// owned_at: the Owned<T> (memory/slice.hpp) of an index, bounds-checked.
#include <cstddef>

#include "../../memory/slice.hpp"

namespace rsgpu {

namespace detail {
/// Element i of an exclusive view when `ok`. Bounds-checked (S6) when it
/// exists, a check the compiler removes where `ok` already implies
/// i < len() (mine, grid_stride); the address is formed only on access.
template <class T>
RSGPU_FN Owned<T> owned_at(const SliceMut<T> &s, std::size_t i, bool ok,
                           const char *file = __builtin_FILE(),
                           unsigned line = __builtin_LINE()) {
#if RSGPU_BOUNDS_CHECKS
  if (RSGPU_UNLIKELY(ok && i >= s.len()))
    panic_bounds(i, s.len(), file, line);
#else
  (void)file, (void)line;
#endif
  return Owned<T>(ViewFactory::data(s), i, ok);
}

/// Element i of an exclusive view when `ok`, for callers whose `ok` implies
/// i < s.len() by construction (each call site states the proof). No check:
/// owned_at's would be dead, but the compiler keeps its call site alive long
/// enough to cost the kernel a generic panic_bounds (Saxpy1D: 36 PTX
/// instructions instead of 30).
template <class T>
RSGPU_FN Owned<T> owned_in_bounds(const SliceMut<T> &s, std::size_t i,
                                  bool ok) {
  return Owned<T>(ViewFactory::data(s), i, ok);
}
} // namespace detail
} // namespace rsgpu
