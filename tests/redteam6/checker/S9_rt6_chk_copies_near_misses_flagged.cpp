// S8/S9 (rsgpu-check): barrier copies with one explicit site that must not
// join (docs/checker.md: k block barriers per path, the same site at each
// position): a block barrier against a warp barrier of the same site, a
// uniform loop of n copies against one, an early return after the first of
// two positions, `w.sync` against `w.sync_lanes(full mask)` of one site
// under a lane branch (another kind). Each reported. Pass.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
struct BlockVsWarpSameSite {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    auto w = b.warp();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync("k.mir", 10u);
    } else {
      // CHECK: warning[RG0405]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      w.sync("k.mir", 10u);
    }
  }
};
struct UniformLoopVsOne {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>, unsigned n) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      for (unsigned i = 0; i < n; ++i) b.sync("k.mir", 20u);
    } else {
      // CHECK: warning[RG0404]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync("k.mir", 20u);
    }
  }
};
struct ReturnAfterFirstOfTwo {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>, unsigned n) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync("k.mir", 30u);
      if (n > 3u) return;
      // CHECK: warning[RG0404]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync("k.mir", 31u);
    } else {
      b.sync("k.mir", 30u);
      b.sync("k.mir", 31u);
    }
  }
};
struct SameSiteDifferentKinds2 {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    auto w = b.warp();
    if (w.lane() < 16u) {
      // CHECK: warning[RG0405]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      w.sync("k.mir", 50u);
    } else {
      // CHECK: warning[RG0405]:
      // CHECK-NEXT: --> {{.*}}S9_rt6_chk_copies_near_misses_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
      w.sync_lanes(0xffffffffu, "k.mir", 50u);
    }
  }
};
