//===- rsgpu/rust/core_float.hpp - Rust's f32/f64 methods in C++ ----------===//
//
// `f32`/`f64` methods with Rust's semantics for host and device (RSGPU_FN):
// NaN rules (`min`/`max` return the other operand when one is NaN, `clamp`
// keeps a NaN input and panics when `min > max` or either bound is NaN,
// `signum(NaN)` is NaN), sign handling (`abs`, `copysign`, `signum(-0.0)` ==
// -1.0), `total_cmp` (IEEE totalOrder), and the exactly-rounded std methods
// kernels use (`mul_add`, `sqrt`, `floor`, `ceil`, `round`, `trunc`, ...).
// Tested bit for bit against rustc by tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_FLOAT_HPP
#define RSGPU_RUST_CORE_FLOAT_HPP

#include <rsgpu/rust/core_cmp.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace rsgpu::rust {

namespace detail {
template <class F>
using float_bits_t =
    std::conditional_t<sizeof(F) == 4, std::uint32_t, std::uint64_t>;
template <class F>
inline constexpr bool is_float_v =
    std::is_same_v<F, float> || std::is_same_v<F, double>;
} // namespace detail

#define RSGPU_RUST_FLOAT                                                       \
  template <class F, std::enable_if_t<detail::is_float_v<F>, int> = 0>

/// `to_bits` / `from_bits`.
RSGPU_RUST_FLOAT RSGPU_FN detail::float_bits_t<F> to_bits(F x) {
  detail::float_bits_t<F> b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}
template <class F> RSGPU_FN F from_bits(detail::float_bits_t<F> b) {
  F x;
  std::memcpy(&x, &b, sizeof x);
  return x;
}
namespace detail {
template <class F>
inline constexpr float_bits_t<F> sign_bit = float_bits_t<F>(1)
                                            << (sizeof(F) * 8 - 1);
template <class F>
inline constexpr float_bits_t<F> exp_mask = sizeof(F) == 4
                                                ? 0x7f800000u
                                                : 0x7ff0000000000000ull;
template <class F>
inline constexpr float_bits_t<F> man_mask = sizeof(F) == 4
                                                ? 0x007fffffu
                                                : 0x000fffffffffffffull;
template <class F> RSGPU_FN F quiet_nan() {
  return from_bits<F>(sizeof(F) == 4 ? float_bits_t<F>(0x7fc00000u)
                                     : float_bits_t<F>(0x7ff8000000000000ull));
}
} // namespace detail

RSGPU_RUST_FLOAT RSGPU_FN bool is_nan(F x) { return x != x; }
RSGPU_RUST_FLOAT RSGPU_FN bool is_infinite(F x) {
  return (to_bits(x) & ~detail::sign_bit<F>) == detail::exp_mask<F>;
}
RSGPU_RUST_FLOAT RSGPU_FN bool is_finite(F x) {
  return (to_bits(x) & detail::exp_mask<F>) != detail::exp_mask<F>;
}
RSGPU_RUST_FLOAT RSGPU_FN bool is_subnormal(F x) {
  auto b = to_bits(x);
  return (b & detail::exp_mask<F>) == 0 && (b & detail::man_mask<F>) != 0;
}
RSGPU_RUST_FLOAT RSGPU_FN bool is_normal(F x) {
  auto e = to_bits(x) & detail::exp_mask<F>;
  return e != 0 && e != detail::exp_mask<F>;
}
/// `is_sign_negative`: the sign bit, also for -0.0 and NaNs.
RSGPU_RUST_FLOAT RSGPU_FN bool is_sign_negative(F x) {
  return (to_bits(x) & detail::sign_bit<F>) != 0;
}
RSGPU_RUST_FLOAT RSGPU_FN bool is_sign_positive(F x) {
  return !is_sign_negative(x);
}

/// `abs`: clears the sign bit (NaN payloads kept).
RSGPU_RUST_FLOAT RSGPU_FN F abs(F x) {
  return from_bits<F>(to_bits(x) & ~detail::sign_bit<F>);
}
/// `copysign`: magnitude of `x`, sign bit of `s`.
RSGPU_RUST_FLOAT RSGPU_FN F copysign(F x, F s) {
  return from_bits<F>((to_bits(x) & ~detail::sign_bit<F>) |
                      (to_bits(s) & detail::sign_bit<F>));
}
/// `signum`: NaN for NaN, else 1.0 with the sign of `x` (so -0.0 -> -1.0).
RSGPU_RUST_FLOAT RSGPU_FN F signum(F x) {
  return is_nan(x) ? detail::quiet_nan<F>() : copysign(F(1), x);
}
RSGPU_RUST_FLOAT RSGPU_FN F recip(F x) { return F(1) / x; }

