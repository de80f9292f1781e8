#pragma once
// launch(stream, config, kernel, args...): run `kernel(Thread, args...)` on every
// thread of the grid, asynchronously on `stream`.
//
// - Every argument must be DeviceCopy (S2) or a borrow (Borrow/BorrowMut), which
//   the kernel receives as Slice<const T>/SliceMut<T>.
// - Borrows are checked against each other and against kernels still running:
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
//
// In nvcc's device pass launch() only names the kernel's entry (and its
// proven variant's), detail::rsgpu_entry<K, Views...>, so that nvcc emits
// their device code; the checks and the borrow transaction are host code
// (tests/cuda/launch_entries.py checks every launched kernel has its entry).
#include <type_traits>
#include <utility>

#include "../core/device_copy.hpp"
#include "../core/error.hpp"
#include "../memory/borrow.hpp"
#include "../memory/launch_arg.hpp"
#include "../memory/slice.hpp"
#include "launch_config.hpp"
#include "shaped_thread.hpp"
#include "stream.hpp"
#include "thread.hpp"
#if !RSGPU_DEVICE_PASS
#include <string>
#include <tuple>
#include <vector>

#include "detail/borrow_transaction.hpp"
#include "detail/launch_shape.hpp"
#endif
#if RSGPU_BACKEND_CUDA
#include "detail/enqueue_cuda.hpp"
#else
#include "detail/enqueue_host.hpp"
#endif

namespace rsgpu {
namespace detail {

#if !RSGPU_DEVICE_PASS
template <std::size_t I, class A> struct check_arg {
  using D = std::decay_t<A>;
  static_assert(
      !is_consumed_v<D> || !std::is_lvalue_reference_v<A>,
      "rsgpu S3: rsgpu::launch: pass a borrow as an rvalue "
      "(buf.borrow_mut() or std::move(borrow)): the kernel consumes it");
  static constexpr bool check() {
    if constexpr (is_consumed_v<D>) {
      // What a borrow becomes is launch-bound: it crosses this launch only.
      static_assert(is_launch_bound_v<device_arg_t<D>>,
                    "rsgpu S2: internal: a borrow's device view must derive "
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
  static_assert(!is_block_local_v<std::decay_t<P>>,
                "rsgpu S7: rsgpu::launch: kernel parameter is a shared-memory "
                "handle (SharedSlice, SharedTile): shared memory lives for one "
                "block; make it in the kernel from the block handle");
  static_assert(std::is_reference_v<P> || !is_consumed_v<P>,
                "rsgpu S2: rsgpu::launch: kernel parameter is a host borrow "
                "(Borrow<T>, BorrowMut<T>): the kernel takes the device view, "
                "Slice<const T> or SliceMut<T>, and launch() passes the borrow");
  static constexpr bool value = true;
};
template <class Tuple, std::size_t... I>
constexpr bool check_params(std::index_sequence<I...>) {
  return (check_param<I, std::tuple_element_t<I, Tuple>>::value && ...);
}

template <class> struct is_slice_mut : std::false_type {};
template <class T> struct is_slice_mut<SliceMut<T>> : std::true_type {};
template <class> struct is_shared_slice : std::false_type {};
template <class T> struct is_shared_slice<Slice<T>> : std::true_type {};
/// Kernel parameter I + 1 (0 is the Thread) against launch argument I's
/// device view D: an exclusive view parameter needs an exclusive borrow.
template <std::size_t I, class P, class D> struct check_param_arg {
  static_assert(!(is_slice_mut<std::decay_t<P>>::value &&
                  is_shared_slice<std::decay_t<D>>::value),
                "rsgpu S5: rsgpu::launch: a kernel parameter is SliceMut<T> "
                "(each thread writes its own elements) but its argument is a "
                "shared borrow (borrow(): read-only): lend it with "
                "borrow_mut()");
  static constexpr bool value = true;
};
template <class Params, class... Args, std::size_t... I>
constexpr bool check_params_args(std::index_sequence<I...>) {
  if constexpr (std::tuple_size_v<Params> == sizeof...(Args) + 1)
    return (check_param_arg<I, std::tuple_element_t<I + 1, Params>,
                            device_arg_t<Args>>::value &&
            ...);
  else
    return true;
}

template <class K, class... Args, std::size_t... I>
constexpr bool check_args(std::index_sequence<I...>) {
  using Params = typename kernel_params<K>::type;
  static_assert(check_params<Params>(
      std::make_index_sequence<std::tuple_size_v<Params>>{}));
  static_assert(check_params_args<Params, Args...>(
      std::index_sequence_for<Args...>{}));
  static_assert(std::is_trivially_copyable_v<K> &&
                    (std::is_empty_v<K> || is_device_copy_v<K>),
                "rsgpu S2: rsgpu::launch: the kernel must be a capture-free "
                "function object: pass data as arguments, not captures");
  return (check_arg<I, Args>::value && ...);
}
#endif // !RSGPU_DEVICE_PASS

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

#if RSGPU_DEVICE_PASS
/// The device pass: the entries launch() may enqueue for these device views
/// (the views' types exactly as enqueue_kernel deduces them on the host).
template <class Kernel, class... Views> void name_entries() {
  (void)&rsgpu_entry<Kernel, Views...>;
  if constexpr (has_proven_variant<Kernel>::value)
    (void)&rsgpu_entry<typename Kernel::rsgpu_proven_variant, Views...>;
}
#else

/// Checks the requirement of the kernel that runs and enqueues it, over the
/// device views built once.
template <class Kernel, class... Views>
auto enqueue_checked(StreamImpl &stream, const LaunchConfig &config,
                     Kernel kernel, const Views &...views)
    -> decltype(enqueue_kernel(stream, config, kernel, views...)) {
  RSGPU_TRY(check_declared_requirement<Kernel>(config, views...));
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
#endif // RSGPU_DEVICE_PASS

} // namespace detail

template <class Kernel, class... Args>
[[nodiscard]] Result<void> launch(Stream &stream, const LaunchConfig &config,
                                  Kernel kernel, Args &&...args) {
#if RSGPU_DEVICE_PASS
  detail::name_entries<Kernel, std::decay_t<detail::device_arg_t<Args>>...>();
  return ((void)stream, (void)config, (void)kernel, ..., (void)args), Result<void>{};
#else
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
  // The launch shape (exec/detail/launch_shape.hpp): Thread1D/Thread2D and
  // ShapedThread kernels are checked here, once, so their entry points need no
  // device-side check and a ShapedThread kernel is compiled knowing its block;
  // the declared requirement once the device views exist (enqueue_checked).
  RSGPU_TRY((detail::check_kernel_shape<Kernel, detail::device_arg_t<Args>...>(
      config)));

  return detail::borrow_and_enqueue(
      stream, config,
      [&](const auto &...v) {
        return detail::enqueue_versioned(*stream.impl(), config, kernel, v...);
      },
      args...);
#endif
}

} // namespace rsgpu
