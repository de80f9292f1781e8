#pragma once
// Device views, what a kernel receives for a borrowed buffer.
//
// Slice<const T> (shared borrow): read any element; bounds-checked, an
// out-of-bounds index panics (S6).
//
// SliceMut<T> (exclusive borrow): S5 — each thread reaches only its own
// elements: mine(t) is the element at the thread's grid-wide id, grid_stride(t)
// the disjoint grid-stride set. There is no operator[]; writing at an arbitrary
// index needs unsafe_at(i), whose name says the caller proves uniqueness.
//
//   if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
//   for (auto e : y.grid_stride(t)) *e = 2 * x[e.index()];
#include <cstddef>
#include <type_traits>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../backend/panic.hpp"
#include "../backend/trace.hpp"
#include "../exec/thread.hpp"

namespace rsgpu {

template <class T> class Borrow;
template <class T> class BorrowMut;
namespace detail {
struct ViewFactory;
template <class> inline constexpr bool always_false = false;
} // namespace detail

/// Shared read-only view of device memory.
template <class T> class Slice : public detail::LaunchBound<Slice<T>> {
  static_assert(detail::check_storable<std::remove_const_t<T>>::value);
  static_assert(std::is_const_v<T>,
                "rsgpu S5: Slice<T> is the shared (read-only) view: write "
                "Slice<const T>; SliceMut<T> is the exclusive one");

public:
  using value_type = std::remove_const_t<T>;

  RSGPU_FN std::size_t len() const { return len_; }
  RSGPU_FN bool empty() const { return len_ == 0; }

  /// Bounds-checked read (S6): panics on an index >= len(), naming the
  /// caller's file and line.
  RSGPU_FN T &operator[](detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len_))
      detail::panic_bounds(i.value, len_, i.file, i.line);
#endif
#if RSGPU_BACKEND_HOST
    // quiet_ first: a loop-invariant test, so a kernel's loop over a quiet
    // view keeps one tracing() test per iteration (for its other accesses).
    if (!quiet_) detail::trace(data_ + i.value, sizeof(T), detail::AccessKind::BorrowRead);
#else
    detail::trace(data_ + i.value, sizeof(T), detail::AccessKind::BorrowRead);
#endif
    return data_[i.value];
  }
  /// The sub-view [offset, offset + n); panics if it does not fit.
  RSGPU_FN Slice subslice(std::size_t offset, std::size_t n,
                          const char *file = __builtin_FILE(),
                          unsigned line = __builtin_LINE()) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(offset > len_ || n > len_ - offset))
      // The first index past the slice: the start, or the end (saturated: an
      // offset + n that wraps is still past the end).
      detail::panic_bounds(offset > len_               ? offset
                           : n > ~std::size_t(0) - offset ? ~std::size_t(0)
                                                          : offset + n,
                           len_, file, line);
#else
    (void)file, (void)line;
#endif
    Slice sub(data_ + offset, n);
#if RSGPU_BACKEND_HOST
    sub.quiet_ = quiet_;
#endif
    return sub;
  }

private:
  friend struct detail::ViewFactory;
  RSGPU_FN Slice(T *d, std::size_t n) : data_(d), len_(n) {}
  T *data_;
  std::size_t len_;
#if RSGPU_BACKEND_HOST
  // Host emulator: the launch made this view from a live shared borrow of a
  // device buffer whose every byte is initialised (the host wrote it whole,
  // or it was never poisoned), so its reads have nothing left to check
  // (ViewFactory::borrow_shared; docs/emulator.md, "Deferred records").
  bool quiet_ = false;
#endif
};

