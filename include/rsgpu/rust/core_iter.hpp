//===- rsgpu/rust/core_iter.hpp - core::iter adapters in C++ --------------===//
//
// The iterators kernels use, as small value types with Rust's `next` (and
// `next_back` where Rust has it) returning Option<Item>: ranges, `StepBy`,
// `Rev`, `Enumerate`, `Zip`, `Map`, slice iterators (`iter()`, items are
// pointers: Rust's `&T`), array `IntoIter`, `chunks`/`chunks_exact` (items
// are SliceRef views), and the consumers `fold`, `sum`, `count`,
// `position`, `any`, `all`, `nth`. Each adapter advances its inner
// iterators exactly as Rust's does (e.g. `Zip` pulls from `a` before it
// finds `b` empty), so side effects and positions match.
// Host and device (RSGPU_FN); no allocation. Tested against rustc by
// tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_ITER_HPP
#define RSGPU_RUST_CORE_ITER_HPP

#include <rsgpu/rust/core_cmp.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace rsgpu::rust {

using usize = std::size_t;

template <class I> using item_t = decltype(std::declval<I &>().next().value);

// ---- Range<T> (`a..b`)
// ------------------------------------------------------------
/// The generated code's `rsgpu::rust::Range` (rsgpu/rust/ops.hpp): `next`,
/// `next_back`, `len`.
template <class T> RSGPU_FN Range<T> range(T start, T end) {
  return {start, end};
}

// ---- RangeInclusive<T> (`a..=b`)
// ---------------------------------------------------------
/// Rust's `RangeInclusive` in Rust's layout (rustc -O3 builds it in place
/// and calls `spec_next`): `exhausted` is set when the last item is taken,
/// so `a..=T::MAX` ends without stepping past MAX, and `a > b` is empty.
template <class T> struct RangeInclusive {
  T start;
  T end;
  bool exhausted;
  RSGPU_FN bool is_empty() const { return exhausted || !(start <= end); }
  RSGPU_FN Option<T> next() {
    if (is_empty())
      return {false, T{}};
    if (start < end) {
      T n = start;
      start = T(start + 1);
      return {true, n};
    }
    exhausted = true;
    return {true, start};
  }
  RSGPU_FN Option<T> next_back() {
    if (is_empty())
      return {false, T{}};
    if (start < end) {
      T n = end;
      end = T(end - 1);
      return {true, n};
    }
    exhausted = true;
    return {true, end};
  }
};
/// `RangeInclusive::new(start, end)` (`a..=b`).
template <class T> RSGPU_FN RangeInclusive<T> range_inclusive(T start, T end) {
  return {start, end, false};
}

// ---- StepBy
// ----------------------------------------------------------------------
/// `iter.step_by(step)`: the first item, then every `step`-th.
template <class I> struct StepBy {
  I iter;
  usize step_minus_one;
  bool first_take;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    if (first_take) {
      first_take = false;
      return iter.next();
    }
    for (usize k = 0; k < step_minus_one; ++k)
      if (!iter.next().is_some)
        return {false, {}};
    return iter.next();
  }
};
/// `Range::step_by`, in Rust's layout (rustc's inlined `next` reads and
/// writes the fields at O3). For u8..u64/usize Rust's specialisation turns
/// `iter.end` into the count of items left (`StepBy::new`'s setup), so
/// stepping never overflows `T` (`(MAX - 5..MAX).step_by(4)` yields two);
/// other `T` keep the range: the first item, then every `step`-th.
template <class T> struct StepByRange {
  Range<T> iter;
  usize step_minus_one;
  bool first_take;
  static constexpr bool counted = std::is_unsigned_v<T> && sizeof(T) <= 8;
  RSGPU_FN Option<T> next() {
    if constexpr (counted) {
      if (iter.end == 0)
        return {false, T{}};
      usize step = step_minus_one + 1;
      T st = step > usize(T(~T(0))) ? T(~T(0)) : T(step);
      T v = iter.start;
      iter.start = T(v + st); // wraps only after the last item
      iter.end = T(iter.end - 1);
      return {true, v};
    } else {
      usize n = first_take ? 0 : step_minus_one;
      first_take = false;
      if (n < iter.len()) { // Range::nth
        T v = T(iter.start + T(n));
        iter.start = T(v + 1);
        return {true, v};
      }
      iter.start = iter.end;
      return {false, T{}};
    }
  }
};
/// `StepBy::new` of a range (`(a..b).step_by(s)`): panics "assertion failed:
/// step != 0" for a zero step, as Rust.
template <class T>
RSGPU_FN StepByRange<T> step_by(Range<T> r, usize step, Location loc = {}) {
  if (step == 0)
    panic_at("assertion failed: step != 0", loc);
  if constexpr (StepByRange<T>::counted) {
    usize n = r.len();
    return {{r.start, T(n / step + (n % step != 0))}, step - 1, true};
  } else {
    return {r, step - 1, true};
  }
}
template <class I>
RSGPU_FN StepBy<I> step_by(I it, usize step, Location loc = {}) {
  if (step == 0)
    panic_at("assertion failed: step != 0", loc);
  return {it, step - 1, true};
}

