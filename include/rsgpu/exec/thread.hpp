#pragma once
// Thread, Block and Grid handles: the identity of the running GPU thread.
// A kernel receives a Thread as its first parameter; only launch() makes one.
//
// A kernel that is launched with a 1-D (or 2-D) grid and block may take
// Thread1D (Thread2D) instead: indices then cost what blockIdx.x * blockDim.x +
// threadIdx.x costs in hand-written CUDA, and stay unique per thread because
// the launch shape is checked (a panic when it does not fit; see
// docs/device/thread.md).
//
//   struct Saxpy {
//     RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
//                              rsgpu::SliceMut<float> y, float a) const {
//       if (auto yi = rsgpu::mine(y, t)) *yi = a * x[yi.index()] + *yi;
//     }
//   };
#include <cstddef>
#include <type_traits>
#include <utility>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../core/dim3.hpp"
#include "../backend/panic.hpp"
#include "detail/shape_checks.hpp"

#if RSGPU_BACKEND_HOST
#include "../backend/host/executor.hpp"
#endif

namespace rsgpu {

template <int D> class BasicThread;
template <int D> class BasicBlock;
template <unsigned N> class Tile;
class PartialWarp;
class Cluster;
template <int D, unsigned BX, unsigned BY> class ShapedThread;

namespace detail {
struct HandleFactory;
/// What launch() checked on the host for a kernel that takes a ShapedThread
/// (the kernel's first parameter type), or NoShape.
struct NoShape {};
template <bool HostChecked = false, class Shape = NoShape> struct EntryThread;
/// True for ShapedThread<D, BX, BY> (exec/shaped_thread.hpp).
template <class T> struct is_shaped_thread : std::false_type {};

#if RSGPU_BACKEND_CUDA
RSGPU_FN Dim3 hw_thread_idx() {
#if RSGPU_DEVICE_PASS
  return {threadIdx.x, threadIdx.y, threadIdx.z};
#else
  return {0, 0, 0};
#endif
}
RSGPU_FN Dim3 hw_block_idx() {
#if RSGPU_DEVICE_PASS
  return {blockIdx.x, blockIdx.y, blockIdx.z};
#else
  return {0, 0, 0};
#endif
}
RSGPU_FN Dim3 hw_block_dim() {
#if RSGPU_DEVICE_PASS
  return {blockDim.x, blockDim.y, blockDim.z};
#else
  return {1, 1, 1};
#endif
}
RSGPU_FN Dim3 hw_grid_dim() {
#if RSGPU_DEVICE_PASS
  return {gridDim.x, gridDim.y, gridDim.z};
#else
  return {1, 1, 1};
#endif
}
#else
inline Dim3 hw_thread_idx() { return host::current().thread_idx; }
inline Dim3 hw_block_idx() { return host::current().block_idx; }
inline Dim3 hw_block_dim() { return host::current().launch->block; }
inline Dim3 hw_grid_dim() { return host::current().launch->grid; }
#endif

// A D-dimensional handle sees coordinates beyond D as 0 and extents as 1:
// constants the compiler folds, which is where Thread1D's savings come from.
template <int D> RSGPU_FN Dim3 clip_idx(Dim3 v) {
  return {v.x, D > 1 ? v.y : 0u, D > 2 ? v.z : 0u};
}
template <int D> RSGPU_FN Dim3 clip_dim(Dim3 v) {
  return {v.x, D > 1 ? v.y : 1u, D > 2 ? v.z : 1u};
}

/// Whether the running launch has the shape a D-dimensional handle needs:
/// extents beyond D are 1 and, per used dimension, fewer than 2^32 threads (the
/// 32-bit global index must not wrap, or two threads would share it).
template <int D> RSGPU_FN bool launch_fits(Dim3 g, Dim3 b) {
  constexpr unsigned long long lim = 1ull << 32;
  bool ok = 1ull * g.x * b.x < lim;
  if (D < 3) ok = ok && g.z == 1 && b.z == 1;
  if (D < 2) ok = ok && g.y == 1 && b.y == 1;
  if (D == 2) ok = ok && 1ull * g.y * b.y < lim;
  return ok;
}

/// The device-side shape check behind Thread -> Thread1D/2D (S5): in every
/// build, RSGPU_NO_BOUNDS_CHECKS included (RSGPU_SHAPE_CHECKS).
template <int D>
RSGPU_FN void check_launch_shape(bool always = false,
                                 const char *file = __builtin_FILE(),
                                 unsigned line = __builtin_LINE()) {
  if constexpr (D < 3) {
    if (RSGPU_SHAPE_CHECKS || RSGPU_BACKEND_HOST || always) {
      if (RSGPU_UNLIKELY(!launch_fits<D>(hw_grid_dim(), hw_block_dim())))
        cold_panic(D == 1 ? "kernel takes Thread1D but the launch is not 1-D "
                            "or has 2^32 threads or more"
                          : "kernel takes Thread2D but the launch is 3-D or "
                            "has 2^32 threads or more in one dimension",
                   file, line, D);
    }
  } else {
    (void)always, (void)file, (void)line;
  }
}

template <class A, class B> struct Pair {
  A first;
  B second;
};
template <class A, class B, class C> struct Triple {
  A first;
  B second;
  C third;
};
} // namespace detail

/// The grid: extents of the launch.
class Grid : public detail::ExecHandle<Grid> {
public:
  RSGPU_FN Dim3 dim() const { return detail::hw_grid_dim(); }
  /// Total number of threads in the grid.
  RSGPU_FN unsigned long long size() const {
    return dim().volume() * detail::hw_block_dim().volume();
  }

private:
  friend struct detail::HandleFactory;
  template <int> friend class BasicThread;
  constexpr Grid() = default;
};

/// The running thread's block (D: how many dimensions the kernel uses).
/// Block::sync() is the block barrier (S8); sync(std::move(shared)...) is the
/// barrier that also moves SharedSlices to their next phase.
///
///   auto b = t.block();
///   auto tile = rsgpu::shared<float, 256>(b, [] {});  // write phase
///   tile.mine(b) = x;                                  // own slot only
///   auto r = b.sync(std::move(tile));                  // read phase
///   float left = r[(b.thread_rank() + 255) % 256];
template <int D> class BasicBlock : public detail::ExecHandle<BasicBlock<D>> {
  static_assert(D >= 1 && D <= 3, "a block has 1, 2 or 3 dimensions");

public:
  static constexpr int dims = D;

  RSGPU_FN Dim3 idx() const {
    return detail::clip_idx<D>(detail::hw_block_idx());
  }
  RSGPU_FN Dim3 dim() const {
    return detail::clip_dim<D>(detail::hw_block_dim());
  }
  RSGPU_FN Dim3 thread_idx() const {
    return detail::clip_idx<D>(detail::hw_thread_idx());
  }
  /// Linear index of this block in the grid.
  RSGPU_FN unsigned long long linear_idx() const {
    return detail::clip_dim<D>(detail::hw_grid_dim()).linear(idx());
  }
  /// Linear index of the running thread within the block (x fastest).
  RSGPU_FN unsigned thread_rank() const {
    Dim3 t = thread_idx(), d = dim();
    if constexpr (D == 1) return t.x;
    else if constexpr (D == 2) return t.y * d.x + t.x;
    else return (t.z * d.y + t.y) * d.x + t.x;
  }
  /// Threads in the block.
  RSGPU_FN unsigned size() const {
    Dim3 d = dim();
    return d.x * d.y * d.z;
  }

  /// Block barrier: every thread of the block must reach it (S8). `file` and
  /// `line` default to the call site (nothing on CUDA): the emulator's
  /// synccheck reports threads of one block waiting at different barriers.
  RSGPU_FN void sync(const char *file = __builtin_FILE(),
                     unsigned line = __builtin_LINE()) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
#if RSGPU_DEVICE_PASS
    __syncthreads();
#endif
#else
    detail::host::block_sync(file, line);
#endif
  }
  /// Barrier that consumes shared-memory handles in one phase and returns them
  /// in the next (write -> read, read -> write, atomic -> read, collective
  /// storage in use -> free). `Next` picks another phase where one is allowed
  /// (`b.sync<rsgpu::phase::Atomic>(std::move(s))`). One handle comes back as
  /// is, two or three as a struct for structured bindings.
  template <class Next = void, class S0>
  RSGPU_FN auto sync(S0 &&s0, const char *file = __builtin_FILE(),
                     unsigned line = __builtin_LINE()) const {
    static_assert(!std::is_lvalue_reference_v<S0>,
                  "Block::sync(handles...): pass std::move(handle): the "
                  "barrier consumes the old phase (S8)");
    sync(file, line);
    using A = std::decay_t<S0>;
    return A::template rsgpu_after_barrier<Next>(std::move(s0));
  }
  template <class Next = void, class S0, class S1>
  RSGPU_FN auto sync(S0 &&s0, S1 &&s1, const char *file = __builtin_FILE(),
                     unsigned line = __builtin_LINE()) const {
    static_assert(!std::is_lvalue_reference_v<S0> &&
                      !std::is_lvalue_reference_v<S1>,
                  "Block::sync(handles...): pass std::move(handle): the "
                  "barrier consumes the old phase (S8)");
    sync(file, line);
    return after_many<Next>(std::move(s0), std::move(s1));
  }
  template <class Next = void, class S0, class S1, class S2>
  RSGPU_FN auto sync(S0 &&s0, S1 &&s1, S2 &&s2,
                     const char *file = __builtin_FILE(),
                     unsigned line = __builtin_LINE()) const {
    static_assert(!std::is_lvalue_reference_v<S0> &&
                      !std::is_lvalue_reference_v<S1> &&
                      !std::is_lvalue_reference_v<S2>,
                  "Block::sync(handles...): pass std::move(handle): the "
                  "barrier consumes the old phase (S8)");
    sync(file, line);
    return after_many<Next>(std::move(s0), std::move(s1), std::move(s2));
  }
  template <class Next = void, class S0, class S1, class S2, class S3,
            class... S>
  RSGPU_FN void sync(S0 &&, S1 &&, S2 &&, S3 &&, S &&...) const {
    static_assert(sizeof(S0) == 0, "Block::sync: at most three handles");
  }

