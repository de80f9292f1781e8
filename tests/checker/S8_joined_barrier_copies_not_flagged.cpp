// S8 negative: one barrier written in each arm of a thread-dependent branch,
// every copy naming the same explicit site (`b.sync("k.mir", 40u)`, what
// rsgpu-gen emits where rustc copied one barrier into both arms), is one
// barrier: every path from the branch to the point where the arms join
// passes exactly one copy, so every thread arrives once. The near misses are
// in S8_joined_barrier_copies_near_misses.cpp.
// EXIT: 0
// ARGS: --deny-warnings
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct TwoArms {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    float v = 0.0f;
    if (tid < 64u) {
      v = 1.0f;
      b.sync("k.mir", 40u);
      v += 2.0f;
    } else {
      b.sync("k.mir", 40u);
    }
    b.sync();
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct NestedArms {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    if (tid < 64u) {
      if (tid < 32u)
        b.sync("k.mir", 52u);
      else
        b.sync("k.mir", 52u);
    } else {
      b.sync("k.mir", 52u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

struct ArmThatPanics {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    if (tid < 64u) {
      b.sync("k.mir", 64u);
    } else {
      if (tid > 4096u)
        RSGPU_PANIC("block too large");
      b.sync("k.mir", 64u);
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// rustc's O3 threads a repeated `tid < 64` test across barriers: each path
// from the branch passes two copies, the first of one site then the second
// of another (rsgpu-gen's barrier groups by position), one arm re-testing.
struct TwoBarriersPerPath {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    float v = 0.0f;
    if (tid < 64u) {
      v = 1.0f;
      b.sync("k.mir", 80u);
      v += 2.0f;
      b.sync("k.mir", 81u);
    } else {
      b.sync("k.mir", 80u);
      if (tid < 64u)
        v = 3.0f;
      b.sync("k.mir", 81u);
    }
    if (auto e = y.mine(t))
      *e = v;
  }
};
