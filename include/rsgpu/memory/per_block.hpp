#pragma once
// PerBlock<const T>: a shared view with at least one element per block of the
// launch, checked once by launch() on the host (Error::InvalidArgument). A
// block's own element and the one before it are then in bounds by
// construction: mine(b) and previous(b) need no device-side check (S6 cannot
// fire). What a scan's second pass reads: block k adds the total of the blocks
// before it.
//
//   struct AddOffsets {
//     RSGPU_FN void operator()(rsgpu::Thread1D t,
//                              rsgpu::PerBlock<const int> offsets,
//                              rsgpu::SliceMut<int> out) const {
//       if (auto e = rsgpu::mine(out, t))
//         if (auto o = offsets.previous(t.block())) *e += *o; // block > 0
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, AddOffsets{},
//                           rsgpu::per_block(offsets.borrow()),
//                           out.borrow_mut()));
//
// The bound holds only for the launch that checked it, so a PerBlock is not
// DeviceCopy: it cannot be stored in device memory and read by a larger grid.
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/error.hpp"
#include "../backend/trace.hpp"
#include "../exec/detail/option.hpp"
#include "../exec/thread.hpp"
#include "borrow.hpp"
#include "launch_arg.hpp"
#include "slice.hpp"

namespace rsgpu {

template <class T> class PerBlockBorrow;

/// Device view of a per_block borrow: len() >= the launch's number of blocks.
template <class T> class PerBlock : public detail::LaunchBound<PerBlock<T>> {
  static_assert(detail::check_storable<std::remove_const_t<T>>::value);
  static_assert(std::is_const_v<T>, "PerBlock<const T>: a shared view");

public:
  using value_type = std::remove_const_t<T>;
  RSGPU_FN std::size_t len() const { return len_; }

  /// Element b.linear_idx(): in bounds, the launch has at most len() blocks.
  template <int D> RSGPU_FN T &mine(const BasicBlock<D> &b) const {
    T *p = data_ + std::size_t(b.linear_idx());
    detail::trace(p, sizeof(T), detail::AccessKind::BorrowRead);
    return *p;
  }
  /// Element b.linear_idx() - 1, which exists for every block but the first.
  template <int D>
  RSGPU_FN OptionRef<T> previous(const BasicBlock<D> &b) const {
    std::size_t i = std::size_t(b.linear_idx());
    return OptionRef<T>(data_, i - 1, i > 0);
  }

private:
  template <class> friend class PerBlockBorrow;
  explicit PerBlock(const Slice<T> &s)
      : data_(detail::ViewFactory::data(s)), len_(s.len()) {}
  T *data_;
  std::size_t len_;
};

/// A shared borrow lent as PerBlock: launch() checks its length against the
/// grid.
template <class T> class PerBlockBorrow {
public:
  explicit PerBlockBorrow(Borrow<T> &&b) : b_(std::move(b)) {}

  // For launch().
  Result<void> rsgpu_collect(std::size_t idx,
                             std::vector<detail::PendingBorrow> &out) {
    return detail::collect(b_, idx, out);
  }
  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    if (b_.len() < cfg.grid.volume())
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) +
                     ": rsgpu::per_block needs one element per block, but "
                     "the grid has " +
                     std::to_string(cfg.grid.volume()) + " blocks and the " +
                     "borrow " + std::to_string(b_.len()) + " elements");
    return {};
  }
  using device_type = PerBlock<const T>;
  device_type rsgpu_to_device() {
    return PerBlock<const T>(detail::to_device(b_));
  }

private:
  Borrow<T> b_;
};

/// Lend a buffer with (at least) one element per block of the launch:
/// `rsgpu::per_block(offsets.borrow())`.
template <class T> [[nodiscard]] PerBlockBorrow<T> per_block(Borrow<T> &&b) {
  return PerBlockBorrow<T>(std::move(b));
}

namespace detail {
template <class T>
struct LaunchArg<PerBlockBorrow<T>> : BorrowGroupArg<PerBlockBorrow<T>> {};
} // namespace detail

} // namespace rsgpu