  /// Barrier that moves a SharedSlice to its split phase at k (S8): slots
  /// below k are each written by their own thread (`s.lower_mine(b)`), slots
  /// from k are read by anyone (`s.upper(i)`, slot k + i) — one barrier per
  /// step of a tree reduction (docs/device/shared.md). The result has the
  /// same type for every k, so a loop reassigns it.
  template <class S>
  RSGPU_FN auto sync_split_at(S &&s, unsigned k,
                              const char *file = __builtin_FILE(),
                              unsigned line = __builtin_LINE()) const {
    static_assert(!std::is_lvalue_reference_v<S>,
                  "Block::sync_split_at(handle, k): pass std::move(handle): "
                  "the barrier consumes the old phase (S8)");
    sync(file, line);
    return std::decay_t<S>::rsgpu_after_barrier_split(std::move(s), k, file,
                                                      line);
  }

  /// The running thread's warp (a converged point: the whole block reaches
  /// it together). Needs <rsgpu/exec/warp.hpp>.
  template <class W = Tile<32>>
  RSGPU_FN W warp(const char *file = __builtin_FILE(),
                  unsigned line = __builtin_LINE()) const {
    return W::rsgpu_from_block(*this, file, line);
  }
  /// The running thread's tile of N consecutive threads (N a power of two
  /// <= 32). Needs <rsgpu/exec/warp.hpp>.
  template <unsigned N, class W = Tile<N>>
  RSGPU_FN W tile(const char *file = __builtin_FILE(),
                  unsigned line = __builtin_LINE()) const {
    return W::rsgpu_from_block(*this, file, line);
  }
  /// The running thread's warp with only the lanes that exist (a partial
  /// last warp allowed): collectives over those lanes. Needs
  /// <rsgpu/exec/warp.hpp>.
  template <class W = PartialWarp> RSGPU_FN W warp_partial() const {
    return W::rsgpu_from_block(*this);
  }
  /// The thread-block cluster (sm_90+). Needs <rsgpu/exec/cluster.hpp>.
  template <class C = Cluster> RSGPU_FN C cluster() const {
    return C::rsgpu_from_block(*this);
  }

private:
  template <class Next, class A, class B>
  RSGPU_FN static auto after_many(A &&a, B &&b) {
    using RA = decltype(A::template rsgpu_after_barrier<Next>(std::move(a)));
    using RB = decltype(B::template rsgpu_after_barrier<Next>(std::move(b)));
    return detail::Pair<RA, RB>{
        A::template rsgpu_after_barrier<Next>(std::move(a)),
        B::template rsgpu_after_barrier<Next>(std::move(b))};
  }
  template <class Next, class A, class B, class C>
  RSGPU_FN static auto after_many(A &&a, B &&b, C &&c) {
    using RA = decltype(A::template rsgpu_after_barrier<Next>(std::move(a)));
    using RB = decltype(B::template rsgpu_after_barrier<Next>(std::move(b)));
    using RC = decltype(C::template rsgpu_after_barrier<Next>(std::move(c)));
    return detail::Triple<RA, RB, RC>{
        A::template rsgpu_after_barrier<Next>(std::move(a)),
        B::template rsgpu_after_barrier<Next>(std::move(b)),
        C::template rsgpu_after_barrier<Next>(std::move(c))};
  }