// ---- Rev, Enumerate, Zip, Map
// -------------------------------------------------------
template <class I> struct Rev {
  I iter;
  RSGPU_FN auto next() { return iter.next_back(); }
  RSGPU_FN auto next_back() { return iter.next(); }
};
template <class I> RSGPU_FN Rev<I> rev(I it) { return {it}; }

template <class I> struct Enumerate {
  I iter;
  usize count;
  RSGPU_FN auto next() -> Option<rsgpu::rust::Tuple2<usize, item_t<I>>> {
    auto v = iter.next();
    if (!v.is_some)
      return {false, {}};
    return {true, {count++, v.value}};
  }
};
template <class I> RSGPU_FN Enumerate<I> enumerate(I it) { return {it, 0}; }

template <class A, class B> struct Zip {
  A a;
  B b;
  RSGPU_FN auto next() -> Option<rsgpu::rust::Tuple2<item_t<A>, item_t<B>>> {
    auto x = a.next();
    if (!x.is_some)
      return {false, {}};
    auto y = b.next();
    if (!y.is_some)
      return {false, {}};
    return {true, {x.value, y.value}};
  }
};
template <class A, class B> RSGPU_FN Zip<A, B> zip_iter(A a, B b) {
  return {a, b};
}

template <class I, class F> struct Map {
  I iter;
  F f;
  RSGPU_FN auto next() -> Option<decltype(f(std::declval<item_t<I>>()))> {
    auto v = iter.next();
    if (!v.is_some)
      return {false, {}};
    return {true, f(v.value)};
  }
};
template <class I, class F> RSGPU_FN Map<I, F> map_iter(I it, F f) {
  return {it, f};
}

