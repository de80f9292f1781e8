// S8 (rsgpu-check): an object whose constructor synchronises, constructed only
// under `rank < 32u`. Expected RG0404 at the construction.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct CtorSync {
  RSGPU_FN explicit CtorSync(rsgpu::Block b) { b.sync(); }
};
struct CtorUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    if (b.thread_rank() < 32u) {
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_barrier_in_constructor_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
      CtorSync c{b};
      (void)c;
    }
  }
};
