#pragma once
// Owned<T>: the element a thread owns, if it exists (Rust: Option<&mut T>),
// with the "exists" bit kept apart from the reference so that testing it is
// the single compare hand-written code does.
#include <cstddef>

#include "../../memory/slice.hpp"

namespace rsgpu {

// ElemRef declares a copy assignment (it assigns through), which deprecates
// its implicit copy constructor in -Wextra's eyes; copying the reference
// itself is what is meant here.
#if defined(__GNUC__) && !defined(__CUDA_ARCH__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-copy"
#endif
template <class T> class Owned {
public:
  RSGPU_FN explicit operator bool() const { return ok_; }
  RSGPU_FN ElemRef<T> operator*() const { return r_; }
  RSGPU_FN ElemRef<T> ref() const { return r_; }
  /// The element's index in its view (to read matching inputs).
  RSGPU_FN std::size_t index() const { return i_; }

  RSGPU_FN Owned(ElemRef<T> r, std::size_t i, bool ok) : r_(r), i_(i), ok_(ok) {}

private:
  ElemRef<T> r_;
  std::size_t i_;
  bool ok_;
};
#if defined(__GNUC__) && !defined(__CUDA_ARCH__)
#pragma GCC diagnostic pop
#endif

namespace detail {
/// Element i of an exclusive view when `ok` (the caller proved i < size(), so
/// the compiler drops unsafe_at's repeated bounds check).
template <class T>
RSGPU_FN Owned<T> owned_at(const SliceMut<T> &s, std::size_t i, bool ok) {
#if RSGPU_BOUNDS_CHECKS
  return Owned<T>(ok ? s.unsafe_at(i) : ElemRef<T>(nullptr), i, ok);
#else
  return Owned<T>(s.unsafe_at(i), i, ok); // not dereferenced unless ok
#endif
}
} // namespace detail
} // namespace rsgpu
