// S9: warp collectives (shuffles, ballot, reduce) under a condition on the
// lane or thread index run in a divergent warp.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct LaneZero {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    if (w.lane() < 16) {
      // CHECK: warning[RG0405]: warp collective `reduce` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_warp_collective_under_lane_condition.cpp:[[@LINE+3]]:13
      // CHECK: note: whether it runs depends on this condition, which differs between lanes of a warp
      // CHECK-NEXT: --> {{.*}}S9_warp_collective_under_lane_condition.cpp:[[@LINE-4]]:9
      v = w.reduce(v, rsgpu::Plus{});
    }
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct Guarded {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    std::size_t i = t.global_id();
    if (i < x.len()) {
      float v = x[i];
      // CHECK: warning[RG0405]: warp collective `shfl_down` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_warp_collective_under_lane_condition.cpp:[[@LINE+1]]:14
      v += w.shfl_down(v, 1);
      // CHECK: warning[RG0405]: warp collective `ballot` may run in a divergent warp (S9)
      unsigned m = w.ballot(v > 0.0f);
      (void)m;
    }
  }
};
