#pragma once
// Thread, Block and Grid handles: the identity of the running GPU thread.
// A kernel receives a Thread as its first parameter; only launch() makes one.
//
//   struct Saxpy {
//     RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
//                              rsgpu::SliceMut<float> y, float a) const {
//       if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
//     }
//   };
#include "../core/config.hpp"
#include "../core/dim3.hpp"
#if RSGPU_BACKEND_HOST
#include "../backend/host/executor.hpp"
#endif

namespace rsgpu {

namespace detail {
struct HandleFactory;

#if RSGPU_BACKEND_CUDA
RSGPU_FN Dim3 hw_thread_idx() {
#if defined(__CUDA_ARCH__)
  return {threadIdx.x, threadIdx.y, threadIdx.z};
#else
  return {0, 0, 0};
#endif
}
RSGPU_FN Dim3 hw_block_idx() {
#if defined(__CUDA_ARCH__)
  return {blockIdx.x, blockIdx.y, blockIdx.z};
#else
  return {0, 0, 0};
#endif
}
RSGPU_FN Dim3 hw_block_dim() {
#if defined(__CUDA_ARCH__)
  return {blockDim.x, blockDim.y, blockDim.z};
#else
  return {1, 1, 1};
#endif
}
RSGPU_FN Dim3 hw_grid_dim() {
#if defined(__CUDA_ARCH__)
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
} // namespace detail

/// The grid: extents of the launch.
class Grid {
public:
  RSGPU_FN Dim3 dim() const { return detail::hw_grid_dim(); }
  /// Total number of threads in the grid.
  RSGPU_FN unsigned long long size() const {
    return dim().volume() * detail::hw_block_dim().volume();
  }

private:
  friend struct detail::HandleFactory;
  friend class Thread;
  constexpr Grid() = default;
};

/// The running thread's block. Block::sync() is the block barrier (S8).
class Block {
public:
  RSGPU_FN Dim3 idx() const { return detail::hw_block_idx(); }
  RSGPU_FN Dim3 dim() const { return detail::hw_block_dim(); }
  /// Linear index of this block in the grid.
  RSGPU_FN unsigned long long linear_idx() const {
    return detail::hw_grid_dim().linear(idx());
  }
  /// Linear index of the running thread within the block.
  RSGPU_FN unsigned thread_rank() const {
    return unsigned(dim().linear(detail::hw_thread_idx()));
  }
  /// Block barrier: every thread of the block must reach it (S8).
  RSGPU_FN void sync() const {
#if RSGPU_BACKEND_CUDA
#if defined(__CUDA_ARCH__)
    __syncthreads();
#endif
#else
    detail::host::block_sync();
#endif
  }

private:
  friend struct detail::HandleFactory;
  friend class Thread;
  constexpr Block() = default;
};

/// The running GPU thread.
class Thread {
public:
  RSGPU_FN Dim3 thread_idx() const { return detail::hw_thread_idx(); }
  RSGPU_FN Dim3 block_idx() const { return detail::hw_block_idx(); }
  RSGPU_FN Dim3 block_dim() const { return detail::hw_block_dim(); }
  RSGPU_FN Dim3 grid_dim() const { return detail::hw_grid_dim(); }

  /// blockIdx.x * blockDim.x + threadIdx.x — the 1-D global index.
  RSGPU_FN unsigned long long global_id() const {
    return 1ull * block_idx().x * block_dim().x + thread_idx().x;
  }
  /// A grid-wide index unique to this thread, for any grid/block shape.
  RSGPU_FN unsigned long long global_linear_id() const {
    Dim3 bd = block_dim();
    return grid_dim().linear(block_idx()) * bd.volume() +
           bd.linear(thread_idx());
  }
  /// Total threads in the grid (the grid-stride step).
  RSGPU_FN unsigned long long grid_size() const { return Grid().size(); }

  RSGPU_FN Block block() const { return Block(); }
  RSGPU_FN Grid grid() const { return Grid(); }

private:
  friend struct detail::HandleFactory;
  constexpr Thread() = default;
};

namespace detail {
/// launch() and the emulator make handles; user code cannot.
struct HandleFactory {
  RSGPU_FN static Thread thread() { return Thread(); }
  RSGPU_FN static Block block() { return Block(); }
};
} // namespace detail

} // namespace rsgpu
