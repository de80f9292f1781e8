// S8 (rsgpu-check, helper calls joined like copies of one site): `sync_n(b, n)`
// synchronises n times; one arm of a thread-dependent branch calls it with 1,
// the other with 2. One call per path, each argument uniform at its call, yet
// the threads of the two arms arrive a different number of times (a hang or
// barriers matched across phases). Expected: RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_n(rsgpu::Block b, unsigned n) {
  for (unsigned k = 0; k < n; ++k)
    b.sync();
}

struct HelperArmsDifferentCounts {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync_n` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_counts.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      sync_n(b, 1u);
    else
      sync_n(b, 2u);
  }
};
