#pragma once
// owned_at: the Owned<T> (memory/slice.hpp) of an index, bounds-checked.
#include <cstddef>

#include "../../memory/slice.hpp"

namespace rsgpu {

namespace detail {
/// Element i of an exclusive view when `ok`. Bounds-checked (S6) when it
/// exists, a check the compiler removes where `ok` already implies
/// i < size() (mine, grid_stride); the address is formed only on access.
template <class T>
RSGPU_FN Owned<T> owned_at(const SliceMut<T> &s, std::size_t i, bool ok,
                           const char *file = __builtin_FILE(),
                           unsigned line = __builtin_LINE()) {
#if RSGPU_BOUNDS_CHECKS
  if (RSGPU_UNLIKELY(ok && i >= s.size()))
    panic_bounds(i, s.size(), file, line);
#else
  (void)file, (void)line;
#endif
  return Owned<T>(ViewFactory::data(s), i, ok);
}
} // namespace detail
} // namespace rsgpu
