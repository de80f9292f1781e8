// S8 (rsgpu-check): a temporary `Guard{b}` (destructor synchronises) made only under
// `rank < 32u`. Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Guard {
  rsgpu::Block b;
  RSGPU_FN ~Guard() { b.sync(); }
};
struct TempDtor {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_barrier_in_temporary_destructor_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (b.thread_rank() < 32u) (void)Guard{b};
  }
};
