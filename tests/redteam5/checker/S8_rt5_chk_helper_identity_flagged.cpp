// S8 (rsgpu-check, "calls to one helper join like copies of one site"): calls
// that look alike but are different helpers must not join: two overloads of
// one name (1 and 2 barriers), two instances of one template (`syncN<1>`,
// `syncN<2>`), two lambdas (both `operator()`). And a helper's parameter
// dependence through an expression (`sync_if(b, x < 32)` inside `outer`) or
// an early return. Each reported (RG0404); the arms twice.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_x(rsgpu::Block b, int) { b.sync(); }
RSGPU_FN void sync_x(rsgpu::Block b, float) {
  b.sync();
  b.sync();
}
template <int N> RSGPU_FN void syncN(rsgpu::Block b) {
  for (int k = 0; k < N; ++k)
    b.sync();
}
RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN void outer(rsgpu::Block b, unsigned x) { sync_if(b, x < 32u); }
RSGPU_FN void ret_early(rsgpu::Block b, unsigned x) {
  if (x < 32u)
    return;
  b.sync();
}

struct Overloads {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync_x` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    // CHECK: warning[RG0404]: barrier `sync_x` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      sync_x(b, 1);
    else
      sync_x(b, 1.0f);
  }
};

struct TemplateInstances {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `syncN` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    // CHECK: warning[RG0404]: barrier `syncN` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      syncN<1>(b);
    else
      syncN<2>(b);
  }
};

struct TwoLambdas {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto f = [b] { b.sync(); };
    auto g = [b] {
      b.sync();
      b.sync();
    };
    // CHECK: warning[RG0404]: barrier `operator()` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    // CHECK: warning[RG0404]: barrier `operator()` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+4]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      f();
    else
      g();
  }
};

struct ParameterThroughExpressionOrReturn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `outer` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    outer(b, b.thread_rank());
    // CHECK: warning[RG0404]: barrier `ret_early` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_identity_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    ret_early(b, b.thread_rank());
  }
};