// ---- Filter, FilterMap, TakeWhile, Skip, Take, Chain (read-only inner
// iterators only: rsgpu-gen refuses them over `iter_mut()`/`chunks_mut`)
// -------------------------------------------------------------------------
/// `it.filter(p)`: the items `p(&item)` holds for. Rust's layout (`iter`,
/// `predicate`: rustc -O3 builds it in place).
template <class I, class P> struct Filter {
  I iter;
  P predicate;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    for (auto v = iter.next(); v.is_some; v = iter.next()) {
      item_t<I> x = v.value;
      if (predicate(&x))
        return v;
    }
    return {false, {}};
  }
};
template <class I, class P> RSGPU_FN Filter<I, P> filter_iter(I it, P p) {
  return {it, p};
}
/// `it.filter_map(f)`: the `Some` results of `f(item)`, in order.
template <class I, class F> struct FilterMap {
  I iter;
  F f;
  RSGPU_FN auto next() -> decltype(f(std::declval<item_t<I>>())) {
    for (auto v = iter.next(); v.is_some; v = iter.next()) {
      auto r = f(v.value);
      if (r.is_some)
        return r;
    }
    return {false, {}};
  }
};
template <class I, class F> RSGPU_FN FilterMap<I, F> filter_map_iter(I it, F f) {
  return {it, f};
}
/// `it.take_while(p)`: the items up to the first `p(&item)` fails for; that
/// item is consumed and the adapter is done (`flag`), as Rust's.
template <class I, class P> struct TakeWhile {
  I iter;
  bool flag;
  P predicate;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    if (flag)
      return {false, {}};
    auto v = iter.next();
    if (!v.is_some)
      return v;
    item_t<I> x = v.value;
    if (predicate(&x))
      return v;
    flag = true;
    return {false, {}};
  }
};
template <class I, class P> RSGPU_FN TakeWhile<I, P> take_while_iter(I it, P p) {
  return {it, false, p};
}
/// `it.skip_while(p)`: the items from the first `p(&item)` fails for on
/// (`flag`: once set, `p` is not called again), as Rust's. Rust's layout.
template <class I, class P> struct SkipWhile {
  I iter;
  bool flag;
  P predicate;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    for (auto v = iter.next(); v.is_some; v = iter.next()) {
      if (flag)
        return v;
      item_t<I> x = v.value;
      if (!predicate(&x)) {
        flag = true;
        return v;
      }
    }
    return {false, {}};
  }
};
template <class I, class P>
RSGPU_FN SkipWhile<I, P> skip_while_iter(I it, P p) {
  return {it, false, p};
}
/// `it.scan(init, f)`: `f(&mut state, item)` per item of `it`, its `Some`
/// results the items; the first `None` ends this `next` (the inner iterator
/// stays where it is: a later `next` calls `f` again, as Rust's, which is
/// not fused). Rust's layout (`iter`, `f`, `state`).
template <class I, class St, class F> struct Scan {
  I iter;
  F f;
  St state;
  RSGPU_FN auto next() -> decltype(f(&state, std::declval<item_t<I>>())) {
    auto v = iter.next();
    if (!v.is_some)
      return {false, {}};
    return f(&state, v.value);
  }
};
template <class I, class St, class F>
RSGPU_FN Scan<I, St, F> scan_iter(I it, St init, F f) {
  return {it, f, init};
}
/// `it.flat_map(f)` with `f` returning an array `[T; N]` (rsgpu-gen maps
/// no other `U`): the items of `f(x)` for each item `x` of `it`, in order.
/// Rust's layout (FlattenCompat's, rustc -O3 builds it in place): `iter` the
/// fused `it.map(f)` (None once it ended: not called again), `frontiter` the
/// array being walked, `backiter` what `next_back` starts (rsgpu-gen maps no
/// `next_back` of it; `next` and the folds finish it as Rust's do).
template <class T, usize N> struct ArrayIntoIter;
template <class T, usize N>
RSGPU_FN ArrayIntoIter<T, N> array_into_iter(rsgpu::rust::Array<T, N> a);
template <class I, class U, class F> struct FlatMap;
template <class I, class T, usize N, class F>
struct FlatMap<I, rsgpu::rust::Array<T, N>, F> {
  Option<Map<I, F>> iter;
  Option<ArrayIntoIter<T, N>> frontiter;
  Option<ArrayIntoIter<T, N>> backiter;
  RSGPU_FN Option<T> next() {
    for (;;) {
      if (frontiter.is_some) {
        Option<T> v = frontiter.value.next();
        if (v.is_some)
          return v;
        frontiter.is_some = false;
      }
      Option<rsgpu::rust::Array<T, N>> x{false, {}};
      if (iter.is_some) {
        x = iter.value.next();
        if (!x.is_some)
          iter.is_some = false;
      }
      if (!x.is_some) {
        if (!backiter.is_some)
          return {false, T{}};
        Option<T> v = backiter.value.next();
        if (!v.is_some)
          backiter.is_some = false;
        return v;
      }
      frontiter = {true, array_into_iter(x.value)};
    }
  }
};
template <class I, class F>
RSGPU_FN auto flat_map_iter(I it, F f)
    -> FlatMap<I, std::decay_t<decltype(f(std::declval<item_t<I>>()))>, F> {
  return {{true, {it, f}}, {false, {}}, {false, {}}};
}
/// O3's `FlattenCompat::iter_fold(self, acc, fold)`: `fold(acc, it)` for
/// the front array, each array the inner iterator yields, the back array.
template <class I, class U, class F, class A, class G>
RSGPU_FN A flatten_iter_fold(FlatMap<I, U, F> fm, A acc, G fold) {
  if (fm.frontiter.is_some)
    acc = fold(acc, fm.frontiter.value);
  if (fm.iter.is_some)
    for (auto x = fm.iter.value.next(); x.is_some; x = fm.iter.value.next())
      acc = fold(acc, array_into_iter(x.value));
  if (fm.backiter.is_some)
    acc = fold(acc, fm.backiter.value);
  return acc;
}
/// `it.skip(n)`: the first `next` skips `n` items (`nth(n)`), stopping at
/// the end (`skip` past the end yields nothing). Rust's layout.
template <class I> struct Skip {
  I iter;
  usize n;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    if (n > 0) {
      usize k = n;
      n = 0;
      for (; k > 0; --k)
        if (!iter.next().is_some)
          return {false, {}};
    }
    return iter.next();
  }
};
template <class I> RSGPU_FN Skip<I> skip_iter(I it, usize n) { return {it, n}; }
/// `it.take(n)`: at most `n` items; the inner iterator is not advanced once
/// `n` are taken. Rust's layout.
template <class I> struct Take {
  I iter;
  usize n;
  RSGPU_FN auto next() -> Option<item_t<I>> {
    if (n == 0)
      return {false, {}};
    --n;
    return iter.next();
  }
};
template <class I> RSGPU_FN Take<I> take_iter(I it, usize n) { return {it, n}; }
/// `a.chain(b)`: the items of `a`, then those of `b`. Rust's layout
/// (`Option<A>`, `Option<B>`): `a` is dropped (fused) once it ends.
template <class A, class B> struct Chain {
  Option<A> a;
  Option<B> b;
  RSGPU_FN auto next() -> Option<item_t<A>> {
    if (a.is_some) {
      auto v = a.value.next();
      if (v.is_some)
        return v;
      a.is_some = false;
    }
    if (b.is_some)
      return b.value.next();
    return {false, {}};
  }
};
template <class A, class B> RSGPU_FN Chain<A, B> chain_iter(A a, B b) {
  return {{true, a}, {true, b}};
}

