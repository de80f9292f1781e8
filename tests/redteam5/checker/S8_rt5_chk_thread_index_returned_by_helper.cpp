// S8 (rsgpu-check taint): the thread index computed in the program's own
// helper (`tid_of(t)` returns `t.block().thread_rank()`, `gid_of(t)` returns
// `t.global_id()`, a lambda returning `b.thread_rank()`, a lambda capturing
// it) and used in the caller's condition around a barrier, or in the CUDA
// early return before one. Expected: RG0404 for each.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN unsigned tid_of(rsgpu::Thread t) { return t.block().thread_rank(); }
RSGPU_FN unsigned long long gid_of(rsgpu::Thread t) { return t.global_id(); }

struct RankFromHelper {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (tid_of(t) < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_returned_by_helper.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct EarlyReturnOnHelperGid {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (gid_of(t) >= y.len())
      return;
    // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_returned_by_helper.cpp:[[@LINE+1]]:{{[0-9]+}}
    b.sync();
  }
};

struct RankFromLambda {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto rank = [&] { return b.thread_rank(); };
    if (rank() < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_returned_by_helper.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct LambdaCapturingRank {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    auto small = [tid] { return tid < 32u; };
    if (small())
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_returned_by_helper.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};
