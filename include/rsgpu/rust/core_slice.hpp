//===- rsgpu/rust/core_slice.hpp - slices as values, their iterators ------===//
//
// Rust's `&[T]` as a value (`SliceRef<T>`: pointer and length, core_iter.hpp)
// and the slice methods and iterator adapters kernels call on one: subslices
// `&x[a..b]` with Rust's bounds checks and panic messages, `iter()`,
// `first`/`last`, `split_at`, `windows`, `swap` (of a thread's own local
// array), and the adapters `Copied` and the consumers `max`, `sum` of any
// item. A kernel's `Slice<const T>` parameter, a `SliceRef<T>` and a pointer
// to a local array (`&[T; N]` unsized) all convert with `as_slice`.
// Host and device (RSGPU_FN). Tested against rustc by tests/rust_core.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_SLICE_HPP
#define RSGPU_RUST_CORE_SLICE_HPP

#include <rsgpu/rust/core_iter.hpp>
#include <rsgpu/sync/atomic.hpp>

namespace rsgpu::rust {

/// The generated code's `(A, B)`.
template <class A, class B> using Pair = Tuple2<A, B>;

/// A Rust `&mut [T]` of a thread's own memory (a local array).
template <class T> struct SliceMutRef {
  T *ptr;
  usize len;
#if RSGPU_BACKEND_HOST && RSGPU_BOUNDS_CHECKS
  /// On the host emulator, bounds-checked against the part, as SliceRef's.
  /// Generated code reads and writes the element through raw_read /
  /// raw_write (traced: racecheck and memcheck against the parent view's
  /// device memory, traced.hpp).
  RSGPU_FN T &operator[](rsgpu::detail::Index i) const {
    if (RSGPU_UNLIKELY(i.value >= len))
      rsgpu::detail::panic_bounds(i.value, len, i.file, i.line);
    return ptr[i.value];
  }
#else
  RSGPU_FN T &operator[](usize i) const { return ptr[i]; }
#endif
  /// To a device fn's `&mut [T]` parameter (rsgpu::SliceMut<T>): the
  /// thread's own part, proven where it was taken (analysis/SliceParts.cpp).
  RSGPU_FN operator rsgpu::SliceMut<T>() const {
    return rsgpu::detail::ViewFactory::local_mut(ptr, len);
  }
};

// ---- what generated code holds, as a `&[T]`
template <class T> RSGPU_FN SliceRef<T> as_slice(SliceRef<T> s) { return s; }
template <class T> RSGPU_FN SliceRef<T> as_slice(SliceMutRef<T> s) {
  return {s.ptr, s.len};
}
/// A device fn's `&mut [T]` parameter (rsgpu::SliceMut<T>: the caller's
/// own part, SliceMutRef), read through rustc's O3 raw slice casts.
template <class T>
RSGPU_FN SliceRef<T> as_slice(const rsgpu::SliceMut<T> &s) {
  return {rsgpu::detail::ViewFactory::data(s), s.len()};
}
/// A kernel's read-only parameter (rsgpu::Slice<const T>).
template <class T>
RSGPU_FN SliceRef<T> as_slice(const rsgpu::Slice<const T> &s) {
  return {rsgpu::detail::ViewFactory::data(s), s.len()};
}
/// `&a` of a local or const array, unsized to `&[T]`.
template <class T, usize N>
RSGPU_FN SliceRef<T> as_slice(const Array<T, N> *a) {
  return {a->v, N};
}
template <class T, usize N>
RSGPU_FN SliceMutRef<T> as_slice_mut(Array<T, N> *a) {
  return {a->v, N};
}

/// `core::array::from_fn(f)` (`A`: the Array): `f(0)`, `f(1)`, ... in
/// order, as core's does.
template <class A, class F> RSGPU_FN A array_from_fn(F f) {
  A a;
  constexpr usize n = sizeof(a.v) / sizeof(a.v[0]);
  for (usize k = 0; k < n; ++k)
    a.v[k] = f(k);
  return a;
}
/// `[T; N]::map(f)` (`A`: the result's Array): f of each element in order.
template <class A, class T, usize N, class F>
RSGPU_FN A array_map(const Array<T, N> &x, F f) {
  A a;
  static_assert(sizeof(a.v) / sizeof(a.v[0]) == N, "map keeps the length");
  for (usize k = 0; k < N; ++k)
    a.v[k] = f(x.v[k]);
  return a;
}

namespace detail {
[[noreturn]] RSGPU_FN void slice_fail2(const char *a, usize x, const char *b,
                                       usize y, Location loc) {
  MsgBuf m;
  m.put(a);
  m.put_int(x);
  m.put(b);
  m.put_int(y);
  panic_at(m.s, loc);
}
/// Rust's `slice_index_fail` for `s[r]` of a slice of `len` elements: start
/// past the length, end past it, then start > end.
RSGPU_FN void check_range(Range<usize> r, usize len, Location loc) {
  if (r.start > len)
    slice_fail2("range start index ", r.start,
                " out of range for slice of length ", len, loc);
  if (r.end > len)
    slice_fail2("range end index ", r.end, " out of range for slice of length ",
                len, loc);
  if (r.start > r.end)
    slice_fail2("slice index starts at ", r.start, " but ends at ", r.end, loc);
}
} // namespace detail

/// `&s[r.start..r.end]` (`<[T] as Index<Range<usize>>>::index`): panics as
/// Rust's `slice_index_fail` (start past the length, end past it, then
/// start > end).
template <class S>
RSGPU_FN auto index_range(const S &s, Range<usize> r,
                          Location loc = {}) {
  auto v = as_slice(s);
  detail::check_range(r, v.len, loc);
  return decltype(v){v.ptr + r.start, r.end - r.start};
}

/// `s.get(a..b)`: `Some(&s[a..b])` when `a <= b <= len`, else `None` (no
/// panic), as Rust's `<Range<usize> as SliceIndex>::get`.
template <class S>
RSGPU_FN auto get(const S &s, Range<usize> r) -> Option<decltype(as_slice(s))> {
  auto v = as_slice(s);
  if (r.start > r.end || r.end > v.len)
    return {false, {}};
  return {true, decltype(v){v.ptr + r.start, r.end - r.start}};
}

/// `&s[r.start..]` (`Index<RangeFrom<usize>>`): Rust's `slice_index_fail`
/// when the start is past the length.
template <class S>
RSGPU_FN auto index_from(const S &s, RangeFrom<usize> r, Location loc = {}) {
  auto v = as_slice(s);
  detail::check_range(Range<usize>{r.start, v.len}, v.len, loc);
  return decltype(v){v.ptr + r.start, v.len - r.start};
}
/// `&s[..r.end]` (`Index<RangeTo<usize>>`): panics when the end is past the
/// length.
template <class S>
RSGPU_FN auto index_to(const S &s, RangeTo<usize> r, Location loc = {}) {
  auto v = as_slice(s);
  detail::check_range(Range<usize>{0, r.end}, v.len, loc);
  return decltype(v){v.ptr, r.end};
}
/// `&s[a..=b]` (`Index<RangeInclusive<usize>>`), as Rust 1.95's: within
/// the slice (`b < len`) it is `&s[a..b + 1]` (an exhausted range, whose
/// iteration took every item, the empty `b + 1..b + 1`); else the panic
/// names the start (`a`, exhausted `b`) when past the length, the inclusive
/// end `b` otherwise (tests/rust_core compares the messages).
template <class S>
RSGPU_FN auto index_inclusive(const S &s, RangeInclusive<usize> r,
                              Location loc = {}) {
  auto v = as_slice(s);
  if (r.end < v.len) {
    usize end = r.end + 1;
    Range<usize> x{r.exhausted ? end : r.start, end};
    detail::check_range(x, v.len, loc);
    return decltype(v){v.ptr + x.start, x.end - x.start};
  }
  usize start = r.exhausted ? r.end : r.start;
  if (start > v.len)
    detail::slice_fail2("range start index ", start,
                        " out of range for slice of length ", v.len, loc);
  detail::slice_fail2("range end index ", r.end,
                      " out of range for slice of length ", v.len, loc);
}

/// `&s[from..len - to]`: a slice pattern's `rest @ ..` (rustc checked the
/// length against the pattern first).
template <class S> RSGPU_FN auto subslice_pat(const S &s, usize from, usize to) {
  auto v = as_slice(s);
  return decltype(v){v.ptr + from, v.len - from - to};
}

/// `slice::Iter { ptr, end_or_len }` as rustc builds it inline at O3
/// (sized T: `end_or_len` is the end pointer).
template <class T>
RSGPU_FN SliceIter<T> slice_iter_from(const T *ptr, const T *end) {
  return {ptr, end};
}
/// A raw slice pointer or view as another (`*mut [T]` <-> `NonNull<[T]>`,
/// `*const [T]`): rustc's O3 casts between them.
template <class To, class S> RSGPU_FN To slice_cast(const S &s) {
  auto v = as_slice(s);
  return To{(decltype(To{}.ptr))v.ptr, v.len};
}

/// `slice.iter()`, `<&[T] as IntoIterator>::into_iter`.
template <class S> RSGPU_FN auto iter_of(const S &s) {
  auto v = as_slice(s);
  return iter(SliceRef<std::remove_const_t<std::remove_pointer_t<decltype(v.ptr)>>>{
      v.ptr, v.len});
}
template <class S> RSGPU_FN auto chunks_of(const S &s, usize n, Location loc = {}) {
  return chunks(as_slice(s), n, loc);
}
template <class S>
RSGPU_FN auto chunks_exact_of(const S &s, usize n, Location loc = {}) {
  return chunks_exact(as_slice(s), n, loc);
}

/// `slice.windows(size)`: every run of `size` consecutive elements.
template <class T> struct Windows {
  const T *ptr;
  usize len;
  usize size;
  RSGPU_FN Option<SliceRef<T>> next() {
    if (size > len)
      return {false, {nullptr, 0}};
    SliceRef<T> w{ptr, size};
    ++ptr;
    --len;
    return {true, w};
  }
  RSGPU_FN Option<SliceRef<T>> next_back() {
    if (size > len)
      return {false, {nullptr, 0}};
    --len;
    return {true, {ptr + len + 1 - size, size}};
  }
};
/// Panics "window size must be non-zero", as Rust.
template <class S>
RSGPU_FN auto windows(const S &s, usize size, Location loc = {}) {
  auto v = as_slice(s);
  if (size == 0)
    panic_at("window size must be non-zero", loc);
  return Windows<std::remove_const_t<std::remove_pointer_t<decltype(v.ptr)>>>{
      v.ptr, v.len, size};
}

/// `slice.is_empty()`: of a `&[T]` value, a kernel's parameter (read-only
/// or `&mut`: its length alone, no element).
template <class T> RSGPU_FN bool is_empty(SliceRef<T> s) { return s.len == 0; }
template <class T> RSGPU_FN bool is_empty(SliceMutRef<T> s) {
  return s.len == 0;
}
template <class T, usize N> RSGPU_FN bool is_empty(const Array<T, N> *) {
  return N == 0;
}
template <class V>
RSGPU_FN auto is_empty(const V &v) -> decltype(v.len() == 0) {
  return v.len() == 0;
}

/// `slice.first()`, `slice.last()`: `Option<&T>`.
/// `slice.contains(&x)`: `==` of each element (PartialEq: NaN is never
/// found, `-0.0` finds `0.0`), front to back.
template <class S, class T> RSGPU_FN bool contains(const S &s, const T &x) {
  auto v = as_slice(s);
  for (usize i = 0; i < v.len; ++i)
    if (raw_read(v.ptr[i]) == x)
      return true;
  return false;
}
template <class S> RSGPU_FN auto first(const S &s) {
  auto v = as_slice(s);
  using P = decltype(v.ptr);
  return v.len ? Option<P>{true, v.ptr} : Option<P>{false, nullptr};
}
template <class S> RSGPU_FN auto last(const S &s) {
  auto v = as_slice(s);
  using P = decltype(v.ptr);
  return v.len ? Option<P>{true, v.ptr + v.len - 1} : Option<P>{false, nullptr};
}

/// `slice.split_at(mid)`: panics "mid > len", as Rust.
template <class S>
RSGPU_FN auto split_at(const S &s, usize mid, Location loc = {}) {
  auto v = as_slice(s);
  if (mid > v.len)
    panic_at("mid > len", loc);
  using V = decltype(v);
  return Pair<V, V>{V{v.ptr, mid}, V{v.ptr + mid, v.len - mid}};
}

/// `y.get_mut(i)` of a kernel's `&mut` parameter, at an index the S5
/// analysis proved this thread's own: `Some(&mut y[i])` when `i < len`.
template <class T>
RSGPU_FN Option<T *> get_mut(const rsgpu::SliceMut<T> &s, usize i) {
  if (i < s.len())
    return {true, elem_ptr(s.unsafe_at(i))};
  return {false, nullptr};
}
/// `a.get_mut(i)` of a part of one (`split_at_mut`'s halves), at an index
/// the S5 analysis proved this thread's own in the part.
template <class T> RSGPU_FN Option<T *> get_mut(SliceMutRef<T> s, usize i) {
  if (i < s.len)
    return {true, s.ptr + i};
  return {false, nullptr};
}

/// `slice.swap(a, b)` of a thread's own array: panics as Rust's indexing.
template <class T>
RSGPU_FN void swap_elems(SliceMutRef<T> s, usize a, usize b,
                         Location loc = {}) {
  if (a >= s.len)
    detail::slice_fail2("index out of bounds: the len is ", s.len,
                        " but the index is ", a, loc);
  if (b >= s.len)
    detail::slice_fail2("index out of bounds: the len is ", s.len,
                        " but the index is ", b, loc);
  T t = raw_read(s.ptr[a]);
  raw_write(s.ptr[a]) = raw_read(s.ptr[b]);
  raw_write(s.ptr[b]) = t;
}

/// A Rust closure a core function calls (`map`, `fold`, `position`): its
/// captures `C` and its body, a generated device function taking the thread
/// handle, the captures (by pointer for `Fn`/`FnMut`, by value for
/// `FnOnce`) and the closure's arguments. Made only from a thread handle
/// the code already holds (`Bound<..>{thread_, captures}`): it has no
/// default constructor (a `Thread` cannot be made from nothing, S5). A
/// local of a type holding one, which rsgpu-gen declares up front, is a
/// `Late<T>` (below).
///
/// It keeps no handle: execution handles cannot be assigned (a struct
/// holding one is not RSGPU_DEVICE_COPY, S5), and core's adapters assign
/// their closures. The body gets the running thread as a `rsgpu::Thread`
/// (three dimensions), which is valid in every launch shape: a Bound kept
/// past its launch names the thread that runs it, and narrowing that handle
/// to a Thread1D checks the launch shape as any narrowing does.
template <class C, auto Body> struct Bound {
  C captures;
  RSGPU_FN Bound(rsgpu::Thread, C c) : captures(c) {}
  template <class... A> RSGPU_FN auto operator()(A... a) {
    rsgpu::Thread thread = rsgpu::detail::HandleFactory::thread();
    if constexpr (std::is_invocable_v<decltype(Body), rsgpu::Thread, C *, A...>)
      return Body(thread, &captures, a...);
    else
      return Body(thread, captures, a...);
  }
  /// A closure without captures, as core's closures hold one (core_fold.hpp).
  static RSGPU_FN Bound make(rsgpu::Thread t) { return Bound(t, C{}); }
};

/// Storage for a local that rsgpu-gen declares up front (so no jump crosses
/// an initialisation) whose type has no default constructor: a `Bound`
/// closure, or an adapter holding one (`Map<SliceIter<float>, Bound<..>>`
/// at opt-level 0). The emitter assigns it whole with `x.set(v)` before any
/// read (MIR: no read of an unassigned local) and names it `x.get()`
/// everywhere else. It never makes a T from nothing: the storage is private,
/// and `get()` before `set()` panics (a T of arbitrary bytes would be a
/// forged token: a `TileIdx`, an element handle). The object lives in
/// the storage (T is trivially copyable and trivially destructible, an
/// implicit-lifetime type: its object is created there, C++20
/// [intro.object]), written whole by `set`.
template <class T> class Late {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_trivially_destructible_v<T>,
                "rsgpu::rust::Late holds trivially copyable values only");

public:
  RSGPU_FN Late() {}
  Late(const Late &) = delete;
  Late &operator=(const Late &) = delete;
  RSGPU_FN void set(const T &v) {
    // T is an implicit-lifetime type: its object is created in the storage
    // and written whole by its trivial assignment (no <new>: NVRTC has none).
    *reinterpret_cast<T *>(bytes_) = v;
    set_ = true;
  }
  RSGPU_FN T &get() {
    if (RSGPU_UNLIKELY(!set_))
      rsgpu::detail::cold_panic("rsgpu::rust::Late read before it was assigned",
                                __FILE__, __LINE__);
    return *reinterpret_cast<T *>(bytes_);
  }

private:
  alignas(T) unsigned char bytes_[sizeof(T)];
  bool set_ = false;
};

