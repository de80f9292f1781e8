// S9: copies of one warp barrier in the arms of a lane-dependent branch are
// one barrier only when every path from the branch to the join passes
// exactly one of them, all naming one site and one mask
// (S9_joined_warp_barrier_copies_not_flagged). Each case here breaks that.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

// One arm passes the site twice: its lanes arrive twice.
struct ExtraWarpCopyInOneArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 20u);
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 20u);
    } else {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 20u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// Two sites: two warp barriers, each reached by part of the warp.
struct DifferentWarpSites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 30u);
    } else {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 31u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// One site, two masks: not one `__syncwarp(mask)`.
struct DifferentMasks {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync_lanes` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync_lanes(0x0000ffffu, "k.mir", 32u);
    } else {
      // CHECK: warning[RG0405]: warp collective `sync_lanes` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync_lanes(0xffffffffu, "k.mir", 32u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// One site, masks in two variables: not proven one mask.
struct MasksInTwoVariables {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y, unsigned m, unsigned n) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync_lanes` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync_lanes(m, "k.mir", 34u);
    } else {
      // CHECK: warning[RG0405]: warp collective `sync_lanes` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync_lanes(n, "k.mir", 34u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// The other arm returns: its lanes never arrive.
struct OtherArmReturnsWarp {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 40u);
    } else {
      return;
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// A shuffle in the other arm is not a copy of the warp barrier.
struct ShuffleInOtherArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    float v = 1.0f;
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 50u);
    } else {
      // CHECK: warning[RG0405]: warp collective `shfl_down` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:13
      v = w.shfl_down(v, 1u);
    }
    (void)v;
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// A default site never joins.
struct DefaultWarpSite {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync();
    } else {
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 60u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// A copy in a loop whose trip count depends on the lane.
struct WarpCopyInLaneLoop {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    for (unsigned i = 0; i < lane % 3u; ++i)
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 70u);
    if (lane < 16u)
      // CHECK: warning[RG0405]: warp collective `sync` may run in a divergent warp (S9)
      // CHECK-NEXT: --> {{.*}}S9_joined_warp_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      w.sync("k.mir", 70u);
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

