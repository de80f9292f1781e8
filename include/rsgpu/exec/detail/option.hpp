#pragma once
// Option<T>: a value that exists only in some threads (a block reduction's
// result in thread 0, a warp's in lane 0) — Rust's Option<T>. The value is
// always computed and stored next to the flag, so testing it is one compare
// and reading it no select (cuda::std::optional costs both).
#include "../../core/config.hpp"

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
} // namespace rsgpu
