//===- rsgpu/rust/core_cmp.hpp - core::option, core::cmp in C++ -----------===//
//
// Rust's `Option<T>` operations and `core::cmp` (`Ordering`, `Ord::cmp`,
// `min`/`max`/`clamp`) for host and device code (RSGPU_FN), with Rust's
// semantics, panics included (through rsgpu's panic path, Error::DevicePanic).
// `Option<T>` is the type generated code already uses (`rsgpu::rust::Option`:
// `is_some`, `value`), so translated kernels and this layer share it.
// Documented in docs/generator/rust-core.md; tested against rustc by
// tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_CMP_HPP
#define RSGPU_RUST_CORE_CMP_HPP

#include <rsgpu/rust/ops.hpp>

#include <type_traits>

namespace rsgpu::rust {

/// Where a panic is reported: Rust reports the caller's location for
/// `#[track_caller]` functions (unwrap, expect, clamp's assert, ...); the
/// generator passes the MIR call site's span, C++ callers may leave it.
struct Location {
  const char *file = "<rust core>";
  unsigned line = 0;
};

/// A Rust panic with a message that has no operands.
[[noreturn]] RSGPU_FN void panic_at(const char *message, Location loc) {
  rsgpu::detail::panic(message, loc.file, loc.line);
}

namespace detail {
/// A panic message built on the stack (the panic record copies it), for
/// Rust messages that format integers.
struct MsgBuf {
  char s[128] = {};
  unsigned n = 0;
  RSGPU_FN void put(const char *t) {
    for (; *t && n + 1 < sizeof s; ++t)
      s[n++] = *t;
  }
  template <class T> RSGPU_FN void put_int(T v) {
    char d[24];
    unsigned k = 0;
    bool neg = false;
    unsigned long long u = static_cast<unsigned long long>(v);
    if constexpr (std::is_signed_v<T>)
      if (v < 0) {
        neg = true;
        u = 0ull - u;
      }
    do {
      d[k++] = char('0' + u % 10);
      u /= 10;
    } while (u != 0);
    if (neg && n + 1 < sizeof s)
      s[n++] = '-';
    while (k > 0 && n + 1 < sizeof s)
      s[n++] = d[--k];
  }
};
} // namespace detail

// ---- Option<T> -------------------------------------------------------------

// Option<T> itself is ops.hpp's (the generated code's own type).

template <class T> RSGPU_FN constexpr Option<T> Some(T v) { return {true, v}; }
template <class T> RSGPU_FN constexpr Option<T> None() { return {false, T{}}; }

template <class T> RSGPU_FN constexpr bool is_some(const Option<T> &o) {
  return o.is_some;
}
template <class T> RSGPU_FN constexpr bool is_none(const Option<T> &o) {
  return !o.is_some;
}
// `is_some(&self)` / `is_none(&self)` called on a reference the kernel
// holds (O0: `Option::<&u32>::is_some(move _29)` with `_29 = &_30`).
template <class T> RSGPU_FN constexpr bool is_some(const Option<T> *o) {
  return o->is_some;
}
template <class T> RSGPU_FN constexpr bool is_none(const Option<T> *o) {
  return !o->is_some;
}

/// `Option::unwrap`: panics "called `Option::unwrap()` on a `None` value".
template <class T> RSGPU_FN T unwrap(const Option<T> &o, Location loc = {}) {
  if (!o.is_some)
    panic_at("called `Option::unwrap()` on a `None` value", loc);
  return o.value;
}
/// `Option::expect(msg)`: panics with `msg`.
template <class T>
RSGPU_FN T expect(const Option<T> &o, const char *msg, Location loc = {}) {
  if (!o.is_some)
    panic_at(msg, loc);
  return o.value;
}
template <class T> RSGPU_FN T unwrap_or(const Option<T> &o, T d) {
  return o.is_some ? o.value : d;
}
template <class T> RSGPU_FN T unwrap_or_default(const Option<T> &o) {
  return o.is_some ? o.value : T{};
}
template <class T, class F> RSGPU_FN T unwrap_or_else(const Option<T> &o, F f) {
  return o.is_some ? o.value : f();
}
namespace detail {
/// The Option `map` makes of `f`'s result: Rust's `()` (a closure the
/// emitter writes returning `void`) is Unit.
template <class U> struct MapResult {
  using type = Option<U>;
};
template <> struct MapResult<void> {
  using type = Option<Unit>;
};
} // namespace detail
/// `Option::map(f)` (`f` returning `()`: an `Option<()>`, f still called).
template <class T, class F>
RSGPU_FN auto map(const Option<T> &o, F f) ->
    typename detail::MapResult<decltype(f(o.value))>::type {
  using U = decltype(f(o.value));
  if constexpr (std::is_void_v<U>) {
    if (o.is_some) {
      f(o.value);
      return {true, Unit{}};
    }
    return {false, Unit{}};
  } else {
    if (o.is_some)
      return {true, f(o.value)};
    return {false, U{}};
  }
}
/// `Option::map_or(default, f)`: `f(v)` of `Some(v)`, else `default`.
template <class T, class U, class F>
RSGPU_FN U map_or(const Option<T> &o, U d, F f) {
  if (o.is_some)
    return U(f(o.value));
  return d;
}
/// `Option::map_or_else(d, f)`: `f(v)` of `Some(v)`, else `d()`.
template <class T, class D, class F>
RSGPU_FN auto map_or_else(const Option<T> &o, D d, F f) -> decltype(d()) {
  if (o.is_some)
    return f(o.value);
  return d();
}
/// `Option::and_then(f)`: `f` returns an Option.
template <class T, class F>
RSGPU_FN auto and_then(const Option<T> &o, F f) -> decltype(f(o.value)) {
  if (o.is_some)
    return f(o.value);
  return {false, {}};
}
/// `Option::filter(pred)`.
template <class T, class P>
RSGPU_FN Option<T> filter(const Option<T> &o, P pred) {
  if (o.is_some && pred(o.value))
    return o;
  return {false, T{}};
}
/// `Option::or(other)`.
template <class T>
RSGPU_FN Option<T> or_(const Option<T> &o, const Option<T> &b) {
  return o.is_some ? o : b;
}
/// `Option::zip(other)`.
template <class T, class U>
RSGPU_FN Option<rsgpu::rust::Tuple2<T, U>> zip(const Option<T> &a,
                                             const Option<U> &b) {
  if (a.is_some && b.is_some)
    return {true, {a.value, b.value}};
  return {false, {}};
}
/// `Option<&T>::copied()` / `cloned()`
template <class T> RSGPU_FN Option<T> copied(const Option<const T *> &o) {
  return o.is_some ? Option<T>{true, *o.value} : Option<T>{false, T{}};
}
template <class T> RSGPU_FN Option<T> copied(const Option<T *> &o) {
  return o.is_some ? Option<T>{true, *o.value} : Option<T>{false, T{}};
}
/// `slice.get(i)` of a read-only slice view (rsgpu::Slice<const T>):
/// `Some(&s[i])` when `i < len`, else `None`.
template <class View>
RSGPU_FN auto get(const View &s, std::size_t i) -> Option<decltype(&s[0])> {
  if (i < s.len())
    return {true, &s[i]};
  return {false, nullptr};
}
/// `bool::then_some(v)`.
template <class T> RSGPU_FN Option<T> then_some(bool c, T v) {
  return c ? Option<T>{true, v} : Option<T>{false, T{}};
}
/// `bool::then(f)`: `Some(f())` when true; `f` is not called when false.
template <class F>
RSGPU_FN auto bool_then(bool c, F f) -> Option<decltype(f())> {
  using T = decltype(f());
  if (c)
    return {true, f()};
  return {false, T{}};
}

// ---- core::cmp -------------------------------------------------------------

/// `core::cmp::Ordering` (`#[repr(i8)]`: Less = -1, Equal = 0, Greater = 1).
enum class Ordering : signed char { Less = -1, Equal = 0, Greater = 1 };

RSGPU_FN constexpr Ordering reverse(Ordering o) { return Ordering(-int(o)); }
/// `Ordering::then(other)`: `other` when equal.
RSGPU_FN constexpr Ordering then(Ordering o, Ordering other) {
  return o == Ordering::Equal ? other : o;
}
/// `<&T as Ord>::max(a, b)`: core's `max_by` returns `b` unless `a > b`.
template <class T> RSGPU_FN const T *max_ref(const T *a, const T *b) {
  return raw_read(*a) > raw_read(*b) ? a : b;
}
/// `<&T as Ord>::min(a, b)`: core's `min_by` returns `a` unless `a > b`.
template <class T> RSGPU_FN const T *min_ref(const T *a, const T *b) {
  return raw_read(*a) > raw_read(*b) ? b : a;
}
RSGPU_FN constexpr bool is_lt(Ordering o) { return o == Ordering::Less; }
RSGPU_FN constexpr bool is_le(Ordering o) { return o != Ordering::Greater; }
RSGPU_FN constexpr bool is_gt(Ordering o) { return o == Ordering::Greater; }
RSGPU_FN constexpr bool is_ge(Ordering o) { return o != Ordering::Less; }
RSGPU_FN constexpr bool is_eq(Ordering o) { return o == Ordering::Equal; }

/// `Ord::cmp` for integers, `bool` and `char`.
template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
RSGPU_FN constexpr Ordering cmp(T a, T b) {
  return a < b ? Ordering::Less
               : (a == b ? Ordering::Equal : Ordering::Greater);
}
/// `PartialOrd::partial_cmp` for floats: None when either is NaN.
template <class F, std::enable_if_t<std::is_floating_point_v<F>, int> = 0>
RSGPU_FN Option<Ordering> partial_cmp(F a, F b) {
  if (a < b)
    return {true, Ordering::Less};
  if (a == b)
    return {true, Ordering::Equal};
  if (a > b)
    return {true, Ordering::Greater};
  return {false, Ordering::Equal};
}

/// `Ord::min` / `Ord::max` / `core::cmp::min`/`max` for integers: min and max
/// in ops.hpp (the same functions the emitter's IntMin/IntMax call).
/// `Ord::clamp`: panics "min > max. min = LO, max = HI" when `lo > hi`.
template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
RSGPU_FN T clamp(T x, T lo, T hi, Location loc = {}) {
  if (!(lo <= hi)) {
    detail::MsgBuf m;
    m.put("min > max. min = ");
    m.put_int(lo);
    m.put(", max = ");
    m.put_int(hi);
    panic_at(m.s, loc);
  }
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_CMP_HPP