/// A reference to one element owned by the running thread; reads and writes
/// go through it so the emulator can check them.
template <class T> class ElemRef {
public:
  RSGPU_FN T get() const {
    detail::trace(p_, sizeof(T), detail::AccessKind::Read);
    return *p_;
  }
  RSGPU_FN void set(const T &v) const {
    detail::trace(p_, sizeof(T), detail::AccessKind::Write);
    *p_ = v;
  }
  RSGPU_FN operator T() const { return get(); }
  RSGPU_FN const ElemRef &operator=(const T &v) const {
    set(v);
    return *this;
  }
  RSGPU_FN const ElemRef &operator=(const ElemRef &o) const {
    set(o.get());
    return *this;
  }
  RSGPU_FN const ElemRef &operator+=(const T &v) const { return *this = get() + v; }
  RSGPU_FN const ElemRef &operator-=(const T &v) const { return *this = get() - v; }
  RSGPU_FN const ElemRef &operator*=(const T &v) const { return *this = get() * v; }
  RSGPU_FN const ElemRef &operator/=(const T &v) const { return *this = get() / v; }
  /// Member access for struct elements, `e->m`. On the host backend checked
  /// by what the access did to the element when its full expression ends
  /// (changed bytes are writes, the element a read: docs/library.md).
#if RSGPU_BACKEND_HOST
  RSGPU_FN detail::MemberTrace<T> operator->() const { return detail::MemberTrace<T>(p_); }
#else
  RSGPU_FN T *operator->() const { return p_; }
#endif
  /// The member `m` alone, as a reference of its own (Rust's `&mut e.m`):
  /// its reads and writes are checked exactly, as an element's are.
  ///   e.field(&Particle::x) = 1.0f;  float v = e.field(&Particle::y);
  template <class M, class U = T> RSGPU_FN ElemRef<M> field(M U::*m) const {
    static_assert(!std::is_array_v<M>,
                  "ElemRef::field(&T::m): m is an array member; use field(&T::m, i) for "
                  "its element i");
    return ElemRef<M>(&(p_->*m));
  }
  /// Element i of the array member `m` (bounds-checked, S6).
  template <class M, std::size_t N, class U = T>
  RSGPU_FN ElemRef<M> field(M (U::*m)[N], detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= N)) detail::panic_bounds(i.value, N, i.file, i.line);
#endif
    return ElemRef<M>(&(p_->*m)[i.value]);
  }
  /// The element's address, for code that writes it through a pointer (the
  /// generated `&mut y[i]`): checked as a write of the whole element, and
  /// what the pointer does later is not checked.
  RSGPU_FN T *as_mut_ptr() const {
    detail::trace(p_, sizeof(T), detail::AccessKind::Write);
    return p_;
  }

  RSGPU_FN explicit ElemRef(T *p) : p_(p) {}
  ElemRef(const ElemRef &) = default; // a reference is copied, not assigned

private:
  template <class> friend class Owned;
  T *p_;
};

// ElemRef declares a copy assignment (it assigns through), which deprecates
// its implicit copy constructor in -Wextra's eyes; copying the reference
// itself is what is meant here.
#if defined(__GNUC__) && !RSGPU_DEVICE_PASS
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-copy"
#endif
/// The element a thread owns, if it exists (Rust: Option<&mut T>), with the
/// "exists" bit kept apart from the reference so that testing it is the single
/// compare hand-written code does (a null-pointer option costs a compare and a
/// select per access).
template <class T> class Owned : public detail::LaunchBound<Owned<T>> {
public:
  RSGPU_FN explicit operator bool() const { return ok_; }
  RSGPU_FN ElemRef<T> operator*() const { return ElemRef<T>(base_ + off_); }
  RSGPU_FN ElemRef<T> ref() const { return ElemRef<T>(base_ + off_); }
  /// The element's index in its view (to read matching inputs).
  RSGPU_FN std::size_t index() const { return i_; }

  RSGPU_FN Owned(ElemRef<T> r, std::size_t i, bool ok)
      : base_(r.p_), off_(0), i_(i), ok_(ok) {}
  /// Element i of the view at `base`; the address is formed only when the
  /// element is accessed (so only when it exists).
  RSGPU_FN Owned(T *base, std::size_t i, bool ok)
      : base_(base), off_(i), i_(i), ok_(ok) {}

private:
  T *base_;
  std::size_t off_, i_;
  bool ok_;
};
#if defined(__GNUC__) && !RSGPU_DEVICE_PASS
#pragma GCC diagnostic pop
#endif
/// What SliceMut::mine returns (the same type as rsgpu::mine's).
template <class T> using Mine = Owned<T>;

template <class T> class SliceMut;

/// The indices i, i + step, i + 2*step, ... below n: disjoint across threads.
template <class T>
class GridStride : public detail::LaunchBound<GridStride<T>> {
public:
  class iterator {
  public:
    RSGPU_FN Owned<T> operator*() const {
      return Owned<T>(ElemRef<T>(base_ + i_), i_, true);
    }
    RSGPU_FN iterator &operator++() {
      i_ += step_;
      return *this;
    }
    RSGPU_FN bool operator!=(const iterator &o) const { return i_ < o.i_; }

  private:
    friend class GridStride;
    RSGPU_FN iterator(T *b, std::size_t i, std::size_t s)
        : base_(b), i_(i), step_(s) {}
    T *base_;
    std::size_t i_, step_;
  };
  RSGPU_FN iterator begin() const { return iterator(base_, first_, step_); }
  RSGPU_FN iterator end() const { return iterator(base_, len_, step_); }

private:
  // Only SliceMut::grid_stride makes one (as rsgpu::GridStrideRange).
  template <class> friend class SliceMut;
  RSGPU_FN GridStride(T *b, std::size_t first, std::size_t step, std::size_t n)
      : base_(b), first_(first), step_(step), len_(n) {}
  T *base_;
  std::size_t first_, step_, len_;
};

