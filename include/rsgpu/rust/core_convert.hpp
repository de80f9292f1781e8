//===- rsgpu/rust/core_convert.hpp - Rust's From/TryFrom between numbers -===//
//
// `u64::from(b)`, `f32::from(h)` (lossless: the generated code converts to
// the destination type, spelled by the emitter) and `u8::try_from(v)`: a
// `Result<T, TryFromIntError>`, held as TryResult<T> (TryFromIntError carries
// nothing but that the value did not fit). Tested against rustc by
// tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_CONVERT_HPP
#define RSGPU_RUST_CORE_CONVERT_HPP

#include <rsgpu/rust/core_cmp.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>

namespace rsgpu::rust {

/// `Result<T, TryFromIntError>`: Ok(ok_value) when `ok_`, else Err.
template <class T> struct TryResult {
  using value_type = T;
  T ok_value;
  bool ok_;
  RSGPU_FN bool ok() const { return ok_; }
};

/// Whether the integer `v` is a value of the integer type `T`.
template <class T, class S> RSGPU_FN constexpr bool int_fits(S v) {
  static_assert(std::is_integral_v<T> && std::is_integral_v<S>);
  using L = std::numeric_limits<T>;
  if constexpr (std::is_signed_v<S>) {
    if (v < 0) {
      if constexpr (!std::is_signed_v<T>)
        return false;
      else
        return static_cast<std::int64_t>(v) >= static_cast<std::int64_t>(L::min());
    }
  }
  return static_cast<std::uint64_t>(v) <= static_cast<std::uint64_t>(L::max());
}

/// `T::try_from(v)` between integer types; R is TryResult<T>.
template <class R, class S> RSGPU_FN R try_from_int(S v) {
  using T = typename R::value_type;
  if (int_fits<T>(v))
    return {static_cast<T>(v), true};
  return {T{}, false};
}

/// `Result::unwrap_or(d)` / `is_ok` / `is_err` / `ok` of a TryResult.
template <class T> RSGPU_FN T unwrap_or(const TryResult<T> &r, T d) {
  return r.ok_ ? r.ok_value : d;
}
template <class T> RSGPU_FN bool is_ok(const TryResult<T> &r) { return r.ok_; }
template <class T> RSGPU_FN bool is_err(const TryResult<T> &r) { return !r.ok_; }
template <class T> RSGPU_FN Option<T> ok(const TryResult<T> &r) {
  return {r.ok_, r.ok_ ? r.ok_value : T{}};
}

/// The same of a `Result<T, T>` (rsgpu::CompareExchange<T>: `previous` is
/// the Ok or the Err value, `success` which): compare_exchange's, or one a
/// function built with `Ok(v)` / `Err(v)`.
template <class R, class T = decltype(R::previous)>
RSGPU_FN auto unwrap_or(const R &r, T d) -> decltype(r.success, T{}) {
  return r.success ? r.previous : d;
}
template <class R> RSGPU_FN auto is_ok(const R &r) -> decltype(r.success, true) {
  return r.success;
}
template <class R> RSGPU_FN auto is_err(const R &r) -> decltype(r.success, true) {
  return !r.success;
}
template <class R, class T = decltype(R::previous)>
RSGPU_FN auto ok(const R &r) -> decltype(r.success, Option<T>{}) {
  return {r.success, r.success ? r.previous : T{}};
}
/// `r.is_ok()` / `r.is_err()` at opt-level 0 take `&r`.
template <class R> RSGPU_FN bool is_ok(const R *r) { return is_ok(*r); }
template <class R> RSGPU_FN bool is_err(const R *r) { return is_err(*r); }

} // namespace rsgpu::rust

#endif
