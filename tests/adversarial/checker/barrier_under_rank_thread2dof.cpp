// S8: a barrier under thread_rank() < 32 in a
// Thread2DOf<X, Y> kernel.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct FirstWarpOnly {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<16, 16> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: {{(warning|error)}}[RG0404]: {{.*}}(S8)
    // CHECK-NEXT: --> {{.*}}barrier_under_rank_thread2dof.cpp:[[@LINE+2]]
    if (b.thread_rank() < 32)
      b.sync();
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};