  friend struct detail::HandleFactory;
  template <int> friend class BasicThread;
  template <int> friend class BasicBlock;
  constexpr BasicBlock() = default;

public:
  /// A block handle of more dimensions is always valid (coordinates beyond D
  /// are 0 in a D-dimensional launch).
  template <int E, class = std::enable_if_t<(E > D)>>
  RSGPU_FN operator BasicBlock<E>() const {
    return BasicBlock<E>();
  }
};

/// The running GPU thread (D: how many dimensions the kernel uses).
template <int D>
class BasicThread : public detail::ExecHandle<BasicThread<D>> {
  static_assert(D >= 1 && D <= 3, "a thread has 1, 2 or 3 dimensions");

public:
  static constexpr int dims = D;
  /// The library's mark of a thread handle (inherited by ShapedThread): what
  /// tools such as rsgpu-check recognise kernels by.
  using rsgpu_thread_handle = void;

  RSGPU_FN Dim3 thread_idx() const {
    return detail::clip_idx<D>(detail::hw_thread_idx());
  }
  RSGPU_FN Dim3 block_idx() const {
    return detail::clip_idx<D>(detail::hw_block_idx());
  }
  RSGPU_FN Dim3 block_dim() const {
    return detail::clip_dim<D>(detail::hw_block_dim());
  }
  RSGPU_FN Dim3 grid_dim() const {
    return detail::clip_dim<D>(detail::hw_grid_dim());
  }

