// S9 negative: one warp barrier written in each arm of a lane-dependent
// branch, every copy naming the same explicit site (`w.sync("k.mir", 40u)`,
// `w.sync_lanes(m, "k.mir", 40u)` with one mask: what rsgpu-gen emits where
// rustc copied one `sync_warp` into both arms), is one warp barrier: every
// path from the branch to the point where the arms join passes exactly one
// copy, so every lane arrives once (`__syncwarp` lets lanes arrive at
// different instructions). The near misses are in
// S9_joined_warp_barrier_copies_near_misses.cpp.
// EXIT: 0
// ARGS: --deny-warnings
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct WarpTwoArms {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = 0.0f;
    if (w.thread_rank() < 16u) {
      v = 1.0f;
      w.sync("k.mir", 40u);
      v += 2.0f;
    } else {
      w.sync("k.mir", 40u);
    }
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct LanesTwoArmsConstantMask {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane % 2u == 0u) {
      w.sync_lanes(0xffffffffu, "k.mir", 52u);
    } else {
      if (lane > 64u)
        RSGPU_PANIC("no such lane");
      w.sync_lanes(0xffffffffu, "k.mir", 52u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

struct LanesNestedArmsOneMaskVariable {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned m) const {
    auto w = t.block().warp();
    unsigned lane = w.thread_rank();
    if (lane < 16u) {
      if (lane < 8u)
        w.sync_lanes(m, "k.mir", 64u);
      else
        w.sync_lanes(m, "k.mir", 64u);
    } else {
      w.sync_lanes(m, "k.mir", 64u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// A block barrier's copies under a warp-uniform-only branch are the S8 rule's.
struct WarpCopiesThenBlockBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    if (w.thread_rank() < 4u)
      w.sync("k.mir", 80u);
    else
      w.sync("k.mir", 80u);
    b.sync();
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};