/// `iter.copied()`: the values of an iterator of `&T`.
template <class I> struct Copied {
  I it;
  RSGPU_FN auto next() -> Option<decltype(item_value(it.next().value))> {
    auto v = it.next();
    if (!v.is_some)
      return {false, {}};
    return {true, item_value(v.value)};
  }
  RSGPU_FN auto next_back() -> Option<decltype(item_value(it.next().value))> {
    auto v = it.next_back();
    if (!v.is_some)
      return {false, {}};
    return {true, item_value(v.value)};
  }
};
template <class I> RSGPU_FN Copied<I> copied_iter(I it) { return {it}; }

/// `Iterator::max` of an iterator of integers or `&integer`: the last
/// maximum, as Rust (`max_by` keeps the later of equal items).
template <class I> RSGPU_FN auto max_item(I it) -> Option<item_t<I>> {
  auto best = it.next();
  if (!best.is_some)
    return best;
  for (auto v = it.next(); v.is_some; v = it.next())
    if (!(item_value(v.value) < item_value(best.value)))
      best = v;
  return best;
}
template <class I> RSGPU_FN auto min_item(I it) -> Option<item_t<I>> {
  auto best = it.next();
  if (!best.is_some)
    return best;
  for (auto v = it.next(); v.is_some; v = it.next())
    if (item_value(v.value) < item_value(best.value))
      best = v;
  return best;
}

