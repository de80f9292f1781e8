// S8/S9 negative: the near misses of S8_taint_through_calls_memory_and_
// assignments and of red team 5's cases: helpers and lambdas returning or
// storing block-uniform values, a flag assigned under a block-uniform branch,
// a warp-uniform flag around a warp collective, one helper called in both
// arms of a thread branch with the same constant or the same uniform
// variable (the calls join), and a function pointer that cannot reach a
// barrier called under a thread branch. No RG04xx.
// EXIT: 0
// ARGS: --deny-warnings
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN unsigned half_of(rsgpu::Block b) { return b.size() / 2u; }
RSGPU_FN void set_to(unsigned &out, unsigned v) { out = v; }
RSGPU_FN void store_one(rsgpu::SliceMut<float> y, rsgpu::Thread t) {
  if (auto e = y.mine(t))
    *e = 1.0f;
}

struct UniformHelperResults {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned n = 0u;
    set_to(n, 3u);
    unsigned a[2] = {0u, 0u};
    a[1] = half_of(b);
    unsigned x = 0u;
    unsigned *p = &x;
    *p = static_cast<unsigned>(y.len());
    unsigned m = static_cast<unsigned>(y.len());
    auto big = [m] { return m > 64u; };
    if (n > 2u && a[1] > 16u && x > 0u && big())
      b.sync();
  }
};

struct FlagUnderUniformBranches {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    bool c = false;
    if (y.len() > 64u)
      c = true;
    if (c)
      b.sync();
    bool lead = false;
    if (w.id() == 0u)
      lead = true;
    float v = 1.0f;
    if (lead)
      v = w.reduce(v, rsgpu::Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct SameArgumentsInBothArms {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool go = y.len() > 4u;
    if (b.thread_rank() < 64u) {
      store_one(y, t);
      sync_if(b, true);
    } else {
      sync_if(b, true);
    }
    if (b.thread_rank() < 32u)
      sync_if(b, go);
    else
      sync_if(b, go);
  }
};

struct PointerToNonBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    void (*fp)(rsgpu::SliceMut<float>, rsgpu::Thread) = &store_one;
    if (b.thread_rank() < 32u)
      fp(y, t);
    b.sync();
  }
};
