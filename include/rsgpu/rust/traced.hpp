//===- rsgpu/rust/traced.hpp - traced accesses through generated parts ----===//
//
// Generated code reaches memory beyond its kernel's parameter views through
// the parts its S5 analysis proved the thread's own (analysis/SliceParts.cpp,
// PartChains.cpp): a `SliceMutRef<T>` / `SliceRef<T>` element (a chunk, a
// half of `split_at_mut`, `&mut y[a..b]`), and at opt-level 3 raw element
// pointers (`*mut T` / `&mut T` rustc derives from a part or a view). The
// emitter spells every scalar or struct read through them
// `rsgpu::rust::raw_read(place)` and every write `raw_write(place) = v`
// (EmitPlaces.cpp), so that on the host emulator they are traced like a
// view's own access: racecheck and memcheck look the address up in the
// device allocation's shadow (backend/host/racecheck.hpp), naming both
// threads and the element when a wrong part proof gives two threads one
// element (docs/emulator.md, "Generated parts"). The proof is the first
// line, this is the second. Addresses outside device and shared memory (a
// thread's local array, a static table) are looked up and left alone.
// On CUDA the trace is empty: `raw_read(x)` is `x` and `raw_write(x)` is
// `x`.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_TRACED_HPP
#define RSGPU_RUST_TRACED_HPP

#include <rsgpu/backend/trace.hpp>
#include <rsgpu/core/config.hpp>

namespace rsgpu::rust {
namespace traced_detail {
/// detail::trace without its in-line run extension: a thread-local test and
/// a cold call. A generated kernel has many such accesses (a struct's
/// fields one by one), and the in-line extension at each made the unchecked
/// loop 3x slower (particles: 10 -> 35 ms for 2^20 threads); record_access
/// begins with the same extension, so what is recorded is the same.
RSGPU_FN void trace(const void *p, std::size_t bytes, rsgpu::detail::AccessKind k) {
#if RSGPU_BACKEND_HOST
  if (RSGPU_UNLIKELY(rsgpu::detail::host::tracing()))
    rsgpu::detail::host::record_access(p, bytes,
                                       static_cast<rsgpu::detail::host::Access>(k));
#else
  (void)p, (void)bytes, (void)k;
#endif
}
} // namespace traced_detail

/// A read of `x` (an element of a part, or `*p` of a raw pointer): traced,
/// then its value.
template <class T> RSGPU_FN T raw_read(const T &x) {
  traced_detail::trace(&x, sizeof(T), rsgpu::detail::AccessKind::Read);
  return x;
}
/// `raw_write(x) = v`: a write of `x`, traced before it is made.
template <class T> RSGPU_FN T &raw_write(T &x) {
  traced_detail::trace(&x, sizeof(T), rsgpu::detail::AccessKind::Write);
  return x;
}
/// A read through a pointer the library dereferences for generated code
/// (an iterator's `&T` item, `copy_from_slice`'s source).
template <class T> RSGPU_FN T raw_read_at(const T *p) { return raw_read(*p); }
/// A write through such a pointer.
template <class T, class V> RSGPU_FN void raw_write_at(T *p, const V &v) {
  raw_write(*p) = v;
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_TRACED_HPP