/// `Iterator::sum` whose result is the items' value type (`Sum<&u32>` for
/// `u32`, `Sum<f32>` for `f32`): core_iter.hpp's `sum` of that type.
template <class I> RSGPU_FN auto sum_items(I it, Location loc = {}) {
  using T = decltype(item_value(it.next().value));
  return sum<T>(it, loc);
}
/// `Iterator::product` of the items' value type (`Product<&i64>` for `i64`).
template <class I> RSGPU_FN auto product_items(I it, Location loc = {}) {
  using T = decltype(item_value(it.next().value));
  return product<T>(it, loc);
}

/// `<[T; N]>::try_from(s)` / `s.try_into()` (R: Result<Array<T, N>, Unit>,
/// core's TryFromSliceError a unit): Ok(a copy) when `s.len() == N`, else
/// Err.
template <class R, class S> RSGPU_FN R slice_try_into_array(const S &s) {
  auto v = as_slice(s);
  R r{};
  constexpr usize n = sizeof(r.ok_value.v) / sizeof(r.ok_value.v[0]);
  r.ok_ = v.len == n;
  if (r.ok_)
    for (usize i = 0; i < n; ++i)
      r.ok_value.v[i] = raw_read(v.ptr[i]);
  return r;
}
/// `s.starts_with(p)` / `s.ends_with(p)`: `p` no longer than `s` and equal
/// (PartialEq's `==`, element by element: NaN never equal) to its first /
/// last `p.len()` elements.
template <class S, class P> RSGPU_FN bool starts_with(const S &s, const P &p) {
  auto v = as_slice(s);
  auto w = as_slice(p);
  if (w.len > v.len)
    return false;
  for (usize i = 0; i < w.len; ++i)
    if (!(raw_read(v.ptr[i]) == raw_read(w.ptr[i])))
      return false;
  return true;
}
template <class S, class P> RSGPU_FN bool ends_with(const S &s, const P &p) {
  auto v = as_slice(s);
  auto w = as_slice(p);
  if (w.len > v.len)
    return false;
  usize off = v.len - w.len;
  for (usize i = 0; i < w.len; ++i)
    if (!(raw_read(v.ptr[off + i]) == raw_read(w.ptr[i])))
      return false;
  return true;
}

