// S8 (rsgpu-check) twins of the red-team-5 helper cases, all correct: the same
// helper with the same argument in both arms (the calls join), a helper
// count uniform in both arms, recursion to a uniform depth, a lambda barrier
// under a block-uniform condition, a flag assigned under a uniform branch, the
// thread rank passed to a parameter no barrier depends on, the rank through a
// helper used only for data. No RG04xx.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN void sync_n(rsgpu::Block b, unsigned n) {
  for (unsigned k = 0; k < n; ++k)
    b.sync();
}
RSGPU_FN void rec(rsgpu::Block b, unsigned n) {
  if (n == 0u)
    return;
  b.sync();
  rec(b, n - 1u);
}
RSGPU_FN float sync_then(rsgpu::Block b, unsigned tid) {
  b.sync();
  return tid < 16u ? 1.0f : 0.0f;
}
RSGPU_FN unsigned tid_of(rsgpu::Thread t) { return t.block().thread_rank(); }

struct Twins {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned n) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    if (tid < 64u)
      sync_if(b, true);
    else
      sync_if(b, true);
    if (tid < 64u)
      sync_n(b, n);
    else
      sync_n(b, n);
    rec(b, n);
    auto f = [b] { b.sync(); };
    if (b.idx().x == 0)
      f();
    bool c = true;
    if (n > 4u)
      c = false;
    sync_if(b, c);
    float v = sync_then(b, tid);
    if (auto e = y.mine(t))
      *e = v + float(tid_of(t));
  }
};
