// S9 (rsgpu-check, RG0405): the warp-level twins of the S8 taint holes: the
// lane computed by the program's own helper (`lane_of(w)` returns `w.lane()`),
// a flag assigned under a lane condition, and one reduce helper called in both
// arms with different flags. Expected: RG0405 for each.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN unsigned lane_of(rsgpu::Warp w) { return w.lane(); }
RSGPU_FN float reduce_if(rsgpu::Warp w, float v, bool c) {
  return c ? w.reduce(v, rsgpu::Plus{}) : v;
}

struct LaneFromHelper {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    if (lane_of(w) < 16u)
      // CHECK: warning[RG0405]: warp collective `reduce` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_rt5_chk_lane_through_helper_or_flag.cpp:[[@LINE+1]]:{{[0-9]+}}
      v = w.reduce(v, rsgpu::Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct FlagSetUnderLane {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    bool c = false;
    if (w.lane() < 16u)
      c = true;
    if (c)
      // CHECK: warning[RG0405]: warp collective `reduce` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_rt5_chk_lane_through_helper_or_flag.cpp:[[@LINE+1]]:{{[0-9]+}}
      v = w.reduce(v, rsgpu::Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct ReduceHelperArmsDifferentFlags {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    // CHECK: warning[RG0405]: warp collective `reduce_if` may run in a divergent warp (S9)
    // CHECK-NEXT: --> {{.*}}S9_rt5_chk_lane_through_helper_or_flag.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (w.lane() < 16u)
      v = reduce_if(w, v, true);
    else
      v = reduce_if(w, v, false);
    if (auto e = y.mine(t))
      *e = v;
  }
};