namespace detail {
/// Rust 1.95's `binary_search_by`, step for step (the same elements
/// compared in the same order, so an unsorted slice and duplicates give
/// core's answer): halve `size` without an early exit, then compare at
/// `base`. `cmp(elem)` is -1 / 0 / 1 (Less / Equal / Greater); the result
/// is `{index, found}`.
template <class V, class C>
RSGPU_FN rsgpu::CompareExchange<usize> binary_search_by(V v, C cmp) {
  usize size = v.len;
  if (size == 0)
    return {0, false};
  usize base = 0;
  while (size > 1) {
    usize half = size / 2;
    usize mid = base + half;
    int c = cmp(&v.ptr[mid]);
    base = c > 0 ? base : mid;
    size -= half;
  }
  int c = cmp(&v.ptr[base]);
  if (c == 0)
    return {base, true};
  return {base + (c < 0 ? 1 : 0), false};
}
} // namespace detail

/// `s.binary_search(&x)`: `Ok(i)` / `Err(i)` as core's (Ord's `cmp`).
template <class S, class T>
RSGPU_FN rsgpu::CompareExchange<usize> binary_search(const S &s, const T &x) {
  auto v = as_slice(s);
  return detail::binary_search_by(v, [&](const auto *p) {
    auto e = raw_read(*p);
    return e < x ? -1 : (x < e ? 1 : 0);
  });
}
/// `s.binary_search_by(f)`: `f(&elem)` an Ordering (-1 / 0 / 1), called on
/// the elements core's calls it on, in the same order.
template <class S, class F>
RSGPU_FN rsgpu::CompareExchange<usize> binary_search_by(const S &s, F f) {
  auto v = as_slice(s);
  return detail::binary_search_by(v, [&](const auto *p) { return int(f(p)); });
}
/// `s.partition_point(pred)`: core's `binary_search_by(|x| if pred(x)
/// { Less } else { Greater }).unwrap_or_else(|i| i)`, `pred` called on
/// the same elements in the same order.
template <class S, class F>
RSGPU_FN usize partition_point(const S &s, F pred) {
  auto v = as_slice(s);
  return detail::binary_search_by(
             v, [&](const auto *p) { return pred(p) ? -1 : 1; })
      .previous;
}

