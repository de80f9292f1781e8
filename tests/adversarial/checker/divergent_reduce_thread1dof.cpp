// S9: the checker skipped kernels whose thread parameter
// is a shaped handle; a divergent warp reduce must be flagged as with Thread1D.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct HalfWarpSum {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<256> t,
                           rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = x[t.global_id()];
    // CHECK: {{(warning|error)}}[RG0405]: {{.*}}(S9)
    // CHECK-NEXT: --> {{.*}}divergent_reduce_thread1dof.cpp:[[@LINE+2]]
    if (w.lane() < 16)
      v = w.reduce(v, rsgpu::Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};