// ---- slices and arrays
// ------------------------------------------------------------------
/// A Rust `&[T]`: pointer and length (items of chunks/chunks_exact).
template <class T> struct SliceRef {
  const T *ptr;
  usize len;
#if RSGPU_BACKEND_HOST && RSGPU_BOUNDS_CHECKS
  /// On the host emulator, bounds-checked against the part (rustc checked
  /// the index before; a dropped check that did not hold panics here, as a
  /// view's). Generated code reads the element through raw_read (traced).
  RSGPU_FN const T &operator[](rsgpu::detail::Index i) const {
    if (RSGPU_UNLIKELY(i.value >= len))
      rsgpu::detail::panic_bounds(i.value, len, i.file, i.line);
    return ptr[i.value];
  }
#else
  RSGPU_FN const T &operator[](usize i) const { return ptr[i]; }
#endif
  /// To a device fn's `&[T]` parameter (rsgpu::Slice<const T>).
  RSGPU_FN operator rsgpu::Slice<const T>() const {
    return rsgpu::detail::ViewFactory::local(ptr, len);
  }
};
/// `part.get(i)` of a `&[T]` part or capture (a closure's `w.get(k)`):
/// `Some(&part[i])` when `i < len`, else `None`.
template <class T> RSGPU_FN Option<const T *> get(const SliceRef<T> &s, std::size_t i) {
  if (i < s.len)
    return {true, &s[i]};
  return {false, nullptr};
}
/// `slice.iter()`: yields pointers to the elements (Rust's `&T`). Rust's
/// layout (sized T): the next element and the end, which rustc's inlined
/// `next` at O3 reads and advances itself (fields 0 and 1).
template <class T> struct SliceIter {
  const T *ptr;
  const T *end_or_len;
  RSGPU_FN Option<const T *> next() {
    if (ptr != end_or_len)
      return {true, ptr++};
    return {false, nullptr};
  }
  RSGPU_FN Option<const T *> next_back() {
    if (ptr != end_or_len)
      return {true, --end_or_len};
    return {false, nullptr};
  }
};
template <class T> RSGPU_FN SliceIter<T> iter(SliceRef<T> s) {
  return {s.ptr, s.ptr + s.len};
}
/// `it.zip(&s)` of a slice reference (O0: Zip takes an IntoIterator, the
/// slice's `iter()`).
template <class A, class T>
RSGPU_FN Zip<A, SliceIter<T>> zip_iter(A a, SliceRef<T> b) {
  return {a, iter(b)};
}

