#pragma once
// launch(stream, config, kernel, args...): run `kernel(Thread, args...)` on every
// thread of the grid, asynchronously on `stream`.
//
// - Every argument must be DeviceCopy (S2) or a lease (Borrow/BorrowMut), which
//   the kernel receives as Slice<const T>/SliceMut<T>.
// - Leases are checked against each other and against kernels still running:
//   an exclusive borrow excludes every other borrow of the same elements until
//   the kernel completes (S3) -> Error::BorrowConflict.
// - The config is validated, and the launch shape the kernel declares it
//   needs (Thread1D/Thread2D, rsgpu_launch_requirement in thread.hpp)
//   -> Error::InvalidLaunchConfig.
// - A kernel with a proven variant (rsgpu-gen's versioned bounds checks, S6:
//   `K::rsgpu_proven_variant`) runs as that variant when the variant's launch
//   requirement holds for this launch, as `K` otherwise.
//
//   struct Scale {
//     RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
//                              float a) const {
//       for (auto e : y.grid_stride(t)) *e = a * *e;
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(stream, rsgpu::LaunchConfig::for_elements(n), Scale{},
//                           y.borrow_mut(), 2.0f));
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/device_copy.hpp"
#include "../core/error.hpp"
#include "../memory/borrow.hpp"
#include "../memory/slice.hpp"
#include "launch_config.hpp"
#include "shaped_thread.hpp"
#include "stream.hpp"
#include "thread.hpp"
#if RSGPU_BACKEND_CUDA
#include "../backend/cuda/launch.hpp"
#else
#include "../backend/host/launch.hpp"
#endif

namespace rsgpu {
namespace detail {

template <class A> struct device_arg {
  using type = A;
};
template <class T> struct device_arg<Borrow<T>> {
  using type = Slice<const T>;
};
template <class T> struct device_arg<BorrowMut<T>> {
  using type = SliceMut<T>;
};
template <class A> using device_arg_t = typename device_arg<std::decay_t<A>>::type;

/// Several leases lent as one argument (rsgpu::zip): each is collected and
/// checked as a separate argument would be; the group makes the one view.
template <class A> struct is_lease_group : std::false_type {};

template <std::size_t I, class A> struct check_arg {
  using D = std::decay_t<A>;
  static_assert(
      (!is_lease<D>::value && !is_lease_group<D>::value) ||
          !std::is_lvalue_reference_v<A>,
      "rsgpu S3: rsgpu::launch: pass a lease as an rvalue "
      "(buf.borrow_mut() or std::move(lease)): the kernel consumes it");
  static constexpr bool check() {
    if constexpr (is_lease<D>::value || is_lease_group<D>::value) {
      // What a lease becomes is launch-bound: it crosses this launch only.
      static_assert(is_launch_bound_v<device_arg_t<D>>,
                    "rsgpu S2: internal: a lease's device view must derive "
                    "from detail::LaunchBound");
      return true;
    } else {
      return check_device_copy<I, D>::value;
    }
  }
  static constexpr bool value = check();
};

// The kernel's own parameter list, when its operator() is not a template: a
// parameter that is a reference or pointer would bind to host memory (S2).
template <class F> struct member_params {};
template <class R, class C, class... P> struct member_params<R (C::*)(P...) const> {
  using type = std::tuple<P...>;
};
template <class R, class C, class... P>
struct member_params<R (C::*)(P...) const noexcept> {
  using type = std::tuple<P...>;
};
template <class K, class = void> struct kernel_params {
  using type = std::tuple<>; // generic kernel: arguments are checked instead
};
template <class K>
struct kernel_params<K, std::void_t<typename member_params<decltype(&K::operator())>::type>> {
  using type = typename member_params<decltype(&K::operator())>::type;
};

template <std::size_t I, class P> struct check_param {
  static_assert(
      !std::is_reference_v<P>,
      "rsgpu S2: rsgpu::launch: kernel parameter (index shown in "
      "'check_param<I, ...>', 0 = the Thread) is a reference: it would "
      "refer to host memory; take it by value or as a Slice/SliceMut");
  static_assert(std::is_reference_v<P> || !std::is_pointer_v<P>,
                "rsgpu S2: rsgpu::launch: kernel parameter is a raw pointer: "
                "take a Slice<const T> or SliceMut<T> and lend a DeviceBuffer");
  static constexpr bool value = true;
};
template <class Tuple, std::size_t... I>
constexpr bool check_params(std::index_sequence<I...>) {
  return (check_param<I, std::tuple_element_t<I, Tuple>>::value && ...);
}

template <class K, class... Args, std::size_t... I>
constexpr bool check_args(std::index_sequence<I...>) {
  using Params = typename kernel_params<K>::type;
  static_assert(check_params<Params>(
      std::make_index_sequence<std::tuple_size_v<Params>>{}));
  static_assert(std::is_trivially_copyable_v<K> &&
                    (std::is_empty_v<K> || is_device_copy_v<K>),
                "rsgpu S2: rsgpu::launch: the kernel must be a capture-free "
                "function object: pass data as arguments, not captures");
  return (check_arg<I, Args>::value && ...);
}

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
inline std::string describe(const PendingBorrow &p) {
  std::string s = "launch argument " + std::to_string(p.arg);
  if (p.part >= 0) s += " (the zip's component " + std::to_string(p.part) + ")";
  return s;
}

template <class A>
Result<void> collect(A &a, std::size_t idx, std::vector<PendingBorrow> &out) {
  if constexpr (is_lease_group<A>::value) {
    return a.rsgpu_collect(idx, out);
  } else if constexpr (is_lease<A>::value) {
    if (!a.valid()) {
      if (const char *owner = a.moved_owner())
        return err(ErrorKind::UseAfterMove,
                   "launch argument " + std::to_string(idx) +
                       ": use of a moved-from " + owner +
                       " (the lease was taken from it after the move)");
      return err(ErrorKind::UseAfterMove,
                 "launch argument " + std::to_string(idx) +
                     ": the lease was moved from (already given to a kernel?)");
    }
    BufferCore &c = *a.core();
    if (!c.alive)
      return err(ErrorKind::UseAfterMove,
                 "launch argument " + std::to_string(idx) +
                     ": the buffer this lease borrows was freed or moved");
    if (a.offset() > c.count || a.size() > c.count - a.offset())
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) + ": borrow [" +
                     std::to_string(a.offset()) + ", " +
                     std::to_string(a.offset() + a.size()) +
                     ") is outside the buffer of " + std::to_string(c.count) +
                     " elements");
    out.push_back(
        {&c, a.offset(), a.offset() + a.size(), A::exclusive, idx, -1});
  }
  return {};
}

inline bool overlap(std::size_t b1, std::size_t e1, std::size_t b2,
                    std::size_t e2) {
  return b1 < e2 && b2 < e1 && b1 < e1 && b2 < e2;
}

/// S3: within one launch, and against kernels in flight on *other* streams (a
/// kernel later on the same stream starts only after earlier ones complete, so
/// their borrows never overlap in time). The owners' pending allocations,
/// fills and copies on other streams conflict too, but are not errors: the
/// launch is ordered after them (their completions are added to `waits`).
/// Caller holds borrow_mutex().
inline Result<void>
check_conflicts(const std::vector<PendingBorrow> &p, const StreamImpl *stream,
                std::vector<std::shared_ptr<Completion>> &waits) {
  for (std::size_t i = 0; i < p.size(); ++i) {
    for (std::size_t j = i + 1; j < p.size(); ++j) {
      if (p[i].core == p[j].core && (p[i].exclusive || p[j].exclusive) &&
          overlap(p[i].begin, p[i].end, p[j].begin, p[j].end))
        return err(ErrorKind::BorrowConflict,
                   describe(p[i]) + " and " + describe(p[j]) +
                       " borrow the same buffer elements and one borrow is "
                       "exclusive");
    }
    p[i].core->prune();
    for (const ActiveBorrow &a : p[i].core->active) {
      if (a.stream == stream || !(a.exclusive || p[i].exclusive) ||
          !overlap(a.begin, a.end, p[i].begin, p[i].end))
        continue;
      if (a.transfer) {
        waits.push_back(a.done);
        continue;
      }
      return err(ErrorKind::BorrowConflict,
                 describe(p[i]) +
                     " borrows buffer elements that a kernel still running "
                     "borrows" +
                     (a.exclusive ? " exclusively" : "") +
                     "; synchronise first");
    }
  }
  return {};
}

template <class A> device_arg_t<A> to_device(A &a) {
  using D = std::decay_t<A>;
  if constexpr (is_lease_group<D>::value) {
    return a.rsgpu_to_device();
  } else if constexpr (is_lease<D>::value) {
    using V = device_arg_t<A>;
    using T = typename V::value_type;
    BufferCore &c = *a.core();
    if constexpr (D::exclusive)
      return ViewFactory::exclusive<T>(c.ptr, a.offset(), a.size());
    else
      return ViewFactory::shared<T>(c.ptr, a.offset(), a.size());
  } else {
    return a;
  }
}

/// Arguments whose device view relies on the launch's shape (rsgpu::per_block)
/// check it here, on the host, before the kernel is enqueued.
template <class A, class = void> struct has_launch_check : std::false_type {};
template <class A>
struct has_launch_check<
    A, std::void_t<decltype(std::declval<const A &>().rsgpu_check_launch(
           std::declval<const LaunchConfig &>(), std::size_t()))>>
    : std::true_type {};
template <class A>
Result<void> check_launch_arg(const A &a, const LaunchConfig &cfg,
                              std::size_t idx) {
  if constexpr (has_launch_check<A>::value)
    return a.rsgpu_check_launch(cfg, idx);
  else
    return {};
}

/// The message for a launch that does not fit the kernel's ShapedThread, or
/// "" (fits, or the kernel takes none).
template <class K> std::string shape_error(Dim3 grid, Dim3 block) {
  using S = kernel_shape_t<K>;
  if constexpr (is_shaped_thread<S>::value) {
    if (!shape_mismatch<K>(grid, block))
      return {};
    auto n = [](unsigned v) { return std::to_string(v); };
    return "the kernel takes a ShapedThread of " + n(S::block_x) + " x " +
           n(S::block_y) + " threads per block: LaunchConfig::block must be " +
           n(S::block_x) + " x " + n(S::block_y) + " x 1 (is " + n(block.x) +
           " x " + n(block.y) + " x " + n(block.z) + ") and the grid " +
           (S::dims == 1 ? "1-D" : "1-D or 2-D");
  } else {
    (void)grid, (void)block;
    return {};
  }
}

/// A kernel rsgpu-gen emitted with a proven variant (S6): `K` keeps Rust's
/// bounds checks and names `K::rsgpu_proven_variant`, the same body without
/// the checks that hold under the variant's own rsgpu_launch_requirement (K's,
/// plus a predicate over the launch's lengths). launch() runs the variant
/// exactly when that requirement holds, so a check is dropped only where it
/// cannot fail, and a failing one panics with Rust's message from `K`.
template <class K, class = void> struct has_proven_variant : std::false_type {};
template <class K>
struct has_proven_variant<K, std::void_t<typename K::rsgpu_proven_variant>>
    : std::true_type {};

/// Checks the requirement of the kernel that runs and enqueues it, over the
/// device views built once.
template <class Kernel, class... Views>
auto enqueue_checked(StreamImpl &stream, const LaunchConfig &config,
                     Kernel kernel, const Views &...views)
    -> decltype(enqueue_kernel(stream, config, kernel, views...)) {
  if (const char *m = launch_requirement_mismatch<Kernel>(
          config.grid, config.block, views...))
    return err(ErrorKind::InvalidLaunchConfig,
               std::string(m) + ": grid " + dim_str(config.grid) + ", block " +
                   dim_str(config.block));
  return enqueue_kernel(stream, config, kernel, views...);
}

/// Whether launch() runs Kernel's proven variant for a launch with these
/// device views: it has one, and the variant's requirement holds.
template <class Kernel, class... Views>
bool runs_proven_variant(const LaunchConfig &config, const Views &...views) {
  if constexpr (has_proven_variant<Kernel>::value)
    return !launch_requirement_mismatch<typename Kernel::rsgpu_proven_variant>(
        config.grid, config.block, views...);
  else
    return ((void)config, ..., (void)views), false;
}

template <class Kernel, class... Views>
auto enqueue_versioned(StreamImpl &stream, const LaunchConfig &config,
                       Kernel kernel, const Views &...views)
    -> decltype(enqueue_kernel(stream, config, kernel, views...)) {
  if constexpr (has_proven_variant<Kernel>::value)
    if (runs_proven_variant<Kernel>(config, views...)) // its requirement
      return enqueue_kernel(stream, config,
                            typename Kernel::rsgpu_proven_variant{}, views...);
  return enqueue_checked(stream, config, kernel, views...);
}

template <class A> void consume(A &a) {
  if constexpr (is_lease<std::decay_t<A>>::value ||
                is_lease_group<std::decay_t<A>>::value) {
    std::decay_t<A> gone = std::move(a);
    (void)gone;
  }
}
} // namespace detail

