#pragma once
// ShapedThread<D, BX, BY>: a Thread1D/Thread2D whose block shape is part of
// the kernel's type (Rust: a const-generic parameter). launch() checks the
// launch against it once, on the host (Error::InvalidLaunchConfig), and the
// kernel is then compiled knowing blockDim == (BX, BY, 1) and threadIdx <
// (BX, BY): every block-shape check of the library (CUB wrappers'
// `blockDim.x == Threads`, shared tiles' and mine_tiled's `blockDim == (T, T)`,
// warp()'s whole-warps check) folds away, and blockDim reads become
// constants, in every build.
//
//   struct BlockSum {
//     RSGPU_FN void operator()(rsgpu::Thread1DOf<256> t,
//                              rsgpu::Slice<const float> x,
//                              rsgpu::SliceMut<float> sums) const {
//       using Reduce = rsgpu::BlockReduce<float, 256>; // no device-side check
//       ...
//     }
//   };
//
// Entry points launch() did not check (rsgpu::jit, a kernel whose operator()
// is a template, a Thread converted by hand) check the shape on the device
// instead: a panic, always on the host backend and for a hand conversion, in
// checked builds on CUDA.
#include <type_traits>

#include "../core/config.hpp"
#include "../core/dim3.hpp"
#include "detail/assume.hpp"
#include "../backend/panic.hpp"
#include "thread.hpp"

namespace rsgpu {

/// A D-dimensional thread handle (D = 1 or 2) in a block of BX x BY threads.
template <int D, unsigned BX, unsigned BY = 1>
class ShapedThread : public BasicThread<D> {
  static_assert(D == 1 || D == 2, "ShapedThread: 1 or 2 dimensions");
  static_assert(D == 2 || BY == 1, "ShapedThread<1, BX>: a 1-D block");
  static_assert(BX >= 1 && BY >= 1 && BX * BY <= 1024,
                "ShapedThread: a block has 1..1024 threads");

public:
  static constexpr unsigned block_x = BX, block_y = BY, block_size = BX * BY;
  /// The block shape as a launch extent (for LaunchConfig::block).
  static constexpr Dim3 block_shape() { return Dim3{BX, BY, 1}; }

private:
  template <bool, class> friend struct detail::EntryThread;
  template <int> friend class BasicThread;
  /// Verified: launch() checked this shape on the host; Always: check on the
  /// device even in unchecked builds (a conversion written in the kernel).
  template <bool Verified, bool Always>
  RSGPU_FN static ShapedThread rsgpu_enter() {
    if constexpr (!Verified) {
      if (!(RSGPU_SHAPE_CHECKS || RSGPU_BACKEND_HOST || Always))
        return ShapedThread(); // unchecked build: no proof, so no assumption
      Dim3 b = detail::hw_block_dim();
      if (RSGPU_UNLIKELY(!detail::launch_fits<D>(detail::hw_grid_dim(), b) ||
                         b.x != BX || b.y != BY))
        detail::cold_panic("kernel takes a ShapedThread of {} x {} threads "
                           "per block: the launch has another block shape "
                           "or dimensionality",
                           __FILE__, __LINE__, BX, BY);
    }
    detail::assume_block_shape<BX, BY>();
    return ShapedThread();
  }
  constexpr ShapedThread() = default;
};

/// A Thread1D in a block of BX threads.
template <unsigned BX> using Thread1DOf = ShapedThread<1, BX, 1>;
/// A Thread2D in a block of BX x BY threads.
template <unsigned BX, unsigned BY> using Thread2DOf = ShapedThread<2, BX, BY>;

namespace detail {
template <int D, unsigned BX, unsigned BY>
struct is_shaped_thread<ShapedThread<D, BX, BY>> : std::true_type {};

template <class F> struct first_param { using type = void; };
template <class R, class C, class P0, class... P>
struct first_param<R (C::*)(P0, P...) const> {
  using type = P0;
};
template <class R, class C, class P0, class... P>
struct first_param<R (C::*)(P0, P...) const noexcept> {
  using type = P0;
};
/// The ShapedThread kernel K takes (its operator()'s first parameter), or
/// NoShape (another handle, or an operator() that is a template or
/// overloaded: then the entry point checks the shape on the device).
template <class K, class = void> struct kernel_shape { using type = NoShape; };
template <class K>
struct kernel_shape<K, std::void_t<decltype(&K::operator())>> {
  using P = std::decay_t<typename first_param<decltype(&K::operator())>::type>;
  using type = std::conditional_t<is_shaped_thread<P>::value, P, NoShape>;
};
template <class K> using kernel_shape_t = typename kernel_shape<K>::type;

/// launch()'s host-side check for a ShapedThread kernel: the dimensionality
/// and the block shape. False when the launch fits (or K takes no
/// ShapedThread).
template <class K> inline bool shape_mismatch(Dim3 grid, Dim3 block) {
  using S = kernel_shape_t<K>;
  if constexpr (is_shaped_thread<S>::value) {
    return !launch_fits<S::dims>(grid, block) || block.x != S::block_x ||
           block.y != S::block_y || block.z != 1;
  } else {
    (void)grid, (void)block;
    return false;
  }
}
} // namespace detail

} // namespace rsgpu
