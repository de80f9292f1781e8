// S9: a shuffle inside a loop whose trip count depends on the lane, and a
// warp collective after a lane-dependent early return.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Tail {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    for (unsigned d = 1; d <= w.lane(); d *= 2)
      // CHECK: warning[RG0405]: warp collective `shfl_up` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_shuffle_in_lane_dependent_loop.cpp:[[@LINE+1]]:14
      v += w.shfl_up(v, d);
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct Early {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    if (w.thread_rank() == 31)
      return;
    // CHECK: warning[RG0405]: warp collective `any` may run in a divergent warp (S9)
    // CHECK-NEXT: --> {{.*}}S9_shuffle_in_lane_dependent_loop.cpp:[[@LINE+1]]:18
    bool any = w.any(true);
    (void)any;
  }
};
