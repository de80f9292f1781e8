// S8 (rsgpu-check, helpers that reach a barrier, docs/checker.md): the barrier
// helper as a lambda, a lambda handed to a template helper, recursion whose
// depth is the thread's, two helpers calling each other, a struct argument or
// a reference argument carrying the thread-dependent flag, a flag passed on
// through a second helper, a member function. Each reached by part of the
// block: RG0404 at the call.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

template <class F> RSGPU_FN void call(F f) { f(); }
RSGPU_FN void rec(rsgpu::Block b, unsigned n) {
  if (n == 0u)
    return;
  b.sync();
  rec(b, n - 1u);
}
RSGPU_FN void ping(rsgpu::Block b, unsigned n);
RSGPU_FN void pong(rsgpu::Block b, unsigned n) {
  b.sync();
  if (n > 0u)
    ping(b, n - 1u);
}
RSGPU_FN void ping(rsgpu::Block b, unsigned n) {
  if (n > 0u)
    pong(b, n - 1u);
}
struct Cfg {
  bool c;
};
RSGPU_FN void sync_cfg(rsgpu::Block b, Cfg c) {
  if (c.c)
    b.sync();
}
RSGPU_FN void sync_ref(rsgpu::Block b, const bool &c) {
  if (c)
    b.sync();
}
RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN void outer(rsgpu::Block b, bool c) { sync_if(b, c); }
struct Syncer {
  rsgpu::Block b;
  RSGPU_FN void go() const { b.sync(); }
};

struct Shapes {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    auto f = [b] { b.sync(); };
    // CHECK: warning[RG0404]: barrier `operator()` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (tid < 32u)
      f();
    // CHECK: warning[RG0404]: barrier `call` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (tid < 32u)
      call([b] { b.sync(); });
    // CHECK: warning[RG0404]: barrier `rec` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    rec(b, tid % 4u);
    // CHECK: warning[RG0404]: barrier `ping` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    ping(b, tid % 4u);
    // CHECK: warning[RG0404]: barrier `sync_cfg` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    sync_cfg(b, Cfg{tid < 32u});
    bool c = tid < 32u;
    // CHECK: warning[RG0404]: barrier `sync_ref` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    sync_ref(b, c);
    // CHECK: warning[RG0404]: barrier `outer` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    outer(b, c);
    Syncer s{b};
    // CHECK: warning[RG0404]: barrier `go` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_shapes_flagged.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (tid < 32u)
      s.go();
  }
};