  /// blockIdx.x * blockDim.x + threadIdx.x — the 1-D global index. For
  /// Thread1D/Thread2D computed in 32 bits (the launch check guarantees it
  /// fits), as hand-written CUDA does.
  RSGPU_FN unsigned long long global_id() const {
#if RSGPU_BACKEND_HOST
    // A 1-D launch (checked): the emulator's precomputed linear id is this.
    if constexpr (D == 1) return detail::host::current_global();
#endif
    if constexpr (D < 3)
      return block_idx().x * block_dim().x + thread_idx().x;
    else
      return 1ull * block_idx().x * block_dim().x + thread_idx().x;
  }
  /// Global (x, y) coordinates of the thread (2-D kernels).
  RSGPU_FN Dim3 global_idx() const {
    Dim3 b = block_idx(), d = block_dim(), t = thread_idx();
    return {b.x * d.x + t.x, b.y * d.y + t.y, b.z * d.z + t.z};
  }
  /// A grid-wide index unique to this thread, for any grid/block shape.
  RSGPU_FN unsigned long long global_linear_id() const {
    if constexpr (D == 1) {
      return global_id();
    } else if constexpr (D == 2) {
      Dim3 g = global_idx();
      return 1ull * g.y * (grid_dim().x * block_dim().x) + g.x;
    } else {
#if RSGPU_BACKEND_HOST
      // The emulator precomputes it per thread: one thread-local read instead
      // of four handle reads and a multiply chain on the hottest host path.
      return detail::host::current_global();
#else
      Dim3 bd = block_dim();
      return grid_dim().linear(block_idx()) * bd.volume() +
             bd.linear(thread_idx());
#endif
    }
  }
  /// Total threads in the grid (the grid-stride step).
  RSGPU_FN unsigned long long grid_size() const {
    if constexpr (D == 1) return grid_dim().x * block_dim().x;
    else return grid_dim().volume() * block_dim().volume();
  }

  RSGPU_FN BasicBlock<D> block() const { return BasicBlock<D>(); }
  RSGPU_FN Grid grid() const { return Grid(); }

  /// Fewer dimensions: checked against the launch shape (panics when the
  /// launch has more dimensions, which would give two threads one index).
  template <int E, class = std::enable_if_t<(E < D)>>
  RSGPU_FN operator BasicThread<E>() const {
    detail::check_launch_shape<E>(true);
    return BasicThread<E>();
  }
  /// More dimensions: always valid.
  template <int E, class = std::enable_if_t<(E > D)>, class = void>
  RSGPU_FN operator BasicThread<E>() const {
    return BasicThread<E>();
  }
  /// A static block shape (exec/shaped_thread.hpp): checked against the
  /// launch on the device, in every build (as narrowing is).
  template <int E, unsigned BX, unsigned BY, class = std::enable_if_t<(E <= D)>>
  RSGPU_FN operator ShapedThread<E, BX, BY>() const {
    return ShapedThread<E, BX, BY>::template rsgpu_enter<false, true>();
  }

private:
  friend struct detail::HandleFactory;
  template <bool, class> friend struct detail::EntryThread;
  template <int> friend class BasicThread;
  template <int, unsigned, unsigned> friend class ShapedThread;
  constexpr BasicThread() = default;
};

