#pragma once
// The launch-argument protocol: how rsgpu::launch and jit::launch handle each
// argument, declared once so the types lent to kernels (memory/, sync/) need
// not see the launch itself (exec/launch.hpp), which sits above them.
//
// detail::LaunchArg<A> (A decayed) is the one customization point:
//   device_type                 what the kernel receives
//   consumed                    a borrow or group of borrows: pass it as an
//                               rvalue; the launch uses it up
//   collect(a, idx, out)        append its borrows (S3) to `out`
//   check_launch(a, cfg, idx)   check it against the launch's shape
//   to_device(a)                its device view
// The primary template is a DeviceCopy value, copied as it is; Borrow and
// BorrowMut (and other borrows, detail::is_borrow) are specialised here. A type
// lent as a group of borrows (rsgpu::zip, matrix, per_block, row_bands,
// tiles_mut, atomic_array) specialises LaunchArg next to its definition as
// BorrowGroupArg<G>, which calls G's members: device_type, rsgpu_collect,
// rsgpu_to_device and (if it has a shape to check) rsgpu_check_launch.
// The device pass needs device_type only (rsgpu::launch names the kernel's
// entry with it): the bodies that reach the borrow registry are host-only.
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/error.hpp"
#include "../exec/launch_config.hpp"
#include "borrow.hpp"
#include "slice.hpp"

namespace rsgpu::detail {

/// One borrow a launch asks for, before it is checked (S3) and recorded.
struct PendingBorrow {
  BufferCore *core;
  std::size_t begin, end;
  bool exclusive;
  std::size_t arg;
  int part = -1; // the component of a zip (0, 1), or -1
};

/// Mark the borrows out[from..] as component `part` of a zip argument.
inline void tag_part(std::vector<PendingBorrow> &out, std::size_t from,
                     int part) {
  for (std::size_t k = from; k < out.size(); ++k)
    if (out[k].part < 0) out[k].part = part;
}

/// "launch argument 2", or "launch argument 2 (the zip's component 1)".
#if !RSGPU_DEVICE_PASS
inline std::string describe(const PendingBorrow &p) {
  std::string s = "launch argument " + std::to_string(p.arg);
  if (p.part >= 0) s += " (the zip's component " + std::to_string(p.part) + ")";
  return s;
}
#endif

/// A DeviceCopy value (the primary template): no borrow, copied as it is.
template <class A, class = void> struct LaunchArg {
  using device_type = A;
  static constexpr bool consumed = false;
  static Result<void> collect(const A &, std::size_t,
                              std::vector<PendingBorrow> &) {
    return {};
  }
  static Result<void> check_launch(const A &, const LaunchConfig &,
                                   std::size_t) {
    return {};
  }
  static device_type to_device(const A &a) { return a; }
};

/// What a borrow becomes on the device: Borrow<T> a Slice<const T>,
/// BorrowMut<T> a SliceMut<T>; another borrow specialises it (BorrowAtomic).
template <class L> struct borrow_view;
template <class T> struct borrow_view<Borrow<T>> {
  using type = Slice<const T>;
};
template <class T> struct borrow_view<BorrowMut<T>> {
  using type = SliceMut<T>;
};

/// Whether G (a borrow or a group of them) checks itself against the launch.
template <class G, class = void> struct has_launch_check : std::false_type {};
template <class G>
struct has_launch_check<
    G, std::void_t<decltype(std::declval<const G &>().rsgpu_check_launch(
           std::declval<const LaunchConfig &>(), std::size_t()))>>
    : std::true_type {};

/// A borrow: checked to be alive and inside its buffer, then borrowed.
template <class L> struct LaunchArg<L, std::enable_if_t<is_borrow<L>::value>> {
  using device_type = typename borrow_view<L>::type;
  static constexpr bool consumed = true;
  static Result<void> collect(L &a, std::size_t idx,
                              std::vector<PendingBorrow> &out) RSGPU_HOST_BODY({
    if (!a.valid()) {
      if (const char *owner = a.moved_owner())
        return err(ErrorKind::UseAfterMove,
                   "launch argument " + std::to_string(idx) +
                       ": use of a moved-from " + owner +
                       " (the borrow was taken from it after the move)");
      return err(ErrorKind::UseAfterMove,
                 "launch argument " + std::to_string(idx) +
                     ": the borrow was moved from (already given to a kernel?)");
    }
    BufferCore &c = *a.core();
    if (!c.alive)
      return err(ErrorKind::UseAfterMove,
                 "launch argument " + std::to_string(idx) +
                     ": the buffer this borrows was freed or moved");
    if (a.offset() > c.count || a.len() > c.count - a.offset())
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) + ": borrow [" +
                     std::to_string(a.offset()) + ", " +
                     std::to_string(a.offset() + a.len()) +
                     ") is outside the buffer of " + std::to_string(c.count) +
                     " elements");
    out.push_back(
        {&c, a.offset(), a.offset() + a.len(), L::exclusive, idx, -1});
    return {};
  })
  static Result<void> check_launch(const L &a, const LaunchConfig &cfg,
                                   std::size_t idx) {
    if constexpr (has_launch_check<L>::value)
      return a.rsgpu_check_launch(cfg, idx);
    else
      return ((void)a, (void)cfg, (void)idx), Result<void>{};
  }
  static device_type to_device(L &a) RSGPU_HOST_BODY({
    using T = typename device_type::value_type;
    BufferCore &c = *a.core();
    if constexpr (L::exclusive)
      return ViewFactory::exclusive<T>(c.ptr, a.offset(), a.len());
    else
      return ViewFactory::borrow_shared<T>(c.ptr, a.offset(), a.len());
  })
};

/// A group of borrows lent as one argument: each borrow is collected and
/// checked as a separate argument would be; the group makes the one view.
template <class G> struct BorrowGroupArg {
  using device_type = typename G::device_type;
  static constexpr bool consumed = true;
  static Result<void> collect(G &g, std::size_t idx,
                              std::vector<PendingBorrow> &out) {
    return g.rsgpu_collect(idx, out);
  }
  static Result<void> check_launch(const G &g, const LaunchConfig &cfg,
                                   std::size_t idx) {
    if constexpr (has_launch_check<G>::value)
      return g.rsgpu_check_launch(cfg, idx);
    else
      return ((void)g, (void)cfg, (void)idx), Result<void>{};
  }
  static device_type to_device(G &g) { return g.rsgpu_to_device(); }
};

template <class A> using launch_arg_t = LaunchArg<std::decay_t<A>>;
/// The device view of a launch argument of type A.
template <class A> using device_arg_t = typename launch_arg_t<A>::device_type;
/// Whether the launch consumes an argument of type A (a borrow or a group).
template <class A>
inline constexpr bool is_consumed_v = launch_arg_t<A>::consumed;

template <class A>
Result<void> collect(A &a, std::size_t idx, std::vector<PendingBorrow> &out) {
  return launch_arg_t<A>::collect(a, idx, out);
}
template <class A>
Result<void> check_launch_arg(const A &a, const LaunchConfig &cfg,
                              std::size_t idx) {
  return launch_arg_t<A>::check_launch(a, cfg, idx);
}
template <class A> device_arg_t<A> to_device(A &a) {
  return launch_arg_t<A>::to_device(a);
}

} // namespace rsgpu::detail