/// `[T; N]::into_iter()` (e.g. `for m in [16, 8, 4]`): yields the values.
template <class T, usize N> struct ArrayIntoIter {
  T data[N];
  usize front;
  usize back;
  RSGPU_FN Option<T> next() {
    if (front < back)
      return {true, data[front++]};
    return {false, T{}};
  }
  RSGPU_FN Option<T> next_back() {
    if (front < back)
      return {true, data[--back]};
    return {false, T{}};
  }
};

/// `<[T; N] as IntoIterator>::into_iter` of generated code's arrays.
template <class T, usize N>
RSGPU_FN ArrayIntoIter<T, N> array_into_iter(rsgpu::rust::Array<T, N> a) {
  ArrayIntoIter<T, N> it{{}, 0, N};
  for (usize i = 0; i < N; ++i)
    it.data[i] = a.v[i];
  return it;
}

/// What rustc -O3 inlines of `into_iter` (`PolymorphicIter { alive, data }`):
/// the items `data[start..end]`.
template <class T, usize N>
RSGPU_FN ArrayIntoIter<T, N> array_iter_from(rsgpu::rust::Array<T, N> a,
                                             usize start, usize end) {
  ArrayIntoIter<T, N> it = array_into_iter(a);
  it.front = start;
  it.back = end;
  return it;
}

/// `slice.chunks(size)`: the last chunk may be shorter.
template <class T> struct Chunks {
  const T *ptr;
  usize len;
  usize size;
  RSGPU_FN Option<SliceRef<T>> next() {
    if (len == 0)
      return {false, {nullptr, 0}};
    usize n = len < size ? len : size;
    SliceRef<T> c{ptr, n};
    ptr += n;
    len -= n;
    return {true, c};
  }
  RSGPU_FN Option<SliceRef<T>> next_back() {
    if (len == 0)
      return {false, {nullptr, 0}};
    usize rem = len % size;
    usize n = rem != 0 ? rem : size;
    len -= n;
    return {true, {ptr + len, n}};
  }
};
/// Panics "chunk size must be non-zero", as Rust.
template <class T>
RSGPU_FN Chunks<T> chunks(SliceRef<T> s, usize size, Location loc = {}) {
  if (size == 0)
    panic_at("chunk size must be non-zero", loc);
  return {s.ptr, s.len, size};
}
/// `slice.chunks_exact(size)`: whole chunks only; `remainder()` is the rest.
/// Rust's layout (rustc's inlined `next` reads and writes the fields at O3):
/// the part not yet yielded (a multiple of `chunk_size` long), the rest.
template <class T> struct ChunksExact {
  SliceRef<T> v;
  SliceRef<T> rem;
  usize chunk_size;
  RSGPU_FN Option<SliceRef<T>> next() {
    if (v.len < chunk_size)
      return {false, {nullptr, 0}};
    SliceRef<T> c{v.ptr, chunk_size};
    v = {v.ptr + chunk_size, v.len - chunk_size};
    return {true, c};
  }
  RSGPU_FN Option<SliceRef<T>> next_back() {
    if (v.len < chunk_size)
      return {false, {nullptr, 0}};
    v.len -= chunk_size;
    return {true, {v.ptr + v.len, chunk_size}};
  }
  RSGPU_FN SliceRef<T> remainder() const { return rem; }
};
template <class T>
RSGPU_FN ChunksExact<T> chunks_exact(SliceRef<T> s, usize size,
                                     Location loc = {}) {
  if (size == 0)
    panic_at("chunk size must be non-zero", loc);
  usize whole = s.len - s.len % size;
  return {{s.ptr, whole}, {s.ptr + whole, s.len - whole}, size};
}

