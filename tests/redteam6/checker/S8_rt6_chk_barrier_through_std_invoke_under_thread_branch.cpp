// S8 (rsgpu-check): `if (rank < 32u) std::invoke(sync_it, b);` — the program's
// barrier helper called through std::invoke. Expected RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <functional>
RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
struct StdInvoke {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_barrier_through_std_invoke_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (b.thread_rank() < 32u) std::invoke(sync_it, b);
  }
};
