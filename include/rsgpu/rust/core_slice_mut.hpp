//===- rsgpu/rust/core_slice_mut.hpp - parts of a `&mut [T]` --------------===//
//
// Rust's ways of splitting a `&mut [T]` into disjoint parts, on a kernel's
// `&mut` slice parameter (rsgpu::SliceMut<T>) or on a part of one / a
// thread's own array (SliceMutRef<T>): `iter_mut`, `chunks_mut`,
// `chunks_exact_mut`, `&mut y[a..b]` (`IndexMut<Range>`, `RangeFrom`,
// `RangeTo`), `get_mut(a..b)`, `split_at_mut`, `fill`, `copy_from_slice`.
// rsgpu-gen emits these only where its S5 analysis proved the part the
// thread's own (generator/analysis/SliceParts.cpp): a part of a kernel
// parameter is then written through its raw pointer, like `get_mut(i)`'s
// element. Panics carry Rust's messages. Host and device (RSGPU_FN).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_SLICE_MUT_HPP
#define RSGPU_RUST_CORE_SLICE_MUT_HPP

#include <rsgpu/rust/core_slice.hpp>

namespace rsgpu::rust {

/// What generated code holds, as a `&mut [T]`.
template <class T> RSGPU_FN SliceMutRef<T> as_slice_mut(SliceMutRef<T> s) {
  return s;
}
/// A kernel's `&mut` parameter, as a whole (a part is taken from it).
template <class T>
RSGPU_FN SliceMutRef<T> as_slice_mut(const rsgpu::SliceMut<T> &s) {
  return {rsgpu::detail::ViewFactory::data(s), s.len()};
}

/// `slice.iter_mut()`: yields pointers to the elements (Rust's `&mut T`).
/// Rust's layout (fields `ptr`, `end_or_len`), as `SliceIter`: rustc's O3
/// code reads and advances them as Rust types them: `ptr` a `NonNull<T>`
/// (held as `const T *`), `end_or_len` a `*mut T`.
template <class T> struct SliceIterMut {
  const T *ptr;
  T *end_or_len;
  RSGPU_FN Option<T *> next() {
    if (ptr != end_or_len)
      return {true, const_cast<T *>(ptr++)};
    return {false, nullptr};
  }
  RSGPU_FN Option<T *> next_back() {
    if (ptr != end_or_len)
      return {true, --end_or_len};
    return {false, nullptr};
  }
};
/// `slice::IterMut { ptr, end_or_len }` as rustc builds it inline at O3
/// (NonNull<T> is held as a `const T *`).
template <class T>
RSGPU_FN SliceIterMut<T> slice_iter_mut_from(const T *ptr, const T *end) {
  return {ptr, const_cast<T *>(end)};
}
template <class S> RSGPU_FN auto iter_mut_of(const S &s) {
  auto v = as_slice_mut(s);
  return SliceIterMut<std::remove_pointer_t<decltype(v.ptr)>>{v.ptr,
                                                              v.ptr + v.len};
}

/// `slice.chunks_mut(size)`: the last chunk may be shorter.
template <class T> struct ChunksMut {
  T *ptr;
  usize len;
  usize size;
  RSGPU_FN Option<SliceMutRef<T>> next() {
    if (len == 0)
      return {false, {nullptr, 0}};
    usize n = len < size ? len : size;
    SliceMutRef<T> c{ptr, n};
    ptr += n;
    len -= n;
    return {true, c};
  }
  /// Rust's `nth` (no walk: chunk `n` is at `n * size`).
  RSGPU_FN Option<SliceMutRef<T>> nth(usize n) {
    if (size != 0 && n >= (len + size - 1) / size) {
      len = 0;
      return {false, {nullptr, 0}};
    }
    ptr += n * size;
    len -= n * size;
    return next();
  }
};
/// `slice.chunks_exact_mut(size)`: whole chunks only.
template <class T> struct ChunksExactMut {
  T *ptr;
  usize len;
  usize size;
  RSGPU_FN Option<SliceMutRef<T>> next() {
    if (len < size)
      return {false, {nullptr, 0}};
    SliceMutRef<T> c{ptr, size};
    ptr += size;
    len -= size;
    return {true, c};
  }
  RSGPU_FN Option<SliceMutRef<T>> nth(usize n) {
    if (n >= len / size) {
      len = 0;
      return {false, {nullptr, 0}};
    }
    ptr += n * size;
    len -= n * size;
    return next();
  }
};
template <class T> RSGPU_FN auto nth(ChunksMut<T> &it, usize n) {
  return it.nth(n);
}
template <class T> RSGPU_FN auto nth(ChunksExactMut<T> &it, usize n) {
  return it.nth(n);
}
/// Panics "chunk size must be non-zero", as Rust.
template <class S>
RSGPU_FN auto chunks_mut_of(const S &s, usize size, Location loc = {}) {
  auto v = as_slice_mut(s);
  if (size == 0)
    panic_at("chunk size must be non-zero", loc);
  return ChunksMut<std::remove_pointer_t<decltype(v.ptr)>>{v.ptr, v.len, size};
}
template <class S>
RSGPU_FN auto chunks_exact_mut_of(const S &s, usize size, Location loc = {}) {
  auto v = as_slice_mut(s);
  if (size == 0)
    panic_at("chunk size must be non-zero", loc);
  return ChunksExactMut<std::remove_pointer_t<decltype(v.ptr)>>{v.ptr, v.len,
                                                               size};
}

/// `&mut s[r.start..r.end]` (`<[T] as IndexMut<Range<usize>>>::index_mut`):
/// Rust's `slice_index_fail` panics, as `index_range`.
template <class S>
RSGPU_FN auto index_range_mut(const S &s, Range<usize> r, Location loc = {}) {
  auto v = as_slice_mut(s);
  detail::check_range(r, v.len, loc);
  return decltype(v){v.ptr + r.start, r.end - r.start};
}
/// `&mut s[a..]` (`RangeFrom`; the IR passes the start).
template <class S>
RSGPU_FN auto index_from_mut(const S &s, usize start, Location loc = {}) {
  auto v = as_slice_mut(s);
  return index_range_mut(v, Range<usize>{start, v.len}, loc);
}
/// `&mut s[..b]` (`RangeTo`; the IR passes the end).
template <class S>
RSGPU_FN auto index_to_mut(const S &s, usize end, Location loc = {}) {
  return index_range_mut(s, Range<usize>{0, end}, loc);
}
/// `s.get_mut(a..b)`: `None` where `&mut s[a..b]` would panic.
template <class S> RSGPU_FN auto get_mut(const S &s, Range<usize> r) {
  auto v = as_slice_mut(s);
  using V = decltype(v);
  if (r.start > r.end || r.end > v.len)
    return Option<V>{false, {nullptr, 0}};
  return Option<V>{true, V{v.ptr + r.start, r.end - r.start}};
}

/// `slice.split_at_mut(mid)`: panics "mid > len", as Rust.
template <class S>
RSGPU_FN auto split_at_mut(const S &s, usize mid, Location loc = {}) {
  auto v = as_slice_mut(s);
  if (mid > v.len)
    panic_at("mid > len", loc);
  using V = decltype(v);
  return Pair<V, V>{V{v.ptr, mid}, V{v.ptr + mid, v.len - mid}};
}

/// `slice.fill(value)`.
template <class S, class T> RSGPU_FN void fill(const S &s, T value) {
  auto v = as_slice_mut(s);
  for (usize i = 0; i < v.len; ++i)
    raw_write(v.ptr[i]) = value;
}
/// `dst.copy_from_slice(src)`: panics as Rust when the lengths differ.
template <class D, class S>
RSGPU_FN void copy_from_slice(const D &d, const S &s, Location loc = {}) {
  auto v = as_slice_mut(d);
  auto w = as_slice(s);
  if (v.len != w.len) {
    detail::MsgBuf m;
    m.put("copy_from_slice: source slice length (");
    m.put_int(w.len);
    m.put(") does not match destination slice length (");
    m.put_int(v.len);
    m.put(")");
    panic_at(m.s, loc);
  }
  for (usize i = 0; i < v.len; ++i)
    raw_write(v.ptr[i]) = raw_read(w.ptr[i]);
}

/// `a.swap_with_slice(b)`: panics as Rust when the lengths differ.
template <class D, class S>
RSGPU_FN void swap_with_slice(const D &d, const S &s, Location loc = {}) {
  auto v = as_slice_mut(d);
  auto w = as_slice_mut(s);
  if (v.len != w.len)
    panic_at("destination and source slices have different lengths", loc);
  for (usize i = 0; i < v.len; ++i) {
    auto t = raw_read(v.ptr[i]);
    raw_write(v.ptr[i]) = raw_read(w.ptr[i]);
    raw_write(w.ptr[i]) = t;
  }
}

/// `slice.reverse()`: core's `revswap` of the two halves (the middle
/// element of an odd length stays).
template <class A, class B>
RSGPU_FN void revswap(const A &a, const B &b, usize n) {
  auto x = as_slice_mut(a);
  auto y = as_slice_mut(b);
  for (usize i = 0; i < n; ++i) {
    auto t = raw_read(x.ptr[i]);
    raw_write(x.ptr[i]) = raw_read(y.ptr[n - 1 - i]);
    raw_write(y.ptr[n - 1 - i]) = t;
  }
}
template <class S> RSGPU_FN void reverse(const S &s) {
  auto v = as_slice_mut(s);
  usize half = v.len / 2;
  using V = decltype(v);
  revswap(v, V{v.ptr + (v.len - half), half}, half);
}

// ---- `sort_unstable`, `sort_unstable_by`, `sort_unstable_by_key`. Core
// sorts a slice of at most 20 elements by insertion sort
// (slice/sort/unstable/mod.rs: MAX_LEN_ALWAYS_INSERTION_SORT; longer ones
// by ipnsort, which rsgpu-gen refuses): `insertion_sort_shift_left(v, 1,
// is_less)` of shared/smallsort.rs, reproduced step for step so elements
// that compare equal (+0.0 / -0.0 under `partial_cmp`, equal keys) end
// where core leaves them, and the closure sees the same calls in the same
// order (`is_less(v[i], v[i - 1])`, then the held element against v[j]
// for j = i - 2 down to 0).
namespace detail {
/// The largest length core sorts by insertion sort alone.
inline constexpr usize max_len_always_insertion_sort = 20;
template <class V, class L>
RSGPU_FN void insertion_sort(V v, usize offset, L &is_less) {
  using T = std::remove_const_t<std::remove_pointer_t<decltype(v.ptr)>>;
  if (offset == 0 || offset > v.len)
    panic_at("abort", {}); // core's intrinsics::abort()
  for (usize i = offset; i < v.len; ++i) {
    T tmp = raw_read(v.ptr[i]);
    T prev = raw_read(v.ptr[i - 1]);
    if (!is_less(&tmp, &prev))
      continue;
    raw_write(v.ptr[i]) = prev;
    usize gap = i - 1;
    for (usize j = i - 1; j-- > 0;) {
      T x = raw_read(v.ptr[j]);
      if (!is_less(&tmp, &x))
        break;
      raw_write(v.ptr[j + 1]) = x;
      gap = j;
    }
    raw_write(v.ptr[gap]) = tmp;
  }
}
/// core's `sort` entry for `sort_unstable*`: nothing below 2 elements,
/// insertion sort up to 20 (rsgpu-gen refuses longer ones statically).
template <class V, class L> RSGPU_FN void sort_small(V v, L &is_less) {
  if (v.len < 2)
    return;
  if (v.len > max_len_always_insertion_sort)
    panic_at("rsgpu: sort_unstable of more than 20 elements (core's "
             "ipnsort) is not translated",
             {});
  insertion_sort(v, 1, is_less);
}
} // namespace detail
/// `insertion_sort_shift_left(v, offset, is_less)` as rustc -O3 calls it
/// once it inlined `sort_unstable()` of an array of at most 20 elements.
template <class S, class L>
RSGPU_FN void insertion_sort_shift_left(const S &s, usize offset, L &is_less) {
  detail::insertion_sort(as_slice_mut(s), offset, is_less);
}
/// `slice.sort_unstable()`: `T::lt` (integers, bool, char).
template <class S> RSGPU_FN void sort_unstable(const S &s) {
  auto lt = [](const auto *a, const auto *b) { return *a < *b; };
  detail::sort_small(as_slice_mut(s), lt);
}
/// `slice.sort_unstable_by(compare)`: less is `compare(a, b) == Less`.
template <class S, class F>
RSGPU_FN void sort_unstable_by(const S &s, F compare) {
  auto lt = [&](const auto *a, const auto *b) {
    return as_ordering(compare(a, b)) == Ordering::Less;
  };
  detail::sort_small(as_slice_mut(s), lt);
}
/// `slice.sort_unstable_by_key(f)`: less is `f(a).lt(&f(b))`, `f(a)` first.
template <class S, class F>
RSGPU_FN void sort_unstable_by_key(const S &s, F key) {
  auto lt = [&](const auto *a, const auto *b) {
        auto ka = key(a);
        auto kb = key(b);
        static_assert(is_int_v<decltype(ka)> || std::is_same_v<decltype(ka), bool> ||
                          std::is_same_v<decltype(ka), char32_t>,
                      "sort_unstable_by_key: a scalar key");
        return ka < kb;
  };
  detail::sort_small(as_slice_mut(s), lt);
}

/// `core::intrinsics::copy(src, dst, n)` and `copy_nonoverlapping` (rustc's
/// O3 `slice::swap`): `n` elements, as `memmove`.
template <class S, class D>
RSGPU_FN void ptr_copy(const S *src, D *dst, usize n) {
  if (n == 1) {
    raw_write(*dst) = raw_read(*src);
    return;
  }
  if ((const void *)dst <= (const void *)src) {
    for (usize i = 0; i < n; ++i)
      raw_write(dst[i]) = raw_read(src[i]);
  } else {
    for (usize i = n; i-- > 0;)
      raw_write(dst[i]) = raw_read(src[i]);
  }
}

} // namespace rsgpu::rust

#endif
