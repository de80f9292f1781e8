#pragma once
// Option<T>: a value that exists only in some threads (a block reduction's
// result in thread 0, a warp's in lane 0) — Rust's Option<T>. The value is
// always computed and stored next to the flag, so testing it is one compare
// and reading it no select (cuda::std::optional costs both).
#include <cstddef>
#include <type_traits>

#include "../../core/config.hpp"
#include "../../backend/trace.hpp"

namespace rsgpu {
template <class T> class Option {
public:
  RSGPU_FN Option(T v, bool some) : v_(v), some_(some) {}
  RSGPU_FN explicit operator bool() const { return some_; }
  RSGPU_FN bool is_some() const { return some_; }
  /// The value; only meaningful where is_some() (where CUB defines it).
  RSGPU_FN T operator*() const { return v_; }
  RSGPU_FN T value_or(T other) const { return some_ ? v_ : other; }

private:
  T v_;
  bool some_;
};
/// A reference that may not exist (Rust: Option<&T>), e.g. a view's get(i):
/// the element is read only where it exists, so testing it is the whole
/// bounds check, with no panic path.
template <class T> class OptionRef {
public:
  /// Element `off` of `base`; the address is formed only on access (so only
  /// where it exists), as Owned does.
  RSGPU_FN OptionRef(T *base, std::size_t off, bool some)
      : p_(base), off_(off), some_(some) {}
  RSGPU_FN explicit operator bool() const { return some_; }
  RSGPU_FN bool is_some() const { return some_; }
  /// The element; only where is_some().
  RSGPU_FN T &operator*() const {
    detail::trace(p_ + off_, sizeof(T), detail::AccessKind::Read);
    return p_[off_];
  }
  RSGPU_FN std::remove_const_t<T> value_or(std::remove_const_t<T> other) const {
    return some_ ? **this : other;
  }

private:
  T *p_;
  std::size_t off_;
  bool some_;
};
} // namespace rsgpu
