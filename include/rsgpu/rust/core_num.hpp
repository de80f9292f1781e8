//===- rsgpu/rust/core_num.hpp - Rust's integer methods in C++ ------------===//
//
// The methods core gives every integer type (`i8`..`i64`, `u8`..`u64`,
// `isize`/`usize`), with Rust's semantics for host and device (RSGPU_FN):
//   checked_*      -> Option<T> (None on overflow, division by zero, ...)
//   wrapping_*     -> T, modulo 2^bits
//   saturating_*   -> T, clamped to MIN/MAX
//   overflowing_*  -> Tuple2<T, bool> (the wrapped value, whether it wrapped)
//   pow, abs, next_power_of_two, div_euclid, ... -> T, panicking where Rust
//       panics with overflow checks on (debug), with Rust's message; with
//       overflow checks off Rust wraps instead: the generator then maps to the
//       wrapping_* twin (docs/generator/rust-core.md).
//   bit queries (count_ones, leading_zeros, ...) -> std::uint32_t, as in Rust.
// Panics go through rsgpu's panic path (Error::DevicePanic on the host).
// Tested bit for bit against rustc by tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_NUM_HPP
#define RSGPU_RUST_CORE_NUM_HPP

#include <rsgpu/rust/core_cmp.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>

namespace rsgpu::rust {

/// What overflowing_* return: (the wrapped value, whether it wrapped).
template <class T> using Overflowing = Tuple2<T, bool>;

namespace detail {
template <class T>
inline constexpr bool is_int_v =
    std::is_integral_v<T> && !std::is_same_v<T, bool>;
template <class T> inline constexpr unsigned bits_v = sizeof(T) * CHAR_BIT;
template <class T> inline constexpr T min_v = std::numeric_limits<T>::min();
template <class T> inline constexpr T max_v = std::numeric_limits<T>::max();
/// Signed MIN / -1 (the one overflowing division).
template <class T> RSGPU_FN constexpr bool div_overflows(T a, T b) {
  if constexpr (std::is_signed_v<T>)
    return a == min_v<T> && b == T(-1);
  else
    return false;
}
} // namespace detail

#define RSGPU_RUST_INT                                                         \
  template <class T, std::enable_if_t<detail::is_int_v<T>, int> = 0>
#define RSGPU_RUST_SINT                                                        \
  template <class T, std::enable_if_t<                                         \
                         detail::is_int_v<T> && std::is_signed_v<T>, int> = 0>
#define RSGPU_RUST_UINT                                                        \
  template <                                                                   \
      class T,                                                                 \
      std::enable_if_t<detail::is_int_v<T> && std::is_unsigned_v<T>, int> = 0>

// ---- bit queries -----------------------------------------------------------
RSGPU_RUST_INT RSGPU_FN std::uint32_t count_ones(T x) {
  return std::uint32_t(rsgpu::rust::popcount(std::make_unsigned_t<T>(x)));
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t count_zeros(T x) {
  return detail::bits_v<T> - count_ones(x);
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t leading_zeros(T x) {
  return std::uint32_t(rsgpu::rust::clz(std::make_unsigned_t<T>(x)));
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t trailing_zeros(T x) {
  return std::uint32_t(rsgpu::rust::ctz(std::make_unsigned_t<T>(x)));
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t leading_ones(T x) {
  return leading_zeros(T(~x));
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t trailing_ones(T x) {
  return trailing_zeros(T(~x));
}
/// `rotate_left(n)`: `n` modulo the bit width, as Rust.
RSGPU_RUST_INT RSGPU_FN T rotate_left(T x, std::uint32_t n) {
  using U = std::make_unsigned_t<T>;
  unsigned s = n % detail::bits_v<T>;
  U u = U(x);
  return s == 0 ? x : T(U(U(u << s) | U(u >> (detail::bits_v<T> - s))));
}
RSGPU_RUST_INT RSGPU_FN T rotate_right(T x, std::uint32_t n) {
  using U = std::make_unsigned_t<T>;
  unsigned s = n % detail::bits_v<T>;
  U u = U(x);
  return s == 0 ? x : T(U(U(u >> s) | U(u << (detail::bits_v<T> - s))));
}
RSGPU_RUST_INT RSGPU_FN T swap_bytes(T x) { return rsgpu::rust::bswap(x); }
RSGPU_RUST_INT RSGPU_FN T reverse_bits(T x) { return rsgpu::rust::brev(x); }
RSGPU_RUST_UINT RSGPU_FN bool is_power_of_two(T x) {
  return count_ones(x) == 1;
}

// ---- add, sub, mul, neg
// ------------------------------------------------------
RSGPU_RUST_INT RSGPU_FN T wrapping_add(T a, T b) {
  return rsgpu::rust::add_wrap(a, b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_sub(T a, T b) {
  return rsgpu::rust::sub_wrap(a, b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_mul(T a, T b) {
  return rsgpu::rust::mul_wrap(a, b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_neg(T a) { return rsgpu::rust::neg_wrap(a); }
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_add(T a, T b) {
  return rsgpu::rust::add_overflow(a, b);
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_sub(T a, T b) {
  return rsgpu::rust::sub_overflow(a, b);
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_mul(T a, T b) {
  return rsgpu::rust::mul_overflow(a, b);
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_neg(T a) {
  if constexpr (std::is_signed_v<T>)
    return {wrapping_neg(a), a == detail::min_v<T>};
  else
    return {wrapping_neg(a), a != 0};
}
/// `carrying_add(rhs, carry)`: self + rhs + carry wrapped, with core's
/// flag: the carry out (unsigned), whether the signed sum overflowed
/// (signed: the two partial flags differ).
RSGPU_RUST_INT RSGPU_FN Overflowing<T> carrying_add(T a, T b, bool carry) {
  auto r = overflowing_add(a, b);
  auto s = overflowing_add(r._0, T(carry));
  if constexpr (std::is_signed_v<T>)
    return {s._0, r._1 != s._1};
  else
    return {s._0, r._1 || s._1};
}
/// `carrying_mul_add(a, b, c, d)` (core's intrinsic): a * b + c + d in twice
/// the width, which holds it exactly: (the low half, unsigned; the high
/// half, of T).
RSGPU_RUST_INT RSGPU_FN Tuple2<std::make_unsigned_t<T>, T>
carrying_mul_add(T a, T b, T c, T d) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned n = detail::bits_v<T>;
  if constexpr (n <= 32) {
    using W = std::conditional_t<std::is_signed_v<T>, std::int64_t,
                                 std::uint64_t>;
    W w = W(a) * W(b) + W(c) + W(d);
    return {U(w), T(w >> n)};
  } else {
#if defined(RSGPU_HAS_INT128)
    using W = std::conditional_t<std::is_signed_v<T>, i128, u128>;
    W w = W(a) * W(b) + W(c) + W(d);
    return {U(w), T(w >> n)};
#else
    static_assert(n <= 32, "carrying_mul of 64 bits needs 128-bit integers");
    return {};
#endif
  }
}
/// `carrying_mul(rhs, carry)`: (low, high) of self * rhs + carry.
RSGPU_RUST_INT RSGPU_FN Tuple2<std::make_unsigned_t<T>, T>
carrying_mul(T a, T b, T carry) {
  return carrying_mul_add(a, b, carry, T(0));
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_add(T a, T b) {
  auto r = overflowing_add(a, b);
  return {!r._1, r._1 ? T(0) : r._0};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_sub(T a, T b) {
  auto r = overflowing_sub(a, b);
  return {!r._1, r._1 ? T(0) : r._0};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_mul(T a, T b) {
  auto r = overflowing_mul(a, b);
  return {!r._1, r._1 ? T(0) : r._0};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_neg(T a) {
  auto r = overflowing_neg(a);
  return {!r._1, r._1 ? T(0) : r._0};
}
RSGPU_RUST_INT RSGPU_FN T saturating_add(T a, T b) {
  return rsgpu::rust::sat_add(a, b);
}
RSGPU_RUST_INT RSGPU_FN T saturating_sub(T a, T b) {
  return rsgpu::rust::sat_sub(a, b);
}
RSGPU_RUST_INT RSGPU_FN T saturating_mul(T a, T b) {
  auto r = overflowing_mul(a, b);
  if (!r._1)
    return r._0;
  if constexpr (std::is_signed_v<T>)
    return ((a < 0) != (b < 0)) ? detail::min_v<T> : detail::max_v<T>;
  else
    return detail::max_v<T>;
}
RSGPU_RUST_SINT RSGPU_FN T saturating_neg(T a) {
  return a == detail::min_v<T> ? detail::max_v<T> : T(-a);
}

// ---- div, rem, euclid
// ---------------------------------------------------------
namespace detail {
RSGPU_RUST_INT RSGPU_FN void check_div(T a, T b, Location loc) {
  if (b == 0)
    panic_at("attempt to divide by zero", loc);
  if (div_overflows(a, b))
    panic_at("attempt to divide with overflow", loc);
}
RSGPU_RUST_INT RSGPU_FN void check_rem(T a, T b, Location loc) {
  if (b == 0)
    panic_at("attempt to calculate the remainder with a divisor of zero", loc);
  if (div_overflows(a, b))
    panic_at("attempt to calculate the remainder with overflow", loc);
}
// Euclidean quotient and remainder, b != 0 and no overflow.
RSGPU_RUST_INT RSGPU_FN T div_euclid_raw(T a, T b) {
  T q = T(a / b);
  if constexpr (std::is_signed_v<T>)
    if (T(a % b) < 0)
      return b > 0 ? T(q - 1) : T(q + 1);
  return q;
}
RSGPU_RUST_INT RSGPU_FN T rem_euclid_raw(T a, T b) {
  T r = T(a % b);
  if constexpr (std::is_signed_v<T>)
    if (r < 0)
      return wrapping_add(r, b < 0 ? wrapping_neg(b) : b);
  return r;
}
} // namespace detail

RSGPU_RUST_INT RSGPU_FN Option<T> checked_div(T a, T b) {
  if (b == 0 || detail::div_overflows(a, b))
    return {false, T(0)};
  return {true, T(a / b)};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_rem(T a, T b) {
  if (b == 0 || detail::div_overflows(a, b))
    return {false, T(0)};
  return {true, T(a % b)};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_div_euclid(T a, T b) {
  if (b == 0 || detail::div_overflows(a, b))
    return {false, T(0)};
  return {true, detail::div_euclid_raw(a, b)};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_rem_euclid(T a, T b) {
  if (b == 0 || detail::div_overflows(a, b))
    return {false, T(0)};
  return {true, detail::rem_euclid_raw(a, b)};
}
/// `wrapping_div`: MIN / -1 == MIN; panics on a zero divisor.
RSGPU_RUST_INT RSGPU_FN T wrapping_div(T a, T b, Location loc = {}) {
  if (b == 0)
    panic_at("attempt to divide by zero", loc);
  return detail::div_overflows(a, b) ? a : T(a / b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_rem(T a, T b, Location loc = {}) {
  if (b == 0)
    panic_at("attempt to calculate the remainder with a divisor of zero", loc);
  return detail::div_overflows(a, b) ? T(0) : T(a % b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_div_euclid(T a, T b, Location loc = {}) {
  if (b == 0)
    panic_at("attempt to divide by zero", loc);
  return detail::div_overflows(a, b) ? a : detail::div_euclid_raw(a, b);
}
RSGPU_RUST_INT RSGPU_FN T wrapping_rem_euclid(T a, T b, Location loc = {}) {
  if (b == 0)
    panic_at("attempt to calculate the remainder with a divisor of zero", loc);
  return detail::div_overflows(a, b) ? T(0) : detail::rem_euclid_raw(a, b);
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_div(T a, T b, Location loc = {}) {
  return {wrapping_div(a, b, loc), detail::div_overflows(a, b)};
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_rem(T a, T b, Location loc = {}) {
  return {wrapping_rem(a, b, loc), detail::div_overflows(a, b)};
}
/// `saturating_div`: MIN / -1 == MAX; panics on a zero divisor.
RSGPU_RUST_INT RSGPU_FN T saturating_div(T a, T b, Location loc = {}) {
  if (b == 0)
    panic_at("attempt to divide by zero", loc);
  return detail::div_overflows(a, b) ? detail::max_v<T> : T(a / b);
}
/// `div_euclid` / `rem_euclid`: panic on a zero divisor and on MIN / -1.
RSGPU_RUST_INT RSGPU_FN T div_euclid(T a, T b, Location loc = {}) {
  detail::check_div(a, b, loc);
  return detail::div_euclid_raw(a, b);
}
RSGPU_RUST_INT RSGPU_FN T rem_euclid(T a, T b, Location loc = {}) {
  detail::check_rem(a, b, loc);
  return detail::rem_euclid_raw(a, b);
}

// ---- shifts (the amount is a u32, as in Rust)
// ----------------------------------
RSGPU_RUST_INT RSGPU_FN T wrapping_shl(T a, std::uint32_t n) {
  return rsgpu::rust::shl(a, n & (detail::bits_v<T> - 1));
}
RSGPU_RUST_INT RSGPU_FN T wrapping_shr(T a, std::uint32_t n) {
  return T(a >> (n & (detail::bits_v<T> - 1))); // arithmetic for signed T
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_shl(T a, std::uint32_t n) {
  return {wrapping_shl(a, n), n >= detail::bits_v<T>};
}
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_shr(T a, std::uint32_t n) {
  return {wrapping_shr(a, n), n >= detail::bits_v<T>};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_shl(T a, std::uint32_t n) {
  return {n < detail::bits_v<T>,
          n < detail::bits_v<T> ? wrapping_shl(a, n) : T(0)};
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_shr(T a, std::uint32_t n) {
  return {n < detail::bits_v<T>,
          n < detail::bits_v<T> ? wrapping_shr(a, n) : T(0)};
}

// ---- pow: Rust's square-and-multiply, step for step
// --------------------------
RSGPU_RUST_INT RSGPU_FN Overflowing<T> overflowing_pow(T base, std::uint32_t exp) {
  if (exp == 0)
    return {T(1), false};
  T acc = 1;
  bool over = false;
  for (;;) {
    if (exp & 1) {
      auto r = overflowing_mul(acc, base);
      if (exp == 1)
        return {r._0, bool(r._1 || over)};
      acc = r._0;
      over = over || r._1;
    }
    exp /= 2;
    auto r = overflowing_mul(base, base);
    base = r._0;
    over = over || r._1;
  }
}
RSGPU_RUST_INT RSGPU_FN T wrapping_pow(T base, std::uint32_t exp) {
  return overflowing_pow(base, exp)._0;
}
RSGPU_RUST_INT RSGPU_FN Option<T> checked_pow(T base, std::uint32_t exp) {
  if (exp == 0)
    return {true, T(1)};
  T acc = 1;
  for (;;) {
    if (exp & 1) {
      auto r = overflowing_mul(acc, base);
      if (r._1)
        return {false, T(0)};
      acc = r._0;
      if (exp == 1)
        return {true, acc};
    }
    exp /= 2;
    auto r = overflowing_mul(base, base);
    if (r._1)
      return {false, T(0)};
    base = r._0;
  }
}
RSGPU_RUST_INT RSGPU_FN T saturating_pow(T base, std::uint32_t exp) {
  auto r = checked_pow(base, exp);
  if (r.is_some)
    return r.value;
  if constexpr (std::is_signed_v<T>)
    if (base < 0 && exp % 2 == 1)
      return detail::min_v<T>;
  return detail::max_v<T>;
}
/// `pow` with overflow checks: panics "attempt to multiply with overflow".
RSGPU_RUST_INT RSGPU_FN T pow(T base, std::uint32_t exp, Location loc = {}) {
  auto r = checked_pow(base, exp);
  if (!r.is_some)
    panic_at("attempt to multiply with overflow", loc);
  return r.value;
}

// ---- abs, signum, sign tests
// ---------------------------------------------------
RSGPU_RUST_SINT RSGPU_FN Overflowing<T> overflowing_abs(T a) {
  return {a < 0 ? wrapping_neg(a) : a, a == detail::min_v<T>};
}
RSGPU_RUST_SINT RSGPU_FN T wrapping_abs(T a) { return overflowing_abs(a)._0; }
RSGPU_RUST_SINT RSGPU_FN Option<T> checked_abs(T a) {
  return {a != detail::min_v<T>,
          a == detail::min_v<T> ? T(0) : wrapping_abs(a)};
}
RSGPU_RUST_SINT RSGPU_FN T saturating_abs(T a) {
  return a == detail::min_v<T> ? detail::max_v<T> : wrapping_abs(a);
}
/// `abs` with overflow checks: `MIN.abs()` panics "attempt to negate with
/// overflow".
RSGPU_RUST_SINT RSGPU_FN T abs(T a, Location loc = {}) {
  if (a == detail::min_v<T>)
    panic_at("attempt to negate with overflow", loc);
  return wrapping_abs(a);
}
RSGPU_RUST_SINT RSGPU_FN std::make_unsigned_t<T> unsigned_abs(T a) {
  using U = std::make_unsigned_t<T>;
  return a < 0 ? U(U(0) - U(a)) : U(a);
}
RSGPU_RUST_SINT RSGPU_FN T signum(T a) {
  return a < 0 ? T(-1) : (a > 0 ? T(1) : T(0));
}
RSGPU_RUST_SINT RSGPU_FN bool is_positive(T a) { return a > 0; }
RSGPU_RUST_SINT RSGPU_FN bool is_negative(T a) { return a < 0; }
/// `abs_diff`: the unsigned distance.
RSGPU_RUST_INT RSGPU_FN std::make_unsigned_t<T> abs_diff(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return a < b ? U(U(b) - U(a)) : U(U(a) - U(b));
}

// ---- powers of two, roots, logarithms
// ----------------------------------------------
namespace detail {
RSGPU_RUST_UINT RSGPU_FN T one_less_than_next_power_of_two(T x) {
  if (x <= 1)
    return 0;
  return T(max_v<T> >> leading_zeros(T(x - 1)));
}
} // namespace detail
RSGPU_RUST_UINT RSGPU_FN Option<T> checked_next_power_of_two(T x) {
  return checked_add(detail::one_less_than_next_power_of_two(x), T(1));
}
/// `next_power_of_two` with overflow checks: panics "attempt to add with
/// overflow".
RSGPU_RUST_UINT RSGPU_FN T next_power_of_two(T x, Location loc = {}) {
  auto r = checked_next_power_of_two(x);
  if (!r.is_some)
    panic_at("attempt to add with overflow", loc);
  return r.value;
}
namespace detail {
// floor(sqrt(x)) for x >= 0, digit by digit (exact).
RSGPU_RUST_INT RSGPU_FN T isqrt_raw(T x) {
  using U = std::make_unsigned_t<T>;
  U op = U(x), res = 0, one = U(U(1) << (bits_v<T> - 2));
  while (one > op)
    one >>= 2;
  while (one != 0) {
    if (op >= U(res + one)) {
      op = U(op - (res + one));
      res = U((res >> 1) + one);
    } else {
      res >>= 1;
    }
    one >>= 2;
  }
  return T(res);
}
} // namespace detail
RSGPU_RUST_INT RSGPU_FN Option<T> checked_isqrt(T x) {
  if constexpr (std::is_signed_v<T>)
    if (x < 0)
      return {false, T(0)};
  return {true, detail::isqrt_raw(x)};
}
/// `isqrt`: panics "argument of integer square root cannot be negative".
RSGPU_RUST_INT RSGPU_FN T isqrt(T x, Location loc = {}) {
  if constexpr (std::is_signed_v<T>)
    if (x < 0)
      panic_at("argument of integer square root cannot be negative", loc);
  return detail::isqrt_raw(x);
}
RSGPU_RUST_INT RSGPU_FN Option<std::uint32_t> checked_ilog2(T x) {
  if (x <= 0)
    return {false, 0};
  return {true, detail::bits_v<T> - 1 - leading_zeros(x)};
}
RSGPU_RUST_INT RSGPU_FN Option<std::uint32_t> checked_ilog10(T x) {
  if (x <= 0)
    return {false, 0};
  std::uint32_t n = 0;
  while (x >= 10) {
    x = T(x / 10);
    ++n;
  }
  return {true, n};
}
/// `ilog2` / `ilog10`: panic "argument of integer logarithm must be positive".
RSGPU_RUST_INT RSGPU_FN std::uint32_t ilog2(T x, Location loc = {}) {
  if (x <= 0)
    panic_at("argument of integer logarithm must be positive", loc);
  return checked_ilog2(x).value;
}
RSGPU_RUST_INT RSGPU_FN std::uint32_t ilog10(T x, Location loc = {}) {
  if (x <= 0)
    panic_at("argument of integer logarithm must be positive", loc);
  return checked_ilog10(x).value;
}

#undef RSGPU_RUST_INT
#undef RSGPU_RUST_SINT
#undef RSGPU_RUST_UINT

// ---- NonZero<T> ---------------------------------------------------------------
/// `Option<NonZero<T>>` from T's bits (`NonZero::new`): 0 is None.
template <class T> RSGPU_FN Option<T> nonzero_option(T v) {
  return {v != 0, v};
}
/// T's bits of an `Option<NonZero<T>>`: None is 0.
template <class T> RSGPU_FN T nonzero_bits(Option<T> o) {
  return o.is_some ? o.value : T(0);
}

// ---- bytes and swap ----------------------------------------------------------
/// `to_le_bytes`: the integer's bytes, least significant first.
template <class T>
RSGPU_FN rsgpu::rust::Array<std::uint8_t, sizeof(T)> to_le_bytes(T v) {
  using U = std::make_unsigned_t<T>;
  rsgpu::rust::Array<std::uint8_t, sizeof(T)> r{};
  U u = U(v);
  for (std::size_t i = 0; i < sizeof(T); ++i)
    r.v[i] = std::uint8_t(u >> (8 * i));
  return r;
}
/// `to_be_bytes`: the integer's bytes, most significant first.
template <class T>
RSGPU_FN rsgpu::rust::Array<std::uint8_t, sizeof(T)> to_be_bytes(T v) {
  using U = std::make_unsigned_t<T>;
  rsgpu::rust::Array<std::uint8_t, sizeof(T)> r{};
  U u = U(v);
  for (std::size_t i = 0; i < sizeof(T); ++i)
    r.v[sizeof(T) - 1 - i] = std::uint8_t(u >> (8 * i));
  return r;
}
/// `T::from_le_bytes(bytes)`: the integer whose bytes, least significant
/// first, are `b`.
template <class T>
RSGPU_FN T from_le_bytes(rsgpu::rust::Array<std::uint8_t, sizeof(T)> b) {
  using U = std::make_unsigned_t<T>;
  U u = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i)
    u = U(u | U(U(b.v[i]) << (8 * i)));
  return T(u);
}
/// Unsigned `div_ceil`: the quotient rounded up; Rust's "attempt to divide
/// by zero" for a zero divisor. Never overflows (`MAX.div_ceil(1)` is MAX).
template <class T> RSGPU_FN T div_ceil(T a, T b, Location loc = {}) {
  static_assert(std::is_unsigned_v<T>, "div_ceil: unsigned integers only");
  if (b == 0)
    panic_at("attempt to divide by zero", loc);
  T d = T(a / b);
  return a % b != 0 ? T(d + 1) : d;
}
/// `u8::is_ascii_lowercase` / `is_ascii_uppercase` / `is_ascii_digit`.
/// (C: std::uint8_t, or char32_t: a `char`'s rows, never narrowed)
template <class C> RSGPU_FN bool is_ascii_lowercase(C c) {
  return c >= 'a' && c <= 'z';
}
template <class C> RSGPU_FN bool is_ascii_uppercase(C c) {
  return c >= 'A' && c <= 'Z';
}
template <class C> RSGPU_FN bool is_ascii_digit(C c) { return c >= '0' && c <= '9'; }
/// `u8::is_ascii_*` / `char::is_ascii_*` (`&self`; C: std::uint8_t or
/// char32_t) and `to_ascii_uppercase` / `to_ascii_lowercase`.
template <class C> RSGPU_FN bool is_ascii_alphabetic(C c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
template <class C> RSGPU_FN bool is_ascii_alphanumeric(C c) {
  return is_ascii_alphabetic(c) || (c >= '0' && c <= '9');
}
template <class C> RSGPU_FN bool is_ascii_hexdigit(C c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
/// Rust's: space, \t, \n, form feed, \r (not the vertical tab).
template <class C> RSGPU_FN bool is_ascii_whitespace(C c) {
  return c == ' ' || c == '\t' || c == '\n' || c == 0x0C || c == '\r';
}
template <class C> RSGPU_FN bool is_ascii_punctuation(C c) {
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') ||
         (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
}
template <class C> RSGPU_FN bool is_ascii_graphic(C c) {
  return c >= '!' && c <= '~';
}
template <class C> RSGPU_FN bool is_ascii_control(C c) {
  return c < 0x20 || c == 0x7F;
}
template <class C> RSGPU_FN bool is_ascii(C c) { return c < 0x80; }
template <class C> RSGPU_FN C to_ascii_uppercase(C c) {
  return c >= 'a' && c <= 'z' ? C(c - 32) : c;
}
template <class C> RSGPU_FN C to_ascii_lowercase(C c) {
  return c >= 'A' && c <= 'Z' ? C(c + 32) : c;
}
/// `char::from_u32(v)`: a char for every scalar value (below 0x110000, not
/// a surrogate D800..DFFF), None otherwise.
RSGPU_FN Option<char32_t> char_from_u32(std::uint32_t v) {
  if (v >= 0x110000u || (v >= 0xD800u && v <= 0xDFFFu))
    return {false, char32_t(0)};
  return {true, char32_t(v)};
}
/// `char::to_digit(radix)`: panics unless 2 <= radix <= 36 (Rust's
/// message); letters of either case are the digits 10 and up.
RSGPU_FN Option<std::uint32_t> to_digit(char32_t c, std::uint32_t radix,
                                        Location loc = {}) {
  if (radix < 2 || radix > 36)
    panic_at("to_digit: invalid radix -- radix must be in the range 2 to 36 "
             "inclusive",
             loc);
  std::uint32_t d = std::uint32_t(c) - std::uint32_t('0');
  if (radix > 10) {
    if (d < 10)
      return {true, d};
    d = (std::uint32_t(c) | 0x20u) - std::uint32_t('a');
    d = d > 0xFFFFFFFFu - 10u ? 0xFFFFFFFFu : d + 10u; // saturating_add
  }
  if (d < radix)
    return {true, d};
  return {false, 0u};
}
/// Unsigned `next_multiple_of(rhs)`: `self` rounded up to a multiple of
/// `rhs`; Rust's remainder-by-zero panic, and its add-overflow panic (the
/// overflow checks of the debug build: docs/generator/rust-core.md).
template <class T> RSGPU_FN T next_multiple_of(T a, T b, Location loc = {}) {
  static_assert(std::is_unsigned_v<T>, "next_multiple_of: unsigned integers only");
  if (b == 0)
    panic_at("attempt to calculate the remainder with a divisor of zero", loc);
  T r = T(a % b);
  if (r == 0)
    return a;
  T add = T(b - r);
  if (a > T(~T(0)) - add)
    panic_at("attempt to add with overflow", loc);
  return T(a + add);
}
/// Integer `midpoint(rhs)`: `(a + b) / 2` as if in a wider type (unsigned:
/// rounded down; signed: rounded towards zero, as Rust's).
template <class T> RSGPU_FN T midpoint(T a, T b) {
  static_assert(std::is_integral_v<T>, "midpoint: integers here");
  if constexpr (std::is_unsigned_v<T>) {
    return T((a & b) + ((a ^ b) >> 1));
  } else {
    using U = std::make_unsigned_t<T>;
    // floor((a + b) / 2), then towards zero when the sum is negative and odd
    T f = T((a >> 1) + (b >> 1) + (a & b & 1));
    bool odd = ((U(a) ^ U(b)) & 1u) != 0;
    return odd && f < 0 ? T(f + 1) : f;
  }
}
/// `core::mem::swap(&mut a, &mut b)` (and the `typed_swap_nonoverlapping`
/// intrinsic rustc inlines it to).
template <class T> RSGPU_FN void swap(T *a, T *b) {
  T t = raw_read(*a);
  raw_write(*a) = raw_read(*b);
  raw_write(*b) = t;
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_NUM_HPP