template <class Kernel, class... Args>
[[nodiscard]] Result<void> launch(Stream &stream, const LaunchConfig &config,
                                  Kernel kernel, Args &&...args) {
  static_assert(
      detail::check_args<Kernel, Args...>(std::index_sequence_for<Args...>{}));
  static_assert(std::is_invocable_v<const Kernel &, Thread,
                                    detail::device_arg_t<Args>...>,
                "rsgpu::launch: the kernel must be callable as "
                "kernel(rsgpu::Thread, args...) with the device views of the "
                "arguments (Borrow<T> -> Slice<const T>, BorrowMut<T> -> "
                "SliceMut<T>)");
  if (!stream.valid()) return Stream::moved_error();
  RSGPU_TRY(detail::validate(config));
  // Thread1D/Thread2D kernels: the shape is checked here, once, so their entry
  // points need no device-side check (launched_thread()).
  if (const char *m = detail::thread_dims_mismatch<
          Kernel, detail::device_arg_t<Args>...>(config.grid, config.block))
    return err(ErrorKind::InvalidLaunchConfig, m);
  // ShapedThread kernels: the block shape too, so the kernel is compiled
  // knowing it (no device-side check).
  if (std::string m = detail::shape_error<Kernel>(config.grid, config.block);
      !m.empty())
    return err(ErrorKind::InvalidLaunchConfig, m);

  std::lock_guard<std::mutex> guard(detail::borrow_mutex());
  std::vector<detail::PendingBorrow> pending;
  {
    std::size_t idx = 0;
    Result<void> status;
    ((status ? (void)(status = detail::collect(args, idx++, pending)) : void()),
     ...);
    RSGPU_TRY(status);
    idx = 0;
    ((status ? (void)(status = detail::check_launch_arg(args, config, idx++))
             : void()),
     ...);
    RSGPU_TRY(status);
  }
  std::vector<std::shared_ptr<detail::Completion>> waits;
  RSGPU_TRY(detail::check_conflicts(pending, stream.impl().get(), waits));
  // Ordered after the owners' allocations/fills/copies on other streams.
  for (auto &c : waits) RSGPU_TRY(stream.impl()->wait_for(c));
  // The device views, once: the launch requirement, the proven-variant
  // predicate and the kernel all see these.
  std::tuple<detail::device_arg_t<Args>...> views(detail::to_device(args)...);
  auto done = std::apply(
      [&](const auto &...v) {
        return detail::enqueue_versioned(*stream.impl(), config, kernel, v...);
      },
      views);
  if (!done) return err(done.error());
  for (const auto &p : pending)
    p.core->active.push_back(
        {p.begin, p.end, p.exclusive, stream.impl().get(), *done});
  (detail::consume(args), ...);
  return {};
}

} // namespace rsgpu
