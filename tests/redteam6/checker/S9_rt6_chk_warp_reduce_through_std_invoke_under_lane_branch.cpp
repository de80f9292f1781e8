// S9 (rsgpu-check): `if (w.lane() < 16u) v = std::invoke([&] { return
// w.reduce(v, Plus{}); });` — a warp collective in a lambda called through
// std::invoke under a lane branch. Expected RG0405.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <functional>
struct WarpInvoke {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 1.0f;
    // CHECK: warning[RG0405]:
    // CHECK-NEXT: --> {{.*}}S9_rt6_chk_warp_reduce_through_std_invoke_under_lane_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (w.lane() < 16u) v = std::invoke([&] { return w.reduce(v, rsgpu::Plus{}); });
    if (auto e = y.mine(t)) *e = v;
  }
};