/// `min` / `max` (IEEE minNum/maxNum as rustc lowers them on x86-64): when
/// one operand is NaN the other is returned; on equal operands (+0.0 vs
/// -0.0) the first.
RSGPU_RUST_FLOAT RSGPU_FN F min(F a, F b) {
  if (is_nan(a))
    return b;
  if (is_nan(b))
    return a;
  return b < a ? b : a;
}
RSGPU_RUST_FLOAT RSGPU_FN F max(F a, F b) {
  if (is_nan(a))
    return b;
  if (is_nan(b))
    return a;
  return b > a ? b : a;
}
/// `clamp`: panics "min > max, or either was NaN" (Rust's message goes on
/// with ". min = {min:?}, max = {max:?}", which the panic record cannot
/// format); a NaN `x` stays NaN.
RSGPU_RUST_FLOAT RSGPU_FN F clamp(F x, F lo, F hi, Location loc = {}) {
  if (!(lo <= hi))
    panic_at("min > max, or either was NaN", loc);
  if (x < lo)
    x = lo;
  if (x > hi)
    x = hi;
  return x;
}
/// `total_cmp`: IEEE 754 totalOrder (-NaN < -inf < ... < -0.0 < +0.0 < ... <
/// +NaN).
RSGPU_RUST_FLOAT RSGPU_FN Ordering total_cmp(F a, F b) {
  using S = std::make_signed_t<detail::float_bits_t<F>>;
  using U = detail::float_bits_t<F>;
  constexpr unsigned top = sizeof(F) * 8 - 1;
  S l = S(to_bits(a)), r = S(to_bits(b));
  l ^= S(U(l >> top) >> 1);
  r ^= S(U(r >> top) >> 1);
  return cmp(l, r);
}

/// `to_degrees` / `to_radians`, with the constants Rust multiplies by.
RSGPU_FN float to_degrees(float x) {
  return x * 57.2957795130823208767981548141051703f;
}
RSGPU_FN double to_degrees(double x) {
  return x * (180.0 / 3.14159265358979323846264338327950288);
}
RSGPU_FN float to_radians(float x) {
  return x * (3.14159265358979323846264338327950288f / 180.0f);
}
RSGPU_FN double to_radians(double x) {
  return x * (3.14159265358979323846264338327950288 / 180.0);
}

// ---- std's exactly rounded methods (no libm approximations)
// --------------------
RSGPU_RUST_FLOAT RSGPU_FN F mul_add(F a, F b, F c) {
  if constexpr (sizeof(F) == 4)
    return ::fmaf(a, b, c);
  else
    return ::fma(a, b, c);
}
RSGPU_RUST_FLOAT RSGPU_FN F sqrt(F x) {
  if constexpr (sizeof(F) == 4)
    return ::sqrtf(x);
  else
    return ::sqrt(x);
}
/// `rsgpu::math::rsqrtf`: the bindings define it as `1.0 / sqrtf(x)`, two
/// correctly rounded operations, so it is spelled so here on host and device
/// (not CUDA's approximate `rsqrtf`, which differs in the last bits).
RSGPU_FN float rsqrtf(float x) { return 1.0f / ::sqrtf(x); }
RSGPU_RUST_FLOAT RSGPU_FN F floor(F x) {
  if constexpr (sizeof(F) == 4)
    return ::floorf(x);
  else
    return ::floor(x);
}
RSGPU_RUST_FLOAT RSGPU_FN F ceil(F x) {
  if constexpr (sizeof(F) == 4)
    return ::ceilf(x);
  else
    return ::ceil(x);
}
/// `round`: half away from zero.
RSGPU_RUST_FLOAT RSGPU_FN F round(F x) {
  if constexpr (sizeof(F) == 4)
    return ::roundf(x);
  else
    return ::round(x);
}
/// `round_ties_even`: half to even (the default rounding mode's rint).
RSGPU_RUST_FLOAT RSGPU_FN F round_ties_even(F x) {
  if constexpr (sizeof(F) == 4)
    return ::rintf(x);
  else
    return ::rint(x);
}
RSGPU_RUST_FLOAT RSGPU_FN F trunc(F x) {
  if constexpr (sizeof(F) == 4)
    return ::truncf(x);
  else
    return ::trunc(x);
}
/// `fract`: `x - x.trunc()`.
RSGPU_RUST_FLOAT RSGPU_FN F fract(F x) { return x - trunc(x); }
/// `%` on floats (C's fmod, exact).
RSGPU_RUST_FLOAT RSGPU_FN F rem(F a, F b) {
  if constexpr (sizeof(F) == 4)
    return ::fmodf(a, b);
  else
    return ::fmod(a, b);
}
RSGPU_RUST_FLOAT RSGPU_FN F rem_euclid(F a, F b) {
  F r = rem(a, b);
  return r < F(0) ? r + abs(b) : r;
}
RSGPU_RUST_FLOAT RSGPU_FN F div_euclid(F a, F b) {
  F q = trunc(a / b);
  if (rem(a, b) < F(0))
    return b > F(0) ? q - F(1) : q + F(1);
  return q;
}

#undef RSGPU_RUST_FLOAT

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_FLOAT_HPP
