//===- rsgpu/rust/core_fold.hpp - the closures core passes to fold --------===//
//
// At O3 rustc inlines `sum`, `max`, `map(..).sum()`, `copied().fold(..)` down
// to a call of the slice iterator's `fold`/`reduce` with a closure that core
// itself defines (`{closure@<f32 as Sum<&f32>>::sum..}`,
// `{closure@iter::adapters::map::map_fold<..>}`): it has no body in the
// kernel crate's MIR. rsgpu-gen maps each by table
// (generator/ir/CoreClosures.def) to one function object here, its template
// arguments the callables core's closure captured (the user's closure, bound
// to its body, another of these, or a core function item such as `f32::max`).
// Every one is built by `F::make(thread)` (captures of zero size only).
// Host and device (RSGPU_FN). Tested against rustc by tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_FOLD_HPP
#define RSGPU_RUST_CORE_FOLD_HPP

#include <rsgpu/rust/core_slice.hpp>

#include <cmath>

namespace rsgpu::rust {

/// `<T as Sum<A>>::sum`'s closure `|a, b| a + b` (`Sum<&T>`: `a + *b`);
/// integers panic "attempt to add with overflow" as with overflow checks on.
struct FoldAdd {
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) const {
    if constexpr (std::is_floating_point_v<A>) {
      return acc + A(item_value(x));
    } else {
      auto r = add_overflow(acc, A(item_value(x)));
      if (r._1)
        panic_at("attempt to add with overflow", Location{});
      return r._0;
    }
  }
  static RSGPU_FN FoldAdd make(rsgpu::Thread) { return {}; }
};
/// `<T as Product<A>>::product`'s closure `|a, b| a * b`.
struct FoldMul {
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) const {
    if constexpr (std::is_floating_point_v<A>) {
      return acc * A(item_value(x));
    } else {
      auto r = mul_overflow(acc, A(item_value(x)));
      if (r._1)
        panic_at("attempt to multiply with overflow", Location{});
      return r._0;
    }
  }
  static RSGPU_FN FoldMul make(rsgpu::Thread) { return {}; }
};
/// `map_fold(f, g)`'s closure `move |acc, elt| g(acc, f(elt))` (Map::fold).
/// Its members in the closure's capture order (first use: `g`, then `f`):
/// when `f` captures something (`(0..n).map(|k| x[k]).sum()`), O3 builds
/// it as an aggregate `{ 0: g, 1: f }`, emitted as `MapFold<F, G>{g, f}`.
template <class F, class G> struct MapFold {
  G g;
  F f;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    return g(acc, f(x));
  }
  static RSGPU_FN MapFold make(rsgpu::Thread t) {
    return {G::make(t), F::make(t)};
  }
};
/// `copy_fold(f)`'s closure `move |acc, &elt| f(acc, elt)` (Copied::fold).
template <class F> struct CopyFold {
  F f;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    return f(acc, item_value(x));
  }
  static RSGPU_FN CopyFold make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `for_each(f)`'s closure `call(f)`, `move |(), item| f(item)`
/// (Iterator::for_each over `fold`).
template <class F> struct ForEachCall {
  F f;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    f(x);
    return acc;
  }
  static RSGPU_FN ForEachCall make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `Enumerate::fold`'s closure `enumerate(count, fold)`: `move |acc, item| {