/// `<T as AddAssign<&T>>::add_assign(&mut a, b)` (`s += v` with `v: &T`):
/// integers panic on overflow, as with overflow checks on.
template <class T, class U>
RSGPU_FN void add_assign(T *a, U b, Location loc = {}) {
  T v = T(item_value(b));
  if constexpr (std::is_integral_v<T>) {
    auto r = add_overflow(raw_read(*a), v);
    if (r._1)
      panic_at("attempt to add with overflow", loc);
    raw_write(*a) = r._0;
  } else {
    raw_write(*a) = raw_read(*a) + v;
  }
}
template <class T, class U>
RSGPU_FN void sub_assign(T *a, U b, Location loc = {}) {
  T v = T(item_value(b));
  if constexpr (std::is_integral_v<T>) {
    auto r = sub_overflow(raw_read(*a), v);
    if (r._1)
      panic_at("attempt to subtract with overflow", loc);
    raw_write(*a) = r._0;
  } else {
    raw_write(*a) = raw_read(*a) - v;
  }
}
template <class T, class U>
RSGPU_FN void mul_assign(T *a, U b, Location loc = {}) {
  T v = T(item_value(b));
  if constexpr (std::is_integral_v<T>) {
    auto r = mul_overflow(raw_read(*a), v);
    if (r._1)
      panic_at("attempt to multiply with overflow", loc);
    raw_write(*a) = r._0;
  } else {
    raw_write(*a) = raw_read(*a) * v;
  }
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_CORE_SLICE_HPP
