// S8, S9: kernels whose thread parameter is a
// ShapedThread (Thread1DOf<N>, Thread2DOf<X, Y>) are kernels too: the model
// recognises thread handles by the library's mark (`rsgpu_thread_handle`),
// which ShapedThread inherits, not by a list of names.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct DivergentReduce {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<256> t,
                           rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    if (w.lane() < 16) {
      // CHECK: warning[RG0405]: warp collective `reduce` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_shaped_thread_kernels_checked.cpp:[[@LINE+1]]:13
      v = w.reduce(v, rsgpu::Plus{});
    }
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct RawBarrier {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<16, 16> t,
                           rsgpu::SliceMut<float> y) const {
    // CHECK: warning[RG0406]: raw `__syncthreads` in device code bypasses rsgpu's checks
    // CHECK-NEXT: --> {{.*}}S9_shaped_thread_kernels_checked.cpp:[[@LINE+1]]:5
    __syncthreads();
    (void)t, (void)y;
  }
};

struct BarrierUnderRank {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<128> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 32) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S9_shaped_thread_kernels_checked.cpp:[[@LINE+1]]:9
      b.sync();
    }
    (void)y;
  }
};

struct PartialWarpUnderLane {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<48> t,
                           rsgpu::SliceMut<unsigned> y) const {
    auto pw = t.block().warp_partial();
    unsigned bits = 0;
    if (pw.lane() != 3) {
      // CHECK: warning[RG0405]: warp collective `ballot` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_shaped_thread_kernels_checked.cpp:[[@LINE+1]]:17
      bits = pw.ballot(true);
    }
    if (auto e = y.mine(t))
      *e = bits;
  }
};
// CHECK-NOT: RG04