/// let acc = fold(acc, (count, item)); count += 1; acc }`. Its members in
/// the closure's capture order (`fold`, then `count`): O3 builds it as an
/// aggregate `{ 0: fold, 1: count }` (the count the Enumerate had, 0 for a
/// fresh `iter().enumerate()`), emitted as `EnumerateFold<F>{fold, count}`.
/// The items are `(count, item)` as `Enumerate::next` makes them.
template <class F> struct EnumerateFold {
  F fold;
  usize count;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    A r = fold(acc, rsgpu::rust::Tuple2<usize, X>{count, x});
    count += 1;
    return r;
  }
  static RSGPU_FN EnumerateFold make(rsgpu::Thread t) { return {F::make(t), 0}; }
};
/// FlattenCompat::fold's closure `flatten(fold)`, `move |acc, iter|
/// iter.fold(acc, &mut fold)` (O3's `flat_map(..).sum()`, branch it29): the
/// inner fold over each array's items. Its one member, `{ 0: fold }`.
template <class F> struct FlattenFold {
  F fold;
  template <class A, class It> RSGPU_FN A operator()(A acc, It it) {
    for (auto v = it.next(); v.is_some; v = it.next())
      acc = fold(acc, v.value);
    return acc;
  }
  static RSGPU_FN FlattenFold make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `Iterator::max_by`'s closure `move |x, y| cmp::max_by(x, y, &mut compare)`:
/// the second unless the first compares Greater (`max` keeps the last of
/// equal items).
template <class F> struct MaxByFold {
  F compare;
  template <class X> RSGPU_FN X operator()(X x, X y) {
    return as_ordering(compare(&x, &y)) == Ordering::Greater ? x : y;
  }
  static RSGPU_FN MaxByFold make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `Iterator::min_by`'s closure `move |x, y| cmp::min_by(x, y, &mut compare)`:
/// the first unless it compares Greater (`min` keeps the first of equals).
template <class F> struct MinByFold {
  F compare;
  template <class X> RSGPU_FN X operator()(X x, X y) {
    return as_ordering(compare(&x, &y)) == Ordering::Greater ? y : x;
  }
  static RSGPU_FN MinByFold make(rsgpu::Thread t) { return {F::make(t)}; }
};

/// `filter_map_fold(f, fold)`'s closure (FilterMap::fold): `move |acc, item|
/// match f(item) { Some(x) => fold(acc, x), None => acc }`. Members in the
/// closure's capture order (`f`, then `fold`): O3 builds it as an aggregate
/// `{ 0: f, 1: fold }` when `f` captures something.
template <class F, class G> struct FilterMapFold {
  F f;
  G fold;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    auto r = f(x);
    return r.is_some ? fold(acc, r.value) : acc;
  }
  static RSGPU_FN FilterMapFold make(rsgpu::Thread t) {
    return {F::make(t), G::make(t)};
  }
};
/// `filter_fold(predicate, fold)`'s closure (Filter::fold): `move |acc,
/// item| if predicate(&item) { fold(acc, item) } else { acc }`.
template <class P, class G> struct FilterFold {
  P predicate;
  G fold;
  template <class A, class X> RSGPU_FN A operator()(A acc, X x) {
    return predicate(&x) ? fold(acc, x) : acc;
  }
  static RSGPU_FN FilterFold make(rsgpu::Thread t) {
    return {P::make(t), G::make(t)};
  }
};
/// `Iterator::count`'s closure `|count, _| count + 1` (the default `count`,
/// a fold).
/// `binary_search(&x)`'s closure `move |p| p.cmp(x)` (rustc -O3 calls
/// `binary_search_by` with it), of an integer slice: Ord's `cmp` of the
/// element with the captured `&x`, -1 / 0 / 1 (Less / Equal / Greater).
/// The capture is the `&x` itself, held untyped (the emitter spells the
/// closure's type without arguments): `binary_search(&self, x: &T)` on a
/// `[T]`, so it points to the slice's element type E.
struct BinarySearchCmp {
  const void *x;
  template <class E> RSGPU_FN int operator()(const E *p) const {
    E e = raw_read(*p);
    E v = *static_cast<const E *>(x);
    return e < v ? -1 : (v < e ? 1 : 0);
  }
};
struct CountFold {
  template <class X> RSGPU_FN usize operator()(usize n, X) const { return n + 1; }
  static RSGPU_FN CountFold make(rsgpu::Thread) { return {}; }
};
/// `Iterator::all`'s `check(f)`: `move |(), x| if f(x) { Continue(()) } else
/// { Break(()) }`. `ControlFlow<B>` (its `C` is `()`) is rsgpu::rust::
/// Option<B>: `Break(b)` is `Some(b)`, `Continue(())` is `None`.
template <class F> struct AllCheck {
  F f;
  template <class X> RSGPU_FN Option<Unit> operator()(Unit, X x) {
    return {!f(x), {}};
  }
  static RSGPU_FN AllCheck make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `Iterator::any`'s `check(f)`: `Break(())` where `f(x)` holds.
template <class F> struct AnyCheck {
  F f;
  template <class X> RSGPU_FN Option<Unit> operator()(Unit, X x) {
    return {bool(f(x)), {}};
  }
  static RSGPU_FN AnyCheck make(rsgpu::Thread t) { return {F::make(t)}; }
};
/// `find`'s / `rfind`'s `check(predicate)`: `Break(x)` where
/// `predicate(&x)` holds.
template <class F> struct FindCheck {
  F predicate;
  template <class X> RSGPU_FN Option<X> operator()(Unit, X x) {
    if (predicate(&x))
      return {true, x};
    return {false, {}};
  }
  static RSGPU_FN FindCheck make(rsgpu::Thread t) { return {F::make(t)}; }
};

/// `it.try_fold((), f)` / `try_rfold` (`&mut self`) of a closure returning
/// `ControlFlow<B, ()>` (rsgpu::rust::Option<B>): the first `Break`, else
/// `Continue(())` once the items end.
template <class I, class F>
RSGPU_FN auto try_fold_unit(I &it, F f)
    -> decltype(f(Unit{}, std::declval<item_t<I>>())) {
  for (auto v = it.next(); v.is_some; v = it.next()) {
    auto r = f(Unit{}, v.value);
    if (r.is_some)
      return r;
  }
  return {false, {}};
}
/// A user's `try_fold(init, f)` with `f` returning Option<B>: the running
/// accumulator through every item, None at the first None `f` returns.
template <class I, class B, class F>
RSGPU_FN auto try_fold_option(I &it, B init, F f)
    -> decltype(f(init, std::declval<item_t<I>>())) {
  B acc = init;
  for (auto v = it.next(); v.is_some; v = it.next()) {
    auto r = f(acc, v.value);
    if (!r.is_some)
      return r;
    acc = r.value;
  }
  return {true, acc};
}
template <class I, class F>
RSGPU_FN auto try_rfold_unit(I &it, F f)
    -> decltype(f(Unit{}, std::declval<item_t<I>>())) {
  for (auto v = it.next_back(); v.is_some; v = it.next_back()) {
    auto r = f(Unit{}, v.value);
    if (r.is_some)
      return r;
  }
  return {false, {}};
}
/// `<ControlFlow<()> as PartialEq>::eq`.
RSGPU_FN bool control_flow_eq(const Option<Unit> &a, const Option<Unit> &b) {
  return a.is_some == b.is_some;
}
/// `<Option<T> as PartialEq>::eq` of a primitive T: both None, or both Some
/// with `==` values (a None's value is never read).
template <class T>
RSGPU_FN bool option_eq(const Option<T> &a, const Option<T> &b) {
  static_assert(std::is_arithmetic_v<T>,
                "rsgpu::rust::option_eq compares Options of primitives");
  return a.is_some == b.is_some && (!a.is_some || a.value == b.value);
}

// ---- core function items passed as closures (`fold(.., f32::max)`)
/// The value behind `&T`, `&&T`, `&&&T` (an element: read through
/// item_value).
template <class X> RSGPU_FN auto deep_value(X x) {
  if constexpr (std::is_pointer_v<X> &&
                std::is_pointer_v<std::remove_cv_t<std::remove_pointer_t<X>>>)
    return deep_value(*x);
  else
    return item_value(x);
}
/// `<T as Ord>::cmp` (called with `&T` of the items `T` or `&T`: the values).
struct FnOrdCmp {
  template <class X> RSGPU_FN Ordering operator()(X a, X b) const {
    return cmp(deep_value(a), deep_value(b));
  }
  static RSGPU_FN FnOrdCmp make(rsgpu::Thread) { return {}; }
};
/// `<T as PartialOrd>::lt` of integers (`sort_unstable()`'s `is_less`,
/// which rustc -O3 passes to `insertion_sort_shift_left`).
struct FnIntLt {
  template <class X> RSGPU_FN bool operator()(X a, X b) const {
    return deep_value(a) < deep_value(b);
  }
  static RSGPU_FN FnIntLt make(rsgpu::Thread) { return {}; }
};
/// `f32::max` / `f64::max` (IEEE maxNum: a NaN operand yields the other).
struct FnFloatMax {
  template <class F> RSGPU_FN F operator()(F a, F b) const {
    if constexpr (sizeof(F) == 4)
      return fmaxf(a, b);
    else
      return fmax(a, b);
  }
  static RSGPU_FN FnFloatMax make(rsgpu::Thread) { return {}; }
};
/// `f32::min` / `f64::min`.
struct FnFloatMin {
  template <class F> RSGPU_FN F operator()(F a, F b) const {
    if constexpr (sizeof(F) == 4)
      return fminf(a, b);
    else
      return fmin(a, b);
  }
  static RSGPU_FN FnFloatMin make(rsgpu::Thread) { return {}; }
};

/// `Iterator::reduce(f)`: None when empty, else the items folded from the
/// first.
template <class I, class F>
RSGPU_FN auto reduce(I it, F f) -> Option<item_t<I>> {
  auto first = it.next();
  if (!first.is_some)
    return first;
  item_t<I> acc = first.value;
  for (auto v = it.next(); v.is_some; v = it.next())
    acc = f(acc, v.value);
  return {true, acc};
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_FOLD_HPP
