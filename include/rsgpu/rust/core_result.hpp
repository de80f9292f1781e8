//===- rsgpu/rust/core_result.hpp - Result, ControlFlow, `?`, mem ---------===//
//
// Rust's `Result<T, E>` and `core::ops::ControlFlow<B, C>` as generated code
// holds them, the `Try` trait behind `?` (`branch`, `from_residual`), the
// Result combinators and the Option ones that take `&mut self` or a second
// Option, `core::mem::replace`/`take`: Rust's semantics, for host and
// device code (RSGPU_FN). A `Result<T, T>` of one integer or float type is
// rsgpu::CompareExchange<T> (what `compare_exchange` returns), one with an
// error type of its own rsgpu::rust::Result<T, E>; the functions here take
// both. Documented in docs/generator/rust-core.md.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_RESULT_HPP
#define RSGPU_RUST_CORE_RESULT_HPP

#include <rsgpu/rust/core_cmp.hpp>
#include <rsgpu/rust/core_convert.hpp>
#include <rsgpu/rust/ops.hpp>
#include <rsgpu/sync/atomic.hpp>

#include <cstdint>
#include <type_traits>

namespace rsgpu::rust {

/// `core::convert::Infallible` (the payload of `?`'s residuals
/// `Option<Infallible>`, `Result<Infallible, E>`): never a value.
struct Infallible {};
// `()` as a member (`ControlFlow<bool, ()>`'s Continue): rsgpu::rust::Unit
// (ops.hpp).

/// `Result<T, E>`: Ok(ok_value) when `ok_`, else Err(err_value).
template <class T, class E> struct Result {
  T ok_value;
  E err_value;
  bool ok_;
  RSGPU_FN bool ok() const { return ok_; }
};
/// `ControlFlow<B, C>`: Continue(C) is variant 0 (Result's Ok), Break(B)
/// variant 1 (Result's Err): the same layout.
template <class B, class C = Unit> using ControlFlow = Result<C, B>;

namespace detail {
template <class T>
inline constexpr bool exchange_like =
    (std::is_integral_v<T> || std::is_floating_point_v<T>) &&
    !std::is_same_v<T, bool> && !std::is_same_v<T, char32_t>;

/// What the generator holds a `Result<T, E>` as (EmitTypes.cpp agrees).
template <class T, class E>
using ResultOf = std::conditional_t<std::is_same_v<T, E> && exchange_like<T>,
                                    CompareExchange<T>, Result<T, E>>;

template <class R> struct ResultParts {}; // not a result
template <class T, class E> struct ResultParts<Result<T, E>> {
  using ok_type = T;
  using err_type = E;
  static RSGPU_FN bool is_ok(const Result<T, E> &r) { return r.ok_; }
  static RSGPU_FN T ok(const Result<T, E> &r) { return r.ok_value; }
  static RSGPU_FN E err(const Result<T, E> &r) { return r.err_value; }
  static RSGPU_FN Result<T, E> make_ok(T v) { return {v, E{}, true}; }
  static RSGPU_FN Result<T, E> make_err(E e) { return {T{}, e, false}; }
};
template <class T> struct ResultParts<CompareExchange<T>> {
  using ok_type = T;
  using err_type = T;
  static RSGPU_FN bool is_ok(const CompareExchange<T> &r) { return r.success; }
  static RSGPU_FN T ok(const CompareExchange<T> &r) { return r.previous; }
  static RSGPU_FN T err(const CompareExchange<T> &r) { return r.previous; }
  static RSGPU_FN CompareExchange<T> make_ok(T v) { return {v, true}; }
  static RSGPU_FN CompareExchange<T> make_err(T e) { return {e, false}; }
};
template <class R> using OkOf = typename ResultParts<R>::ok_type;
template <class R> using ErrOf = typename ResultParts<R>::err_type;
} // namespace detail

/// `Ok(v)` / `Err(e)` (also `Continue(v)` / `Break(b)`) of the result type
/// R; `Continue(())` has no operand.
template <class R> RSGPU_FN R make_ok(detail::OkOf<R> v) {
  return detail::ResultParts<R>::make_ok(v);
}
template <class R> RSGPU_FN R make_ok() { return detail::ResultParts<R>::make_ok({}); }
template <class R> RSGPU_FN R make_err(detail::ErrOf<R> e) {
  return detail::ResultParts<R>::make_err(e);
}
/// `Err(TryFromSliceError(()))`: a unit error, printed without its operand
template <class R> RSGPU_FN R make_err() {
  return detail::ResultParts<R>::make_err({});
}

// ---- the Try trait: what `x?` calls ----------------------------------------

/// `<Option<T> as Try>::branch`: Continue(v) of Some(v), Break(None).
template <class CF, class T> RSGPU_FN CF branch(const Option<T> &o) {
  if (o.is_some)
    return make_ok<CF>(o.value);
  return make_err<CF>(Option<Infallible>{false, {}});
}
/// `<Result<T, E> as Try>::branch`: Continue(v) of Ok(v), Break(Err(e)).
template <class CF, class R, class = detail::OkOf<R>>
RSGPU_FN CF branch(const R &r) {
  using P = detail::ResultParts<R>;
  if (P::is_ok(r))
    return make_ok<CF>(P::ok(r));
  return make_err<CF>(Result<Infallible, detail::ErrOf<R>>{{}, P::err(r), false});
}
/// `<Option<T> as FromResidual<Option<Infallible>>>::from_residual`: None.
template <class O> RSGPU_FN O from_residual(const Option<Infallible> &) {
  return O{false, {}};
}
/// `<Result<T, E> as FromResidual<Result<Infallible, F>>>::from_residual`:
/// Err(From::from(f)); only F = E here (the identity `From`: a conversion
/// through the crate's own impl is lowered by rsgpu-gen, residual_err then
/// the crate's `from`).
template <class R, class F>
RSGPU_FN R from_residual(const Result<Infallible, F> &r) {
  static_assert(std::is_same_v<F, detail::ErrOf<R>>,
                "`?` converting the error type (From::from) is not supported");
  return make_err<R>(r.err_value);
}
/// The error F of `?`'s residual, which rsgpu-gen converts with the crate's
/// `impl From<F> for E` (ir/CoreTryConvert.cpp) before make_err.
template <class F> RSGPU_FN F residual_err(const Result<Infallible, F> &r) {
  return r.err_value;
}

// ---- Result combinators ----------------------------------------------------

template <class R, class = detail::OkOf<R>>
RSGPU_FN bool result_is_ok(const R &r) {
  return detail::ResultParts<R>::is_ok(r);
}
/// `Result::map(f)`: Ok(f(v)), the error kept.
template <class R, class F>
RSGPU_FN auto result_map(const R &r, F f)
    -> detail::ResultOf<decltype(f(detail::OkOf<R>{})), detail::ErrOf<R>> {
  using P = detail::ResultParts<R>;
  using Out = detail::ResultOf<decltype(f(detail::OkOf<R>{})), detail::ErrOf<R>>;
  if (P::is_ok(r))
    return make_ok<Out>(f(P::ok(r)));
  return make_err<Out>(P::err(r));
}
/// `Result::map_err(f)`: Err(f(e)), the value kept.
template <class R, class F>
RSGPU_FN auto map_err(const R &r, F f)
    -> detail::ResultOf<detail::OkOf<R>, decltype(f(detail::ErrOf<R>{}))> {
  using P = detail::ResultParts<R>;
  using Out = detail::ResultOf<detail::OkOf<R>, decltype(f(detail::ErrOf<R>{}))>;
  if (P::is_ok(r))
    return make_ok<Out>(P::ok(r));
  return make_err<Out>(f(P::err(r)));
}
/// `Result::and_then(f)`: f(v) (a Result of the same error type) of Ok(v).
template <class R, class F>
RSGPU_FN auto result_and_then(const R &r, F f) -> decltype(f(detail::OkOf<R>{})) {
  using P = detail::ResultParts<R>;
  using Out = decltype(f(detail::OkOf<R>{}));
  if (P::is_ok(r))
    return f(P::ok(r));
  return make_err<Out>(P::err(r));
}
/// `Result::unwrap_or(d)`, `unwrap_or_else(f)` (f gets the error).
template <class R, class = detail::OkOf<R>>
RSGPU_FN detail::OkOf<R> result_unwrap_or(const R &r, detail::OkOf<R> d) {
  using P = detail::ResultParts<R>;
  return P::is_ok(r) ? P::ok(r) : d;
}
template <class R, class F, class = detail::OkOf<R>>
RSGPU_FN detail::OkOf<R> result_unwrap_or_else(const R &r, F f) {
  using P = detail::ResultParts<R>;
  return P::is_ok(r) ? P::ok(r) : detail::OkOf<R>(f(P::err(r)));
}
/// `Result::unwrap_or` / `is_ok` / `is_err` / `ok` of an rsgpu::rust::Result
/// (core_convert.hpp has them for CompareExchange and TryResult).
template <class T, class E> RSGPU_FN T unwrap_or(const Result<T, E> &r, T d) {
  return r.ok_ ? r.ok_value : d;
}
template <class T, class E> RSGPU_FN bool is_ok(const Result<T, E> &r) { return r.ok_; }
template <class T, class E> RSGPU_FN bool is_err(const Result<T, E> &r) { return !r.ok_; }
template <class T, class E> RSGPU_FN Option<T> ok(const Result<T, E> &r) {
  return {r.ok_, r.ok_ ? r.ok_value : T{}};
}
/// `Option::ok_or(e)`: R is the Result type.
template <class R, class T>
RSGPU_FN R ok_or(const Option<T> &o, detail::ErrOf<R> e) {
  return o.is_some ? make_ok<R>(o.value) : make_err<R>(e);
}

// ---- Option: more combinators ----------------------------------------------

/// `Option::filter(pred)` as generated code calls it: Rust's predicate
/// takes `&T` (core_cmp.hpp's `filter` takes the value, for C++ callers).
template <class T, class P>
RSGPU_FN Option<T> option_filter(const Option<T> &o, P pred) {
  if (o.is_some && pred(&o.value))
    return o;
  return {false, T{}};
}
/// `Option::xor(other)`: the one that is Some when exactly one is.
template <class T>
RSGPU_FN Option<T> xor_(const Option<T> &a, const Option<T> &b) {
  if (a.is_some && !b.is_some)
    return a;
  if (!a.is_some && b.is_some)
    return b;
  return {false, T{}};
}
/// `Option::is_some_and(f)`: f is called only on Some.
template <class T, class F> RSGPU_FN bool is_some_and(const Option<T> &o, F f) {
  return o.is_some && bool(f(o.value));
}
/// `Option::or_else(f)`: f is called only on None.
template <class T, class F>
RSGPU_FN Option<T> or_else(const Option<T> &o, F f) {
  return o.is_some ? o : Option<T>(f());
}
/// `Option::take(&mut self)`: the value, None left behind.
template <class T> RSGPU_FN Option<T> option_take(Option<T> *o) {
  Option<T> r = raw_read(*o);
  raw_write(*o) = Option<T>{false, T{}};
  return r;
}

/// `Option::replace(&mut self, v)`: the old value, Some(v) left behind.
template <class T> RSGPU_FN Option<T> option_replace(Option<T> *o, T v) {
  Option<T> r = raw_read(*o);
  raw_write(*o) = Option<T>{true, v};
  return r;
}

// ---- core::mem -------------------------------------------------------------

/// `core::mem::replace(dest, v)`: the old value, `v` left behind.
template <class T> RSGPU_FN T mem_replace(T *dest, T v) {
  T old = raw_read(*dest);
  raw_write(*dest) = v;
  return old;
}
/// `core::mem::take(dest)`: the old value, `T::default()` left behind; only
/// of the types whose Default is their zero (numbers, bool, char, Option).
template <class T> RSGPU_FN T mem_take(T *dest) {
  static_assert(std::is_arithmetic_v<T> || std::is_same_v<T, char32_t>,
                "mem::take: only of a type whose Default is zero");
  return mem_replace(dest, T{});
}
template <class T> RSGPU_FN Option<T> mem_take(Option<T> *dest) {
  return option_take(dest);
}

/// `<u32 as PartialOrd>::partial_cmp(&a, &b)` (a derived `partial_cmp`'s
/// per field): Some(ordering as its i8), None when a float is NaN.
template <class T>
RSGPU_FN Option<std::int8_t> prim_partial_cmp(T a, T b) {
  if (a < b)
    return {true, std::int8_t(-1)};
  if (a == b)
    return {true, std::int8_t(0)};
  if (a > b)
    return {true, std::int8_t(1)};
  return {false, std::int8_t(0)};
}
/// PartialOrd's default `lt`/`le`/`gt`/`ge` (K as detail::lex) of a
/// `partial_cmp` result (an Option<Ordering>, the ordering held as its i8).
template <int K, class O> RSGPU_FN bool partial_is(const Option<O> &o) {
  if (!o.is_some)
    return false;
  int v = int(o.value);
  return K == 0 ? v < 0 : K == 1 ? v <= 0 : K == 2 ? v > 0 : v >= 0;
}
/// Ord's default `max` / `min` of a crate type (core's `max_by` / `min_by`):
/// `ord` is the crate's `a.cmp(&b)`; on Greater max is `a` and min `b`, on
/// Less or Equal max is `b` and min `a`.
template <bool Max, class O, class T>
RSGPU_FN T ord_pick(O ord, const T &a, const T &b) {
  return (int(ord) > 0) == Max ? a : b;
}

// ---- tuples: PartialEq, PartialOrd (lexicographic), Ord::max/min ---------

namespace detail {
/// K: 0 lt, 1 le, 2 gt, 3 ge. Rust's chaining: an element pair not equal
/// decides (`a < b` for lt/le, `a > b` for gt/ge; NaN: false), the last
/// pair compares with the operator itself.
template <int K, class A, class... R>
RSGPU_FN bool lex(const A &a, const A &b, const R &...r) {
  if constexpr (sizeof...(R) == 0) {
    return K == 0 ? a < b : K == 1 ? a <= b : K == 2 ? a > b : a >= b;
  } else {
    if (!(a == b))
      return K <= 1 ? a < b : a > b;
    return lex<K>(r...);
  }
}
template <int K, class A, class B>
RSGPU_FN bool tuple_lex(const Tuple2<A, B> &x, const Tuple2<A, B> &y) {
  return lex<K>(x._0, y._0, x._1, y._1);
}
template <int K, class A, class B, class C>
RSGPU_FN bool tuple_lex(const Tuple3<A, B, C> &x, const Tuple3<A, B, C> &y) {
  return lex<K>(x._0, y._0, x._1, y._1, x._2, y._2);
}
template <class A, class B>
RSGPU_FN bool tuple_eq(const Tuple2<A, B> &x, const Tuple2<A, B> &y) {
  return x._0 == y._0 && x._1 == y._1;
}
template <class A, class B, class C>
RSGPU_FN bool tuple_eq(const Tuple3<A, B, C> &x, const Tuple3<A, B, C> &y) {
  return x._0 == y._0 && x._1 == y._1 && x._2 == y._2;
}
} // namespace detail

/// `<(A, B) as PartialOrd>::lt(&x, &y)` (K as detail::lex) and `eq`/`ne`.
template <int K, class T> RSGPU_FN bool tuple_cmp(const T *x, const T *y) {
  return detail::tuple_lex<K>(raw_read(*x), raw_read(*y));
}
template <class T> RSGPU_FN bool tuple_eq(const T *x, const T *y) {
  return detail::tuple_eq(raw_read(*x), raw_read(*y));
}
template <class T> RSGPU_FN bool tuple_ne(const T *x, const T *y) {
  return !detail::tuple_eq(raw_read(*x), raw_read(*y));
}
/// `Ord::max(a, b)`: `b` unless `a > b`; `Ord::min`: `a` unless `a > b`
/// (core's max_by/min_by).
template <class T> RSGPU_FN T tuple_max(T a, T b) {
  return detail::tuple_lex<2>(a, b) ? a : b;
}
template <class T> RSGPU_FN T tuple_min(T a, T b) {
  return detail::tuple_lex<2>(a, b) ? b : a;
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_RESULT_HPP