// ---- consumers
// ---------------------------------------------------------------------------
/// An item's value: slice iterators yield pointers (Rust's `&T`).
template <class X> RSGPU_FN auto item_value(X x) {
  if constexpr (std::is_pointer_v<X>)
    return raw_read(*x); // an element of a part or a view (traced.hpp)
  else
    return x;
}
template <class I, class A, class F> RSGPU_FN A fold(I it, A acc, F f) {
  for (auto v = it.next(); v.is_some; v = it.next())
    acc = f(acc, v.value);
  return acc;
}
/// `Iterator::for_each`: `f` once per item, in order.
template <class I, class F> RSGPU_FN void for_each(I it, F f) {
  for (auto v = it.next(); v.is_some; v = it.next())
    f(v.value);
}
/// `DoubleEndedIterator::rfold` (`it.rev().fold(..)` at O3): from the back.
template <class I, class A, class F> RSGPU_FN A rfold(I it, A acc, F f) {
  for (auto v = it.next_back(); v.is_some; v = it.next_back())
    acc = f(acc, v.value);
  return acc;
}
/// core's `Iterator::last::some`: `fn some<T>(_: Option<T>, x: T) ->
/// Option<T> { Some(x) }` (`last()` of an adapter at O3 folds with it).
template <class T> RSGPU_FN Option<T> last_some(Option<T>, T x) {
  return {true, x};
}
template <class I> RSGPU_FN usize count(I it) {
  usize n = 0;
  while (it.next().is_some)
    ++n;
  return n;
}
template <class I, class P> RSGPU_FN Option<usize> position(I &it, P pred) {
  for (usize i = 0;; ++i) {
    auto v = it.next();
    if (!v.is_some)
      return {false, 0};
    if (pred(v.value))
      return {true, i};
  }
}
template <class I, class P> RSGPU_FN bool any(I &it, P pred) {
  for (auto v = it.next(); v.is_some; v = it.next())
    if (pred(v.value))
      return true;
  return false;
}
template <class I, class P> RSGPU_FN bool all(I &it, P pred) {
  for (auto v = it.next(); v.is_some; v = it.next())
    if (!pred(v.value))
      return false;
  return true;
}
template <class I> RSGPU_FN auto nth(I &it, usize n) -> Option<item_t<I>> {
  for (; n > 0; --n)
    if (!it.next().is_some)
      return {false, {}};
  return it.next();
}
/// `Iterator::last`: the last item (walks the whole iterator, as Rust).
template <class I> RSGPU_FN auto last_item(I it) -> Option<item_t<I>> {
  Option<item_t<I>> last{false, {}};
  for (auto v = it.next(); v.is_some; v = it.next())
    last = v;
  return last;
}
/// `Iterator::find(p)` (`&mut self`): the first item `p(&item)` holds for.
template <class I, class P> RSGPU_FN auto find(I &it, P pred) -> Option<item_t<I>> {
  for (auto v = it.next(); v.is_some; v = it.next()) {
    item_t<I> x = v.value;
    if (pred(&x))
      return v;
  }
  return {false, {}};
}
/// `Iterator::rposition(p)` (`&mut self`, an exact-size double-ended
/// iterator): the index from the front of the last item `p` holds for,
/// searched from the back.
template <class I, class P> RSGPU_FN Option<usize> rposition(I &it, P pred) {
  I c = it;
  usize i = count(c);
  for (auto v = it.next_back(); v.is_some; v = it.next_back()) {
    --i;
    if (pred(v.value))
      return {true, i};
  }
  return {false, 0};
}
/// A closure's `Ordering` (generated code returns it as its `i8`).
template <class O> RSGPU_FN constexpr Ordering as_ordering(O o) { return Ordering(o); }
/// `Iterator::max_by(compare)`: the last of the maximal items
/// (`cmp::max_by`: the second unless the first compares Greater).
template <class I, class F> RSGPU_FN auto max_by(I it, F compare) -> Option<item_t<I>> {
  auto best = it.next();
  if (!best.is_some)
    return best;
  for (auto v = it.next(); v.is_some; v = it.next()) {
    item_t<I> x = best.value, y = v.value;
    if (as_ordering(compare(&x, &y)) != Ordering::Greater)
      best = v;
  }
  return best;
}
/// `Iterator::min_by(compare)`: the first of the minimal items.
template <class I, class F> RSGPU_FN auto min_by(I it, F compare) -> Option<item_t<I>> {
  auto best = it.next();
  if (!best.is_some)
    return best;
  for (auto v = it.next(); v.is_some; v = it.next()) {
    item_t<I> x = best.value, y = v.value;
    if (as_ordering(compare(&x, &y)) == Ordering::Greater)
      best = v;
  }
  return best;
}
/// `Iterator::max_by_key(f)` / `min_by_key(f)`: `f(&item)` once per item,
/// the keys compared by `Ord` (max: the last maximum; min: the first).
template <bool Max, class I, class F>
RSGPU_FN auto by_key(I it, F f) -> Option<item_t<I>> {
  auto best = it.next();
  if (!best.is_some)
    return best;
  item_t<I> bx = best.value;
  auto bk = f(&bx);
  for (auto v = it.next(); v.is_some; v = it.next()) {
    item_t<I> x = v.value;
    auto k = f(&x);
    bool take = Max ? !(k < bk) : (k < bk);
    if (take) {
      best = v;
      bk = k;
    }
  }
  return best;
}
template <class I, class F> RSGPU_FN auto max_by_key(I it, F f) {
  return by_key<true>(it, f);
}
template <class I, class F> RSGPU_FN auto min_by_key(I it, F f) {
  return by_key<false>(it, f);
}
/// `ptr_offset_from_unsigned(a, b)` (`a >= b`, one allocation): the
/// elements between them; what rustc -O3 inlines of a slice iterator's
/// `len`/`count`.
template <class T> RSGPU_FN usize ptr_offset_from_unsigned(const T *a, const T *b) {
  return usize(a - b);
}
/// `Iterator::sum` over integers (overflow panics "attempt to add with
/// overflow", as with overflow checks on) or floats (Rust starts a float
/// sum at -0.0, so an empty sum is -0.0).
template <class T, class I> RSGPU_FN T sum(I it, Location loc = {}) {
  if constexpr (std::is_floating_point_v<T>) {
    T acc = T(-0.0);
    for (auto v = it.next(); v.is_some; v = it.next())
      acc = acc + T(item_value(v.value));
    return acc;
  } else {
    T acc = 0;
    for (auto v = it.next(); v.is_some; v = it.next()) {
      auto r = rsgpu::rust::add_overflow(acc, T(item_value(v.value)));
      if (r._1)
        panic_at("attempt to add with overflow", loc);
      acc = r._0;
    }
    return acc;
  }
}
/// `Iterator::product`: integers start at 1 and panic "attempt to multiply
/// with overflow" (overflow checks on), floats start at 1.0; item by item.
template <class T, class I> RSGPU_FN T product(I it, Location loc = {}) {
  T acc = T(1);
  for (auto v = it.next(); v.is_some; v = it.next()) {
    if constexpr (std::is_floating_point_v<T>) {
      acc = acc * T(item_value(v.value));
    } else {
      auto r = rsgpu::rust::mul_overflow(acc, T(item_value(v.value)));
      if (r._1)
        panic_at("attempt to multiply with overflow", loc);
      acc = r._0;
    }
  }
  return acc;
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_ITER_HPP
