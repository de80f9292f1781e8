#pragma once
// AtomicSlice<T, Scope>: a buffer lent to a kernel for atomic access only
// (S11). rsgpu::atomic(buf.borrow_mut()) turns an exclusive borrow into a
// BorrowAtomic borrow; launch() checks it like an exclusive borrow (nothing
// else may borrow those elements, in this kernel or one still running), and
// the kernel receives an AtomicSlice, which has atomic operations and no plain
// reads or writes.
//
//   struct Count {
//     RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const int> v,
//                              rsgpu::AtomicSlice<unsigned> hist) const {
//       if (t.global_id() < v.len())
//         hist.at(v[t.global_id()] % hist.len())
//             .fetch_add(1u, rsgpu::Ordering::Relaxed);
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, Count{}, v.borrow(),
//                           rsgpu::atomic(hist.borrow_mut())));
#include <cstddef>
#include <type_traits>

#include "../core/device_copy.hpp"
#include "../memory/slice.hpp"
#include "atomic.hpp"
#if !defined(__CUDACC_RTC__) // the borrow and launch()'s hooks: host only
#include <string>

#include "../memory/launch_arg.hpp"
#include "../memory/borrow.hpp"
#endif

namespace rsgpu {

template <class T, class Scope> class AtomicSlice;

namespace detail {
/// The element type launch() sees for an atomic borrow: same size and layout
/// as T, nameable only here, so the SliceMut<AtomicElem<T>> that launch()
/// builds for the borrow can only become an AtomicSlice.
template <class T, class Scope> struct AtomicElem {
  T value;
};
struct AtomicSliceAccess;
} // namespace detail
// Plain data with T's layout: storable as T is (core/device_copy.hpp).
template <class T, class Scope>
struct is_device_copy<detail::AtomicElem<T, Scope>> : is_device_copy<T> {};

#if !defined(__CUDACC_RTC__)
namespace detail {
/// S11: an atomic of scope S is atomic only among the threads S spans. A
/// launch whose threads reach further (a scope::Block borrow on more than one
/// block, scope::Cluster on more than one cluster, scope::Thread on more than
/// one thread) could update one element from two of them non-atomically (a
/// data race in the PTX memory model), so it is refused.
template <class S>
Result<void> check_atomic_scope(const LaunchConfig &cfg, std::size_t idx)
    RSGPU_HOST_BODY({
  unsigned long long blocks = cfg.grid.volume();
  std::string what; // the scope's extent, and the launch's in its unit
  if constexpr (std::is_same_v<S, scope::Thread>) {
    if (blocks * cfg.block.volume() <= 1) return {};
    what = "Thread is atomic only within one thread, and this launch has " +
           std::to_string(blocks * cfg.block.volume()) + " threads";
  } else if constexpr (std::is_same_v<S, scope::Block>) {
    if (blocks <= 1) return {};
    what = "Block is atomic only among the threads of one block, and this "
           "launch has " + std::to_string(blocks) + " blocks";
  } else if constexpr (std::is_same_v<S, scope::Cluster>) {
    if (blocks <= cfg.cluster.volume()) return {};
    what = "Cluster is atomic only among the threads of one cluster (" +
           std::to_string(cfg.cluster.volume()) + " blocks), and this launch has " +
           std::to_string(blocks) + " blocks";
  } else {
    return {};
  }
  return err(ErrorKind::InvalidLaunchConfig,
             "launch argument " + std::to_string(idx) +
                 ": an atomic borrow of scope::" + what +
                 " (S11): lend it with rsgpu::atomic<rsgpu::scope::Device>(...) "
                 "or launch within its scope");
})
} // namespace detail

/// A borrow for atomic access to a buffer's elements (exclusive as far as
/// other borrows are concerned). Launched only where its Scope spans every
/// thread of the launch (detail::check_atomic_scope).
template <class T, class Scope = scope::Device>
class BorrowAtomic : public detail::BorrowBase {
public:
  static constexpr bool exclusive = true;
  explicit BorrowAtomic(BorrowMut<T> &&m)
      RSGPU_HOST_BODY(: BorrowBase(m.core(), m.offset(), m.len(), m.moved_owner()) {
    BorrowMut<T> gone = std::move(m); // the exclusive borrow is used up
    (void)gone;
  })
  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    return detail::check_atomic_scope<Scope>(cfg, idx);
  }
};

/// Lend a buffer for atomic access: `rsgpu::atomic(buf.borrow_mut())`, or
/// `rsgpu::atomic<rsgpu::scope::System>(...)` for another scope.
template <class Scope = scope::Device, class T>
BorrowAtomic<T, Scope> atomic(BorrowMut<T> &&m) {
  return BorrowAtomic<T, Scope>(std::move(m));
}
#endif

/// Device view of a BorrowAtomic: atomic access to any element.
template <class T, class Scope = scope::Device>
class AtomicSlice : public detail::LaunchBound<AtomicSlice<T, Scope>> {
public:
  using value_type = detail::AtomicElem<T, Scope>; // what launch() allocates
  using element_type = T;

  RSGPU_FN std::size_t len() const { return len_; }
  RSGPU_FN bool empty() const { return len_ == 0; }

  /// The atomic at index i; an index >= len() panics (S6).
  RSGPU_FN Atomic<T, Scope> at(detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len_))
      detail::panic_bounds(i.value, len_, i.file, i.line);
#endif
    return Atomic<T, Scope>(data_ + i.value);
  }

  template <class I> RSGPU_FN void operator[](I) const {
    static_assert(detail::always_false<I>,
                  "AtomicSlice has no plain element access (S11): use "
                  ".at(i).load(order) / .store(v, order) / .fetch_add(...)");
  }

  /// Made by launch() from the borrow (the only source of a
  /// SliceMut<AtomicElem>).
  RSGPU_FN AtomicSlice(const SliceMut<detail::AtomicElem<T, Scope>> &s)
      : data_(s.len() ? &s.unsafe_at(0).as_mut_ptr()->value : nullptr), len_(s.len()) {}

private:
  friend struct detail::AtomicSliceAccess;
  T *data_;
  std::size_t len_;
};

namespace detail {
/// For views made from an AtomicSlice (AtomicArray, after its length check).
struct AtomicSliceAccess {
  template <class T, class S>
  RSGPU_FN static T *data(const AtomicSlice<T, S> &s) {
    return s.data_;
  }
};
} // namespace detail

#if !defined(__CUDACC_RTC__)
namespace detail {
// Hooks into launch(): an atomic borrow is a borrow; its device view is an
// AtomicSlice (built from the exclusive view launch() makes for it).
template <class T, class S> struct is_borrow<BorrowAtomic<T, S>> : std::true_type {};
template <class T, class S> struct borrow_view<BorrowAtomic<T, S>> {
  using type = AtomicSlice<T, S>;
};
} // namespace detail
#endif

} // namespace rsgpu