/// Exclusive view: thread-disjoint writes (S5).
template <class T> class SliceMut : public detail::LaunchBound<SliceMut<T>> {
  static_assert(detail::check_storable<T>::value);
  static_assert(!std::is_const_v<T>, "SliceMut<const T>: use Slice<const T>");

public:
  using value_type = T;

  RSGPU_FN std::size_t len() const { return len_; }
  RSGPU_FN bool empty() const { return len_ == 0; }

  /// The element at the thread's grid-wide id; empty when past the end.
  /// With a Thread1D the id is the 32-bit blockIdx.x * blockDim.x +
  /// threadIdx.x of hand-written CUDA.
  template <int D> RSGPU_FN Owned<T> mine(const BasicThread<D> &t) const {
    std::size_t i = std::size_t(t.global_linear_id());
    return Owned<T>(data_, i, i < len_);
  }
  /// This thread's elements of a grid-stride loop over the whole view.
  template <int D>
  RSGPU_FN GridStride<T> grid_stride(const BasicThread<D> &t) const {
    return GridStride<T>(data_, std::size_t(t.global_linear_id()),
                         std::size_t(t.grid_size()), len_);
  }
  /// Arbitrary-index access. Bounds-checked, but uniqueness across threads is
  /// the caller's proof obligation (Rust: an `unsafe` block).
  RSGPU_FN ElemRef<T> unsafe_at(detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len_))
      detail::panic_bounds(i.value, len_, i.file, i.line);
#endif
    return ElemRef<T>(data_ + i.value);
  }

  template <class I> RSGPU_FN void operator[](I) const {
    static_assert(detail::always_false<I>,
                  "SliceMut has no operator[] (S5: two threads could write one "
                  "element): use mine(t) or grid_stride(t), or unsafe_at(i) "
                  "when you can prove the index is unique per thread");
  }

private:
  friend struct detail::ViewFactory;
  RSGPU_FN SliceMut(T *d, std::size_t n) : data_(d), len_(n) {}
  T *data_;
  std::size_t len_;
};

namespace detail {
/// Only launch() turns borrows into views.
struct ViewFactory {
  template <class T>
  static Slice<const T> shared(void *base, std::size_t off, std::size_t n) {
    return Slice<const T>(static_cast<const T *>(base) + off, n);
  }
  /// The view a launch makes of a shared borrow (launch_arg.hpp). On the
  /// host emulator its reads skip the check (a call per read) when nothing
  /// could be reported for them: borrow reads of device memory are never
  /// recorded for racecheck (docs/emulator.md), the borrow keeps the buffer
  /// alive until the kernel ends, and memcheck's one question — are these
  /// bytes uninitialised — has the answer no for a buffer that was never
  /// poisoned or that a host copy wrote whole (a state that never goes back).
  template <class T>
  static Slice<const T> borrow_shared(void *base, std::size_t off, std::size_t n) {
    Slice<const T> s = shared<T>(base, off, n);
#if RSGPU_BACKEND_HOST
    s.quiet_ = host::borrow_reads_need_no_check(s.data_, n * sizeof(T));
#endif
    return s;
  }
  template <class T>
  static SliceMut<T> exclusive(void *base, std::size_t off, std::size_t n) {
    return SliceMut<T>(static_cast<T *>(base) + off, n);
  }
  /// A thread's own read-only memory (a local array) as a read-only view:
  /// generated code passing `&[T]` of a local array to a device fn taking
  /// `&[T]` (rust/core_iter.hpp, SliceRef). Private to the thread and alive
  /// for the call; bounds-checked like any Slice; not device memory, so the
  /// emulator's checks do not instrument it.
  template <class T>
  RSGPU_FN static Slice<const T> local(const T *p, std::size_t n) {
    return Slice<const T>(p, n);
  }
  /// A thread's own part of a `&mut [T]` (a chunk or window rsgpu-gen's S5
  /// pass proved the thread's own, or a local array) as an exclusive view:
  /// generated code passing it to a device fn taking `&mut [T]`
  /// (rust/core_slice.hpp, SliceMutRef). Exclusive to the thread for the call.
  template <class T>
  RSGPU_FN static SliceMut<T> local_mut(T *p, std::size_t n) {
    return SliceMut<T>(p, n);
  }
  /// For thread-disjoint helpers (exec/indexing.hpp) that form an Owned<T>.
  template <class T> RSGPU_FN static T *data(const SliceMut<T> &s) {
    return s.data_;
  }
  /// For views built from a shared view (memory/zip.hpp).
  template <class T> RSGPU_FN static T *data(const Slice<T> &s) {
    return s.data_;
  }
};
} // namespace detail

} // namespace rsgpu