using Thread = BasicThread<3>;
using Thread1D = BasicThread<1>;
using Thread2D = BasicThread<2>;
using Block = BasicBlock<3>;
using Block1D = BasicBlock<1>;
using Block2D = BasicBlock<2>;

namespace detail {
/// What an entry point hands a kernel: a Thread that becomes a
/// Thread1D/Thread2D when the kernel asks for one. HostChecked: launch()
/// validated the launch shape on the host (detail/launch_shape.hpp), so the
/// conversion costs nothing; otherwise (entry points that launch() did not
/// check, e.g. rsgpu::jit::call) the shape is checked on the device in checked
/// builds and always on the host backend. A ShapedThread's block shape is
/// free only when it is the Shape launch() checked; otherwise it is checked
/// on the device like the dimensions.
template <bool HostChecked, class Shape> struct EntryThread {
  using rsgpu_thread_handle = void; // see BasicThread
  RSGPU_FN operator BasicThread<3>() const { return BasicThread<3>(); }
  template <int E, class = std::enable_if_t<(E < 3)>>
  RSGPU_FN operator BasicThread<E>() const {
    if constexpr (!HostChecked) check_launch_shape<E>();
    return BasicThread<E>();
  }
  template <class T, class = std::enable_if_t<is_shaped_thread<T>::value>>
  RSGPU_FN operator T() const {
    return T::template rsgpu_enter < HostChecked && std::is_same_v<T, Shape>,
           false > ();
  }

private:
  friend struct HandleFactory;
  constexpr EntryThread() = default;
};

/// launch() and the emulator make handles; user code cannot.
struct HandleFactory {
  RSGPU_FN static EntryThread<> thread() { return EntryThread<>(); }
  /// For launch()'s entry points, after the launch-shape check on the host (detail/launch_shape.hpp)
  /// (Shape: the ShapedThread it checked, if the kernel takes one).
  template <class Shape = NoShape>
  RSGPU_FN static EntryThread<true, Shape> launched_thread() {
    return EntryThread<true, Shape>();
  }
  RSGPU_FN static Block block() { return Block(); }
};

// Probes: each converts only to one thread kind, to ask which one a kernel
// takes.
template <int D> struct ThreadProbe {
  operator BasicThread<D>() const;
};

/// How many dimensions kernel K uses: 1 or 2 when it takes Thread1D/Thread2D.
template <class K, class... Views>
inline constexpr int kernel_dims =
    std::is_invocable_v<const K &, ThreadProbe<3>, Views...>   ? 3
    : std::is_invocable_v<const K &, ThreadProbe<2>, Views...> ? 2
    : std::is_invocable_v<const K &, ThreadProbe<1>, Views...> ? 1
                                                               : 3;

/// A launch requirement a kernel declares beyond its Thread1D/Thread2D shape
/// (e.g. rsgpu-gen's proofs: a single block, blocks of at most C threads):
///   RSGPU_FN static const char *rsgpu_launch_requirement(Dim3 grid,
///                                 Dim3 block, const Views &...views);
/// nullptr when the launch fits, else why not. launch() checks it on the host
/// (Error::InvalidLaunchConfig); entry points launch() did not check
/// (rsgpu::jit::call, the rdc entry) call this on the device and panic.
template <class, class K, class... V> struct has_launch_requirement {
  static constexpr bool value = false;
};
template <class K, class... V>
struct has_launch_requirement<
    std::void_t<decltype(K::rsgpu_launch_requirement(
        Dim3{}, Dim3{}, std::declval<const V &>()...))>,
    K, V...> {
  static constexpr bool value = true;
};
template <class K, class... V>
RSGPU_FN const char *launch_requirement_mismatch(Dim3 grid, Dim3 block,
                                                 const V &...v) {
  if constexpr (has_launch_requirement<void, K, V...>::value)
    return K::rsgpu_launch_requirement(grid, block, v...);
  else
    return ((void)grid, (void)block, ((void)v, ...), nullptr);
}
} // namespace detail

} // namespace rsgpu
