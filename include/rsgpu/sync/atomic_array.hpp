#pragma once
// AtomicArray<T, N, Scope>: an AtomicSlice whose length N is part of its type
// (Rust: `&[AtomicU32; N]`), made on the host with
// `rsgpu::atomic_array<N>(buf.borrow_mut())`. launch() checks the borrow has
// at least N elements once, on the host (Error::InvalidArgument), and the
// kernel sees the first N. Indexing compares with the constant N, so an index
// the compiler can bound below N (a loop `i < N`, `x % N`, `x & (N - 1)`, a
// `std::uint8_t` for N >= 256) leaves no device-side check; a TileIdx<M> with
// M <= N has none to begin with. Other indices are checked as AtomicSlice's
// are (S6). Atomic access only, like AtomicSlice (S11).
//
//   struct Histogram {
//     RSGPU_FN void operator()(rsgpu::Thread1D t,
//                              rsgpu::Slice<const unsigned> data,
//                              rsgpu::AtomicArray<unsigned, 256> bins) const {
//       for (std::size_t i = t.global_id(); i < data.len(); i +=
//       t.grid_size())
//         bins.at(data[i] % 256).fetch_add(1u, rsgpu::Ordering::Relaxed);
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, Histogram{}, data.borrow(),
//                           rsgpu::atomic_array<256>(bins.borrow_mut())));
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../core/error.hpp"
#include "../backend/trace.hpp"
#include "../memory/launch_arg.hpp"
#include "../exec/shared.hpp"
#include "atomic.hpp"
#include "atomic_slice.hpp"

namespace rsgpu {

template <std::size_t N, class T, class Scope> class AtomicArrayBorrow;

/// Device view of an atomic_array<N> borrow: N atomics, atomic access only.
template <class T, std::size_t N, class Scope = scope::Device>
class AtomicArray : public detail::LaunchBound<AtomicArray<T, N, Scope>> {
  static_assert(N > 0, "AtomicArray<T, N>: N must be positive");

public:
  using element_type = T;
  RSGPU_FN static constexpr std::size_t len() { return N; }

  /// The atomic at index i; an index >= N panics (S6). The comparison is with
  /// a constant, so it folds wherever i is known to be below N.
  RSGPU_FN Atomic<T, Scope> at(detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= N))
      detail::panic_bounds(i.value, N, i.file, i.line);
#endif
    return Atomic<T, Scope>(data_ + i.value);
  }
  /// The atomic at an index whose bound M <= N is in its type: no check.
  template <unsigned M> RSGPU_FN Atomic<T, Scope> at(TileIdx<M> i) const {
    static_assert(M <= N, "AtomicArray::at: the TileIdx bound exceeds N");
    return Atomic<T, Scope>(data_ + unsigned(i));
  }

  template <class I> RSGPU_FN void operator[](I) const {
    static_assert(detail::always_false<I>,
                  "AtomicArray has no plain element access (S11): use "
                  ".at(i).load(order) / .store(v, order) / .fetch_add(...)");
  }

private:
  template <std::size_t, class, class> friend class AtomicArrayBorrow;
  // Only launch() makes one (through AtomicArrayBorrow, after the length
  // check).
  explicit AtomicArray(T *d) : data_(d) {}
  T *data_;
};

/// An atomic borrow lent as an AtomicArray<T, N>: launch() checks its length.
template <std::size_t N, class T, class Scope> class AtomicArrayBorrow {
public:
  explicit AtomicArrayBorrow(BorrowAtomic<T, Scope> &&l) : l_(std::move(l)) {}

  // For launch(): collected (S3) and checked as the atomic borrow itself.
  Result<void> rsgpu_collect(std::size_t idx,
                             std::vector<detail::PendingBorrow> &out) {
    return detail::collect(l_, idx, out);
  }
  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    if (auto scoped = detail::check_launch_arg(l_, cfg, idx); !scoped)
      return scoped;
    if (l_.len() < N)
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) +
                     ": rsgpu::atomic_array<" + std::to_string(N) + "> needs " +
                     std::to_string(N) + " elements, but the borrow has " +
                     std::to_string(l_.len()));
    return {};
  }
  using device_type = AtomicArray<T, N, Scope>;
  device_type rsgpu_to_device() {
    AtomicSlice<T, Scope> s = detail::to_device(l_);
    return AtomicArray<T, N, Scope>(detail::AtomicSliceAccess::data(s));
  }

private:
  BorrowAtomic<T, Scope> l_;
};

/// Lend a buffer's first N elements for atomic access, N checked at launch:
/// `rsgpu::atomic_array<256>(bins.borrow_mut())`, or
/// `rsgpu::atomic_array<256, rsgpu::scope::System>(...)` for another scope.
template <std::size_t N, class Scope = scope::Device, class T>
[[nodiscard]] AtomicArrayBorrow<N, T, Scope> atomic_array(BorrowMut<T> &&m) {
  return AtomicArrayBorrow<N, T, Scope>(BorrowAtomic<T, Scope>(std::move(m)));
}

namespace detail {
template <std::size_t N, class T, class S>
struct LaunchArg<AtomicArrayBorrow<N, T, S>>
    : BorrowGroupArg<AtomicArrayBorrow<N, T, S>> {};
} // namespace detail

} // namespace rsgpu
