// S8 (rsgpu-check): a lambda assigning a captured flag `c = false`, called only
// under `rank < 32u`; then `if (c) b.sync()`. docs/checker.md Limits says so
// (implicit flow does not cover assignments inside a lambda called under a
// thread branch): a documented gap, kept as a case. Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct LambdaStore {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    bool c = true;
    auto off = [&] { c = false; };
    if (b.thread_rank() < 32u) off();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_lambda_store_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (c) b.sync();
  }
};
